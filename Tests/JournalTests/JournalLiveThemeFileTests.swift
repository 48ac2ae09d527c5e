import Foundation
import Tessera
import Testing

@testable import Journal

/// The default `theme.json` is written through a symbolic link at its path: the link stays and the
/// file it points to is made; a loop of links is left as it is.
@MainActor
@Suite struct JournalLiveThemeFileTests {
    /// `<fixture>/theme.json`, a link to `destination`, and the live theme over it (watching it).
    func watch(linkingTo destination: String, in fixture: JournalServicesFixture) throws -> JournalLiveTheme {
        try FileManager.default.createSymbolicLink(
            atPath: fixture.services.themeFileURL.path, withDestinationPath: destination)
        let live = JournalLiveTheme(themes: fixture.services.themes, fileURL: fixture.services.themeFileURL)
        live.watchThemeFile()
        return live
    }

    @Test func aLinkToAFileInAnotherFolderStaysAndThatFileIsRead() throws {
        let fixture = try JournalServicesFixture()
        let shared = fixture.directory.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let text = ##"{ "colors": { "tint": "#AD1457" } }"##
        try Data(text.utf8).write(to: shared.appendingPathComponent("theme.json"))

        let live = try watch(linkingTo: "shared/theme.json", in: fixture)
        defer { live.stop() }

        let file = fixture.services.themeFileURL
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "shared/theme.json")
        #expect(try Data(contentsOf: shared.appendingPathComponent("theme.json")) == Data(text.utf8))
        #expect(live.reloadable?.value.colors.tint == (try ThemeDocument(jsonData: Data(text.utf8))).colors.tint)
    }

    @Test func aDanglingLinkToAnotherFolderGetsTheDefaultFileMadeThere() throws {
        let fixture = try JournalServicesFixture()
        let shared = fixture.directory.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)

        let live = try watch(linkingTo: shared.appendingPathComponent("theme.json").path, in: fixture)
        defer { live.stop() }

        let file = fixture.services.themeFileURL
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == shared.path + "/theme.json")
        let made = try ThemeDocument(jsonData: Data(contentsOf: shared.appendingPathComponent("theme.json")))
        #expect(made == ThemeDocument())
    }

    @Test func aLoopOfLinksIsLeftAsItIs() throws {
        let fixture = try JournalServicesFixture()
        let other = fixture.directory.appendingPathComponent("other.json")
        try FileManager.default.createSymbolicLink(atPath: other.path, withDestinationPath: "theme.json")
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path))

        let live = try watch(linkingTo: "other.json", in: fixture)
        defer { live.stop() }

        let after = Set(try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path))
        #expect(after == before.union(["theme.json"]))
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: fixture.services.themeFileURL.path)
                == "other.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: other.path) == "theme.json")
    }
}
