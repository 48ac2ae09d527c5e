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

    /// The name of the preferences file in a data directory.
    public static let settingsFileName = "settings.plist"

    /// The preferences (onboarding done, appearance, text size…) of the journal kept in
    /// `dataDirectory`: `settings.plist` beside its database, so each data directory has its own and
    /// nothing is written elsewhere.
    public static func settingsFile(in dataDirectory: URL) -> URL {
        dataDirectory.appendingPathComponent(settingsFileName)
    }

    /// The file the tracker appends screen views and actions to, one JSON object per line.
    public static func analyticsFile(in dataDirectory: URL) -> URL {
        dataDirectory.appendingPathComponent("analytics.jsonl")
    }
}
