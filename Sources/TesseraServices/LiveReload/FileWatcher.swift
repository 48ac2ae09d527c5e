public import Foundation
import Glibc
import TesseraCore

/// Watches one directory with Linux inotify and reports changed files as a debounced `AsyncStream`.
///
/// The *directory* is watched, not the files: editors that save atomically write a temporary file
/// and rename it over the original, which replaces the file's inode, so a watch on the file itself
/// would go quiet after the first save. The watch asks for `IN_CLOSE_WRITE | IN_MOVED_TO |
/// IN_MOVED_FROM | IN_CREATE | IN_DELETE`.
///
/// ```swift
/// let watcher = try FileWatcher(directory: themesFolder, fileNames: ["theme.json"])
/// for await changes in watcher.changes {
///     print(changes)   // [written theme.json]
/// }
/// ```
///
/// Events are gathered until `debounce` passes with no new event, then delivered as one batch
/// (one ``FileChange`` per file, sorted by name), so an editor's write-rename-chmod burst arrives
/// once. The stream has one consumer; it ends when ``stop()`` is called, when the watcher is
/// deinitialised, or when the directory itself goes away.
///
/// Thread-safe. One thread per watcher sleeps in `poll(2)` on the inotify descriptor and a wake-up
/// pipe, so nothing runs while nothing changes. The debounce is real time (the kernel reports
/// changes in real time anyway), not a `TimerClock`. Meant for development builds.
public final class FileWatcher: Sendable {
    /// The watched directory.
    public let directory: URL
    /// The names (last path components) reported; `nil` reports every file in the directory.
    public let fileNames: Set<String>?
    /// How long the directory must be quiet before a batch is delivered.
    public let debounce: Duration
    /// Debounced batches of changes; never empty.
    public let changes: AsyncStream<[FileChange]>

    /// A pipe whose write end wakes the reader thread for ``stop()``; owned (and closed) by the
    /// watcher once the reader has finished.
    private let wakePipe: (read: Int32, write: Int32)
    private let readerFinished = DispatchSemaphore(value: 0)
    private let isStopped = Lock(false)

    /// Starts watching `directory`.
    ///
    /// - Parameters:
    ///   - fileNames: only these names are reported (say, `["theme.json"]`); `nil` for all.
    ///   - debounce: quiet time before a batch is delivered, ≥ 0 (default 50 ms).
    /// - Throws: ``FileWatcherError/notADirectory(_:)``,
    ///   ``FileWatcherError/cannotCreateInotifyInstance(errno:)``, ``FileWatcherError/cannotWatch(_:errno:)``.
    public init(directory: URL, fileNames: Set<String>? = nil, debounce: Duration = .milliseconds(50))
        throws(FileWatcherError)
    {
        precondition(debounce >= .zero, "FileWatcher debounce cannot be negative, got \(debounce)")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw .notADirectory(directory)
        }
        let inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard inotify >= 0 else { throw .cannotCreateInotifyInstance(errno: errno) }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
        guard inotify_add_watch(inotify, directory.path, mask) >= 0 else {
            let code = errno
            close(inotify)
            throw .cannotWatch(directory, errno: code)
        }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            let code = errno
            close(inotify)
            throw .cannotCreateInotifyInstance(errno: code)
        }
        for end in pipeEnds {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        self.directory = directory
        self.fileNames = fileNames
        self.debounce = debounce
        self.wakePipe = (pipeEnds[0], pipeEnds[1])
        let (changes, continuation) = AsyncStream.makeStream(of: [FileChange].self, bufferingPolicy: .unbounded)
        self.changes = changes

        let reader = InotifyReader(
            inotifyDescriptor: inotify, wakeDescriptor: pipeEnds[0], directory: directory, fileNames: fileNames,
            debounce: debounce, continuation: continuation)
        let finished = readerFinished
        let thread = Thread {
            reader.run()
            finished.signal()
        }
        thread.name = "tessera.file-watcher"
        thread.start()
    }

    deinit {
        stop()
    }

    /// Stops watching: wakes the reader thread, waits for it to close the inotify descriptor and end
    /// ``changes`` (microseconds), and drops changes not yet delivered. Idempotent.
    public func stop() {
        let first = isStopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
        readerFinished.wait()
        close(wakePipe.write)
        close(wakePipe.read)
    }
}
