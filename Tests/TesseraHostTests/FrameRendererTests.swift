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

/// Scrolling moves the content's pixels instead of drawing them again (`ContentShift`); every frame
/// stays pixel-equal to a fresh render.
@Suite("Frame renderer, scrolling")
@MainActor
struct FrameRendererScrollingTests {
    /// A window with a scroll view of 60 labelled rows (with blurred shadows when `shadowed`, which
    /// the scroll view's edges cut) under a translucent bar that stays put.
    func makeScrollingWindow(shadowed: Bool = false) -> (UIWindow, UIScrollView) {
        let window = UIWindow(device: .desktop)
        window.frame = CGRect(x: 0, y: 0, width: 240, height: 320)
        let root = UIView()
        root.backgroundColor = .systemBackground
        window.rootView = root
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 20, width: 240, height: 280))
        scrollView.backgroundColor = .systemGroupedBackground
        scrollView.contentSize = CGSize(width: 240, height: 60 * 44)
        root.addSubview(scrollView)
        for row in 0..<60 {
            let cell = UIView(frame: CGRect(x: 8, y: CGFloat(row) * 44, width: 224, height: 40))
            cell.backgroundColor = row.isMultiple(of: 3) ? .systemOrange : .secondarySystemGroupedBackground
            cell.layer.cornerRadius = 6
            if shadowed {
                cell.layer.shadowOpacity = 0.4
                cell.layer.shadowOffset = CGSize(width: 0, height: 3)
                cell.layer.shadowRadius = 6
            }
            let label = UILabel(frame: CGRect(x: 10, y: 8, width: 200, height: 24))
            label.text = "Row \(row) — scrolling ✓"
            cell.addSubview(label)
            scrollView.addSubview(cell)
        }
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
        bar.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5)
        root.addSubview(bar)
        return (window, scrollView)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func scrolledFramesMoveTheContentAndMatchAFreshRender(scale: CGFloat) throws {
        let moved = scrollFrames(shadowed: false, to: [40, 80, 81, 500, 480, 479, 1200, 1201, 0], scale: scale)
        // Jumps of a whole screen or more draw everything; steps within a screen move pixels.
        #expect(moved >= 5)
    }

    @Test(arguments: [1.0, 3.0])
    func scrollingShadowedRowsMovesTheirPixelsAndMatchesAFreshRender(scale: CGFloat) throws {
        #expect(scrollFrames(shadowed: true, to: [40, 80, 81, 300, 287, 0], scale: scale) >= 4)
    }

    /// Scrolls the window's rows to each of `offsets`, checking every frame against a fresh render;
    /// returns how many frames drew less than half the window.
    func scrollFrames(shadowed: Bool, to offsets: [CGFloat], scale: CGFloat) -> Int {
        let (window, scrollView) = makeScrollingWindow(shadowed: shadowed)
        let renderer = FrameRenderer()
        renderer.render(window, scale: scale)
        let whole = Int(240 * scale) * Int(320 * scale)
        var moved = 0
        for offset in offsets {
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
            renderer.render(window, scale: scale)
            if renderer.lastRasterizedPixelCount < whole / 2 { moved += 1 }
            let fresh = Canvas.render(
                window.makeDisplayList(), size: window.bounds.size, scale: scale, appearance: .light)
            #expect(renderer.surface?.bitmap() == fresh, "offset \(offset) at \(scale)×")
        }
        return moved
    }

    @Test func aScrollViewReachingPastTheWindowMovesOnlyWhatIsOnScreen() throws {
        let (window, scrollView) = makeScrollingWindow()
        scrollView.frame = CGRect(x: -30, y: 20, width: 300, height: 500)  // past the left and bottom edges
        let renderer = FrameRenderer()
        renderer.render(window, scale: 2)
        var moved = 0
        for offset in [44.0, 88, 20, 400, 380] as [CGFloat] {
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
            renderer.render(window, scale: 2)
            if renderer.lastRasterizedPixelCount < 480 * 640 / 2 { moved += 1 }
            let fresh = Canvas.render(window.makeDisplayList(), size: window.bounds.size, scale: 2, appearance: .light)
            #expect(renderer.surface?.bitmap() == fresh, "offset \(offset)")
        }
        #expect(moved >= 3)
    }

    @Test func aFractionalPixelStepDrawsTheFrameWhole() throws {
        let (window, scrollView) = makeScrollingWindow()
        let renderer = FrameRenderer()
        renderer.render(window, scale: 2)
        scrollView.contentOffset = CGPoint(x: 0, y: 10.25)  // half a pixel at 2×: nothing can be moved
        renderer.render(window, scale: 2)
        #expect(renderer.lastRasterizedPixelCount == 480 * 640)
        let fresh = Canvas.render(window.makeDisplayList(), size: window.bounds.size, scale: 2, appearance: .light)
        #expect(renderer.surface?.bitmap() == fresh)
    }
}
