import Foundation
import FuzzDriver
import TesseraStore

/// A model with a column of every kind the store maps.
struct Note: StoredModel {
    enum Mood: String, Codable, Sendable { case calm, happy }
    struct Place: Codable, Sendable {
        var name: String
        var latitude: Double
    }

    var id: UUID
    var title: String
    var pinned: Bool
    var rating: Int?
    var score: Double
    var created: Date
    var mood: Mood
    var tags: [String]
    var place: Place?
    var photo: Data?

    static let schema = Schema<Note>(table: "notes")
        .column(\.title, CodingKeys.title)
        .column(\.created, CodingKeys.created, indexed: true)
        .column(\.tags, CodingKeys.tags)
}

/// The same table read through a hand-written row initialiser instead of Codable.
struct RowNote: RowDecodable {
    var id: UUID
    var title: String
    var pinned: Bool
    var rating: Int?
    var score: Double
    var created: Date
    var mood: Note.Mood
    var tags: [String]
    var place: Note.Place?
    var photo: Data?

    static let schema = Schema<RowNote>(table: "notes")
        .column(\.title, CodingKeys.title)
        .column(\.created, CodingKeys.created, indexed: true)
        .column(\.tags, CodingKeys.tags)

    init(row: borrowing StoredRow) throws {
        id = try row.decode(UUID.self, forKey: CodingKeys.id)
        title = try row.decode(String.self, forKey: CodingKeys.title)
        pinned = try row.decode(Bool.self, forKey: CodingKeys.pinned)
        rating = try row.decodeIfPresent(Int.self, forKey: CodingKeys.rating)
        score = try row.decode(Double.self, forKey: CodingKeys.score)
        created = try row.decode(Date.self, forKey: CodingKeys.created)
        mood = try row.decode(Note.Mood.self, forKey: CodingKeys.mood)
        tags = try row.decode([String].self, forKey: CodingKeys.tags)
        place = try row.decodeIfPresent(Note.Place.self, forKey: CodingKeys.place)
        photo = try row.decodeIfPresent(Data.self, forKey: CodingKeys.photo)
    }
}

/// One folder per process; each input is written there as the database file, opened, read whole
/// and queried (through Codable, then through a row initialiser), then its files (made here) are
/// removed.
let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-fuzz-store-\(getpid())")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// With `TESSERA_FUZZ_WRITE_SEED=<file>` in the environment, writes a valid database of three notes
/// there (the seed of `Fuzz/Corpus/fuzz-store`) and exits.
func writeSeed(to seed: String) -> Never {
    let url = folder.appendingPathComponent("seed.sqlite")
    do {
        let store = try! Store(at: url, models: [Note.self])
        try! store.write { db in
            try db.save(
                Note(
                    id: UUID(), title: "Concert night 🎶", pinned: true, rating: 5, score: 0.5,
                    created: Date(timeIntervalSince1970: 760_000_000.25), mood: .happy,
                    tags: ["music", "friends"], place: Note.Place(name: "Hall", latitude: 52.5), photo: Data([1, 2, 3]))
            )
            try db.save(
                Note(
                    id: UUID(), title: "", pinned: false, rating: nil, score: -1e300,
                    created: Date(timeIntervalSince1970: 0), mood: .calm, tags: [], place: nil, photo: nil))
            try db.save(
                Note(
                    id: UUID(), title: "secret\0suffix", pinned: false, rating: Int.min, score: .infinity,
                    created: Date.distantFuture, mood: .calm, tags: ["a\0b"], place: nil, photo: Data()))
        }
    }  // the store closes here, folding its write-ahead log into the file
    try! FileManager.default.copyItem(at: url, to: URL(fileURLWithPath: seed))
    exit(0)
}

if let seed = ProcessInfo.processInfo.environment["TESSERA_FUZZ_WRITE_SEED"] { writeSeed(to: seed) }

runFuzzer { data in
    let url = folder.appendingPathComponent("input.sqlite")
    try! data.write(to: url)
    defer {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: url.path + suffix)
        }
    }
    if let store = try? Store(at: url, models: [Note.self]) {
        _ = try? store.fetch(Note.query)
        _ = try? store.fetch(Note.query.filter(.contains(\.tags, "music")).sorted(by: .descending(\.created)))
        _ = try? store.count(Note.query.filter(\.title == "Concert night 🎶"))
        _ = try? store.checkIntegrity()
    }  // closed before the file is opened again
    if let store = try? Store(at: url, models: [RowNote.self]) {
        _ = try? store.fetch(RowNote.query)
        _ = try? store.fetch(RowNote.query.sorted(by: .descending(\.created)))
    }
}
