import Foundation

/// An Xvfb X server the test starts and stops itself, on a display number Xvfb picks
/// (`-displayfd`: Xvfb tries free numbers and writes the one it took to the given descriptor,
/// here its standard output, once it accepts connections).
///
/// Started with `posix_spawn` rather than `Process`: a child inherits the blocked-signal mask of
/// the thread that spawns it, and the test runner's dispatch threads block SIGTERM — a server
/// started from one would never see the signal that stops it. The spawn clears the mask.
final class XvfbServer {
    enum Failure: Error, CustomStringConvertible {
        case spawnFailed(errno: Int32)
        case exitedBeforeReady(log: String)
        case unreadableDisplayNumber(String)

        var description: String {
            switch self {
            case .spawnFailed(let code): "Xvfb could not be started: \(String(cString: strerror(code)))"
            case .exitedBeforeReady(let log): "Xvfb exited before it was ready: \(log)"
            case .unreadableDisplayNumber(let text): "Xvfb wrote \(text.debugDescription) instead of a display number"
            }
        }
    }

    /// The Xvfb executable on PATH, if any.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("Xvfb")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    private var pid: pid_t = 0
    /// Xvfb's standard error, for the message when it fails to start; removed by ``stop()``.
    private let logURL = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tessera-xvfb-\(getpid())-\(UUID().uuidString).log")
    /// The display name to put in `DISPLAY`, e.g. ":3".
    private(set) var display = ""

    /// Starts Xvfb with one screen of `width`×`height` pixels at 24 bits and blocks until it
    /// accepts connections (or exits). Its log goes to a file of its own in the temporary directory.
    init(executable: URL, width: Int = 640, height: Int = 480) throws {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw Failure.spawnFailed(errno: errno) }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        defer { close(readEnd) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addopen(&actions, 2, logURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in [SIGTERM, SIGINT, SIGPIPE, SIGHUP] { sigaddset(&defaultSignals, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let arguments = [
            executable.path, "-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp",
        ]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let result = posix_spawn(&pid, executable.path, &actions, &attributes, &argv, environ)
        close(writeEnd)
        guard result == 0 else { throw Failure.spawnFailed(errno: result) }

        // The number ends with a newline; end of file means Xvfb exited.
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 64)
        while !text.hasSuffix("\n") {
            let count = read(readEnd, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            text += String(decoding: buffer[..<count], as: UTF8.self)
        }
        guard text.hasSuffix("\n"), let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            let log = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
            stop()
            throw text.isEmpty ? Failure.exitedBeforeReady(log: log) : Failure.unreadableDisplayNumber(text)
        }
        display = ":\(number)"
    }

    /// Stops the server (SIGTERM, which Xvfb handles by removing its lock file and socket), reaps
    /// it and removes its log. Idempotent.
    func stop() {
        defer { try? FileManager.default.removeItem(at: logURL) }
        guard pid > 0 else { return }
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        pid = 0
    }

    deinit { stop() }
}

/// An Xvfb server named in `DISPLAY` — SDL's X11 driver reads the display name only from there —
/// for the length of a serialized test: ``stop()`` puts the previous value back and stops the server.
final class XvfbDisplay {
    let server: XvfbServer
    private let previousDisplay = ProcessInfo.processInfo.environment["DISPLAY"]

    init(executable: URL) throws {
        server = try XvfbServer(executable: executable)
        setenv("DISPLAY", server.display, 1)
    }

    func stop() {
        if let previousDisplay { setenv("DISPLAY", previousDisplay, 1) } else { unsetenv("DISPLAY") }
        server.stop()
    }
}
