import Foundation
import TesseraServices
import Testing

@Suite struct RouteParameterTests {
    @Test func integers() {
        #expect(Int(routeValue: "42") == 42)
        #expect(Int(routeValue: "-42") == -42)
        #expect(Int(routeValue: "+42") == nil)
        #expect(Int(routeValue: "") == nil)
        #expect(Int(routeValue: "4 2") == nil)
        #expect(Int(routeValue: "9223372036854775808") == nil)
        #expect(Int64(routeValue: "9223372036854775807") == .max)
    }

    @Test func doubles() {
        #expect(Double(routeValue: "2.5") == 2.5)
        #expect(Double(routeValue: "-0.25") == -0.25)
        #expect(Double(routeValue: "1e3") == 1000)
        #expect(Double(routeValue: "nan") == nil)
        #expect(Double(routeValue: "inf") == nil)
        #expect(Double(routeValue: "1e999") == nil)
        #expect(Double(routeValue: "0x1p3") == nil)
    }

    @Test func booleans() {
        #expect(Bool(routeValue: "true") == true)
        #expect(Bool(routeValue: "0") == false)
        #expect(Bool(routeValue: "yes") == true)
        #expect(Bool(routeValue: "TRUE") == nil)
    }

    @Test func uuids() {
        #expect(UUID(routeValue: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") == entryID)
        #expect(UUID(routeValue: "E621E1F8C36C495A93FC0C247A3E6E5F") == nil)
    }

    @Test func strings() {
        #expect(String(routeValue: "") == "")
        #expect(String(routeValue: "café") == "café")
    }

    @Test func rawValueEnums() {
        #expect(Tab(routeValue: "today") == .today)
        #expect(Tab(routeValue: "Today") == nil)
        #expect(Tab.routeTypeName == "Tab")
        #expect(UUID.routeTypeName == "UUID")
    }

    @Test func queryLookups() throws {
        let query = RouteQuery(items: [
            .init(name: "n", value: "1"), .init(name: "n", value: "x"), .init(name: "s", value: ""),
        ])
        #expect(query["n"] == "1")
        #expect(query.values(named: "n") == ["1", "x"])
        #expect(try query.value("n", as: Int.self) == 1)
        #expect(try query.value("missing", as: Int.self) == nil)
        #expect(try query.require("s", as: String.self) == "")
        #expect(throws: RouteError.invalidQueryItem(name: "s", value: "", expected: "Int")) {
            try query.require("s", as: Int.self)
        }
        #expect(throws: RouteError.missingQueryItem(name: "q")) { try query.require("q", as: String.self) }
    }
}
