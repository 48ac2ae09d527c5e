/// One name in a directory and what it is (a symbolic link is a link, not its target).
///
/// ```swift
/// DirectoryEntry(name: "journal.sqlite", kind: .directory).description   // "journal.sqlite (a directory)"
/// ```
public struct DirectoryEntry: Hashable, Sendable, CustomStringConvertible {
    /// The entry's name in its directory: one path component. A name that is not valid UTF-8 shows
    /// its invalid bytes as U+FFFD.
    public let name: String
    public let kind: FileKind

    public init(name: String, kind: FileKind) {
        self.name = name
        self.kind = kind
    }

    public var description: String { "\(name) (\(kind))" }
}
