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

    /// The settings suite of the journal kept in `dataDirectory`: `JournalPreferences.defaultSuiteName`
    /// for the default directory, else that name plus a short hash of the directory's path, so that each
    /// `--data DIR` has its own preferences (onboarding done, appearance, text size) beside its database.
    public static func settingsSuiteName(for dataDirectory: URL) -> String {
        let base = JournalPreferences.defaultSuiteName
        let path = dataDirectory.standardizedFileURL.path
        guard path != defaultDataDirectory.standardizedFileURL.path else { return base }
        // FNV-1a over the path's UTF-8 bytes: stable across runs, unlike `hashValue`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return base + "." + String(hash, radix: 16)
    }

    /// The file the tracker appends screen views and actions to, one JSON object per line.
    public static func analyticsFile(in dataDirectory: URL) -> URL {
        dataDirectory.appendingPathComponent("analytics.jsonl")
    }
}
