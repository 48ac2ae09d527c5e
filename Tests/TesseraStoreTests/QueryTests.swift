import Foundation
import Testing

@testable import TesseraStore

/// Typed filters, sorts, pages and counts against ten sample notes.
@Suite struct QueryTests {
    let store: Store
    let directory: TemporaryDirectory
    let inbox = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!

    init() throws {
        (store, directory) = try makeStore()
        var notes = sampleNotes(10)
        notes[0].tags = ["swift", "sqlite"]
        notes[1].tags = ["swift"]
        notes[2].due = Date(timeIntervalSinceReferenceDate: 500)
        notes[3].due = Date(timeIntervalSinceReferenceDate: 100)
        notes[4].folderID = inbox
        notes[5].folderID = inbox
        notes[6].title = "Ünïcode 🧵"
        notes[7].title = "note 8 \u{10FFFF}"
        notes[8].mood = .happy
        notes[9].mood = .tired
        try store.write { db in
            try db.save(Folder(id: inbox, name: "Inbox"))
            try db.save(contentsOf: notes)
        }
    }

    func ids(_ query: Query<Note>) throws -> [Int64] {
        try store.fetch(query.sorted(by: .ascending(\.id))).map(\.id)
    }

    @Test func equalityAndInequality() throws {
        #expect(try ids(Note.query.filter(\.title == "note 3")) == [3])
        #expect(try ids(Note.query.filter(\.title == "no such note")) == [])
        #expect(try ids(Note.query.filter(\.pinned == true)) == [2, 4, 6, 8, 10])
        #expect(try ids(Note.query.filter(\.pinned != true)) == [1, 3, 5, 7, 9])
        #expect(try ids(Note.query.filter(\.mood == .happy)) == [9])
        #expect(try ids(Note.query.filter(\.id == 4)) == [4])
    }

    @Test func nilComparisonsFollowSwiftSemantics() throws {
        #expect(try ids(Note.query.filter(\.folderID == inbox)) == [5, 6])
        #expect(try ids(Note.query.filter(\.folderID == nil)) == [1, 2, 3, 4, 7, 8, 9, 10])
        #expect(try ids(Note.query.filter(\.folderID != nil)) == [5, 6])
        // A nil folder differs from the inbox, as `nil != inbox` in Swift.
        #expect(try ids(Note.query.filter(\.folderID != inbox)) == [1, 2, 3, 4, 7, 8, 9, 10])
    }

    @Test func orderingComparisons() throws {
        #expect(try ids(Note.query.filter(\.rating < 1.5)) == [1, 2])
        #expect(try ids(Note.query.filter(\.rating <= 1.5)) == [1, 2, 3])
        #expect(try ids(Note.query.filter(\.rating > 4)) == [9, 10])
        #expect(try ids(Note.query.filter(\.rating >= 4)) == [8, 9, 10])
        let day3 = Date(timeIntervalSinceReferenceDate: 3 * 86_400)
        #expect(try ids(Note.query.filter(\.created <= day3)) == [1, 2, 3])
        #expect(try ids(Note.query.filter(\.id > 8)) == [9, 10])
        #expect(try ids(Note.query.filter(\.mood > .happy)) == [10])
    }

    @Test func optionalOrderingNeverMatchesNilEvenNegated() throws {
        let mark = Date(timeIntervalSinceReferenceDate: 200)
        #expect(try ids(Note.query.filter(\.due < mark)) == [4])
        #expect(try ids(Note.query.filter(\.due >= mark)) == [3])
        #expect(try ids(Note.query.filter(.not(\.due < mark))) == [3])
    }

    @Test func textContainsAndPrefix() throws {
        #expect(try ids(Note.query.filter(.contains(\.title, "note 1"))) == [1, 10])
        #expect(try ids(Note.query.filter(.contains(\.title, "🧵"))) == [7])
        #expect(try ids(Note.query.filter(.contains(\.title, "NOTE"))) == [])  // case-sensitive
        #expect(try ids(Note.query.filter(.contains(\.title, ""))).count == 10)
        #expect(try ids(Note.query.filter(.hasPrefix(\.title, "note 1"))) == [1, 10])
        #expect(try ids(Note.query.filter(.hasPrefix(\.title, "Ün"))) == [7])
        #expect(try ids(Note.query.filter(.hasPrefix(\.title, "note 8 \u{10FFFF}"))) == [8])
        #expect(try ids(Note.query.filter(.hasPrefix(\.title, "note 8"))) == [8])
        #expect(try ids(Note.query.filter(.hasPrefix(\.title, ""))).count == 10)
        #expect(try ids(Note.query.filter(.hasPrefix(\.title, "z"))) == [])
    }

    @Test func prefixSuccessorIncrementsTheLastScalar() {
        #expect(Filter<Note>.successor(of: "abc") == "abd")
        #expect(Filter<Note>.successor(of: "a\u{D7FF}") == "a\u{E000}")
        #expect(Filter<Note>.successor(of: "a\u{10FFFF}") == "b")
        #expect(Filter<Note>.successor(of: "\u{10FFFF}\u{10FFFF}") == nil)
        #expect(Filter<Note>.successor(of: "") == nil)
        #expect(Filter<Note>.successor(of: "x\u{0}") == "x\u{1}")
    }

    @Test func arrayContainsAndMembership() throws {
        #expect(try ids(Note.query.filter(.contains(\.tags, "swift"))) == [1, 2])
        #expect(try ids(Note.query.filter(.contains(\.tags, "sqlite"))) == [1])
        #expect(try ids(Note.query.filter(.contains(\.tags, "rust"))) == [])
        #expect(try ids(Note.query.filter(.isIn(\.id, [3, 5, 99]))) == [3, 5])
        #expect(try ids(Note.query.filter(.isIn(\.id, [Int64]()))) == [])
        #expect(try ids(Note.query.filter(.isIn(\.mood, [.happy, .tired]))) == [9, 10])
    }

    @Test func textWithNULBytesMatchesExactlyWhateverTheOperator() throws {
        let (store, _directory) = try makeStore()
        _ = _directory
        try store.save(contentsOf: [
            Note(id: 1, title: "secret\u{0}suffix", tags: ["secret\u{0}suffix"]),
            Note(id: 2, title: "secret", tags: ["secret"]),
            Note(id: 3, title: "\u{0}", tags: ["\u{0}", "\\u0000"]),
            Note(id: 4, title: "secret\u{0}", tags: ["secret\u{0}", "other"]),
        ])
        func ids(_ filter: Filter<Note>) throws -> [Int64] {
            try store.fetch(Note.query.filter(filter).sorted(by: .ascending(\.id))).map(\.id)
        }
        // Array elements (JSON) were cut at the NUL by SQLite: "secret\0suffix" matched nothing and
        // "secret" matched both rows.
        #expect(try ids(.contains(\.tags, "secret\u{0}suffix")) == [1])
        #expect(try ids(.contains(\.tags, "secret")) == [2])
        #expect(try ids(.contains(\.tags, "secret\u{0}")) == [4])
        #expect(try ids(.contains(\.tags, "\u{0}")) == [3])
        #expect(try ids(.contains(\.tags, "\\u0000")) == [3])  // a backslash and "u0000", not a NUL
        #expect(try ids(.contains(\.tags, "")) == [])
        // Text columns, through every operator.
        #expect(try ids(\.title == "secret\u{0}suffix") == [1])
        #expect(try ids(\.title == "secret") == [2])
        #expect(try ids(\.title != "secret") == [1, 3, 4])
        #expect(try ids(\.title > "secret") == [1, 4])
        #expect(try ids(.contains(\.title, "\u{0}suffix")) == [1])
        #expect(try ids(.contains(\.title, "\u{0}")) == [1, 3, 4])
        #expect(try ids(.hasPrefix(\.title, "secret\u{0}")) == [1, 4])
        #expect(try ids(.hasPrefix(\.title, "secret")) == [1, 2, 4])
        #expect(try ids(.isIn(\.title, ["secret\u{0}", "\u{0}"])) == [3, 4])
        #expect(try ids(\.tags == ["secret\u{0}", "other"]) == [4])
    }

    @Test func combinators() throws {
        #expect(try ids(Note.query.filter(.all(\.pinned == true, \.rating > 3))) == [8, 10])
        #expect(try ids(Note.query.filter(\.pinned == true).filter(\.rating > 3)) == [8, 10])
        #expect(try ids(Note.query.filter(.any(\.id == 1, \.title == "note 2", \.mood == .tired))) == [1, 2, 10])
        #expect(try ids(Note.query.filter(.not(.any(\.pinned == true, \.id < 5)))) == [5, 7, 9])
        #expect(try ids(Note.query.filter(.any())) == [])
        #expect(try ids(Note.query.filter(.all())).count == 10)
    }

    @Test func sortingByOneAndSeveralKeys() throws {
        #expect(
            try store.fetch(Note.query.sorted(by: .descending(\.rating))).map(\.id) == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
        let pinnedFirst = try store.fetch(Note.query.sorted(by: .descending(\.pinned), .ascending(\.rating)))
        #expect(pinnedFirst.map(\.id) == [2, 4, 6, 8, 10, 1, 3, 5, 7, 9])
        // Ties on every key come in ascending id order.
        #expect(
            try store.fetch(Note.query.sorted(by: .ascending(\.mood))).map(\.id) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
        // nil sorts first ascending.
        #expect(try store.fetch(Note.query.sorted(by: .ascending(\.due)).limit(3)).map(\.id) == [1, 2, 5])
        #expect(try store.fetch(Note.query.sorted(by: .descending(\.due)).limit(2)).map(\.id) == [3, 4])
    }

    @Test func limitOffsetAndCount() throws {
        let page = Note.query.filter(\.pinned == true).sorted(by: .ascending(\.id))
        #expect(try store.fetch(page.limit(2)).map(\.id) == [2, 4])
        #expect(try store.fetch(page.limit(2, offset: 2)).map(\.id) == [6, 8])
        #expect(try store.fetch(page.limit(2, offset: 4)).map(\.id) == [10])
        #expect(try store.fetch(page.limit(2, offset: 10)).map(\.id) == [])
        #expect(try store.fetch(page.limit(0)).map(\.id) == [])
        #expect(try store.count(page.limit(2)) == 5)  // count ignores the page
        #expect(try store.count(Note.query) == 10)
        #expect(try store.fetchOne(page)?.id == 2)
        #expect(try store.fetchOne(page.limit(1, offset: 1))?.id == 4)
        #expect(try store.fetchOne(Note.query.filter(\.id == 404)) == nil)
    }

    @Test func readsInOneClosureShareASnapshot() throws {
        let (count, notes) = try store.read { db in
            (try db.count(Note.query), try db.fetch(Note.query))
        }
        #expect(count == notes.count)
    }
}
