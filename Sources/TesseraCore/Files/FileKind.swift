import Glibc

/// What a directory entry is, as `lstat` sees it: a symbolic link is reported as a link, never as
/// what it points to.
///
/// For example:
/// ```swift
/// let entry = DirectoryEntry(name: "cache", kind: .directory)
/// entry.kind == .directory   // true
/// ```
public enum FileKind: String, Hashable, Sendable, CustomStringConvertible {
    /// A plain file.
    case regularFile
    /// A directory.
    case directory
    /// A symbolic link (not followed).
    case symbolicLink
    /// A FIFO (named pipe).
    case namedPipe
    /// A Unix domain socket.
    case socket
    /// A character device, such as a terminal.
    case characterDevice
    /// A block device, such as a disk.
    case blockDevice
    /// A type the system reports that is none of the above.
    case unknown

    /// The kind in the `S_IFMT` bits of `mode` (a `stat`'s `st_mode`).
    init(mode: mode_t) {
        self =
            switch mode & S_IFMT {
            case S_IFREG: .regularFile
            case S_IFDIR: .directory
            case S_IFLNK: .symbolicLink
            case S_IFIFO: .namedPipe
            case S_IFSOCK: .socket
            case S_IFCHR: .characterDevice
            case S_IFBLK: .blockDevice
            default: .unknown
            }
    }

    /// With an article, for messages: "a directory", "a named pipe".
    public var description: String {
        switch self {
        case .regularFile: "a regular file"
        case .directory: "a directory"
        case .symbolicLink: "a symbolic link"
        case .namedPipe: "a named pipe"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .unknown: "a file of unknown type"
        }
    }
}

extension FileKind {
    /// Whether a name of this kind goes with `unlink` semantics: a regular file, or a symbolic link
    /// itself. Everything else is never something a caller removes by name.
    var isRemovableByName: Bool { self == .regularFile || self == .symbolicLink }
}
