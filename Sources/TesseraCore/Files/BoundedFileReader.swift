package import Foundation
import Glibc

/// Reads a whole file that must be a regular file of at most a given size. `Data(contentsOf:)`
/// reads whatever the path names: a named pipe blocks it until a writer comes (forever, on the main
/// actor for a live-reloaded file), `/dev/zero` or `/dev/urandom` behind a symbolic link fills
/// memory, and a huge file is read whole before any parser can refuse it. Here the file is opened
/// without blocking, checked to be a regular file, and read to at most `limit` bytes.
package enum BoundedFileReader {
    /// Why the file was not read.
    package enum Failure: Error, Equatable {
        /// Nothing exists at the path.
        case missing
        /// The path names a directory, pipe, socket or device (`kind`), not a regular file.
        case notRegularFile(kind: String)
        /// The file holds more than `limit` bytes (`byteCount` is its size, or more).
        case tooLarge(byteCount: Int, limit: Int)
        /// The system refused: `reason` is its message (permissions, I/O error).
        case unreadable(reason: String)

        /// A one-line English reason, for the readers' `unreadableFile` errors.
        package var reason: String {
            switch self {
            case .missing: "no such file"
            case .notRegularFile(let kind): "it is a \(kind), not a regular file"
            case .tooLarge(let byteCount, let limit): "it holds \(byteCount) bytes, more than the \(limit) allowed"
            case .unreadable(let reason): reason
            }
        }
    }

    /// The bytes of the regular file at `url`.
    /// - Throws: ``Failure``; ``Failure/tooLarge(byteCount:limit:)`` before reading anything when the
    ///   file's size is over `limit`, or once more than `limit` bytes arrive (a file still growing).
    /// - Complexity: O(min(size, limit)) time and memory.
    package static func contents(of url: URL, limit: Int) throws(Failure) -> Data {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(errno: errno) }
        guard status.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else {
            throw .notRegularFile(kind: kind(of: status.st_mode))
        }
        guard Int(status.st_size) <= limit else { throw .tooLarge(byteCount: Int(status.st_size), limit: limit) }

        var data = Data(count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == data.count {
                guard count <= limit else { throw .tooLarge(byteCount: count, limit: limit) }
                data.count = min(limit + 1, max(count * 2, 4_096))
            }
            let capacity = data.count - count
            let received = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, capacity)
            }
            if received < 0 {
                if errno == EINTR { continue }
                throw failure(errno: errno)
            }
            if received == 0 { break }
            count += received
        }
        guard count <= limit else { throw .tooLarge(byteCount: count, limit: limit) }
        data.count = count
        return data
    }

    private static func failure(errno code: Int32) -> Failure {
        code == ENOENT ? .missing : .unreadable(reason: String(cString: strerror(code)))
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & mode_t(S_IFMT) {
        case mode_t(S_IFDIR): "directory"
        case mode_t(S_IFIFO): "named pipe"
        case mode_t(S_IFSOCK): "socket"
        case mode_t(S_IFCHR): "character device"
        case mode_t(S_IFBLK): "block device"
        default: "special file"
        }
    }
}
