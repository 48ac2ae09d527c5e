import Foundation

/// A baseline solver in its own process, asked spec by spec right after Tessera's run of it:
/// `kiwi_bench.py --serve` (kiwisolver from Python) or `kiwi-bench --serve` (Kiwi compiled from its C++
/// sources). Protocol: the server prints `ready`, then answers each spec path on standard input with
/// one timed run, `name value`.
final class BaselineServer {
    let process = Process()
    let input = Pipe(), output = Pipe()
    var buffer = Data()

    /// Starts `executable arguments… --serve`; nil when it is missing or does not answer `ready`.
    init?(executable: String, arguments: [String]) {
        guard FileManager.default.isExecutableFile(atPath: executable),
            arguments.allSatisfy({ FileManager.default.fileExists(atPath: $0) })
        else { return nil }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + ["--serve"]
        process.standardInput = input
        process.standardOutput = output
        do { try process.run() } catch { return nil }
        // Wait for the server to start (an interpreter importing kiwisolver), so it does not compete
        // with our runs.
        guard readLine() == "ready" else { return nil }
    }

    private func readLine() -> String? {
        while !buffer.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
        let newline = buffer.firstIndex(of: UInt8(ascii: "\n"))!
        let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
        buffer = Data(buffer[(newline + 1)...])
        return line
    }

    /// One timed run of the spec at `path`, or nan.
    func sample(forSpecAt path: String) -> Double {
        input.fileHandleForWriting.write((path + "\n").data(using: .utf8)!)
        return readLine()?.split(separator: " ").last.flatMap { Double($0) } ?? .nan
    }

    func finish() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
