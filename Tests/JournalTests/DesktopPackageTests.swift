import Foundation
import Tessera
import Testing

@testable import Journal

/// The journal installs like a desktop app: the Debian package's files are where desktops look,
/// pass the freedesktop validators, and the installed program opens its window under Xvfb.
@Suite(.serialized) struct DesktopPackageTests {
    /// The repository (this file is Tests/JournalTests/…).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// Where the test's build put tessera-demo (beside the test bundle).
    static let buildDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    /// Runs `arguments` (a program and its arguments) to completion and returns its status and output.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = Self.repository
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test func theDesktopEntryAndMetainfoPassTheValidators() throws {
        let entry = try run(["desktop-file-validate", "packaging/dev.tessera.Journal.desktop"])
        #expect(entry.status == 0 && entry.output.isEmpty, "\(entry.output)")
        let metainfo = try run(["appstreamcli", "validate", "--no-net", "packaging/dev.tessera.Journal.metainfo.xml"])
        #expect(metainfo.status == 0, "\(metainfo.output)")
    }

    /// `svg` with cairo's element ids ("surface12", "linear3") numbered from zero: cairo counts them
    /// per process, so they depend on what else the process drew.
    static func withoutCairoIDs(_ svg: String) -> String {
        svg.replacing(/(surface|linear|radial|clip|mask|image|pattern|source|glyph)[0-9]+/) { "\($0.output.1)N" }
    }

    @Test @MainActor func theCommittedIconsAreTheDrawnIcon() throws {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-icons-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: fresh) }
        try JournalAppIcon.write(to: fresh)
        let committed = Self.repository.appendingPathComponent("packaging/icons")
        let name = JournalAppIcon.applicationID
        let drawnSVG = try Self.withoutCairoIDs(
            String(contentsOf: fresh.appendingPathComponent("\(name).svg"), encoding: .utf8))
        let storedSVG = try Self.withoutCairoIDs(
            String(contentsOf: committed.appendingPathComponent("\(name).svg"), encoding: .utf8))
        #expect(drawnSVG == storedSVG, "run make icons")
        for size in JournalAppIcon.pixelSizes {
            let path = "\(size)x\(size)/\(name).png"
            let drawn = try Bitmap(pngData: Data(contentsOf: fresh.appendingPathComponent(path)))
            let stored = try Bitmap(pngData: Data(contentsOf: committed.appendingPathComponent(path)))
            #expect(
                drawn.width == size && stored.width == size && drawn.pixels == stored.pixels, "\(path): run make icons")
        }
    }

    /// `make install PREFIX=… DESTDIR=…` is a release build followed by scripts/install-app; the
    /// script alone, with a prefix other than /usr, puts every file under DESTDIR/PREFIX, the desktop
    /// entry runs PREFIX/bin/tessera-journal and the launcher finds the program relative to itself.
    /// scripts/test-install-scripts checks the rest (uninstalling, reinstalling, failures) with a stub build.
    @Test func installingUnderAPrefixPutsTheFilesInTheStandardPlaces() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let installed = try run(["scripts/install-app", Self.buildDirectory.path, "/opt/tessera", work.path])
        try #require(installed.status == 0, "\(installed.output)")
        let root = work.appendingPathComponent("opt/tessera").path
        let id = JournalAppIcon.applicationID
        var expected = [
            "bin/tessera-journal", "lib/tessera-journal/tessera-demo", "share/applications/\(id).desktop",
            "share/metainfo/\(id).metainfo.xml", "share/icons/hicolor/scalable/apps/\(id).svg",
        ]
        expected += JournalAppIcon.pixelSizes.map { "share/icons/hicolor/\($0)x\($0)/apps/\(id).png" }
        for path in expected {
            #expect(FileManager.default.fileExists(atPath: "\(root)/\(path)"), "\(path) missing")
        }
        #expect(FileManager.default.isExecutableFile(atPath: "\(root)/bin/tessera-journal"))
        #expect(!FileManager.default.fileExists(atPath: "\(root)/lib/tessera-journal/Tessera_JournalTests.resources"))
        #expect(!FileManager.default.fileExists(atPath: "\(root)/lib/tessera-journal/Tessera_TesseraTesting.resources"))
        #expect(FileManager.default.fileExists(atPath: "\(root)/lib/tessera-journal/install-manifest"))
        let entry = try String(contentsOfFile: "\(root)/share/applications/\(id).desktop", encoding: .utf8)
        #expect(entry.contains("\nExec=/opt/tessera/bin/tessera-journal\n"), "\(entry)")
        let help = try run(["\(root)/lib/tessera-journal/tessera-demo", "--help"])
        #expect(help.status == 0 && help.output.contains("--window"), "\(help.output)")
        let missing = try run([
            "scripts/install-app", work.appendingPathComponent("nothing-built").path, "/usr", work.path,
        ])
        #expect(missing.status != 0 && missing.output.contains("no tessera-demo"), "\(missing.output)")
    }

    @Test func thePackageInstallsTheAppAndItOpensItsWindow() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let package = work.appendingPathComponent("tessera-journal.deb").path
        let built = try run(["scripts/package-deb", Self.buildDirectory.path, package, "none"])
        try #require(built.status == 0, "\(built.output)")
        let info = try run(["dpkg-deb", "--field", package, "Package", "Version", "Depends"])
        #expect(
            info.output.contains("Package: tessera-journal") && info.output.contains("libsdl2-2.0-0"), "\(info.output)")
        let root = work.appendingPathComponent("root").path
        let unpacked = try run(["dpkg", "-x", package, root])
        try #require(unpacked.status == 0, "\(unpacked.output)")
        let id = JournalAppIcon.applicationID
        for path in [
            "usr/bin/tessera-journal", "usr/lib/tessera-journal/tessera-demo", "usr/share/applications/\(id).desktop",
            "usr/share/metainfo/\(id).metainfo.xml", "usr/share/icons/hicolor/scalable/apps/\(id).svg",
            "usr/share/icons/hicolor/48x48/apps/\(id).png", "usr/share/icons/hicolor/256x256/apps/\(id).png",
        ] {
            #expect(FileManager.default.fileExists(atPath: "\(root)/\(path)"), "\(path) missing")
        }
        let entry = try run(["desktop-file-validate", "\(root)/usr/share/applications/\(id).desktop"])
        #expect(entry.status == 0, "\(entry.output)")
        let metainfo = try run([
            "appstreamcli", "validate", "--no-net", "\(root)/usr/share/metainfo/\(id).metainfo.xml",
        ])
        #expect(metainfo.status == 0, "\(metainfo.output)")
        let launched = try run(["scripts/check-installed-app", root])
        #expect(launched.status == 0 && launched.output.contains("5 passed, 0 failed"), "\(launched.output)")
    }
}
