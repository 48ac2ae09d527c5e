public import Foundation
public import Observation
public import TesseraCore

/// A value read from a file and re-read whenever the file changes — theme colours, strings, debug
/// flags edited while the app runs (the Linux counterpart of Aquarius's hot reload). Main actor,
/// `@Observable`: views bind to ``value`` and re-render when it changes.
///
/// ```swift
/// let theme = LiveReloadable(contentsOf: projectDirectory.appending(path: "theme.json"),
///                            format: .theme, initialValue: ThemeDocument())
/// #if DEBUG
/// try theme.start()
/// #endif
/// Binding.observe(theme, \.value) { window.theme = JournalTheme(document: $0) }.store(in: lifetime)
/// ```
///
/// ``start()`` reads the file at once and then watches its directory (``FileWatcher``, so atomic
/// rename-over saves are seen). Each change re-reads and decodes the file: on success ``value`` is
/// replaced, ``version`` goes up and ``lastError`` is cleared; on failure (missing file, not a
/// regular file, larger than the format's ``LiveReloadFormat/maximumByteCount``, unreadable, invalid
/// content) the last good value stays, ``lastError`` says why and the error is logged at
/// `error` level — so a half-typed edit never blanks the running app, and fixing the file recovers.
/// Saving identical bytes clears ``lastError`` without bumping ``version``.
@MainActor
@Observable
public final class LiveReloadable<Value: Sendable> {
    /// The file.
    public let url: URL
    /// The current value: `initialValue` until the file first decodes, then the last good content.
    public private(set) var value: Value
    /// Why the most recent read failed; `nil` after a successful one.
    public private(set) var lastError: LiveReloadError?
    /// How many times ``value`` has been replaced from the file (0: still the initial value).
    public private(set) var version = 0
    /// Whether the directory is being watched (between ``start()`` and ``stop()``).
    public private(set) var isWatching = false

    @ObservationIgnored private let format: LiveReloadFormat<Value>
    @ObservationIgnored private let logger: Logger
    @ObservationIgnored private let debounce: Duration
    @ObservationIgnored private var watcher: FileWatcher?
    @ObservationIgnored private var watchTask: Task<Void, Never>?
    @ObservationIgnored private var lastGoodData: Data?

    /// - Parameters:
    ///   - url: a `file:` URL; the file need not exist yet.
    ///   - initialValue: used until the file first decodes (usually the built-in theme or table).
    ///   - debounce: passed to the ``FileWatcher``.
    public init(
        contentsOf url: URL, format: LiveReloadFormat<Value>, initialValue: Value,
        debounce: Duration = .milliseconds(50), logger: Logger = Logger(category: "live-reload")
    ) {
        precondition(url.isFileURL, "LiveReloadable reads local files, got \(url)")
        self.url = url
        self.format = format
        self.value = initialValue
        self.debounce = debounce
        self.logger = logger
    }

    /// Reads the file now, then re-reads it on every change until ``stop()``. A failed first read
    /// is not thrown: it sets ``lastError`` like any later one. Calling it again while watching does
    /// nothing.
    /// - Throws: ``FileWatcherError`` when the file's directory cannot be watched (it must exist).
    public func start() throws(FileWatcherError) {
        guard !isWatching else { return }
        let watcher = try FileWatcher(
            directory: url.deletingLastPathComponent(), fileNames: [url.lastPathComponent], debounce: debounce)
        self.watcher = watcher
        isWatching = true
        reload()
        let changes = watcher.changes
        watchTask = Task { [weak self] in
            for await _ in changes {
                guard let self else { return }
                self.reload()
            }
        }
    }

    /// Stops watching; ``value`` stays. Idempotent.
    public func stop() {
        watcher?.stop()
        watcher = nil
        watchTask?.cancel()
        watchTask = nil
        isWatching = false
    }

    /// Reads and decodes the file now (``start()`` and every change call this).
    /// - Returns: `true` when ``value`` was replaced.
    @discardableResult
    public func reload() -> Bool {
        let data: Data
        do throws(BoundedFileReader.Failure) {
            data = try BoundedFileReader.contents(of: url, limit: format.maximumByteCount)
        } catch .missing {
            fail(.missingFile(url))
            return false
        } catch .tooLarge(let byteCount, let limit) {
            fail(.tooLarge(url, byteCount: byteCount, limit: limit))
            return false
        } catch {
            fail(.unreadableFile(url, reason: error.reason))
            return false
        }
        if data == lastGoodData {
            lastError = nil
            return false
        }
        do {
            value = try format.decode(data)
        } catch {
            fail(.invalidContent(url, error))
            return false
        }
        lastGoodData = data
        lastError = nil
        version += 1
        logger.info("reloaded", metadata: ["file": url.lastPathComponent, "version": "\(version)"])
        return true
    }

    private func fail(_ error: LiveReloadError) {
        lastError = error
        logger.error(
            "keeping the last good value", metadata: ["file": url.lastPathComponent, "error": error.description])
    }
}
