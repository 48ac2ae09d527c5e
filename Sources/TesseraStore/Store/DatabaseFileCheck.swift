import Foundation

/// Checks an existing database file before SQLite opens it, so damage is reported as a typed error
/// before anything is written.
///
/// SQLite's header (<https://sqlite.org/fileformat.html#the_database_header>) starts with the
/// 16 bytes "SQLite format 3\0"; bytes 16–17 hold the page size (1 means 65536), 24–27 the change
/// counter, 28–31 the database size in pages, and 92–95 the change counter that size is valid for;
/// bytes 18–19 (format versions, 1 or 2) and 21–23 (payload fractions, always 64, 32, 32) are fixed.
enum DatabaseFileCheck {
    static func check(path: String) throws(StoreError) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }   // missing: SQLite creates it
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 100)) ?? Data()
        guard !header.isEmpty else { return }   // an empty file is a valid new database
        let magic = Data("SQLite format 3".utf8) + [0]
        guard header.count == 100, header.prefix(16) == magic else { throw .notADatabase(path: path) }
        let bytes = [UInt8](header)
        func big32(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let rawPageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let pageSize = rawPageSize == 1 ? 65536 : rawPageSize
        guard pageSize >= 512, pageSize & (pageSize - 1) == 0,
              (1...2).contains(bytes[18]), (1...2).contains(bytes[19]),
              bytes[21] == 64, bytes[22] == 32, bytes[23] == 32 else { throw .notADatabase(path: path) }
        // The size field is trustworthy only when written by the same change as the header.
        guard big32(92) == big32(24) else { return }
        // Pages newer than the last checkpoint live in the WAL, and a checkpoint interrupted by a
        // crash may leave the main file short until SQLite replays the WAL (or, for a database in
        // rollback mode, rolls back its hot journal): judge only a file with neither.
        for companion in ["-wal", "-journal"] {
            let size = (try? FileManager.default.attributesOfItem(atPath: path + companion)[.size] as? Int) ?? 0
            guard size == 0 else { return }
        }
        let expected = big32(28) * pageSize
        let actual = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if actual < expected {
            throw .truncated(path: path, expectedBytes: expected, actualBytes: actual)
        }
    }
}
