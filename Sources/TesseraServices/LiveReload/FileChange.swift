public import Foundation

/// One file in a watched directory that changed, as reported by ``FileWatcher``.
///
/// For example:
/// ```swift
/// let watcher = try FileWatcher(directory: themeFolder, fileNames: ["theme.json"])
/// for await batch in watcher.changes {
///     for change in batch where change.kind == .written { reloadTheme(from: change.url) }
/// }
/// ```
public struct FileChange: Hashable, Sendable, CustomStringConvertible {
    /// What happened to the file; within one debounced batch, the last thing that happened.
    ///
    /// For example:
    /// ```swift
    /// let change = FileChange(url: themeFolder.appending(path: "theme.json"), kind: .written)
    /// change.description   // "written theme.json"
    /// ```
    public enum Kind: Hashable, Sendable {
        /// A writer closed the file after writing (inotify `IN_CLOSE_WRITE`): an in-place save.
        case written
        /// The file was created (`IN_CREATE`); a `written` usually follows.
        case created
        /// A file was renamed to this name (`IN_MOVED_TO`): the atomic "write a temporary file,
        /// rename it over the original" save most editors do.
        case movedIn
        /// The file was renamed away (`IN_MOVED_FROM`), e.g. an editor keeping a backup.
        case movedOut
        /// The file was deleted (`IN_DELETE`).
        case deleted
        /// The kernel's event queue overflowed (`IN_Q_OVERFLOW`) and events were lost: `url` is the
        /// directory and anything in it may have changed.
        case overflow
    }

    /// The file (or, for ``Kind/overflow``, the directory).
    public var url: URL
    /// What happened to the file.
    public var kind: Kind

    /// Creates a change. Nothing is checked.
    public init(url: URL, kind: Kind) {
        self.url = url
        self.kind = kind
    }

    /// `written config.json`.
    public var description: String { "\(kind) \(url.lastPathComponent)" }
}
