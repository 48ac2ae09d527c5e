import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Downloader {
    /// The bytes of the regular file at `url`, read in pieces under `limits`' byte cap and total
    /// deadline. Opened without blocking, so a FIFO with no writer is refused instead of waited on.
    static func readFile(_ url: URL, limits: DownloadLimits) throws(DownloadError) -> DownloadResponse {
        let deadline = ContinuousClock.now + .seconds(limits.totalTimeout)
        let descriptor = url.withUnsafeFileSystemRepresentation { path in
            path.map { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) } ?? -1
        }
        guard descriptor >= 0 else { throw .fileUnreadable(url, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .fileUnreadable(url, reason: String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .fileUnreadable(url, reason: "not a regular file") }
        guard info.st_size <= limits.maximumBytes else { throw .tooLarge(url, maximumBytes: limits.maximumBytes) }
        var data = Data()
        var piece = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            if Task.isCancelled { throw .cancelled(url) }
            if ContinuousClock.now >= deadline { throw .timedOut(url, limit: .total(limits.totalTimeout)) }
            let count = read(descriptor, &piece, piece.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw .fileUnreadable(url, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            // The file may have grown since fstat.
            guard data.count + count <= limits.maximumBytes else {
                throw .tooLarge(url, maximumBytes: limits.maximumBytes)
            }
            data.append(contentsOf: piece[0..<count])
        }
        return DownloadResponse(url: url, statusCode: nil, headers: [:], data: data)
    }
}
