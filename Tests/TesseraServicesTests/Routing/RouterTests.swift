import Foundation
import TesseraServices
import Testing

enum Screen: Equatable, Sendable {
    case entry(UUID)
    case entryNumber(Int)
    case newEntry
    case tag(String)
    case compose(title: String?)
    case day(year: Int, month: Int, day: Int)
    case search(String, limit: Int?)
    case tab(Tab)
    case anything(String)
}

enum Tab: String, RouteParameter {
    case today, calendar, settings
}

let entryID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

/// The Journal's routes, registered in the order the tests rely on.
func journalRouter() -> Router<Screen> {
    var router = Router<Screen>()
    router.register("journal://entry/:id", UUID.self) { _, id in .entry(id) }
    router.register("journal://entry/:number", Int.self) { _, number in .entryNumber(number) }
    router.register("journal://entry/new") { _ in .newEntry }
    router.register("journal://tags/:name", String.self) { _, name in .tag(name) }
    router.register("journal://compose") { query in .compose(title: query["title"]) }
    router.register("journal://day/:year/:month/:day", Int.self, Int.self, Int.self) { _, year, month, day in
        .day(year: year, month: month, day: day)
    }
    router.register("journal://search") { query throws(RouteError) in
        .search(try query.require("q", as: String.self), limit: try query.value("limit", as: Int.self))
    }
    router.register("journal://tab/:name", Tab.self) { _, tab in .tab(tab) }
    return router
}

@Suite struct RouterTests {
    let router = journalRouter()

    @Test func uuidPathParameter() {
        #expect(router.route("journal://entry/E621E1F8-C36C-495A-93FC-0C247A3E6E5F") == .success(.entry(entryID)))
        #expect(router.route("journal://entry/e621e1f8-c36c-495a-93fc-0c247a3e6e5f") == .success(.entry(entryID)))
    }

    @Test func aParameterOfTheWrongTypePassesTheURLToTheNextRoute() {
        #expect(router.route("journal://entry/42") == .success(.entryNumber(42)))
        #expect(router.route("journal://entry/-7") == .success(.entryNumber(-7)))
    }

    @Test func literalBeatsParameterWhateverTheRegistrationOrder() {
        #expect(router.route("journal://entry/new") == .success(.newEntry))
    }

    @Test func firstRegisteredWinsAmongEquallySpecificPatterns() {
        var router = Router<Screen>()
        router.register("journal://any/:a", String.self) { _, a in .anything("first " + a) }
        router.register("journal://any/:b", String.self) { _, b in .anything("second " + b) }
        #expect(router.route("journal://any/x") == .success(.anything("first x")))
    }

    @Test func literalEarlierInThePathBeatsALiteralLater() {
        var router = Router<Screen>()
        router.register("app://h/:a/b", String.self) { _, a in .anything("param-then-literal " + a) }
        router.register("app://h/a/:b", String.self) { _, b in .anything("literal-then-param " + b) }
        #expect(router.route("app://h/a/b") == .success(.anything("literal-then-param b")))
    }

    @Test func stringParameterIsPercentDecoded() {
        #expect(router.route("journal://tags/caf%C3%A9") == .success(.tag("café")))
        #expect(router.route("journal://tags/a%2Fb") == .success(.tag("a/b")))
        #expect(router.route("journal://tags/%E6%97%85%E8%A1%8C") == .success(.tag("旅行")))
        #expect(router.route("journal://tags/旅行") == .success(.tag("旅行")))
    }

    @Test func queryItemsAreDecodedAndPlusStaysPlus() {
        #expect(router.route("journal://compose?title=Trip%20notes") == .success(.compose(title: "Trip notes")))
        #expect(router.route("journal://compose?title=1+1") == .success(.compose(title: "1+1")))
        #expect(router.route("journal://compose") == .success(.compose(title: nil)))
        #expect(router.route("journal://compose?") == .success(.compose(title: nil)))
        #expect(router.route("journal://compose?title=") == .success(.compose(title: "")))
        #expect(router.route("journal://compose?title=a=b&title=second") == .success(.compose(title: "a=b")))
        #expect(router.route("journal://compose?draft&&title=x#section") == .success(.compose(title: "x")))
    }

    @Test func severalTypedParameters() {
        #expect(router.route("journal://day/2026/3/29") == .success(.day(year: 2026, month: 3, day: 29)))
    }

    @Test func schemeAndHostIgnoreCaseAndATrailingSlashIsIgnored() {
        #expect(router.route("JOURNAL://Tags/swift/") == .success(.tag("swift")))
        #expect(router.route(URL(string: "journal://tags/swift")!) == .success(.tag("swift")))
    }

    @Test func pathLiteralsAreCaseSensitive() {
        #expect(
            router.route("journal://entry/NEW")
                == .failure(
                    .invalidParameter(
                        name: "id", value: "NEW", expected: "UUID", pattern: "journal://entry/:id")))
    }

    @Test func enumParameter() {
        #expect(router.route("journal://tab/calendar") == .success(.tab(.calendar)))
        #expect(
            router.route("journal://tab/inbox")
                == .failure(
                    .invalidParameter(
                        name: "name", value: "inbox", expected: "Tab", pattern: "journal://tab/:name")))
    }

    @Test func handlerQueryRequirements() {
        #expect(router.route("journal://search?q=rain&limit=5") == .success(.search("rain", limit: 5)))
        #expect(router.route("journal://search?q=rain") == .success(.search("rain", limit: nil)))
        #expect(router.route("journal://search") == .failure(.missingQueryItem(name: "q")))
        #expect(
            router.route("journal://search?q=rain&limit=five")
                == .failure(.invalidQueryItem(name: "limit", value: "five", expected: "Int")))
    }

    @Test func handlerCanRejectWithItsOwnReason() {
        var router = Router<Screen>()
        router.register("journal://day/:year/:month/:day", Int.self, Int.self, Int.self) {
            _, year, month, day throws(RouteError) in
            guard (1...12).contains(month), (1...31).contains(day) else { throw .rejected(reason: "no such date") }
            return .day(year: year, month: month, day: day)
        }
        #expect(router.route("journal://day/2026/13/1") == .failure(.rejected(reason: "no such date")))
    }

    @Test func destinationForThrowsTheSameError() throws {
        #expect(try router.destination(for: "journal://tags/x") == .tag("x"))
        #expect(throws: RouteError.unsupportedScheme("https")) { try router.destination(for: "https://example.com") }
    }

    @Test func patternsAreListedInRegistrationOrder() {
        #expect(router.patterns.first == "journal://entry/:id")
        #expect(router.patterns.count == 8)
    }
}
