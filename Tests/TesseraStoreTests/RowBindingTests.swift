import Foundation
import Testing

@testable import TesseraStore

/// Saving binds every column of the row: what a model leaves out is NULL, however its `encode(to:)`
/// visits the keys.
@Suite struct RowBindingTests {
    /// Encodes `title` twice and leaves `note` out when it is nil.
    struct Repeating: StoredModel, Equatable {
        var id: Int64
        var title: String
        var note: String?

        static let schema = Schema<Repeating>(table: "repeating").column(\.title, CodingKeys.title)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode("draft", forKey: .title)
            try container.encode(title, forKey: .title)
            try container.encodeIfPresent(note, forKey: .note)
        }
    }

    @Test func aKeyEncodedTwiceDoesNotStandInForAnOmittedOne() throws {
        let (store, _directory) = try makeStore(models: [Repeating.self])
        _ = _directory
        try store.save(Repeating(id: 1, title: "first", note: "kept"))
        #expect(try store.find(Repeating.self, id: 1) == Repeating(id: 1, title: "first", note: "kept"))
        // Two bindings of `title` make as many bindings as the table has columns but `note`, now
        // omitted, must still become NULL rather than keep the previous row's value.
        try store.save(contentsOf: [
            Repeating(id: 1, title: "second", note: nil),
            Repeating(id: 2, title: "third", note: "x"),
            Repeating(id: 3, title: "fourth", note: nil),
        ])
        #expect(
            try store.fetch(Repeating.query.sorted(by: .ascending(\.id))) == [
                Repeating(id: 1, title: "second", note: nil),
                Repeating(id: 2, title: "third", note: "x"),
                Repeating(id: 3, title: "fourth", note: nil),
            ])
    }

    @Test func textOfEveryShapeBindsExactly() throws {
        let (store, _directory) = try makeStore(models: [Repeating.self])
        _ = _directory
        // Empty, small (stored inside the String value), large, NUL bytes and non-ASCII scalars.
        let titles = [
            "", "short", "fifteen bytes!!", "sixteen bytes!!!", "a\u{0}b", "Grüße 🧵 “quoted”",
            String(repeating: "é", count: 5_000),
        ]
        let models = titles.enumerated().map {
            Repeating(id: Int64($0.offset + 1), title: $0.element, note: $0.element)
        }
        try store.save(contentsOf: models)
        let fetched = try store.fetch(Repeating.query.sorted(by: .ascending(\.id)))
        #expect(fetched == models)
        #expect(fetched.map(\.title.utf8.count) == titles.map(\.utf8.count))
    }
}
