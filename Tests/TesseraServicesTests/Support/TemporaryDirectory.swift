import Foundation

/// A fresh directory under the system temporary directory, for one test: `defer { directory.remove() }`
/// right after making it removes it and everything the test put in it, pass or fail.
struct TemporaryDirectory {
    let url: URL

    /// Makes `<tmp>/<prefix>-<UUID>`.
    init(prefix: String = "tessera-services") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// Removes the directory and its contents; symbolic links in it go, never what they point to.
    func remove() {
        Self.remove(url)
    }

    /// Removes the test's directory `url` (made by a test) and its contents.
    static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
