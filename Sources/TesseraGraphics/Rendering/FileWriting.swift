import Foundation
import TesseraCore

/// Writes exported bytes to files, turning every failure into `GraphicsError.unwritablePath`.
enum FileWriting {
    /// Throws `.unwritablePath` unless `url` is a file URL whose folder exists and is writable, and
    /// which does not name a folder.
    static func checkWritable(_ url: URL) throws(GraphicsError) {
        guard url.isFileURL else { throw .unwritablePath(url, reason: "not a file URL") }
        let manager = FileManager.default
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .unwritablePath(url, reason: "folder \(folder) does not exist")
        }
        guard manager.isWritableFile(atPath: folder) else {
            throw .unwritablePath(url, reason: "folder \(folder) is not writable")
        }
        if manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw .unwritablePath(url, reason: "a folder exists at that path")
        }
    }

    /// Writes `data` atomically through `AtomicFileWriter`: a symbolic link at `url` stays one and the
    /// file at the end of its links gets the bytes.
    static func write(_ data: Data, to url: URL) throws(GraphicsError) {
        try checkWritable(url)
        do throws(AtomicWriteError) {
            try AtomicFileWriter.write(data, to: url)
        } catch {
            throw .unwritablePath(url, reason: error.reason)
        }
    }
}
