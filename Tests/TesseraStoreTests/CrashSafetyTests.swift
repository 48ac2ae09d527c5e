import Foundation
import Testing

@testable import TesseraStore

/// The model the crash writer (Sources/tessera-store-crash-writer) commits: four rows per
/// transaction, ids 4n…4n+3, each payload ending with n.
struct Entry: StoredModel {
    var id: Int64
    var payload: String
    static let schema = Schema<Entry>(table: "entries").column(\.payload, CodingKeys.payload)
}

/// Kills a writing process with SIGKILL mid-stream and checks what survived.
@Suite struct CrashSafetyTests {
    /// The helper executable, built next to the test bundle.
    var writerURL: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .map(URL.init(fileURLWithPath:)) ?? bundle
        return executable.deletingLastPathComponent().appendingPathComponent("tessera-store-crash-writer")
    }

    @Test func everyTransactionReportedCommittedSurvivesSIGKILL() throws {
        let helper = writerURL
        try #require(
            FileManager.default.isExecutableFile(atPath: helper.path),
            "build the tessera-store-crash-writer product first (swift build)")
        let directory = TemporaryDirectory()
        for round in 1...2 {
            let process = Process()
            process.executableURL = helper
            process.arguments = [directory.file().path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Let it commit a while (the second round continues over the first round's file),
            // then kill it in the middle of whatever it is doing.
            var text = ""
            while text.split(separator: "\n").count < 60 * round {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationReason == .uncaughtSignal)
            #expect(process.terminationStatus == SIGKILL)

            // Only whole lines are reports; a number cut off by the kill is not counted.
            let reported = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().compactMap {
                Int64($0)
            }
            #expect(reported == Array(1...Int64(reported.count)))
            let lastReported = try #require(reported.last)

            let store = try Store(at: directory.file(), models: [Entry.self])
            try store.checkIntegrity()
            let entries = try store.fetch(Entry.query.sorted(by: .ascending(\.id)))
            let byID = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0.payload) })
            for number in 1...lastReported {
                for part in 0..<Int64(4) {
                    #expect(byID[number * 4 + part]?.hasSuffix("\(number)") == true, "transaction \(number) lost")
                }
            }
            // Transactions are atomic: whole groups of four, at most one beyond the last report
            // (committed, but killed before it could print).
            #expect(entries.count % 4 == 0)
            let highest = entries.last.map { $0.id / 4 } ?? 0
            #expect(highest >= lastReported && highest <= lastReported + 1)
        }
    }
}
