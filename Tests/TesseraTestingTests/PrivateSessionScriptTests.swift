import Foundation
import Testing

@testable import TesseraTesting

/// How a script's output becomes ``PrivateSessionScript/lines`` and its report: scripts written
/// here, run in a private session bus as the desktop tests' scripts are.
@Suite struct PrivateSessionScriptTests {
    /// Runs `source` as a Python script until it ends.
    func run(_ source: String) async throws -> PrivateSessionScript {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-session-script-\(UUID().uuidString).py")
        try source.write(to: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: path) }
        let script = try PrivateSessionScript.start(path: path.path, arguments: [])
        #expect(await script.waitForExit(timeout: .seconds(120)))
        return script
    }

    @Test func aLastLineWithoutANewlineIsALine() async throws {
        let script = try await run(
            """
            import sys
            sys.stdout.write('SESSION unix:path=/tmp/bus\\n{"nodes": 3}')
            """)
        #expect(script.lines == ["SESSION unix:path=/tmp/bus", #"{"nodes": 3}"#])
        #expect(script.sessionBusAddress == "unix:path=/tmp/bus")
        #expect(script.report == #"{"nodes": 3}"#)
    }

    @Test func theReportIsTheLastJSONObjectLine() async throws {
        let script = try await run(
            """
            print('{"first": 1}')
            print('BURST END')
            print('{"second": 2}')
            print('done')
            """)
        #expect(script.report == #"{"second": 2}"#)
        #expect(script.lines.count == 4)
    }

    @Test func aCrashShowsItsTracebackInTheLines() async throws {
        let script = try await run(
            """
            print('{"partial": true}', flush=True)
            raise ValueError('bad walk')
            """)
        #expect(script.lines == [#"{"partial": true}"#])
        #expect(script.errorLines.contains { $0.hasPrefix("Traceback") })
        #expect(script.errorLines.last == "ValueError: bad walk")
        #expect(script.diagnostics.contains("ValueError: bad walk"))
    }

    @Test func whatTheBusPrintsStaysOutOfTheOutput() async throws {
        let script = try await run(
            """
            import sys
            print('warning from a daemon', file=sys.stderr)
            print('{"answer": 42}')
            """)
        #expect(script.lines == [#"{"answer": 42}"#])
        #expect(script.errorLines.contains("warning from a daemon"))
    }

    @Test func noOutputAtAllLeavesNoLinesAndNoReport() async throws {
        let script = try await run("pass\n")
        #expect(script.lines.isEmpty)
        #expect(script.report == nil)
        #expect(script.sessionBusAddress == nil)
    }
}
