import Foundation
import TesseraCore
import TesseraGraphics
import TesseraImage
import Testing

@Suite struct JPEGEncodingTests {
    /// Left half red, right half blue, 16 × 8 pixels.
    let halves: Bitmap = {
        var bitmap = Bitmap(width: 16, height: 8, fill: .red)
        for y in 0..<8 {
            for x in 8..<16 {
                let index = 4 * (y * 16 + x)
                bitmap.pixels.replaceSubrange(index..<index + 4, with: [0, 0, 255, 255])
            }
        }
        return bitmap
    }()

    @Test func encodedBytesAreAJPEGTheDecoderReadsBack() throws {
        let data = try halves.jpegData(compressionQuality: 0.9)
        #expect(ImageFormat(sniffing: data) == .jpeg)
        let decoded = try ImageDecoder().decode(data)
        #expect((decoded.width, decoded.height) == (16, 8))
        let left = decoded.rgba(atX: 2, y: 4)
        let right = decoded.rgba(atX: 13, y: 4)
        #expect(left[0] > 200 && left[2] < 60)
        #expect(right[2] > 200 && right[0] < 60)
        #expect(left[3] == 255)
    }

    @Test func lowerQualityGivesFewerBytes() throws {
        var noisy = Bitmap(width: 64, height: 64)
        var generator = SplitMix64(seed: 7)
        for index in noisy.pixels.indices {
            noisy.pixels[index] = index % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: generator.next())
        }
        let best = try noisy.jpegData(compressionQuality: 1)
        let worst = try noisy.jpegData(compressionQuality: 0)
        #expect(worst.count < best.count)
        #expect(try noisy.jpegData(compressionQuality: .nan) == worst)
        #expect(try noisy.jpegData(compressionQuality: 7) == best)
    }

    @Test func anEmptyBitmapCannotBeEncoded() {
        #expect(throws: ImageEncodingError.emptyImage(width: 0, height: 3)) {
            try Bitmap(width: 0, height: 3).jpegData(compressionQuality: 0.5)
        }
    }
}
