import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraImage

@Suite struct ImageDecoderTests {
    let decoder = ImageDecoder()

    @Test func pngDecodesToTheExactPixels() throws {
        let original = ImageFixtures.gradient(width: 7, height: 3)
        let decoded = try decoder.decode(ImageFixtures.png(original))
        #expect(decoded == original)
    }

    @Test func pngWithTranslucencyKeepsStraightAlpha() throws {
        var original = ImageFixtures.gradient(width: 4, height: 4)
        original.pixels[3] = 0  // transparent
        original.pixels[0...2] = [0, 0, 0]
        original.pixels[7] = 255
        let decoded = try decoder.decode(ImageFixtures.png(original))
        #expect(decoded.rgba(atX: 0, y: 0) == [0, 0, 0, 0])
        #expect(decoded.rgba(atX: 1, y: 0) == original.rgba(atX: 1, y: 0))
    }

    @Test func jpegWithoutAlphaBecomesOpaqueRGBA() throws {
        // Odd width: gdk-pixbuf pads each 3-byte-per-pixel row to a multiple of 4 bytes.
        let original = ImageFixtures.gradient(width: 13, height: 9)
        let decoded = try decoder.decode(ImageFixtures.jpeg(original))
        #expect(decoded.width == 13)
        #expect(decoded.height == 9)
        #expect(decoded.pixels.count == 4 * 13 * 9)
        for y in [0, 4, 8] {
            for x in [0, 6, 12] {
                let expected = original.rgba(atX: x, y: y)
                let actual = decoded.rgba(atX: x, y: y)
                #expect(actual[3] == 255)
                for channel in 0..<3 { #expect(abs(Int(actual[channel]) - Int(expected[channel])) <= 24) }
            }
        }
    }

    @Test func scaleIsCarriedToTheBitmap() throws {
        let decoded = try decoder.decode(ImageFixtures.png(width: 4, height: 2), options: DecodingOptions(scale: 2))
        #expect(decoded.scale == 2)
        #expect(decoded.size == CGSize(width: 2, height: 1))
    }

    @Test func downsamplesToFitWhileDecoding() throws {
        let options = DecodingOptions(targetPixelSize: CGSize(width: 50, height: 50), contentMode: .aspectFit)
        let png = try decoder.decode(ImageFixtures.png(width: 200, height: 100), options: options)
        #expect((png.width, png.height) == (50, 25))
        let jpeg = try decoder.decode(ImageFixtures.jpeg(width: 200, height: 100), options: options)
        #expect((jpeg.width, jpeg.height) == (50, 25))
    }

    @Test func downsamplesToFillWhileDecoding() throws {
        let options = DecodingOptions(targetPixelSize: CGSize(width: 50, height: 50), contentMode: .aspectFill)
        let decoded = try decoder.decode(ImageFixtures.png(width: 200, height: 100), options: options)
        #expect((decoded.width, decoded.height) == (100, 50))
    }

    @Test func neverUpsamples() throws {
        let options = DecodingOptions(targetPixelSize: CGSize(width: 500, height: 500))
        let decoded = try decoder.decode(ImageFixtures.png(width: 20, height: 10), options: options)
        #expect((decoded.width, decoded.height) == (20, 10))
    }

    @Test func emptyDataIsRefused() {
        #expect(throws: ImageDecodingError.emptyData) { try decoder.decode(Data()) }
    }

    @Test func htmlIsAnUnsupportedFormatWithItsSignature() {
        #expect(throws: ImageDecodingError.unsupportedFormat(signature: Array(ImageFixtures.html.prefix(16)))) {
            try decoder.decode(ImageFixtures.html)
        }
    }

    @Test func truncatedPNGIsCorrupt() throws {
        let png = ImageFixtures.png(width: 64, height: 64)
        let error = try #require(throws: ImageDecodingError.self) { try decoder.decode(png.prefix(png.count / 2)) }
        guard case .corrupt(.png, let reason) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test func truncatedJPEGIsCorrupt() throws {
        let jpeg = ImageFixtures.jpeg(width: 64, height: 64)
        let error = try #require(throws: ImageDecodingError.self) {
            try decoder.decode(jpeg.prefix(jpeg.count * 2 / 3))
        }
        guard case .corrupt(.jpeg, _) = error else {
            Issue.record("got \(error)")
            return
        }
    }

    @Test func garbageAfterASignatureIsCorrupt() throws {
        var jpeg = Data([0xFF, 0xD8, 0xFF])
        jpeg.append(Data(repeating: 0x42, count: 200))
        let error = try #require(throws: ImageDecodingError.self) { try decoder.decode(jpeg) }
        guard case .corrupt(.jpeg, _) = error else {
            Issue.record("got \(error)")
            return
        }
    }

    @Test func headerOverThePixelLimitIsRefusedBeforeDecoding() {
        let bomb = ImageFixtures.pngClaiming(width: 100_000, height: 100_000)
        #expect(throws: ImageDecodingError.tooLarge(width: 100_000, height: 100_000, maximumPixelCount: 50_000_000)) {
            try decoder.decode(bomb)
        }
    }

    @Test func pixelLimitIsInclusive() throws {
        let decoder = ImageDecoder(maximumPixelCount: 400)
        #expect(try decoder.decode(ImageFixtures.png(width: 20, height: 20)).width == 20)
        #expect(throws: ImageDecodingError.tooLarge(width: 21, height: 20, maximumPixelCount: 400)) {
            try decoder.decode(ImageFixtures.jpeg(width: 21, height: 20))
        }
    }

    @Test func decodedSizeRoundsAndStaysPositive() {
        let options = DecodingOptions(targetPixelSize: CGSize(width: 1, height: 1), contentMode: .aspectFit)
        #expect(options.decodedSize(width: 1000, height: 3) == (1, 1))
        let fill = DecodingOptions(targetPixelSize: CGSize(width: 10, height: 10), contentMode: .aspectFill)
        #expect(fill.decodedSize(width: 30, height: 45) == (10, 15))
    }

    // MARK: - Hostile input (issue 19: S3, D16)

    /// A decoder that counts how often gdk-pixbuf is given bytes.
    private static func countingDecoder() -> (ImageDecoder, Lock<Int>) {
        let count = Lock(0)
        var decoder = ImageDecoder()
        decoder.willDecodePixels = { _ in count.withLock { $0 += 1 } }
        return (decoder, count)
    }

    /// S3: a 65,000² JPEG whose frame header sits behind 70 KB (or 1 MB) of APP segments is refused
    /// from its header; gdk-pixbuf is never given the bytes.
    @Test(arguments: [70_000, 1_000_000])
    func jpegBombBehindLargeAPPSegmentsNeverReachesTheDecoder(appBytes: Int) {
        let (decoder, pixelDecodes) = Self.countingDecoder()
        let bomb = ImageFixtures.jpegBomb(width: 65_000, height: 65_000, appBytes: appBytes)
        #expect(throws: ImageDecodingError.tooLarge(width: 65_000, height: 65_000, maximumPixelCount: 50_000_000)) {
            try decoder.decode(bomb)
        }
        #expect(pixelDecodes.withLock { $0 } == 0)
    }

    @Test func pngBombNeverReachesTheDecoder() {
        let (decoder, pixelDecodes) = Self.countingDecoder()
        #expect(throws: ImageDecodingError.tooLarge(width: 100_000, height: 100_000, maximumPixelCount: 50_000_000)) {
            try decoder.decode(ImageFixtures.pngClaiming(width: 100_000, height: 100_000))
        }
        #expect(pixelDecodes.withLock { $0 } == 0)
    }

    @Test func aJPEGWithItsFrameBehindLargeAPPSegmentsStillDecodes() throws {
        let (decoder, pixelDecodes) = Self.countingDecoder()
        let jpeg = ImageFixtures.jpeg(
            ImageFixtures.jpeg(width: 21, height: 11), inserting: ImageFixtures.appSegments(payload: 70_000))
        let decoded = try decoder.decode(jpeg)
        #expect((decoded.width, decoded.height) == (21, 11))
        #expect(pixelDecodes.withLock { $0 } == 1)
    }

    @Test func aJPEGWithoutAFrameHeaderIsCorruptAndNeverDecoded() throws {
        let (decoder, pixelDecodes) = Self.countingDecoder()
        let scanFirst =
            Data([0xFF, 0xD8]) + ImageFixtures.appSegments(payload: 70_000)
            + Data([0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x00, 0xFF, 0xD9])
        let error = try #require(throws: ImageDecodingError.self) { try decoder.decode(scanFirst) }
        guard case .corrupt(.jpeg, _) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(pixelDecodes.withLock { $0 } == 0)
    }

    @Test func aPNGWhoseFirstChunkIsNotIHDRIsCorruptAndNeverDecoded() throws {
        let (decoder, pixelDecodes) = Self.countingDecoder()
        var png = ImageFixtures.png(width: 4, height: 4)
        png.replaceSubrange(png.startIndex + 12..<png.startIndex + 16, with: Data("tEXt".utf8))
        let error = try #require(throws: ImageDecodingError.self) { try decoder.decode(png) }
        guard case .corrupt(.png, _) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(pixelDecodes.withLock { $0 } == 0)
    }

    /// D16: a scale from a caller that is zero, negative, NaN or infinite is a typed error, not a crash.
    @Test(arguments: [0, -1, CGFloat.nan, CGFloat.infinity, -CGFloat.infinity])
    func anInvalidScaleIsATypedError(scale: CGFloat) throws {
        let (decoder, pixelDecodes) = Self.countingDecoder()
        let error = try #require(throws: ImageDecodingError.self) {
            try decoder.decode(ImageFixtures.png(width: 4, height: 4), options: DecodingOptions(scale: scale))
        }
        guard case .invalidScale(let culprit) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(culprit == scale || (culprit.isNaN && scale.isNaN))
        #expect(pixelDecodes.withLock { $0 } == 0)
    }

    @Test(arguments: [
        CGSize(width: 0, height: 10), CGSize(width: 10, height: -1), CGSize(width: CGFloat.nan, height: 10),
        CGSize(width: 10, height: CGFloat.infinity),
    ])
    func anInvalidTargetSizeIsATypedError(size: CGSize) throws {
        let error = try #require(throws: ImageDecodingError.self) {
            try decoder.decode(ImageFixtures.png(width: 4, height: 4), options: DecodingOptions(targetPixelSize: size))
        }
        guard case .invalidTargetSize = error else {
            Issue.record("got \(error)")
            return
        }
    }
}
