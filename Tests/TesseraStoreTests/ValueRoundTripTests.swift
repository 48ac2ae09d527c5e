import Foundation
import Testing

@testable import TesseraStore

/// Every kind of value a model holds comes back exactly as saved.
@Suite struct ValueRoundTripTests {
    @Test func quotesUnicodeAndNulBytesRoundTripExactly() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        let awkward = [
            "it's \"quoted\" -- ; DROP TABLE notes; --",
            "nul\u{0}inside\u{0}",
            "\u{0}",
            "",
            "日本語のテキスト 🧵🪡 e\u{301} vs é",
            "line\nbreak\ttab\\backslash",
            String(repeating: "long ", count: 10_000),
        ]
        let notes = awkward.enumerated().map { Note(id: Int64($0.offset + 1), title: $0.element, body: $0.element) }
        try store.save(contentsOf: notes)
        let fetched = try store.fetch(Note.query.sorted(by: .ascending(\.id)))
        #expect(fetched == notes)
        #expect(fetched.map(\.title.utf8.count) == awkward.map(\.utf8.count))
        // Filters bind values too: a quote or NUL in a filter value finds the row, never breaks the SQL.
        #expect(try store.fetch(Note.query.filter(\.title == "nul\u{0}inside\u{0}")).map(\.id) == [2])
        #expect(try store.fetch(Note.query.filter(\.title == "\u{0}")).map(\.id) == [3])
        #expect(try store.fetch(Note.query.filter(\.title == "")).map(\.id) == [4])
        #expect(try store.count(Note.query) == awkward.count)
    }

    @Test func numbersDatesDataAndNestedValuesRoundTrip() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        let note = Note(
            id: .max, title: "everything", pinned: true, rating: -.infinity,
            created: Date(timeIntervalSinceReferenceDate: 123_456_789.123_456_789),
            due: Date(timeIntervalSince1970: 1_700_000_000.000_001), folderID: UUID(),
            tags: ["a", "", "\u{0}", "ü"], mood: .tired,
            location: Location(latitude: 52.520_008, longitude: 13.404_954, name: "Berlin \"Mitte\""),
            attachment: Data([0, 1, 2, 0, 255]))
        let empty = Note(id: .min, title: "empty", rating: 0.1 + 0.2, attachment: Data())
        try store.save(contentsOf: [note, empty])
        #expect(try store.find(Note.self, id: .max) == note)
        #expect(try store.find(Note.self, id: .min) == empty)
        #expect(try store.find(Note.self, id: .min)?.attachment == Data())  // empty, not nil
        #expect(try store.find(Note.self, id: 7) == nil)
    }

    @Test func nilAndEmptyStayDistinct() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        try store.save(Note(id: 1, title: "nil", due: nil, attachment: nil))
        try store.save(Note(id: 2, title: "empty", attachment: Data()))
        #expect(try store.find(Note.self, id: 1)?.attachment == nil)
        #expect(try store.find(Note.self, id: 2)?.attachment == Data())
        #expect(try store.fetch(Note.query.filter(\.due == nil)).count == 2)
    }

    @Test func nanIsRefusedWithTheTableAndKey() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        #expect(throws: StoreError.unrepresentableValue(table: "notes", key: "rating", value: "NaN")) {
            try store.save(Note(id: 1, title: "nan", rating: .nan))
        }
        #expect(try store.count(Note.query) == 0)
        #expect(throws: StoreError.unrepresentableValue(table: "notes", key: "rating", value: "NaN")) {
            try store.fetch(Note.query.filter(\.rating == .nan))
        }
    }

    @Test func unsignedValuesAboveInt64MaxAreRefused() throws {
        struct Counter: StoredModel {
            var id: Int
            var total: UInt64
            static let schema = Schema<Counter>(table: "counters")
        }
        let (store, _directory) = try makeStore(models: [Counter.self])
        _ = _directory
        try store.save(Counter(id: 1, total: UInt64(Int64.max)))
        #expect(try store.find(Counter.self, id: 1)?.total == UInt64(Int64.max))
        #expect(throws: StoreError.unrepresentableValue(table: "counters", key: "total", value: String(UInt64.max))) {
            try store.save(Counter(id: 2, total: .max))
        }
    }

    @Test func undeclaredPropertiesGetColumnsWhenFirstSeen() throws {
        struct Version1: StoredModel {
            var id: Int
            var name: String
            static let schema = Schema<Version1>(table: "people")
        }
        struct Version2: StoredModel, Equatable {
            var id: Int
            var name: String
            var nickname: String?
            var scores: [Int]
            static let schema = Schema<Version2>(table: "people")
        }
        let directory = TemporaryDirectory()
        do {
            let store = try Store(at: directory.file(), models: [Version1.self])
            try store.save(Version1(id: 1, name: "Ada"))
        }
        let store = try Store(at: directory.file(), models: [Version2.self])
        // The old row has no nickname (nil) but needs scores: decoding it fails with the key named.
        #expect(throws: StoreError.decodingFailed(table: "people", key: "scores", reason: "no such column")) {
            try store.fetch(Version2.query)
        }
        try store.save(Version2(id: 2, name: "Grace", nickname: nil, scores: [3, 1]))
        try store.save(Version2(id: 3, name: "Linus", nickname: "L", scores: []))
        #expect(try store.find(Version2.self, id: 3) == Version2(id: 3, name: "Linus", nickname: "L", scores: []))
        #expect(try store.find(Version2.self, id: 2) == Version2(id: 2, name: "Grace", nickname: nil, scores: [3, 1]))
    }

    @Test func aNewKeyInTheMiddleOfABatchAddsItsColumnAndEveryModelIsSaved() throws {
        struct Sparse: StoredModel, Equatable {
            var id: Int
            var extra: String?
            var more: [Int]?
            static let schema = Schema<Sparse>(table: "sparse")
        }
        let (store, _directory) = try makeStore(models: [Sparse.self])
        _ = _directory
        let batch = [
            Sparse(id: 1), Sparse(id: 2, extra: "first extra"), Sparse(id: 3),
            Sparse(id: 4, extra: "x", more: [1, 2]), Sparse(id: 5),
        ]
        try store.save(contentsOf: batch)
        #expect(try store.fetch(Sparse.query.sorted(by: .ascending(\.id))) == batch)
        // A sequence that is not an array takes the copying path.
        try store.save(contentsOf: (6...8).lazy.map { Sparse(id: $0, more: [$0]) })
        #expect(
            try store.fetch(Sparse.query.sorted(by: .ascending(\.id))).map(\.more) == [
                nil, nil, nil, [1, 2], nil, [6], [7], [8],
            ])
    }

    @Test func wrongStoredTypeIsATypedDecodingError() throws {
        struct Loose: StoredModel {
            var id: Int
            var value: String
            static let schema = Schema<Loose>(table: "things")
        }
        struct Strict: StoredModel {
            var id: Int
            var value: Int
            static let schema = Schema<Strict>(table: "things")
        }
        let directory = TemporaryDirectory()
        try Store(at: directory.file(), models: [Loose.self]).save(Loose(id: 1, value: "twelve"))
        let store = try Store(at: directory.file(), models: [Strict.self])
        #expect(
            throws: StoreError.decodingFailed(table: "things", key: "value", reason: "expected Int: found \"twelve\"")
        ) {
            try store.fetch(Strict.query)
        }
    }
}
