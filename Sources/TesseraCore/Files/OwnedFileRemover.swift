public import Foundation
import Glibc

/// The one way Tessera deletes files: it removes only names its caller created, never follows a
/// symbolic link and never descends into a directory it was not told about.
///
/// - A file goes by name with `unlink` semantics: a regular file, or a symbolic link itself (never
///   what it points to). A directory, named pipe, socket or device under that name is nothing the
///   caller created: it stays, and the call throws ``FileRemovalError/notAFile(_:found:)``.
/// - A directory goes only when it holds nothing but the caller's files, and then with `rmdir`
///   semantics. It is read first: anything else in it — a name the caller did not list, or a listed
///   name that is a directory, pipe or device — leaves everything in place and throws
///   ``FileRemovalError/foreignEntries(in:_:)`` naming each such entry.
///
/// ```swift
/// try OwnedFileRemover.removeFile(at: logs.appendingPathComponent("app.4.log"))   // true: it was there
/// try OwnedFileRemover.removeDirectory(data, owning: ["journal.sqlite", "journal.sqlite-wal"])
/// // With a folder data/journal.sqlite/ holding thesis.docx, nothing is removed and this throws
/// // .foreignEntries(in: data, [journal.sqlite (a directory)]).
/// ```
///
/// Races: the directory holding the names is opened once and each step runs relative to it
/// (`fstatat`, `unlinkat`), so a path component renamed or replaced by a symbolic link meanwhile
/// cannot redirect a removal. A file replaced by a directory between the check and the removal
/// survives (`unlink` refuses directories), and a directory that gains an entry during its removal
/// stays (`rmdir` refuses non-empty ones) and is reported. Names are compared byte for byte (no
/// Unicode normalization), as the file system stores them.
public enum OwnedFileRemover {
    /// Removes the file at `url`: a regular file or a symbolic link (not its target). Symbolic links in
    /// the directories above `url` are followed, as any path is.
    ///
    /// - Returns: true when something was removed, false when nothing had that name.
    /// - Throws: ``FileRemovalError/notAFile(_:found:)`` when `url` is a directory, named pipe, socket or
    ///   device (left in place); ``FileRemovalError/cannotRemove(_:errno:)`` when the system refuses.
    /// - Precondition: `url` is a file URL whose last component is a name (not `/`, `.` or `..`).
    @discardableResult
    public static func removeFile(at url: URL) throws(FileRemovalError) -> Bool {
        let name = checkedName(of: url)
        let directory: DirectoryHandle
        do {
            directory = try DirectoryHandle(path: url.deletingLastPathComponent().path)
        } catch {
            if error.code == ENOENT || error.code == ENOTDIR { return false }
            throw .cannotRemove(url, errno: error.code)
        }
        return try removeFile(name, in: directory, url: url)
    }

    /// Removes `directory` with the files named `names` in it — and only if nothing else is in it.
    ///
    /// The directory is read first. When every entry is one of `names` and a regular file or symbolic
    /// link, those are unlinked and the then empty directory removed; otherwise nothing is touched.
    /// `directory` itself must be a directory, not a symbolic link to one.
    ///
    /// - Parameter names: the file names the caller creates in `directory` (single path components);
    ///   names that are absent are fine.
    /// - Returns: true when the directory was removed, false when there was none.
    /// - Throws: ``FileRemovalError/foreignEntries(in:_:)`` naming what the caller does not own;
    ///   ``FileRemovalError/notADirectory(_:found:)`` when `directory` is a symbolic link, file or other;
    ///   ``FileRemovalError/cannotRemove(_:errno:)`` when the system refuses (the files removed before
    ///   stay removed).
    /// - Precondition: `directory` is a file URL whose last component is a name, and each of `names` is
    ///   a single path component (no `/`, not `.` or `..`, not empty).
    /// - Complexity: O(n log n) for n entries in the directory.
    @discardableResult
    public static func removeDirectory(_ directory: URL, owning names: some Sequence<String>) throws(FileRemovalError)
        -> Bool
    {
        let name = checkedName(of: directory)
        var owned: [[UInt8]: String] = [:]
        for owner in names { owned[Array(checkedName(owner).utf8)] = owner }

        let parent: DirectoryHandle
        do {
            parent = try DirectoryHandle(path: directory.deletingLastPathComponent().path)
        } catch {
            if error.code == ENOENT || error.code == ENOTDIR { return false }
            throw .cannotRemove(directory, errno: error.code)
        }
        let handle: DirectoryHandle
        do {
            handle = try DirectoryHandle(name: name, in: parent)
        } catch {
            switch error.code {
            case ENOENT: return false
            case ELOOP, ENOTDIR:
                guard let kind = try? parent.kind(of: name) else { return false }
                throw .notADirectory(directory, found: kind)
            default: throw .cannotRemove(directory, errno: error.code)
            }
        }

        let entries = try list(handle, directory)
        let foreign = entries.filter { owned[$0.bytes] == nil || !$0.kind.isRemovableByName }
        guard foreign.isEmpty else { throw .foreignEntries(in: directory, foreign.map(\.directoryEntry)) }
        for entry in entries {
            guard let file = owned[entry.bytes] else { continue }
            do {
                try handle.unlink(file)
            } catch {
                // Gone already, or turned into a directory since it was read: the `rmdir` below reports it.
                if error.code == ENOENT { continue }
                if let now = try? handle.kind(of: file), !now.isRemovableByName { continue }
                throw .cannotRemove(directory.appendingPathComponent(file), errno: error.code)
            }
        }
        do {
            try parent.removeEmptyDirectory(name)
        } catch {
            switch error.code {
            case ENOENT: return true
            case ENOTEMPTY, EEXIST:
                throw .foreignEntries(in: directory, try list(handle, directory).map(\.directoryEntry))
            case ENOTDIR:
                throw .notADirectory(directory, found: (try? parent.kind(of: name)) ?? .unknown)
            default:
                throw .cannotRemove(directory, errno: error.code)
            }
        }
        return true
    }

    /// Unlinks `name` in `directory` if it is a regular file or symbolic link; `url` names it in errors.
    private static func removeFile(_ name: String, in directory: borrowing DirectoryHandle, url: URL)
        throws(FileRemovalError) -> Bool
    {
        let kind: FileKind?
        do {
            kind = try directory.kind(of: name)
        } catch {
            throw .cannotRemove(url, errno: error.code)
        }
        guard let kind else { return false }
        guard kind.isRemovableByName else { throw .notAFile(url, found: kind) }
        do {
            try directory.unlink(name)
        } catch {
            if error.code == ENOENT { return false }
            // Replaced by a directory since the check: `unlink` refused it.
            if let now = try? directory.kind(of: name), !now.isRemovableByName { throw .notAFile(url, found: now) }
            throw .cannotRemove(url, errno: error.code)
        }
        return true
    }

    private static func list(_ directory: borrowing DirectoryHandle, _ url: URL) throws(FileRemovalError)
        -> [DirectoryHandle.Entry]
    {
        do {
            return try directory.entries()
        } catch {
            throw .cannotRemove(url, errno: error.code)
        }
    }

    private static func checkedName(of url: URL) -> String {
        precondition(url.isFileURL, "OwnedFileRemover removes files, not \(url)")
        return checkedName(url.lastPathComponent)
    }

    private static func checkedName(_ name: String) -> String {
        precondition(
            !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.utf8.contains(0),
            "OwnedFileRemover needs a single file name, not \"\(name)\"")
        return name
    }
}
