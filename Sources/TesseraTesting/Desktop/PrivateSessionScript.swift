import Foundation
import Synchronization

/// A helper script of TesseraTesting run by Debian's Python in a private D-Bus session bus
/// (`dbus-run-session`), for tests of desktop services: the AT-SPI client (`atspi-client.py`), the
/// fake desktop portal (`fake-portal.py`) and the fake AT-SPI registry (`fake-registry.py`).
///
/// The script prints `SESSION <address>` once its services are on the bus; the app under test joins
/// that bus (``sessionBusAddress``) while the test turns its loop until the script ends. Each script
/// bounds its own waits, and `timeout` caps the whole run as well: it always stops by itself.
/// ``terminate()`` (also on deinit) ends the script, the bus and everything they started, which
/// share one process group.
///
/// Spawned with `posix_spawn` and an empty signal mask: the test runner's threads block SIGTERM,
/// and a bus daemon that inherited that mask would outlive the `dbus-run-session` stopping it.
///
/// For example:
/// ```swift
/// let client = try PrivateSessionScript.start("atspi-client.py", arguments: ["walk", "Journal"])
/// let address = try await client.waitForSessionBus()
/// let host = try WindowHost(window: window, configuration: .init(sessionBusAddress: address))
/// while client.isRunning { await host.run(turns: 1, timeout: .milliseconds(10)) }
/// client.report   // the script's JSON report
/// ```
public final class PrivateSessionScript: Sendable {
    /// Why a script could not run or did not report.
    public enum Failure: Error, Hashable, Sendable {
        /// `dbus-run-session`, Debian's Python or the script is missing (see scripts/bootstrap), or
        /// the spawn failed.
        case unavailable(String)
        /// The script did not print its session bus address in time, or ended first; its output so far.
        case noSessionBus(output: [String])
    }

    /// The process group's leader: `timeout`, running `dbus-run-session`.
    private let pid: pid_t
    private struct State {
        var lines: [String] = []
        var partial = ""
        var exitStatus: Int32?
        /// When the script was reaped: its last output may still be in the pipe for a moment.
        var exitTime: ContinuousClock.Instant?
        /// Whether the pipe reached its end: everything printed has been received.
        var outputEnded = false
        /// Whether the reading handler has taken bytes from the pipe and not yet added them to `lines`.
        var reading = false
    }
    private let state = Mutex(State())
    private let reader: FileHandle

    private init(pid: pid_t, reader: FileHandle) {
        self.pid = pid
        self.reader = reader
    }

    deinit {
        terminate()
    }

    /// Starts `script` (a resource of TesseraTesting) with `arguments`, for at most `limit`.
    /// - Throws: ``Failure/unavailable(_:)`` when a program or the script is missing.
    public static func start(_ script: String, arguments: [String], limit: Duration = .seconds(1800)) throws
        -> PrivateSessionScript
    {
        let programs = ["/usr/bin/timeout", "/usr/bin/dbus-run-session", "/usr/bin/python3"]
        for program in programs where !FileManager.default.isExecutableFile(atPath: program) {
            throw Failure.unavailable(program)
        }
        guard let path = Bundle.module.path(forResource: script, ofType: nil) else { throw Failure.unavailable(script) }
        let argv =
            [programs[0], "--kill-after=5", "\(limit.components.seconds)", programs[1], "--", programs[2], path]
            + arguments
        var environment = ProcessInfo.processInfo.environment
        for name in ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY"] {
            environment[name] = nil
        }
        let pipe = Pipe()
        let pid = try spawn(argv, environment: environment, output: pipe.fileHandleForWriting.fileDescriptor)
        try? pipe.fileHandleForWriting.close()
        let session = PrivateSessionScript(pid: pid, reader: pipe.fileHandleForReading)
        pipe.fileHandleForReading.readabilityHandler = { [weak session] handle in
            session?.state.withLock { $0.reading = true }
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            session?.receive(data)
        }
        return session
    }

    /// `posix_spawn` in a new process group with no blocked signals; standard output and standard
    /// error to `output` (a traceback or warning then shows in ``lines``).
    private static func spawn(_ argv: [String], environment: [String: String], output: Int32) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        let arguments = argv.map { strdup($0) } + [nil]
        let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (arguments + variables).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, argv[0], &actions, &attributes, arguments, variables)
        guard result == 0 else { throw Failure.unavailable("\(argv[0]): \(String(cString: strerror(result)))") }
        return pid
    }

    private func receive(_ data: Data) {
        state.withLock { state in
            state.reading = false
            if data.isEmpty { state.outputEnded = true }
            state.partial += String(decoding: data, as: UTF8.self)
            while let newline = state.partial.firstIndex(of: "\n") {
                state.lines.append(String(state.partial[..<newline]))
                state.partial.removeSubrange(...newline)
            }
        }
    }

    /// Every whole line the script printed so far.
    public var lines: [String] { state.withLock { $0.lines } }

    /// The last line printed that is a JSON object: the script's report once it has ended.
    public var report: String? { lines.last { $0.hasPrefix("{") } }

    /// True until the script has ended (and been reaped) and everything it printed has been
    /// received.
    ///
    /// Something the script started (the AT-SPI bus launcher's daemon) may keep the pipe open after
    /// the script ended, so the pipe's end cannot be awaited. Once the script has ended, nothing it
    /// printed is outstanding when the pipe holds no unread bytes and the reading handler holds none:
    /// both are checked under the lock the handler takes before it reads. A child that keeps
    /// printing is given 60 s.
    public var isRunning: Bool {
        guard processHasEnded else { return true }
        return state.withLock { state in
            guard !state.outputEnded, let exitTime = state.exitTime else { return false }
            guard ContinuousClock.now - exitTime < .seconds(60) else { return false }
            var unread: Int32 = 0
            let pending = ioctl(reader.fileDescriptor, UInt(FIONREAD), &unread) == 0 && unread > 0
            return state.reading || pending
        }
    }

    /// Whether the script's process has ended; reaps it the first time.
    private var processHasEnded: Bool {
        state.withLock { state in
            if state.exitStatus != nil { return true }
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return false }
            state.exitStatus = status
            state.exitTime = .now
            return true
        }
    }

    /// The private session bus's address, once the script printed it.
    public var sessionBusAddress: String? {
        lines.first { $0.hasPrefix("SESSION ") }.map { String($0.dropFirst("SESSION ".count)) }
    }

    /// Waits (polling, up to `timeout`) for ``sessionBusAddress``.
    /// - Throws: ``Failure/noSessionBus(output:)`` when it does not come.
    public func waitForSessionBus(timeout: Duration = .seconds(120)) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let address = sessionBusAddress { return address }
            if !isRunning { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        if let address = sessionBusAddress { return address }
        throw Failure.noSessionBus(output: lines)
    }

    /// Waits (polling, up to `timeout`) until the script has ended; returns whether it did.
    public func waitForExit(timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while isRunning, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        return !isRunning
    }

    /// Ends the script, its bus and what they started (SIGTERM to the process group, then SIGKILL),
    /// and reaps it. Idempotent.
    public func terminate() {
        guard !processHasEnded else { return }
        kill(-pid, SIGTERM)
        for _ in 0..<100 where !processHasEnded { usleep(20_000) }
        if !processHasEnded { kill(-pid, SIGKILL) }
        state.withLock { state in
            if state.exitStatus == nil {
                var status: Int32 = 0
                waitpid(pid, &status, 0)
                state.exitStatus = status
            }
        }
    }
}
