// A helper process for TesseraStoreTests' crash-safety test: opens the store at the path given as
// the only argument and commits numbered transactions forever, printing each number on its own line
// right after its commit returns. The test reads the numbers, kills this process with SIGKILL in the
// middle of the stream, and checks that every printed number is in the database.
import Foundation
import TesseraStore

struct Entry: StoredModel {
    var id: Int64
    var payload: String
    static let schema = Schema<Entry>(table: "entries").column(\.payload, CodingKeys.payload)
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: tessera-store-crash-writer <database path>\n".utf8))
    exit(64)
}
do {
    let store = try Store(at: URL(fileURLWithPath: CommandLine.arguments[1]), models: [Entry.self])
    var number: Int64 = 0
    while true {
        number += 1
        let current = number
        try store.write { db in
            // Several rows per transaction, so a kill can land between them: all or none must survive.
            for part in 0..<4 {
                try db.save(
                    Entry(id: current * 4 + Int64(part), payload: String(repeating: "x", count: 200) + "\(current)"))
            }
        }
        // An unbuffered write: once the line is out, the commit it reports has returned.
        FileHandle.standardOutput.write(Data("\(current)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("crash writer: \(error)\n".utf8))
    exit(1)
}
