import Foundation
import FuzzDriver
import TesseraStore

/// A folder and a note, with a column of each kind the store maps and a reference between them.
struct Folder: StoredModel {
    var id: UUID
    var name: String

    static let schema = Schema<Folder>(table: "folders").column(\.name, CodingKeys.name)
}

struct Note: StoredModel {
    var id: Int64
    var title: String
    var pinned: Bool
    var score: Double
    var created: Date
    var tags: [String]
    var folderID: UUID?
    var photo: Data?

    static let schema = Schema<Note>(table: "notes")
        .column(\.title, CodingKeys.title)
        .reference(\.folderID, CodingKeys.folderID, to: Folder.self, onDelete: .cascade)
}

/// One folder per process; each input gets a new store there, whose files (made here) are removed
/// afterwards.
let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-fuzz-sync-\(getpid())")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

func withStore(_ name: String, _ body: (Store) -> Void) {
    let url = folder.appendingPathComponent(name)
    defer {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: url.path + suffix)
        }
    }
    body(try! Store(at: url, models: [Folder.self, Note.self]))
}

/// With `TESSERA_FUZZ_WRITE_SEED=<file>` in the environment, writes the packet of a store holding a
/// folder, two notes and a deletion there as JSON (the seed of `Fuzz/Corpus/fuzz-sync`) and exits.
if let seed = ProcessInfo.processInfo.environment["TESSERA_FUZZ_WRITE_SEED"] {
    withStore("seed.sqlite") { store in
        let inbox = Folder(id: UUID(), name: "Inbox 📥")
        try! store.write { db in
            try db.save(inbox)
            try db.save(
                Note(
                    id: 1, title: "Concert night 🎶", pinned: true, score: 0.5,
                    created: Date(timeIntervalSince1970: 760_000_000.25),
                    tags: ["music"], folderID: inbox.id, photo: Data([1, 2, 3])))
            try db.save(
                Note(
                    id: 2, title: "nul\0inside", pinned: false, score: -1e300, created: .distantPast, tags: [],
                    folderID: nil, photo: nil))
            try db.save(
                Note(
                    id: 3, title: "gone", pinned: false, score: 0, created: .distantFuture, tags: [], folderID: nil,
                    photo: nil))
        }
        try! store.delete(Note.self, id: 3)
        try! JSONEncoder().encode(store.exportChanges(since: 0)).write(to: URL(fileURLWithPath: seed))
    }
    exit(0)
}

/// A packet from a peer: JSON decoded, imported into an empty store, then read whole. A packet the
/// store accepts must leave every table readable (each imported row was read back as its model).
runFuzzer { data in
    guard let packet = try? JSONDecoder().decode(ChangePacket.self, from: data) else { return }
    withStore("input.sqlite") { store in
        guard (try? store.importChanges(packet)) != nil else { return }
        precondition((try? store.fetch(Note.query)) != nil, "an imported packet left notes unreadable")
        precondition((try? store.fetch(Folder.query)) != nil, "an imported packet left folders unreadable")
        _ = try? store.exportChanges(since: 0)
    }
}
