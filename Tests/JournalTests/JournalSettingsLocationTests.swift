import Foundation
import Tessera
import Testing

@testable import Journal

/// Issue 19, D10: the journal's settings live in its data directory, and the demo writes nothing in
/// the user's home (it used to leave `~/.config/group.dev.tessera.journal.<hash>.plist` per `--data`).
@MainActor
@Suite(.serialized) struct JournalSettingsLocationTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("journal-settings-\(UUID().uuidString)")
    var data: URL { root.appendingPathComponent("data") }

    /// `tessera-demo`, built next to the test bundle.
    var demoURL: URL {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .map(URL.init(fileURLWithPath:)) ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return executable.deletingLastPathComponent().appendingPathComponent("tessera-demo")
    }

    @Test func settingsAreAFileInTheDataDirectoryAndPersistAcrossTwoBoots() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let options = JournalLaunchOptions(dataDirectory: data, photoDirectory: nil)
        #expect(options.settingsFile == data.appendingPathComponent("settings.plist"))

        let first = try await JournalBoot.run(options)
        #expect(first.route == .onboarding)
        #expect(first.environment.preferences.store.location == .file(options.settingsFile))
        first.environment.preferences.hasCompletedOnboarding = true
        first.environment.preferences.appearance = .dark
        first.environment.preferences.contentSizeCategory = .extraLarge
        let plist = try PropertyListSerialization.propertyList(
            from: Data(contentsOf: options.settingsFile), format: nil)
        #expect((plist as? [String: Any])?["journal.hasCompletedOnboarding"] as? Bool == true)

        let second = try await JournalBoot.run(options)
        #expect(second.route == .home)
        #expect(second.environment.preferences.appearance == .dark)
        #expect(second.environment.preferences.contentSizeCategory == .extraLarge)
    }

    @Test func theDemoWritesNoFileInTheHomeDirectory() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: demoURL.path),
            "build the tessera-demo product first (swift build)")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("home")
        let output = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)

        let process = Process()
        process.executableURL = demoURL
        process.arguments = ["--out", output.path, "--data", data.path]
        var environment = ProcessInfo.processInfo.environment
        for name in [
            "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "DBUS_SESSION_BUS_ADDRESS", "DISPLAY",
            "WAYLAND_DISPLAY",
        ] {
            environment[name] = nil
        }
        environment["HOME"] = home.path
        // Caches (the font cache) belong in the cache directory; keep it out of the home checked here.
        environment["XDG_CACHE_HOME"] = root.appendingPathComponent("cache").path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "tessera-demo failed: \(message)")

        // Files only: swift-corelibs-foundation's `HTTPCookieStorage.shared`, which every
        // `URLSessionConfiguration` touches, makes an empty `~/.local/share/<executable's folder>`
        // directory for a cookie file it writes only when a server sets a cookie.
        let written = (FileManager.default.enumerator(atPath: home.path)?.allObjects as? [String] ?? []).filter {
            path in
            var isDirectory: ObjCBool = false
            return
                !(FileManager.default.fileExists(
                    atPath: home.appendingPathComponent(path).path, isDirectory: &isDirectory) && isDirectory.boolValue)
        }
        #expect(written == [])
        let preferences = JournalPreferences(fileURL: JournalApp.settingsFile(in: data))
        #expect(preferences.hasCompletedOnboarding)
        #expect(preferences.appearance == .dark)
    }
}
