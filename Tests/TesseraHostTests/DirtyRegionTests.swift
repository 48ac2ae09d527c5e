import TesseraGraphics
import Testing

@testable import TesseraHost

@Suite("Dirty region")
struct DirtyRegionTests {
    private let base = Bitmap(width: 8, height: 6, fill: .white)

    private func changing(_ points: [(Int, Int)]) -> Bitmap {
        var bitmap = base
        for (x, y) in points { bitmap.pixels[4 * (y * 8 + x)] = 0 }
        return bitmap
    }

    @Test func noPreviousFrameUploadsEverything() {
        #expect(DirtyRegion.changedRect(from: nil, to: base) == PixelRect(x: 0, y: 0, width: 8, height: 6))
    }

    @Test func aPreviousFrameOfAnotherSizeUploadsEverything() {
        let small = Bitmap(width: 4, height: 6, fill: .white)
        #expect(DirtyRegion.changedRect(from: small, to: base) == PixelRect(x: 0, y: 0, width: 8, height: 6))
    }

    @Test func identicalFramesHaveNoDirtyRegion() {
        #expect(DirtyRegion.changedRect(from: base, to: base) == nil)
    }

    @Test func anEmptyFrameHasNoDirtyRegion() {
        #expect(DirtyRegion.changedRect(from: nil, to: Bitmap(width: 0, height: 0)) == nil)
    }

    @Test func oneChangedPixelIsAOneByOneRect() {
        #expect(
            DirtyRegion.changedRect(from: base, to: changing([(3, 4)])) == PixelRect(x: 3, y: 4, width: 1, height: 1))
    }

    @Test func scatteredChangesAreBoundedWithUnchangedRowsBetween() {
        let rect = DirtyRegion.changedRect(from: base, to: changing([(5, 1), (2, 4), (6, 4)]))
        #expect(rect == PixelRect(x: 2, y: 1, width: 5, height: 4))
    }

    @Test func changesInTheCornersCoverTheWholeFrame() {
        let rect = DirtyRegion.changedRect(from: base, to: changing([(0, 0), (7, 5)]))
        #expect(rect == PixelRect(x: 0, y: 0, width: 8, height: 6))
    }

    @Test func anAlphaOnlyChangeCounts() {
        var bitmap = base
        bitmap.pixels[4 * (2 * 8 + 1) + 3] = 10
        #expect(DirtyRegion.changedRect(from: base, to: bitmap) == PixelRect(x: 1, y: 2, width: 1, height: 1))
    }
}
