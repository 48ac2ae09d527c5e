import Foundation
import TesseraGraphics
import TesseraUI
import Testing

@testable import TesseraHost

/// Rendering only the region whose drawing changed, checked pixel for pixel against full renders.
@Suite("Region rendering")
@MainActor
struct RegionRenderingTests {
    /// A white window with a label, a blue box and a translucent rounded card.
    @MainActor
    final class Screen {
        let window = UIWindow(device: .desktop)
        let label = UILabel()
        let box = UIView(frame: CGRect(x: 200, y: 40, width: 50, height: 50))
        let card = UIView(frame: CGRect(x: 20, y: 140, width: 160, height: 60))

        init() {
            window.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
            let root = UIView()
            root.backgroundColor = .white
            window.rootView = root
            label.text = "Hello"
            label.frame = CGRect(x: 20, y: 20, width: 120, height: 30)
            box.backgroundColor = .blue
            card.backgroundColor = .red
            card.alpha = 0.5
            card.layer.cornerRadius = 12
            root.addSubview(label)
            root.addSubview(box)
            root.addSubview(card)
        }

        func render(after previous: RenderedFrame?, scale: CGFloat = 2) -> RegionRendering.Result {
            RegionRendering.render(
                window.makeDisplayList(), size: window.bounds.size, scale: scale, appearance: .light, previous: previous
            )!
        }

        func fullRender(scale: CGFloat = 2) -> Bitmap {
            Canvas.render(window.makeDisplayList(), size: window.bounds.size, scale: scale, appearance: .light)
        }
    }

    @Test func aChangedLabelRerendersOnlyItsRectangleAndMatchesAFullRender() throws {
        let screen = Screen()
        let first = screen.render(after: nil)
        #expect(!first.isPartial)
        #expect(first.renderedRect == PixelRect(x: 0, y: 0, width: 640, height: 480))
        let firstPixels = first.frame.surface.bitmap()
        screen.label.text = "Hello, world"
        let second = screen.render(after: first.frame)
        #expect(second.isPartial)
        // The label's frame (20, 20, 120×30) in pixels, plus the text margin (15 points) around it.
        let labelPixels = PixelRect(x: 40, y: 40, width: 240, height: 60)
        #expect(second.renderedRect.contains(labelPixels))
        #expect(second.renderedRect.area < 640 * 480 / 4)
        #expect(second.frame.surface.bitmap() == screen.fullRender())
        #expect(second.frame.surface.bitmap() != firstPixels)
        #expect(second.frame.surface === first.frame.surface)  // drawn in place: no new surface
    }

    @Test func unchangedDrawingRendersNothing() {
        let screen = Screen()
        let first = screen.render(after: nil)
        let firstPixels = first.frame.surface.bitmap()
        let second = screen.render(after: first.frame)
        #expect(second.isPartial)
        #expect(second.renderedRect.area == 0)
        #expect(second.frame.surface.bitmap() == firstPixels)
    }

    @Test func aMovedViewDirtiesItsOldAndNewFrames() {
        let screen = Screen()
        let first = screen.render(after: nil, scale: 1)
        screen.box.frame.origin = CGPoint(x: 260, y: 40)
        let second = screen.render(after: first.frame, scale: 1)
        #expect(second.isPartial)
        #expect(second.renderedRect.contains(PixelRect(x: 200, y: 40, width: 110, height: 50)))
        #expect(second.frame.surface.bitmap() == screen.fullRender(scale: 1))
    }

    @Test func hiddenRemovedAndTranslucentViewsMatchAFullRender() {
        let screen = Screen()
        var previous = screen.render(after: nil).frame
        screen.box.isHidden = true
        var result = screen.render(after: previous)
        #expect(result.isPartial)
        #expect(result.renderedRect.contains(PixelRect(x: 400, y: 80, width: 100, height: 100)))
        #expect(result.frame.surface.bitmap() == screen.fullRender())
        previous = result.frame
        screen.card.alpha = 0.8
        result = screen.render(after: previous)
        #expect(result.isPartial)
        #expect(result.frame.surface.bitmap() == screen.fullRender())
        previous = result.frame
        screen.label.removeFromSuperview()
        result = screen.render(after: previous)
        #expect(result.isPartial)
        #expect(result.frame.surface.bitmap() == screen.fullRender())
    }

    @Test func aLargeChangeOrANewSizeRendersWhole() {
        let screen = Screen()
        let first = screen.render(after: nil)
        screen.window.rootView?.backgroundColor = .black
        let recoloured = screen.render(after: first.frame)
        #expect(!recoloured.isPartial)
        #expect(recoloured.renderedRect.area == 640 * 480)
        screen.window.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        let resized = screen.render(after: recoloured.frame)
        #expect(!resized.isPartial)
        #expect(resized.frame.surface.width == 600)
        let rescaled = screen.render(after: resized.frame, scale: 1)
        #expect(!rescaled.isPartial)
    }

    /// A shadow is blurred whole (its mask does not depend on the clip), so a change whose
    /// rectangle cuts through a shadow's blur is still rendered alone, pixel-equal to a full render.
    @Test(arguments: [1.0, 2.0, 3.0])
    func aChangeCuttingThroughAShadowRendersAloneAndMatchesAFullRender(scale: CGFloat) {
        let screen = Screen()
        screen.box.layer.cornerRadius = 10
        screen.box.layer.shadowOpacity = 1
        screen.box.layer.shadowOffset = CGSize(width: 3, height: 2.5)
        screen.box.layer.shadowRadius = 7
        var previous = screen.render(after: nil, scale: scale).frame
        for colour in [UIColor.green, .orange, .purple] {
            screen.box.backgroundColor = colour
            let result = screen.render(after: previous, scale: scale)
            #expect(result.isPartial)
            #expect(result.rasterizedPixelCount < Int(320 * 240 * scale * scale) / 8)
            #expect(result.frame.surface.bitmap() == screen.fullRender(scale: scale))
            previous = result.frame
        }
        // A label slid under part of the blur: its old and new rectangles each cut the shadow.
        screen.label.frame.origin = CGPoint(x: 150, y: 70)
        let moved = screen.render(after: previous, scale: scale)
        #expect(moved.isPartial)
        #expect(moved.frame.surface.bitmap() == screen.fullRender(scale: scale))
    }

    /// A small change on a large shadowed card (a journal card): the redrawn rectangle is far
    /// smaller than the card, so blurring only what reaches it would cut the card's rounded
    /// silhouette at the mask's sides.
    @Test(arguments: [1.0, 2.0, 3.0])
    func aSmallChangeOnALargeShadowedCardMatchesAFullRender(scale: CGFloat) {
        let screen = Screen()
        let card = UIView(frame: CGRect(x: 12, y: 12, width: 296, height: 200))
        card.backgroundColor = .white
        card.layer.cornerRadius = 14
        card.layer.shadowOpacity = 0.3
        card.layer.shadowOffset = CGSize(width: 0, height: 3)
        card.layer.shadowRadius = 9
        let dot = UIView(frame: CGRect(x: 40, y: 186, width: 6, height: 6))
        dot.backgroundColor = .red
        card.addSubview(dot)
        screen.window.rootView?.addSubview(card)
        var previous = screen.render(after: nil, scale: scale).frame
        for x in [4.0, 150, 287] {  // near the left corner, the middle and the right corner
            dot.frame.origin.x = x
            let result = screen.render(after: previous, scale: scale)
            #expect(result.isPartial)
            #expect(result.frame.surface.bitmap() == screen.fullRender(scale: scale), "dot at \(x), \(scale)×")
            previous = result.frame
        }
    }

    /// A shadow under a squashing transform blurs as far in window space as √|det| × its radius: the
    /// region drawn again covers the whole blur, and each frame equals a full render. So does a
    /// shadowed view inside a translucent layer.
    @Test func shadowsUnderASquashingTransformOrInsideATranslucentLayerMatchAFullRender() {
        let screen = Screen()
        screen.box.layer.shadowOpacity = 1
        screen.box.layer.shadowRadius = 20
        screen.card.layer.shadowOpacity = 0.8
        screen.card.layer.shadowRadius = 4  // the card has alpha 0.5: a transparency layer
        var previous = screen.render(after: nil).frame
        for step in 1...4 {
            screen.box.transform = CGAffineTransform(scaleX: 1, y: 0.05 * CGFloat(step))
            screen.card.frame.origin.x = 20 + CGFloat(step)
            let result = screen.render(after: previous)
            #expect(result.frame.surface.bitmap() == screen.fullRender(), "step \(step)")
            previous = result.frame
        }
    }

    /// A shadow radius far past any blur (UIKit takes any radius) draws no shadow, full or partial.
    @Test(arguments: [1e6, 1e10, 1e20, 1e300, .greatestFiniteMagnitude])
    func aHugeShadowRadiusRendersLikeAFullRender(radius: Double) {
        let screen = Screen()
        screen.box.layer.shadowOpacity = 1
        screen.box.layer.shadowRadius = CGFloat(radius)
        let first = screen.render(after: nil)
        #expect(first.frame.surface.bitmap() == screen.fullRender())
        screen.label.text = "Hello, world"
        let second = screen.render(after: first.frame)
        #expect(second.frame.surface.bitmap() == screen.fullRender())
        // The box itself is drawn, blue.
        #expect(second.frame.surface.bitmap().rgba(atX: 450, y: 130) == [0, 0, 255, 255])
    }

    /// A shadow too large to blur whole is blurred only where it reaches the clip: a change near it
    /// renders the frame whole.
    @Test func aChangeNearAShadowTooLargeToBlurWholeRendersWhole() {
        let screen = Screen()
        let panel = UIView(frame: CGRect(x: -600, y: -600, width: 1500, height: 1500))
        panel.backgroundColor = .white
        panel.layer.shadowOpacity = 1
        panel.layer.shadowRadius = 4
        screen.window.rootView?.insertSubview(panel, at: 0)
        let first = screen.render(after: nil)
        screen.box.backgroundColor = .green
        let second = screen.render(after: first.frame)
        #expect(!second.isPartial)
        #expect(second.frame.surface.bitmap() == screen.fullRender())
    }
}

extension SDLHostTests {
    @Suite("Headless host region rendering")
    @MainActor
    struct HostRegionRenderingTests {
        @Test func aChangedLabelIsRenderedAloneAndTheFrameMatchesAFullRender() async throws {
            let scene = Scene()
            let label = UILabel()
            label.text = "One"
            label.frame = CGRect(x: 10, y: 90, width: 80, height: 24)
            scene.root.addSubview(label)
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            #expect(host.statistics.lastRenderedRect == PixelRect(x: 0, y: 0, width: 200, height: 120))
            label.text = "Two"
            await host.run(turns: 1)
            #expect(host.statistics.partialRenderCount == 1)
            let rendered = try #require(host.statistics.lastRenderedRect)
            #expect(rendered.contains(PixelRect(x: 10, y: 90, width: 80, height: 24)))
            #expect(rendered.area < 200 * 120 / 2)
            #expect(host.statistics.renderedPixelCount == 200 * 120 + rendered.area)
            let full = Canvas.render(
                scene.window.makeDisplayList(), size: scene.window.bounds.size, scale: host.displayScale,
                appearance: scene.window.windowTraits.userInterfaceStyle)
            #expect(host.lastFrame == full)
        }
    }
}
