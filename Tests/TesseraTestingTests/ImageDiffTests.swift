import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@Suite struct ImageDiffTests {
    func bitmap(_ color: UIColor, width: Int = 10, height: Int = 10) -> Bitmap {
        Bitmap(width: width, height: height, scale: 1, fill: color)
    }

    @Test func identicalBitmapsMatchExactly() {
        let diff = ImageDiff(reference: bitmap(.red), actual: bitmap(.red), tolerance: .exact)
        #expect(diff.matches)
        #expect(diff.differingPixelCount == 0)
        #expect(diff.maximumDelta == 0)
    }

    @Test func aDifferentSizeNeverMatches() {
        let diff = ImageDiff(reference: bitmap(.red), actual: bitmap(.red, width: 11), tolerance: .default)
        #expect(!diff.sizesMatch)
        #expect(!diff.matches)
        #expect("\(diff.referenceSize) \(diff.actualSize)" == "10×10 11×10")
    }

    @Test func aOneLevelChangeIsBelowTheDefaultTolerance() {
        let reference = bitmap(UIColor(rgb: 0x808080))
        let actual = bitmap(UIColor(rgb: 0x818181))
        let diff = ImageDiff(reference: reference, actual: actual, tolerance: .default)
        #expect(diff.matches)
        #expect(diff.maximumDelta > 0 && diff.maximumDelta < 1)
        #expect(!ImageDiff(reference: reference, actual: actual, tolerance: .exact).matches)
    }

    @Test func blackAgainstWhiteIsTheLargestLightnessDifference() {
        let diff = ImageDiff(reference: bitmap(.black), actual: bitmap(.white), tolerance: .default)
        #expect(abs(diff.maximumDelta - 100) < 0.01)
        #expect(diff.differingPixelCount == 100)
    }

    @Test func aFewDifferingPixelsPassUnderAFractionTolerance() {
        var pixels = bitmap(.white).pixels
        pixels[0...2] = [0, 0, 0]
        let actual = Bitmap(width: 10, height: 10, scale: 1, pixels: pixels)
        let strict = ImageDiff(
            reference: bitmap(.white), actual: actual,
            tolerance: ImageTolerance(perPixelDelta: 2.3, differingFraction: 0))
        let lenient = ImageDiff(
            reference: bitmap(.white), actual: actual,
            tolerance: ImageTolerance(perPixelDelta: 2.3, differingFraction: 0.01))
        #expect(strict.differingPixelCount == 1)
        #expect(!strict.matches)
        #expect(lenient.matches)
    }

    @Test func opacityChangesCount() {
        let diff = ImageDiff(
            reference: bitmap(.clear), actual: bitmap(UIColor(white: 1, alpha: 0.5)), tolerance: .default)
        #expect(diff.differingPixelCount == 100)
    }

    @Test func diffImageMarksDifferingPixelsMagenta() throws {
        var pixels = bitmap(.white).pixels
        pixels[0...2] = [0, 0, 0]
        let actual = Bitmap(width: 10, height: 10, scale: 1, pixels: pixels)
        let image = try #require(ImageDiff.image(reference: bitmap(.white), actual: actual, tolerance: .default))
        #expect(Array(image.pixels[0..<4]) == [255, 0, 255, 255])
        #expect(image.pixels[4] == image.pixels[5] && image.pixels[4] != 255 || image.pixels[4] == 255)
        #expect(Array(image.pixels[4..<7]) != [255, 0, 255])
    }
}
