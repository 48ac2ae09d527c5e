/// One name in a directory and what it is (a symbolic link is a link, not its target).
///
/// ```swift
/// DirectoryEntry(name: "journal.sqlite", kind: .directory).description   // "journal.sqlite (a directory)"
/// ```
public struct DirectoryEntry: Hashable, Sendable, CustomStringConvertible {
    /// The entry's name in its directory: one path component. A name that is not valid UTF-8 shows
    /// its invalid bytes as U+FFFD.
    public let name: String
    /// What the entry is; a symbolic link is `.symbolicLink` whatever it points to.
    public let kind: FileKind

    /// An entry named `name` (one path component) of `kind`.
    public init(name: String, kind: FileKind) {
        self.name = name
        self.kind = kind
    }

    public var description: String { "\(name) (\(kind))" }
}
