import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@Suite struct BitmapTests {
    @Test func fillSetsEveryPixelAndSizeDividesByScale() {
        let bitmap = Bitmap(width: 6, height: 3, scale: 3, fill: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(bitmap.pixels.count == 72)
        #expect(bitmap.rgba(atX: 5, y: 2) == [255, 128, 0, 255])
        #expect(bitmap.size == CGSize(width: 2, height: 1))
        #expect(bitmap.color(atX: 0, y: 0) == UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
    }

    @Test func defaultFillIsTransparent() {
        #expect(Bitmap(width: 2, height: 2).pixels == [UInt8](repeating: 0, count: 16))
    }

    @Test func equalBitmapsHashEqualAndOneByteMakesThemDiffer() {
        var first = Bitmap(width: 40, height: 40, fill: .red)
        let second = Bitmap(width: 40, height: 40, fill: .red)
        #expect(first == second && first.hashValue == second.hashValue)
        first.pixels[4 * 41 + 1] = 7
        #expect(first != second)
    }

    @Test func opaquePixelsSurviveAPNGRoundTripExactly() throws {
        var generator = SplitMix64(seed: 42)
        let pixels = (0..<(4 * 37 * 23)).map { index in
            index % 4 == 3 ? UInt8(255) : UInt8(truncatingIfNeeded: generator.next())
        }
        let bitmap = Bitmap(width: 37, height: 23, scale: 2, pixels: pixels)
        let decoded = try Bitmap(pngData: try bitmap.pngData(), scale: 2)
        #expect(decoded == bitmap)
    }

    @Test func renderedBitmapWithAntialiasedEdgesSurvivesAPNGRoundTripExactly() throws {
        var list = DisplayList()
        list.fill(
            .ellipse(in: CGRect(x: 3, y: 3, width: 40, height: 30)),
            color: UIColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7))
        let shadow = Shadow(color: UIColor(red: 0.9, green: 0.1, blue: 0.3, alpha: 0.8), blurRadius: 6)
        list.drawShadow(of: .rect(CGRect(x: 10, y: 10, width: 10, height: 10)), shadow: shadow)
        let bitmap = Canvas.render(list, size: CGSize(width: 50, height: 40), scale: 1)
        #expect(bitmap.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 && $0.element < 255 })
        #expect(try Bitmap(pngData: try bitmap.pngData()) == bitmap)
    }

    @Test func semiTransparentColourOffThePremultipliedGridIsRounded() throws {
        let bitmap = Bitmap(width: 1, height: 1, pixels: [100, 50, 0, 3])
        // Premultiplied: round(100·3/255) = 1, round(50·3/255) = 1 → back (1·255 + 1) / 3 = 85.
        #expect(try Bitmap(pngData: try bitmap.pngData()).pixels == [85, 85, 0, 3])
    }

    @Test func pngDataStartsWithThePNGSignature() throws {
        let data = try Bitmap(width: 3, height: 3, fill: .blue).pngData()
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func garbageBytesAreInvalidImageData() {
        #expect(throws: GraphicsError.self) { try Bitmap(pngData: Data("not a png at all".utf8)) }
        do {
            _ = try Bitmap(pngData: Data([1, 2, 3]))
            Issue.record("decoded garbage")
        } catch {
            guard case .invalidImageData(let reason) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(!reason.isEmpty)
        }
    }

    @Test func truncatedPNGIsInvalidImageData() throws {
        let data = try Bitmap(width: 30, height: 30, fill: .red).pngData()
        #expect {
            try Bitmap(pngData: data.prefix(data.count / 2))
        } throws: { error in
            if case GraphicsError.invalidImageData = error { true } else { false }
        }
    }

    @Test func aChunkLongerThanTheDataIsRefusedBeforeLibpngAllocatesIt() throws {
        // Found by fuzz-image: a text chunk claiming 1.9 GB in a small file made libpng allocate and
        // clear 1.9 GB before noticing the data ended.
        var data = try Bitmap(width: 5, height: 3, fill: .red).pngData()
        let iend = data.count - 12
        data.insert(contentsOf: [0x70, 0xB7, 0x7E, 0x65] + Array("tEXt".utf8) + Array("date".utf8), at: iend)
        #expect(
            throws: GraphicsError.invalidImageData(
                reason: "chunk tEXt at byte \(iend) declares 1891073637 bytes; the data ends first")
        ) {
            try Bitmap(pngData: data)
        }
    }

    @Test func aPNGOfMoreThanFiftyMillionPixelsIsRefused() throws {
        var data = try Bitmap(width: 1, height: 1, fill: .red).pngData()
        data.replaceSubrange(16..<24, with: [0, 0, 0x27, 0x10, 0, 0, 0x27, 0x10])  // 10 000 × 10 000
        #expect(
            throws: GraphicsError.invalidImageData(reason: "10000 × 10000 pixels is more than the 50000000 allowed")
        ) {
            try Bitmap(pngData: data)
        }
    }

    @Test func emptyBitmapCannotBeEncoded() {
        #expect(throws: GraphicsError.emptyImage(width: 0, height: 5)) { try Bitmap(width: 0, height: 5).pngData() }
    }

    @Test func writtenPNGReadsBackEqual() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-bitmap-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let bitmap = Bitmap(width: 5, height: 4, scale: 1, fill: .green)
        try bitmap.writePNG(to: url)
        #expect(try Bitmap(contentsOf: url) == bitmap)
    }

    @Test func missingFileIsUnreadable() {
        let url = URL(fileURLWithPath: "/nonexistent-tessera/x.png")
        #expect {
            try Bitmap(contentsOf: url)
        } throws: { error in
            if case GraphicsError.unreadablePath(url, _) = error { true } else { false }
        }
    }
}
