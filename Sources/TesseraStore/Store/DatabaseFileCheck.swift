import Glibc

/// Checks an existing database file before SQLite opens it, so damage is reported as a typed error
/// before anything is written.
///
/// The path and its `-wal`, `-shm` and `-journal` companions must be regular files (or absent): a
/// directory, a named pipe, a socket or a device is refused by its type, read from `stat`, before
/// anything opens it — opening a named pipe for reading waits for a writer, forever if none comes.
/// The header is then read through a descriptor opened without blocking and checked again with
/// `fstat`, in case the path was replaced in between.
///
/// SQLite's header (<https://sqlite.org/fileformat.html#the_database_header>) starts with the
/// 16 bytes "SQLite format 3\0"; bytes 16–17 hold the page size (1 means 65536), 24–27 the change
/// counter, 28–31 the database size in pages, and 92–95 the change counter that size is valid for;
/// bytes 18–19 (format versions, 1 or 2) and 21–23 (payload fractions, always 64, 32, 32) are fixed.
enum DatabaseFileCheck {
    static func check(path: String) throws(StoreError) {
        let wal = try status(of: path + "-wal")
        let journal = try status(of: path + "-journal")
        _ = try status(of: path + "-shm")
        // Missing, or not reachable (permissions, a file where a directory should be): SQLite
        // creates the file or reports why it cannot.
        guard let info = try status(of: path) else { return }
        guard let header = try readHeader(path) else { return }
        guard !header.isEmpty else { return }  // an empty file is a valid new database
        let magic = Array("SQLite format 3".utf8) + [0]
        guard header.count == 100, header.prefix(16).elementsEqual(magic) else { throw .notADatabase(path: path) }
        func big32(_ offset: Int) -> Int {
            header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let rawPageSize = Int(header[16]) << 8 | Int(header[17])
        let pageSize = rawPageSize == 1 ? 65536 : rawPageSize
        guard pageSize >= 512, pageSize & (pageSize - 1) == 0,
            (1...2).contains(header[18]), (1...2).contains(header[19]),
            header[21] == 64, header[22] == 32, header[23] == 32
        else { throw .notADatabase(path: path) }
        // The size field is trustworthy only when written by the same change as the header.
        guard big32(92) == big32(24) else { return }
        // Pages newer than the last checkpoint live in the WAL, and a checkpoint interrupted by a
        // crash may leave the main file short until SQLite replays the WAL (or, for a database in
        // rollback mode, rolls back its hot journal): judge only a file with neither.
        guard (wal?.st_size ?? 0) == 0, (journal?.st_size ?? 0) == 0 else { return }
        let expected = big32(28) * pageSize
        let actual = Int(info.st_size)
        if actual < expected {
            throw .truncated(path: path, expectedBytes: expected, actualBytes: actual)
        }
    }

    /// The `stat` of `path` (following symbolic links), `nil` when it cannot be had (missing,
    /// permissions); throws when it names something other than a regular file.
    private static func status(of path: String) throws(StoreError) -> stat? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        try requireRegularFile(info, path: path)
        return info
    }

    private static func requireRegularFile(_ info: stat, path: String) throws(StoreError) {
        let kind: StoreError.FileKind
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: kind = .directory
        case S_IFIFO: kind = .namedPipe
        case S_IFSOCK: kind = .socket
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        default: kind = .other
        }
        throw .notARegularFile(path: path, kind: kind)
    }

    /// The first 100 bytes of the file (fewer if it is shorter), or `nil` when it cannot be opened.
    private static func readHeader(_ path: String) throws(StoreError) -> [UInt8]? {
        // Non-blocking, so that even a named pipe put there since the `stat` cannot hold us up.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        try requireRegularFile(info, path: path)
        var header = [UInt8](repeating: 0, count: 100)
        var count = 0
        while count < header.count {
            let read = header.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + count, $0.count - count, off_t(count))
            }
            if read > 0 {
                count += read
            } else if read < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        return Array(header.prefix(count))
    }
}
