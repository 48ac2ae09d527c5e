import Foundation
import Testing

@testable import TesseraGraphics

/// The persistent frame surface: whole and regional draws match a fresh render pixel for pixel, and
/// its memory is Cairo's premultiplied ARGB32 (SDL's ARGB8888).
@Suite("Frame surface")
struct FrameSurfaceTests {
    let size = CGSize(width: 100, height: 60)

    func scene(boxColor: UIColor, text: String = "Hello") -> DisplayList {
        var list = DisplayList()
        list.fill(.rect(CGRect(origin: .zero, size: size)), color: .white)
        list.fill(.roundedRect(CGRect(x: 10, y: 10, width: 30, height: 20), radius: 6), color: boxColor)
        list.fill(.rect(CGRect(x: 50, y: 30, width: 40, height: 20)), color: UIColor.red.withAlphaComponent(0.5))
        list.drawText(AttributedText(text), in: CGRect(x: 4, y: 36, width: 60, height: 20))
        return list
    }

    @Test func aWholeDrawMatchesCanvasRender() {
        let surface = FrameSurface(width: 200, height: 120, scale: 2)
        surface.draw(scene(boxColor: .blue), appearance: .light)
        #expect(surface.bitmap() == Canvas.render(scene(boxColor: .blue), size: size, scale: 2))
    }

    @Test func aRegionalDrawChangesOnlyTheRegionAndMatchesAFreshRender() {
        let surface = FrameSurface(width: 300, height: 180, scale: 3)
        surface.draw(scene(boxColor: .blue), appearance: .light)
        let before = surface.bitmap()
        // The box (10, 10, 30×20 points) is 30…120 × 30…90 pixels at 3×.
        surface.draw(scene(boxColor: .green), appearance: .light, in: PixelRect(x: 30, y: 30, width: 90, height: 60))
        let after = surface.bitmap()
        #expect(after == Canvas.render(scene(boxColor: .green), size: size, scale: 3))
        #expect(after != before)
        #expect(after.rgba(atX: 200, y: 120) == before.rgba(atX: 200, y: 120))
    }

    @Test func outsideTheRegionNothingIsRedrawn() {
        let surface = FrameSurface(width: 100, height: 60, scale: 1)
        surface.draw(scene(boxColor: .blue), appearance: .light)
        // A list that paints everything black, drawn only in a 10×10 corner.
        var black = DisplayList()
        black.fill(.rect(CGRect(origin: .zero, size: size)), color: .black)
        surface.draw(black, appearance: .light, in: PixelRect(x: 0, y: 0, width: 10, height: 10))
        let bitmap = surface.bitmap()
        #expect(bitmap.rgba(atX: 5, y: 5) == [0, 0, 0, 255])
        #expect(bitmap.rgba(atX: 20, y: 20) == [0, 0, 255, 255])  // the blue box, untouched
        #expect(bitmap.rgba(atX: 95, y: 5) == [255, 255, 255, 255])
    }

    @Test func pixelsArePremultipliedNativeEndianARGBWords() {
        let surface = FrameSurface(width: 100, height: 60, scale: 1)
        var list = DisplayList()
        list.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: .blue)
        list.fill(.rect(CGRect(x: 20, y: 0, width: 10, height: 10)), color: UIColor.red.withAlphaComponent(0.5))
        surface.draw(list, appearance: .light)
        func word(x: Int, y: Int) -> UInt32 {
            surface.withPixels(in: PixelRect(x: x, y: y, width: 1, height: 1)) { $0.load(as: UInt32.self) }
        }
        #expect(word(x: 5, y: 5) == 0xFF00_00FF)
        #expect(word(x: 25, y: 5) == 0x8080_0000)
        #expect(word(x: 50, y: 50) == 0)
        #expect(surface.bytesPerRow >= 4 * 100)
    }

    @Test func theBitmapFollowsEachDraw() {
        let surface = FrameSurface(width: 100, height: 60, scale: 1)
        surface.draw(scene(boxColor: .blue), appearance: .light)
        #expect(surface.bitmap().rgba(atX: 20, y: 20) == [0, 0, 255, 255])
        surface.draw(scene(boxColor: .green), appearance: .light)
        #expect(
            surface.bitmap().rgba(atX: 20, y: 20)
                == Canvas.render(scene(boxColor: .green), size: size, scale: 1).rgba(atX: 20, y: 20))
    }

    @Test func pixelSizesAreCountedAsCanvasCountsThem() {
        #expect(FrameSurface.pixelSize(of: CGSize(width: 393, height: 852), scale: 3) == (1179, 2556))
        #expect(FrameSurface.pixelSize(of: CGSize(width: 100.0000000001, height: 0.5), scale: 1) == (100, 1))
    }

    @Test(arguments: [(3, 4), (-5, 2), (0, -3), (6, 0)])
    func movingContentsShiftsOnlyTheRectangle(dx: Int, dy: Int) {
        func box(at origin: CGPoint) -> DisplayList {
            var list = DisplayList()
            list.fill(.rect(CGRect(x: origin.x, y: origin.y, width: 8, height: 5)), color: .red)
            list.fill(.rect(CGRect(x: 30, y: 2, width: 4, height: 4)), color: .green)  // outside the moved part
            return list
        }
        let surface = FrameSurface(width: 40, height: 30, scale: 1)
        surface.draw(box(at: CGPoint(x: 10, y: 12)), appearance: .light)
        surface.moveContents(of: PixelRect(x: 0, y: 8, width: 28, height: 22), dx: dx, dy: dy)
        let expected = Canvas.render(
            box(at: CGPoint(x: 10 + dx, y: 12 + dy)), size: CGSize(width: 40, height: 30), scale: 1)
        #expect(surface.bitmap() == expected)
    }
}
