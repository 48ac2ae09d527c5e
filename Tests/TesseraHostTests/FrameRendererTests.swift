import Foundation
import TesseraGraphics
import TesseraUI
import Testing

@testable import TesseraHost

/// The window host's frame path without a display: one surface for every frame of a size, drawn in
/// place, pixel-equal to a fresh render.
@Suite("Frame renderer")
@MainActor
struct FrameRendererTests {
    func makeWindow() -> (UIWindow, UIView) {
        let window = UIWindow(device: .desktop)
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let root = UIView()
        root.backgroundColor = .white
        window.rootView = root
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        box.backgroundColor = .blue
        root.addSubview(box)
        return (window, box)
    }

    func freshRender(_ window: UIWindow, scale: CGFloat) -> Bitmap {
        Canvas.render(window.makeDisplayList(), size: window.bounds.size, scale: scale, appearance: .light)
    }

    @Test func framesOfOneSizeReuseOneSurface() throws {
        let (window, box) = makeWindow()
        let renderer = FrameRenderer()
        #expect(renderer.render(window, scale: 2) == PixelRect(x: 0, y: 0, width: 400, height: 200))
        let surface = try #require(renderer.surface)
        for step in 1...20 {
            box.frame.origin.x = CGFloat(10 + 5 * step)
            let drawn = try #require(renderer.render(window, scale: 2))
            #expect(drawn.area < 400 * 200 / 2)
            #expect(renderer.lastRenderWasPartial)
        }
        #expect(renderer.surface === surface)
        #expect(surface.bitmap() == freshRender(window, scale: 2))
    }

    @Test func unchangedDrawingDrawsNothing() {
        let (window, _) = makeWindow()
        let renderer = FrameRenderer()
        renderer.render(window, scale: 1)
        window.setNeedsDisplay()
        #expect(renderer.render(window, scale: 1)?.area == 0)
    }

    @Test func wholeFramesStillReuseTheSurface() throws {
        let (window, box) = makeWindow()
        let renderer = FrameRenderer()
        renderer.rendersDirtyRegionsOnly = false
        renderer.render(window, scale: 1)
        let surface = try #require(renderer.surface)
        box.backgroundColor = .red
        #expect(renderer.render(window, scale: 1) == PixelRect(x: 0, y: 0, width: 200, height: 100))
        #expect(!renderer.lastRenderWasPartial)
        #expect(renderer.surface === surface)
        #expect(surface.bitmap() == freshRender(window, scale: 1))
    }

    @Test func aNewSizeOrScaleGetsANewSurface() throws {
        let (window, _) = makeWindow()
        let renderer = FrameRenderer()
        renderer.render(window, scale: 1)
        let first = try #require(renderer.surface)
        renderer.render(window, scale: 2)
        let second = try #require(renderer.surface)
        #expect(second !== first && second.width == 400)
        window.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        renderer.render(window, scale: 2)
        #expect(renderer.surface?.width == 240 && renderer.surface?.height == 160)
        #expect(renderer.surface?.bitmap() == freshRender(window, scale: 2))
    }

    @Test func aWindowWithoutPixelsRendersNothing() {
        let window = UIWindow(device: .desktop)
        window.frame = .zero
        let renderer = FrameRenderer()
        #expect(renderer.render(window, scale: 1) == nil)
        #expect(renderer.surface == nil)
    }
}
