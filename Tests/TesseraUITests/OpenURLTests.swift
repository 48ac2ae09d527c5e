import Foundation
import Testing

@testable import TesseraUI

/// `UIApplication.open(_:)` and `canOpenURL(_:)` against stand-ins for xdg-open and xdg-mime.
@MainActor
@Suite("Opening URLs", .serialized)
struct OpenURLTests {
    /// A directory with an executable `name` running `script`, removed after `body`; the tools
    /// are pointed at it while `body` runs.
    private func withTool(_ name: String, _ script: String, _ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = directory.appendingPathComponent(name)
        try writeExecutable(at: tool, "#!/bin/sh\n\(script)\n")
        let (opener, query) = (UIApplication.urlOpener, UIApplication.mimeQuery)
        defer { (UIApplication.urlOpener, UIApplication.mimeQuery) = (opener, query) }
        UIApplication.urlOpener = tool.path
        UIApplication.mimeQuery = tool.path
        try await body(directory)
    }

    /// Writes `text` to `file` and makes it executable, in a shell of its own: a file this
    /// process held open for writing could be inherited by a child that another test forks at
    /// that moment, and running the tool would then fail with ETXTBSY ("text file busy").
    private func writeExecutable(at file: URL, _ text: String) throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", #"printf '%s' "$1" > "$2" && chmod 755 "$2""#, "sh", text, file.path]
        try shell.run()
        shell.waitUntilExit()
        try #require(shell.terminationStatus == 0)
    }

    private func open(_ url: URL) async -> Bool {
        await withCheckedContinuation { continuation in
            UIApplication.shared.open(url) { opened in continuation.resume(returning: opened) }
        }
    }

    @Test func opensWithTheDesktopHandler() async throws {
        try await withTool("xdg-open", #"printf '%s' "$1" > "$(dirname "$0")/opened""#) { directory in
            let url = try #require(URL(string: "https://example.com/a?b=1&c=d"))
            #expect(await open(url))
            let opened = try String(contentsOf: directory.appendingPathComponent("opened"), encoding: .utf8)
            #expect(opened == "https://example.com/a?b=1&c=d")
        }
    }

    @Test func aHandlerThatFailsOrNoSchemeOrNoToolIsFalse() async throws {
        try await withTool("xdg-open", "exit 4") { _ in
            let mail = try #require(URL(string: "mailto:ada@example.com"))
            let relative = try #require(URL(string: "no-scheme-here"))
            #expect(await !open(mail))
            #expect(await !open(relative))
        }
        let opener = UIApplication.urlOpener
        defer { UIApplication.urlOpener = opener }
        UIApplication.urlOpener = "/nonexistent/xdg-open"
        let web = try #require(URL(string: "https://example.com"))
        #expect(await !open(web))
    }

    @Test func canOpenSchemesWithADefaultHandlerAndExistingFiles() async throws {
        let script = #"[ "$3" = x-scheme-handler/https ] && echo firefox.desktop; exit 0"#
        try await withTool("xdg-mime", script) { directory in
            let web = try #require(URL(string: "https://swift.org"))
            let unknown = try #require(URL(string: "nosuchscheme:thing"))
            let relative = try #require(URL(string: "relative/path"))
            #expect(UIApplication.shared.canOpenURL(web))
            #expect(!UIApplication.shared.canOpenURL(unknown))
            #expect(!UIApplication.shared.canOpenURL(relative))
            #expect(UIApplication.shared.canOpenURL(directory))
            #expect(!UIApplication.shared.canOpenURL(directory.appendingPathComponent("missing.txt")))
        }
    }

    @Test func aSchemeAnswerIsKeptAndTheToolRunsOnceForIt() async throws {
        let script = #"echo run >> "$(dirname "$0")/runs"; echo firefox.desktop"#
        try await withTool("xdg-mime", script) { directory in
            let web = try #require(URL(string: "https://swift.org/a"))
            let other = try #require(URL(string: "HTTPS://example.com/b"))
            #expect(UIApplication.shared.canOpenURL(web))
            #expect(UIApplication.shared.canOpenURL(other))
            let runs = try String(contentsOf: directory.appendingPathComponent("runs"), encoding: .utf8)
            #expect(runs == "run\n")
        }
    }

    @Test func aToolThatDoesNotAnswerInTimeIsStoppedAndTheAnswerIsFalse() async throws {
        let timeout = UIApplication.mimeQueryTimeout
        defer { UIApplication.mimeQueryTimeout = timeout }
        UIApplication.mimeQueryTimeout = 0.3
        try await withTool("xdg-mime", "echo firefox.desktop; exec sleep 30") { _ in
            let web = try #require(URL(string: "https://swift.org"))
            #expect(!UIApplication.shared.canOpenURL(web))
        }
    }

    @Test func aChildKeepingTheToolsOutputOpenIsStoppedWithIt() async throws {
        let timeout = UIApplication.mimeQueryTimeout
        defer { UIApplication.mimeQueryTimeout = timeout }
        UIApplication.mimeQueryTimeout = 0.3
        let script = #"sleep 30 & echo $! > "$(dirname "$0")/child"; echo firefox.desktop"#
        try await withTool("xdg-mime", script) { directory in
            let web = try #require(URL(string: "https://swift.org"))
            #expect(!UIApplication.shared.canOpenURL(web))
            let child = try String(contentsOf: directory.appendingPathComponent("child"), encoding: .utf8)
            let status = URL(fileURLWithPath: "/proc/\(child.trimmingCharacters(in: .whitespacesAndNewlines))/stat")
            // Stopped: gone, or a zombie waiting for whoever adopted it.
            var stopped = false
            for _ in 0..<250 where !stopped {
                let fields = (try? String(contentsOf: status, encoding: .utf8))?.split(separator: " ")
                stopped = fields.map { $0.count > 2 && $0[2] == "Z" } ?? true
                if !stopped { try await Task.sleep(for: .milliseconds(20)) }
            }
            #expect(stopped)
        }
    }

    @Test func aToolWritingHugeOutputIsReadWhole() async throws {
        try await withTool("xdg-mime", "head -c 1000000 /dev/zero | tr '\\0' a; echo") { _ in
            let web = try #require(URL(string: "https://swift.org"))
            #expect(UIApplication.shared.canOpenURL(web))
        }
    }
}
