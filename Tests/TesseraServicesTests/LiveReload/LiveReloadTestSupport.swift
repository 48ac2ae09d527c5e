import Foundation
import Glibc
import Testing

/// Saves like most editors: writes and closes a temporary file in the same directory, then renames
/// it over the original (an `IN_MOVED_TO` for the file's name, with a new inode).
func saveAtomically(_ text: String, to url: URL) throws {
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
        ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    try Data(text.utf8).write(to: temporary)
    guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
}

/// Saves in place: truncates and rewrites the same inode (an `IN_CLOSE_WRITE`).
func saveInPlace(_ text: String, to url: URL) throws {
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
}

/// Polls `condition` every 10 ms until it holds or 300 s pass (inotify delivers in real time, so these
/// tests wait for real; they assert on the values reached, never on how long it took). The limit is
/// generous because the whole suite shares the main actor: snapshot tests can hold it for seconds.
@MainActor
func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(300)
    while !condition() {
        guard ContinuousClock.now < deadline else { return condition() }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return true
}
