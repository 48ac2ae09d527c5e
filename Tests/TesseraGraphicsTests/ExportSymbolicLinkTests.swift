import Foundation
import TesseraGraphics
import Testing

/// Exports write through a symbolic link at their path: the link stays, the file it points to gets
/// the bytes.
@Suite struct ExportSymbolicLinkTests {
    private let bitmap = Bitmap(width: 2, height: 2, fill: .red)

    @Test func aLinkToAFileInAnotherFolderStaysALink() throws {
        let folder = try ExportTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let exports = folder.appendingPathComponent("exports")
        try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: true)
        let target = exports.appendingPathComponent("icon.png")
        try Data("old".utf8).write(to: target)
        let link = folder.appendingPathComponent("icon.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "exports/icon.png")

        try bitmap.writePNG(to: link)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "exports/icon.png")
        #expect(try Data(contentsOf: target) == (try bitmap.pngData()))
    }

    @Test func aDanglingLinkGetsItsTargetMade() throws {
        let folder = try ExportTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("sample.svg")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "made.svg")

        try Canvas.writeSVG(DisplayList(), size: CGSize(width: 10, height: 10), to: link)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "made.svg")
        let made = try Data(contentsOf: folder.appendingPathComponent("made.svg"))
        #expect(String(decoding: made, as: UTF8.self).contains("<svg"))
    }

    @Test func aLoopOfLinksIsAnUnwritablePathAndChangesNothing() throws {
        let folder = try ExportTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = folder.appendingPathComponent("one.png")
        try FileManager.default.createSymbolicLink(atPath: one.path, withDestinationPath: "two.png")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("two.png").path, withDestinationPath: "one.png")

        #expect(
            throws: GraphicsError.unwritablePath(one, reason: "too many levels of symbolic links (a loop)")
        ) {
            try bitmap.writePNG(to: one)
        }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["one.png", "two.png"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: one.path) == "two.png")
    }
}
