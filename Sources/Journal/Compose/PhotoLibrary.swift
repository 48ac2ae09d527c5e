public import Foundation

/// The image files of one folder that the photo picker offers: PNG and JPEG files (by extension,
/// any case), not hidden, not in subfolders, sorted by name.
///
/// For example:
/// ```swift
/// let library = PhotoLibrary(directory: URL(fileURLWithPath: "/home/lin/Pictures"))
/// try library.imageFiles().map(\.lastPathComponent)   // ["lake.jpg", "sunrise.PNG"]
/// ```
public struct PhotoLibrary: Hashable, Sendable {
    /// The folder listed.
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// `~/Pictures` when that folder exists, else nil (the picker then says there is nothing to pick).
    public static var defaultDirectory: URL? {
        let pictures = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(
            "Pictures", isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: pictures.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return nil }
        return pictures
    }

    /// The image files in `directory`, sorted by name (Unicode order, case-insensitive first).
    /// - Throws: `PhotoLibraryError.missingDirectory` when the folder does not exist (or is a file),
    ///   `.unreadableDirectory` when it cannot be listed.
    /// - Complexity: O(n log n) in the number of files in the folder.
    public func imageFiles() throws(PhotoLibraryError) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw .missingDirectory(directory)
        }
        let contents: [URL]
        do {
            contents = try FileManager.default.contentsOfDirectory(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        } catch {
            throw .unreadableDirectory(directory, reason: error.localizedDescription)
        }
        return
            contents
            .filter { url in
                JournalImages.fileExtensions.contains(url.pathExtension.lowercased())
                    && ((try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false)
            }
            .sorted { lhs, rhs in
                let (left, right) = (lhs.lastPathComponent, rhs.lastPathComponent)
                let order = left.lowercased().compare(right.lowercased())
                return order == .orderedSame ? left < right : order == .orderedAscending
            }
    }
}

/// Why a folder's images could not be listed.
public enum PhotoLibraryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The folder does not exist, or is not a folder.
    case missingDirectory(URL)
    /// The folder exists but could not be read; `reason` is the system's explanation.
    case unreadableDirectory(URL, reason: String)

    public var description: String {
        switch self {
        case .missingDirectory(let url): "找不到文件夹 No folder at \(url.path)"
        case .unreadableDirectory(let url, let reason): "无法读取 Cannot read \(url.path): \(reason)"
        }
    }
}
