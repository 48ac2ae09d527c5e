import Foundation
import Testing

@testable import TesseraImage

@Suite struct ImageFormatTests {
    @Test func sniffsPNGAndJPEG() {
        #expect(ImageFormat(sniffing: ImageFixtures.png(width: 2, height: 2)) == .png)
        #expect(ImageFormat(sniffing: ImageFixtures.jpeg(width: 2, height: 2)) == .jpeg)
    }

    @Test func rejectsHTMLEmptyAndShortData() {
        #expect(ImageFormat(sniffing: ImageFixtures.html) == nil)
        #expect(ImageFormat(sniffing: Data()) == nil)
        #expect(ImageFormat(sniffing: Data([0x89, 0x50])) == nil)
        #expect(ImageFormat(sniffing: Data([0xFF, 0xD8])) == nil)
    }

    @Test func readsPNGHeaderSize() {
        #expect(ImageHeader(ImageFixtures.png(width: 37, height: 5)) == ImageHeader(format: .png, width: 37, height: 5))
    }

    @Test func readsJPEGFrameSizePastOtherSegments() {
        #expect(
            ImageHeader(ImageFixtures.jpeg(width: 33, height: 17)) == ImageHeader(format: .jpeg, width: 33, height: 17))
    }

    @Test func headerOfTruncatedDataIsUnknown() {
        #expect(ImageHeader(ImageFixtures.png(width: 8, height: 8).prefix(20)) == nil)
        #expect(ImageHeader(ImageFixtures.jpeg(width: 8, height: 8).prefix(30)) == nil)
    }

    @Test func completeFilesAreRecognisedAndTruncatedOnesAreNot() {
        let png = ImageFixtures.png(width: 16, height: 16)
        let jpeg = ImageFixtures.jpeg(width: 16, height: 16)
        #expect(ImageFormat.png.isComplete(png))
        #expect(ImageFormat.jpeg.isComplete(jpeg))
        #expect(!ImageFormat.png.isComplete(png.dropLast(1)))
        #expect(!ImageFormat.png.isComplete(png.prefix(8)))
        #expect(!ImageFormat.jpeg.isComplete(jpeg.dropLast(2)))
        #expect(ImageFormat.png.isComplete(png + Data([0, 0, 0])))  // trailing bytes after IEND
        #expect(ImageFormat.jpeg.isComplete(jpeg + Data(repeating: 0, count: 100)))
    }

    /// S3: the frame header is found wherever it sits, not only within a fixed look-ahead.
    @Test(arguments: [70_000, 1_000_000])
    func readsJPEGFrameSizeBehindAnyAmountOfAPPData(appBytes: Int) {
        let bomb = ImageFixtures.jpegBomb(width: 65_000, height: 65_000, appBytes: appBytes)
        #expect(ImageHeader(bomb) == ImageHeader(format: .jpeg, width: 65_000, height: 65_000))
        let real = ImageFixtures.jpeg(
            ImageFixtures.jpeg(width: 33, height: 17), inserting: ImageFixtures.appSegments(payload: appBytes))
        #expect(ImageHeader(real) == ImageHeader(format: .jpeg, width: 33, height: 17))
    }

    /// libjpeg skips stray bytes and fill bytes between segments; so does the header walk, to find the
    /// frame libjpeg will decode.
    @Test func skipsStrayAndFillBytesBetweenSegments() {
        let jpeg = ImageFixtures.jpeg(
            ImageFixtures.jpeg(width: 9, height: 5), inserting: ImageFixtures.appSegments(payload: 10))
        let afterFirstSegment = jpeg.startIndex + 2 + 2 + 10 + 2
        var stray = jpeg
        stray.insert(contentsOf: [0x12, 0x00, 0xFF, 0x00, 0xFF, 0xFF, 0xFF], at: afterFirstSegment)
        #expect(ImageHeader(stray) == ImageHeader(format: .jpeg, width: 9, height: 5))
    }

    @Test func aJPEGWithoutAFrameBeforeItsScanHasNoHeader() {
        let scanFirst =
            Data([0xFF, 0xD8]) + ImageFixtures.appSegments(payload: 100)
            + Data([0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x00, 0xFF, 0xD9])
        #expect(ImageHeader(scanFirst) == nil)
        #expect(ImageHeader(Data([0xFF, 0xD8, 0xFF, 0xD9])) == nil)
        #expect(ImageHeader(ImageFixtures.jpegBomb(width: 100, height: 100, appBytes: 10).prefix(20)) == nil)
    }

    @Test func aZeroSizeIsNoHeader() {
        #expect(ImageHeader(ImageFixtures.jpegBomb(width: 0, height: 100, appBytes: 10)) == nil)
        #expect(ImageHeader(ImageFixtures.jpegBomb(width: 100, height: 0, appBytes: 10)) == nil)
        #expect(ImageHeader(ImageFixtures.pngClaiming(width: 0, height: 4)) == nil)
        #expect(ImageHeader(ImageFixtures.pngClaiming(width: 4, height: 0x8000_0000)) == nil)
    }

    @Test func aPNGWhoseFirstChunkIsNotIHDRHasNoHeader() {
        var png = ImageFixtures.png(width: 4, height: 4)
        png.replaceSubrange(png.startIndex + 12..<png.startIndex + 16, with: Data("tEXt".utf8))
        #expect(ImageHeader(png) == nil)
    }
}
