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
        /// The script did not print its session bus address in time, or ended first; its output so far,
        /// then its standard error.
        case noSessionBus(output: [String])
    }

    /// The process group's leader: `timeout`, running `dbus-run-session`.
    private let pid: pid_t

    /// One of the script's two output streams, split into lines as it arrives.
    private struct Stream {
        var lines: [String] = []
        var partial = ""
        /// Whether the pipe reached its end: everything printed to it has been received.
        var ended = false
        /// Whether the reading handler has taken bytes from the pipe and not yet added them to `lines`.
        var reading = false

        mutating func receive(_ data: Data) {
            reading = false
            partial += String(decoding: data, as: UTF8.self)
            while let newline = partial.firstIndex(of: "\n") {
                lines.append(String(partial[..<newline]))
                partial.removeSubrange(...newline)
            }
            if data.isEmpty { finish() }
        }

        /// Ends the stream: a last line printed without a newline counts as a line.
        mutating func finish() {
            ended = true
            guard !partial.isEmpty else { return }
            lines.append(partial)
            partial = ""
        }
    }

    private struct State {
        var output = Stream()
        var errors = Stream()
        var exitStatus: Int32?
        /// When the script was reaped: its last output may still be in the pipes for a moment.
        var exitTime: ContinuousClock.Instant?

        subscript(stream: StreamName) -> Stream {
            get { stream == .output ? output : errors }
            set { if stream == .output { output = newValue } else { errors = newValue } }
        }
    }
    private enum StreamName: CaseIterable { case output, errors }

    private let state = Mutex(State())
    private let readers: [StreamName: FileHandle]

    private init(pid: pid_t, readers: [StreamName: FileHandle]) {
        self.pid = pid
        self.readers = readers
    }

    deinit {
        terminate()
    }

    /// Starts `script` (a resource of TesseraTesting) with `arguments`, for at most `limit`.
    /// - Throws: ``Failure/unavailable(_:)`` when a program or the script is missing.
    public static func start(_ script: String, arguments: [String], limit: Duration = .seconds(1800)) throws
        -> PrivateSessionScript
    {
        guard let path = Bundle.module.path(forResource: script, ofType: nil) else { throw Failure.unavailable(script) }
        return try start(path: path, arguments: arguments, limit: limit)
    }

    /// Starts the Python script at `path`; ``start(_:arguments:limit:)`` for a script of TesseraTesting.
    static func start(path: String, arguments: [String], limit: Duration = .seconds(1800)) throws
        -> PrivateSessionScript
    {
        let programs = ["/usr/bin/timeout", "/usr/bin/dbus-run-session", "/usr/bin/python3"]
        for program in programs where !FileManager.default.isExecutableFile(atPath: program) {
            throw Failure.unavailable(program)
        }
        let argv =
            [programs[0], "--kill-after=5", "\(limit.components.seconds)", programs[1], "--", programs[2], path]
            + arguments
        var environment = ProcessInfo.processInfo.environment
        for name in ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY"] {
            environment[name] = nil
        }
        let pipes = [StreamName.output: Pipe(), .errors: Pipe()]
        let pid = try spawn(
            argv, environment: environment, output: pipes[.output]!.fileHandleForWriting.fileDescriptor,
            errors: pipes[.errors]!.fileHandleForWriting.fileDescriptor)
        for pipe in pipes.values { try? pipe.fileHandleForWriting.close() }
        let session = PrivateSessionScript(pid: pid, readers: pipes.mapValues(\.fileHandleForReading))
        for (name, pipe) in pipes {
            pipe.fileHandleForReading.readabilityHandler = { [weak session] handle in
                session?.state.withLock { $0[name].reading = true }
                let data = handle.availableData
                if data.isEmpty { handle.readabilityHandler = nil }
                session?.state.withLock { $0[name].receive(data) }
            }
        }
        return session
    }

    /// `posix_spawn` in a new process group with no blocked signals, standard output to `output`
    /// and standard error to `errors`.
    private static func spawn(_ argv: [String], environment: [String: String], output: Int32, errors: Int32) throws
        -> pid_t
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
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

    /// Every whole line the script printed to its standard output so far (a last line without a
    /// newline counts once the script has ended).
    public var lines: [String] { state.withLock { $0.output.lines } }

    /// Every line printed to standard error so far: the script's tracebacks and warnings, and what
    /// the bus and the daemons it started print.
    public var errorLines: [String] { state.withLock { $0.errors.lines } }

    /// The last 30 lines of each stream, for a failure message.
    public var diagnostics: String {
        state.withLock { state in
            "output: \(state.output.lines.suffix(30))\nstandard error: \(state.errors.lines.suffix(30))"
        }
    }

    /// The last line printed that is a JSON object: the script's report once it has ended.
    public var report: String? { lines.last { $0.hasPrefix("{") } }

    /// True until the script has ended (and been reaped) and everything it printed has been
    /// received.
    ///
    /// Something the script started (the AT-SPI bus launcher's daemon) may keep the pipes open after
    /// the script ended, so their ends cannot be awaited. Once the script has ended, nothing it
    /// printed is outstanding when no pipe holds unread bytes and no reading handler holds any:
    /// both are checked under the lock the handlers take before they read. A child that keeps
    /// printing is given 60 s.
    public var isRunning: Bool {
        guard processHasEnded else { return true }
        return state.withLock { state in
            if let exitTime = state.exitTime, ContinuousClock.now - exitTime < .seconds(60) {
                for name in StreamName.allCases where !state[name].ended {
                    var unread: Int32 = 0
                    let pending = ioctl(readers[name]!.fileDescriptor, UInt(FIONREAD), &unread) == 0 && unread > 0
                    if state[name].reading || pending { return true }
                }
            }
            for name in StreamName.allCases { state[name].finish() }
            return false
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
        throw Failure.noSessionBus(output: lines + errorLines)
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
