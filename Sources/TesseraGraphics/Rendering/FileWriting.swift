import Foundation

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

    /// Writes `data` atomically (to a temporary file, then renamed).
    static func write(_ data: Data, to url: URL) throws(GraphicsError) {
        try checkWritable(url)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw .unwritablePath(url, reason: describe(error))
        }
    }

    /// A short human-readable reason for a Foundation file error.
    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}
