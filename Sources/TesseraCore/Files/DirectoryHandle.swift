import Glibc

/// An open directory that file operations run relative to (`fstatat`, `unlinkat`), so that a path
/// component renamed or replaced by a symbolic link while they run cannot redirect them elsewhere.
/// Closed when released.
struct DirectoryHandle: ~Copyable {
    /// The `errno` of a failed system call.
    struct SystemError: Error {
        let code: Int32
    }

    /// One name in the directory, with its bytes as stored (not necessarily UTF-8).
    struct Entry {
        let bytes: [UInt8]
        let kind: FileKind

        var directoryEntry: DirectoryEntry {
            DirectoryEntry(name: String(decoding: bytes, as: UTF8.self), kind: kind)
        }
    }

    private let descriptor: Int32

    /// Opens the directory at `path`, following symbolic links on the way (the caller named the path).
    /// - Throws: the `errno` of `open`: `ENOENT`, `ENOTDIR`, `EACCES`…
    init(path: String) throws(SystemError) {
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError(code: errno) }
    }

    /// Opens the entry `name` of `parent` as a directory without following it: a symbolic link there
    /// fails with `ELOOP`, anything else that is not a directory with `ENOTDIR`.
    init(name: String, in parent: borrowing DirectoryHandle) throws(SystemError) {
        descriptor = openat(parent.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError(code: errno) }
    }

    deinit {
        close(descriptor)
    }

    /// What `name` is (a symbolic link is not followed), or nil when nothing has that name.
    func kind(of name: String) throws(SystemError) -> FileKind? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return nil }
            throw SystemError(code: errno)
        }
        return FileKind(mode: status.st_mode)
    }

    /// Removes the name `name` with `unlink` semantics: a file or a symbolic link (never its target).
    /// A directory fails (`EISDIR` on Linux, `EPERM` elsewhere).
    func unlink(_ name: String) throws(SystemError) {
        guard unlinkat(descriptor, name, 0) == 0 else { throw SystemError(code: errno) }
    }

    /// Removes the directory `name` with `rmdir` semantics: only when it is empty (`ENOTEMPTY` else),
    /// never through a symbolic link (`ENOTDIR`).
    func removeEmptyDirectory(_ name: String) throws(SystemError) {
        guard unlinkat(descriptor, name, AT_REMOVEDIR) == 0 else { throw SystemError(code: errno) }
    }

    /// Every entry but `.` and `..`, sorted by name bytes.
    /// - Complexity: O(n log n) for n entries, one `fstatat` each.
    func entries() throws(SystemError) -> [Entry] {
        // `fdopendir` owns the descriptor it gets: give it a copy. The copy shares the read position,
        // which an earlier listing left at the end, so rewind.
        let copy = dup(descriptor)
        guard copy >= 0 else { throw SystemError(code: errno) }
        guard let stream = fdopendir(copy) else {
            let code = errno
            close(copy)
            throw SystemError(code: code)
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var entries: [Entry] = []
        while true {
            errno = 0
            guard let record = readdir(stream) else {
                if errno != 0 { throw SystemError(code: errno) }
                break
            }
            let entry = withUnsafePointer(to: record.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { name in
                    let bytes = UnsafeRawBufferPointer(start: name, count: strlen(name))
                    var status = stat()
                    let kind: FileKind? =
                        if fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
                            FileKind(mode: status.st_mode)
                        } else if errno == ENOENT { nil }  // gone since `readdir`
                        else { .unknown }
                    return (bytes: Array(bytes), kind: kind)
                }
            }
            if entry.bytes == [0x2E] || entry.bytes == [0x2E, 0x2E] { continue }
            guard let kind = entry.kind else { continue }
            entries.append(Entry(bytes: entry.bytes, kind: kind))
        }
        return entries.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
    }
}
