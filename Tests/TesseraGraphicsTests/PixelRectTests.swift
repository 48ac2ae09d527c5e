import TesseraGraphics
import Testing

@Suite struct PixelRectTests {
    let dirty = PixelRect(x: 10, y: 20, width: 100, height: 50)

    @Test func areaIsWidthTimesHeight() {
        #expect(dirty.area == 5_000)
        #expect(PixelRect(x: 3, y: 4, width: 0, height: 9).area == 0)
    }

    @Test func containsRectanglesInsideItIncludingItself() {
        #expect(dirty.contains(PixelRect(x: 20, y: 30, width: 10, height: 10)))
        #expect(dirty.contains(dirty))
        // Touching the right and bottom edges from inside: the last pixel column is x = 109.
        #expect(dirty.contains(PixelRect(x: 100, y: 60, width: 10, height: 10)))
    }

    @Test func doesNotContainRectanglesThatCrossAnEdge() {
        #expect(!dirty.contains(PixelRect(x: 9, y: 20, width: 10, height: 10)))
        #expect(!dirty.contains(PixelRect(x: 101, y: 60, width: 10, height: 10)))
        #expect(!dirty.contains(PixelRect(x: 10, y: 61, width: 10, height: 10)))
    }

    @Test func describesOriginAndSize() {
        #expect(dirty.description == "(10, 20, 100×50)")
    }
}
