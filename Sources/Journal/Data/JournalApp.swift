public import Foundation

/// App-wide facts of the sample journal.
public enum JournalApp {
    /// Where the journal keeps its database unless `--data DIR` says otherwise:
    /// `$XDG_DATA_HOME/tessera-journal`, else `~/.local/share/tessera-journal`.
    public static var defaultDataDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        if let base = environment["XDG_DATA_HOME"], !base.isEmpty {
            return URL(fileURLWithPath: base).appendingPathComponent("tessera-journal")
        }
        return FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".local/share/tessera-journal")
    }
}
