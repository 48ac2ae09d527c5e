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
        #expect(ImageHeader(ImageFixtures.jpeg(width: 33, height: 17)) == ImageHeader(format: .jpeg, width: 33, height: 17))
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
}
