import Foundation
import TesseraGraphics
import Testing

@Suite struct ExportTests {
    /// A fresh folder under the temporary directory; the test removes it with
    /// `defer { try? FileManager.default.removeItem(at: folder) }`.
    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Two cards with shadows, a gradient, per-corner radii, a stroke, an image and text.
    static func sampleList() -> DisplayList {
        var list = DisplayList()
        let background = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x000000))
        list.fill(.rect(CGRect(x: 0, y: 0, width: 320, height: 240)), color: background)
        let first = Path.roundedRect(CGRect(x: 20, y: 20, width: 280, height: 90), radius: 18, curve: .continuous)
        let soft = Shadow(color: UIColor(white: 0, alpha: 0.25), offset: CGSize(width: 0, height: 6), blurRadius: 16)
        list.drawShadow(of: first, shadow: soft)
        list.fill(
            first,
            with: .linearGradient(
                LinearGradient(
                    colors: [UIColor(rgb: 0x3478F6), UIColor(rgb: 0xAF52DE)], start: CGPoint(x: 20, y: 20),
                    end: CGPoint(x: 300, y: 110))))
        list.drawText(
            AttributedText(
                "Gradient card 渐变卡片",
                attributes: TextAttributes(font: .systemFont(ofSize: 17, weight: .semibold), foregroundColor: .white)),
            in: CGRect(x: 40, y: 36, width: 240, height: 30))
        let second = Path.roundedRect(
            CGRect(x: 20, y: 130, width: 280, height: 90),
            radii: CornerRadii(topLeft: 32, topRight: 4, bottomRight: 32, bottomLeft: 4))
        list.drawShadow(
            of: second,
            shadow: Shadow(color: UIColor(white: 0, alpha: 0.3), offset: CGSize(width: 4, height: 4), blurRadius: 8))
        list.fill(second, color: UIColor(light: .white, dark: UIColor(rgb: 0x1C1C1E)))
        list.stroke(
            second.applying(.identity), with: .color(UIColor(rgb: 0xFF9500)),
            style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
        list.save()
        list.clip(to: .ellipse(in: CGRect(x: 36, y: 150, width: 50, height: 50)))
        list.drawImage(
            Bitmap(
                width: 2, height: 2,
                pixels: [
                    255, 59, 48, 255, 52, 199, 89, 255,
                    0, 122, 255, 255, 255, 204, 0, 255,
                ]), in: CGRect(x: 36, y: 150, width: 50, height: 50))
        list.restore()
        list.beginTransparencyLayer(alpha: 0.5)
        list.fill(.ellipse(in: CGRect(x: 230, y: 150, width: 40, height: 40)), color: UIColor(rgb: 0x34C759))
        list.fill(.ellipse(in: CGRect(x: 250, y: 160, width: 40, height: 40)), color: UIColor(rgb: 0x34C759))
        list.endTransparencyLayer()
        return list
    }

    private static let sampleSize = CGSize(width: 320, height: 240)

    @Test func pdfStartsWithTheHeader() throws {
        let data = try Canvas.pdfData(Self.sampleList(), size: Self.sampleSize)
        #expect(String(decoding: data.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(data.count > 1000)
    }

    @Test func svgContainsAnSVGElementSizedInPixels() throws {
        let text = String(decoding: try Canvas.svgData(Self.sampleList(), size: Self.sampleSize), as: UTF8.self)
        #expect(text.contains("<svg"))
        #expect(text.contains("width=\"320px\"") || text.contains("width=\"320\""))
    }

    @Test func exportsAreWrittenToFiles() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = Self.sampleList()
        let pdf = folder.appendingPathComponent("sample.pdf")
        let svg = folder.appendingPathComponent("sample.svg")
        try Canvas.writePDF(list, size: Self.sampleSize, to: pdf)
        try Canvas.writeSVG(list, size: Self.sampleSize, appearance: .dark, to: svg)
        #expect(String(decoding: try Data(contentsOf: pdf).prefix(4), as: UTF8.self) == "%PDF")
        #expect(String(decoding: try Data(contentsOf: svg), as: UTF8.self).contains("<svg"))
    }

    @Test(arguments: [1, 2, 3])
    func pngIsWrittenAtTheRequestedScale(scale: Int) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("sample@\(scale)x.png")
        try Canvas.writePNG(Self.sampleList(), size: Self.sampleSize, scale: CGFloat(scale), to: url)
        let decoded = try Bitmap(contentsOf: url, scale: CGFloat(scale))
        #expect(decoded.width == 320 * scale && decoded.height == 240 * scale)
        #expect(decoded == Canvas.render(Self.sampleList(), size: Self.sampleSize, scale: CGFloat(scale)))
    }

    @Test func samplePNGsAreWrittenForReview() throws {
        // Kept for eyeballing: $TMPDIR/tessera-canvas-sample-{light,dark}@2x.png, .pdf and .svg.
        let folder = FileManager.default.temporaryDirectory
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let url = folder.appendingPathComponent("tessera-canvas-sample-\(appearance)@2x.png")
            try Canvas.writePNG(Self.sampleList(), size: Self.sampleSize, scale: 2, appearance: appearance, to: url)
            #expect(FileManager.default.fileExists(atPath: url.path))
        }
        try Canvas.writePDF(
            Self.sampleList(), size: Self.sampleSize, to: folder.appendingPathComponent("tessera-canvas-sample.pdf"))
        try Canvas.writeSVG(
            Self.sampleList(), size: Self.sampleSize, to: folder.appendingPathComponent("tessera-canvas-sample.svg"))
    }

    @Test(arguments: ["/proc/nonexistent/x", "/nonexistent-tessera-folder/x"])
    func missingFolderIsAnUnwritablePath(base: String) {
        let list = Self.sampleList()
        let png = URL(fileURLWithPath: base + ".png")
        let pdf = URL(fileURLWithPath: base + ".pdf")
        let svg = URL(fileURLWithPath: base + ".svg")
        func expectUnwritable(_ url: URL, _ write: () throws(GraphicsError) -> Void) {
            do {
                try write()
                Issue.record("wrote \(url.path)")
            } catch {
                guard case .unwritablePath(let culprit, let reason) = error else {
                    Issue.record("wrong error \(error)")
                    return
                }
                #expect(culprit == url)
                #expect(reason.contains("does not exist"))
            }
        }
        expectUnwritable(png) { () throws(GraphicsError) in
            try Canvas.writePNG(list, size: Self.sampleSize, scale: 1, to: png)
        }
        expectUnwritable(pdf) { () throws(GraphicsError) in try Canvas.writePDF(list, size: Self.sampleSize, to: pdf) }
        expectUnwritable(svg) { () throws(GraphicsError) in try Canvas.writeSVG(list, size: Self.sampleSize, to: svg) }
        expectUnwritable(png) { () throws(GraphicsError) in
            try Bitmap(width: 2, height: 2, fill: .red).writePNG(to: png)
        }
    }

    @Test func fileInPlaceOfTheFolderIsAnUnwritablePath() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plain-file")
        try Data([1]).write(to: file)
        let url = file.appendingPathComponent("x.png")
        #expect(throws: GraphicsError.unwritablePath(url, reason: "folder \(file.path) does not exist")) {
            try Bitmap(width: 1, height: 1, fill: .red).writePNG(to: url)
        }
    }

    @Test func folderAtThePathIsAnUnwritablePath() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: GraphicsError.unwritablePath(folder, reason: "a folder exists at that path")) {
            try Canvas.writePDF(DisplayList(), size: CGSize(width: 10, height: 10), to: folder)
        }
    }
}
