public import Foundation
import Glibc

/// Why a ``FileWatcher`` could not start. `errno` values are Linux's (`errno.h`).
public enum FileWatcherError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path does not exist or is not a directory (a watcher watches the directory that holds
    /// the files, so that atomic rename-over saves are seen).
    case notADirectory(URL)
    /// `inotify_init1` failed; `EMFILE` means the per-user instance limit
    /// (`/proc/sys/fs/inotify/max_user_instances`) is reached.
    case cannotCreateInotifyInstance(errno: Int32)
    /// `inotify_add_watch` failed for the directory; `ENOSPC` means the per-user watch limit
    /// (`/proc/sys/fs/inotify/max_user_watches`) is reached, `EACCES` that it may not be read.
    case cannotWatch(URL, errno: Int32)

    /// A one-line English message naming the culprit, for logs.
    public var description: String {
        switch self {
        case .notADirectory(let url): "not a directory: \(url.path)"
        case .cannotCreateInotifyInstance(let code): "inotify_init1 failed: \(Self.message(for: code))"
        case .cannotWatch(let url, let code): "cannot watch \(url.path): \(Self.message(for: code))"
        }
    }

    private static func message(for code: Int32) -> String {
        "\(String(cString: strerror(code))) (errno \(code))"
    }
}
