import Foundation
import TesseraCore
import Testing

@testable import TesseraStore

/// Rows written by another program — wrong storage classes, cut-off or hostile JSON, huge values,
/// NUL bytes, bytes that are not UTF-8 — decode into typed errors that name the column, never
/// crashes or silently changed values.
@Suite struct RowDecodingTests {
    struct Sample: StoredModel, Equatable {
        var id: Int
        var count: Int = 0
        var small: Int8 = 0
        var ratio: Double = 0
        var single: Float = 0
        var flag: Bool = false
        var name: String = ""
        var when = Date(timeIntervalSinceReferenceDate: 0)
        var uuid = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
        var blob = Data()
        var mood: Mood = .calm
        var tags: [String] = []
        var place = Location(latitude: 0, longitude: 0, name: "")
        var note: String? = "present"

        static let schema = Schema<Sample>(table: "samples")
    }

    /// A column, the SQL that another program stores in it, and what the error's reason contains.
    struct Case: Sendable, CustomTestStringConvertible {
        let column: String
        let sql: String
        let key: String
        let reason: String

        init(_ column: String, _ sql: String, key: String? = nil, _ reason: String) {
            self.column = column
            self.sql = sql
            self.key = key ?? column
            self.reason = reason
        }

        var testDescription: String { "\(column) = \(sql.prefix(40))" }
    }

    static let cases: [Case] = [
        Case("count", "'12'", #"expected Int: found "12""#),
        Case("count", "1.5", "expected Int: found 1.5"),
        Case("count", "NULL", "expected Int: found NULL"),
        Case("small", "300", "300 does not fit in Int8"),
        Case("ratio", "'1.0'", #"expected Double: found "1.0""#),
        Case("single", "1e300", "1e+300 does not fit in Float"),
        Case("flag", "'yes'", #"expected Bool: found "yes""#),
        Case("name", "12", "expected String: found 12"),
        Case("name", "CAST(x'41fffe' AS TEXT)", "the text (3 bytes) is not valid UTF-8 from byte 1"),
        Case("name", "zeroblob(8000000)", "expected String: found <8000000 bytes>"),
        Case("when", "'2024-01-01'", #"expected Date: found "2024-01-01""#),
        Case("uuid", "'not a uuid'", "not a UUID: not a uuid"),
        Case("uuid", "x'00112233445566778899aabbccddeeff'", "expected UUID: found <16 bytes>"),
        Case("blob", "'text'", #"expected Data: found "text""#),
        Case("mood", "'furious'", "invalid String value furious"),
        Case("mood", "7", "expected String: found 7"),
        Case("tags", #"'["a",'"#, "not valid JSON"),
        Case(
            "tags", "'" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "'",
            "not valid JSON"),
        Case("tags", "'[1,2]'", key: "tags.Index 0", "expected String"),
        Case("tags", "x'5b5d'", "expected JSON text, found <2 bytes>"),
        Case("tags", #"CAST(x'5b22ff225d' AS TEXT)"#, "the text (5 bytes) is not valid UTF-8 from byte 2"),
        Case("place", #"'{"latitude":1}'"#, key: "place.longitude", "no such key in the stored JSON"),
        Case("place", #"'{"latitude":1e999,"longitude":0,"name":""}'"#, "not valid JSON"),
        Case("note", "12", "expected String: found 12"),
    ]

    @Test(arguments: cases)
    func aForeignValueIsATypedErrorNamingItsColumn(_ foreign: Case) throws {
        let store = try Store.inMemory(models: [Sample.self])
        try store.save(Sample(id: 1))
        try store.write { db in
            try db.connection.execute(#"UPDATE "samples" SET "\#(foreign.column)" = \#(foreign.sql)"#)
        }
        let outcome = Result { () throws(StoreError) in try store.fetch(Sample.query) }
        guard case .failure(.decodingFailed(let table, let key, let reason)) = outcome else {
            Issue.record("expected a decoding error, got \(outcome)")
            return
        }
        #expect(table == "samples")
        #expect(key == foreign.key)
        #expect(reason.contains(foreign.reason), "\(reason)")
        // The message stays short, however large the value.
        #expect(String(describing: StoreError.decodingFailed(table: table, key: key, reason: reason)).count < 400)
    }

    @Test func nulBytesAndHugeValuesFromAnotherProgramReadExactly() throws {
        let store = try Store.inMemory(models: [Sample.self])
        try store.save(Sample(id: 1))
        let huge = String(repeating: "0123456789", count: 800_000)
        try store.write { db in
            try db.connection.execute(
                #"UPDATE "samples" SET "name" = CAST(x'610062' AS TEXT), "note" = ?, "#
                    + #""blob" = zeroblob(8000000), "tags" = '["a\u0000b","\u00e9"]'"#, [.text(huge)])
        }
        let sample = try #require(try store.fetch(Sample.query).first)
        #expect(sample.name == "a\u{0}b")
        #expect(sample.note == huge)
        #expect(sample.blob == Data(count: 8_000_000))
        #expect(sample.tags == ["a\u{0}b", "é"])
    }

    @Test func textReadsExactlyWhenValidUTF8AndThrowsOtherwiseOnRandomBytes() throws {
        // Mostly ASCII with lead and continuation bytes of every kind mixed in, so that valid and
        // invalid sequences (overlong, surrogate, above U+10FFFF, cut off) all occur often.
        let interesting: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
            0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        var generator = SplitMix64(seed: 19)
        let store = try Store.inMemory(models: [Sample.self])
        try store.save(Sample(id: 1))
        var disagreements: [[UInt8]] = []
        var validCount = 0
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 24)
            let bytes = (0..<length).map { _ -> UInt8 in
                let roll = generator.next()
                return roll % 3 == 0
                    ? UInt8(truncatingIfNeeded: roll >> 8) : interesting[Int(roll >> 8) % interesting.count]
            }
            let hex = bytes.map { String(format: "%02x", $0) }.joined()
            try store.write { db in
                try db.connection.execute(#"UPDATE "samples" SET "name" = CAST(x'\#(hex)' AS TEXT)"#)
            }
            let expected = String(validating: bytes, as: UTF8.self)
            let outcome = Result { () throws(StoreError) in try store.fetch(Sample.query).first?.name }
            var fetched: String?
            switch outcome {
            case .success(let name): fetched = name
            case .failure(.decodingFailed(_, let key, let reason)):
                #expect(key == "name" && reason.contains("is not valid UTF-8 from byte"), "\(reason)")
            case .failure(let error): Issue.record("unexpected \(error)")
            }
            if expected != nil { validCount += 1 }
            if fetched != expected { disagreements.append(bytes) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
        #expect(validCount > 100)  // the sample exercises the accepting side too
    }
}
