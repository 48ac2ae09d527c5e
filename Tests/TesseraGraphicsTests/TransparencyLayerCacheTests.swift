import Foundation
import Testing

@testable import TesseraGraphics

/// Fading transparency layers (an opacity animation) are composited from the raster the surface
/// kept, and every draw still matches a render without any kept raster (`Canvas.render`) pixel for
/// pixel.
@Suite("Transparency layer rasters")
struct TransparencyLayerCacheTests {
    let size = CGSize(width: 120, height: 80)

    /// A white background and a card faded to `alpha`, moved by `offset`, under `clip` when given: a
    /// rounded fill, a translucent box, text and a dynamic colour (light and dark differ) inside the
    /// layer.
    func scene(
        alpha: Double, text: String = "Fading", cardColor: UIColor = .systemBlue, offset: CGFloat = 10.5,
        clip: Path? = nil
    ) -> DisplayList {
        var list = DisplayList()
        list.fill(.rect(CGRect(origin: .zero, size: size)), color: .white)
        list.fill(.rect(CGRect(x: 0, y: 50, width: 120, height: 30)), color: .orange)
        list.save()
        if let clip { list.clip(to: clip) }
        list.concatenate(CGAffineTransform(translationX: offset, y: 8))
        list.beginTransparencyLayer(alpha: alpha)
        list.fill(.roundedRect(CGRect(x: 0, y: 0, width: 90, height: 56), radius: 10), color: cardColor)
        list.fill(.rect(CGRect(x: 50, y: 30, width: 60, height: 20)), color: UIColor.red.withAlphaComponent(0.5))
        list.drawText(AttributedText(text), in: CGRect(x: 6, y: 6, width: 80, height: 20))
        list.endTransparencyLayer()
        list.restore()
        return list
    }

    func uncached(_ list: DisplayList, scale: CGFloat, appearance: UIUserInterfaceStyle = .light) -> Bitmap {
        Canvas.render(list, size: size, scale: scale, appearance: appearance)
    }

    func surface(scale: CGFloat) -> FrameSurface {
        FrameSurface(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale)
    }

    /// The first two draws of a fade draw the layer (the second finds it fading and keeps it); the
    /// rest composite the kept raster.
    @Test(arguments: [1.0, 2.0, 3.0])
    func aFadeReusesTheLayerAndMatchesUncachedRenders(scale: CGFloat) {
        let surface = surface(scale: scale)
        let alphas = [0.1, 0.35, 0.6, 0.85, 1.0]
        for alpha in alphas {
            surface.draw(scene(alpha: alpha), appearance: .light)
            #expect(surface.bitmap() == uncached(scene(alpha: alpha), scale: scale))
        }
        #expect(surface.reusedLayerCount == alphas.count - 2)
    }

    /// A layer drawn again at the same alpha (a disabled control) is not kept.
    @Test func anUnchangingLayerIsNotKept() {
        let surface = surface(scale: 1)
        for _ in 0..<4 { surface.draw(scene(alpha: 0.5), appearance: .light) }
        #expect(surface.reusedLayerCount == 0)
        #expect(surface.bitmap() == uncached(scene(alpha: 0.5), scale: 1))
    }

    /// Regional draws key their rasters by their clip: a fade drawn region by region reuses them
    /// and matches.
    @Test func regionalDrawsOfAFadeMatchUncachedRenders() {
        let surface = surface(scale: 2)
        surface.draw(scene(alpha: 0.2), appearance: .light)
        let region = PixelRect(x: 20, y: 16, width: 220, height: 114)
        for alpha in [0.4, 0.55, 0.7, 0.9] {
            surface.draw(scene(alpha: alpha), appearance: .light, in: region)
            #expect(surface.bitmap() == uncached(scene(alpha: alpha), scale: 2))
        }
        #expect(surface.reusedLayerCount == 2)
    }

    @Test func changedContentsAreDrawnAgain() {
        let surface = surface(scale: 1)
        surface.draw(scene(alpha: 0.3), appearance: .light)
        surface.draw(scene(alpha: 0.5), appearance: .light)
        surface.draw(scene(alpha: 0.6, text: "Changed"), appearance: .light)
        #expect(surface.bitmap() == uncached(scene(alpha: 0.6, text: "Changed"), scale: 1))
        surface.draw(scene(alpha: 0.7, text: "Changed", cardColor: .green), appearance: .light)
        #expect(surface.bitmap() == uncached(scene(alpha: 0.7, text: "Changed", cardColor: .green), scale: 1))
        #expect(surface.reusedLayerCount == 0)
    }

    /// A layer that moved is drawn again where it now is.
    @Test func aMovedLayerIsDrawnAgain() {
        let surface = surface(scale: 1)
        surface.draw(scene(alpha: 0.3), appearance: .light)
        surface.draw(scene(alpha: 0.5), appearance: .light)
        surface.draw(scene(alpha: 0.6, offset: 14), appearance: .light)
        #expect(surface.reusedLayerCount == 0)
        #expect(surface.bitmap() == uncached(scene(alpha: 0.6, offset: 14), scale: 1))
    }

    /// Under a rounded clip (not a list of rectangles) nothing is kept: a clip of another shape
    /// with the same extents must not reuse a raster cut to the old one.
    @Test func aRoundedClipIsNeverReused() {
        let surface = surface(scale: 2)
        let clipRect = CGRect(x: 5, y: 5, width: 110, height: 70)
        for (alpha, radius) in [(0.3, 20.0), (0.5, 20.0), (0.7, 4.0), (0.8, 4.0)] {
            let list = scene(alpha: alpha, clip: .roundedRect(clipRect, radius: radius))
            surface.draw(list, appearance: .light)
            #expect(surface.bitmap() == uncached(list, scale: 2))
        }
        #expect(surface.reusedLayerCount == 0)
    }

    /// The same commands in the other appearance resolve their dynamic colours anew.
    @Test func anAppearanceChangeDrawsTheLayerAgain() {
        let surface = surface(scale: 1)
        surface.draw(scene(alpha: 0.3), appearance: .light)
        surface.draw(scene(alpha: 0.5), appearance: .light)
        surface.draw(scene(alpha: 0.6), appearance: .dark)
        #expect(surface.reusedLayerCount == 0)
        #expect(surface.bitmap() == uncached(scene(alpha: 0.6), scale: 1, appearance: .dark))
        #expect(surface.bitmap() != uncached(scene(alpha: 0.6), scale: 1, appearance: .light))
    }

    /// Nested layers: a fading outer layer is reused whole; a change inside it draws it again.
    @Test func nestedLayers() {
        func nested(outer: Double, inner: Double) -> DisplayList {
            var list = DisplayList()
            list.fill(.rect(CGRect(origin: .zero, size: size)), color: .white)
            list.beginTransparencyLayer(alpha: outer)
            list.fill(.rect(CGRect(x: 10, y: 10, width: 60, height: 40)), color: .blue)
            list.beginTransparencyLayer(alpha: inner)
            list.fill(.ellipse(in: CGRect(x: 30, y: 20, width: 50, height: 40)), color: .purple)
            list.endTransparencyLayer()
            list.endTransparencyLayer()
            return list
        }
        let surface = surface(scale: 1)
        for outer in [0.2, 0.4, 0.6] {
            surface.draw(nested(outer: outer, inner: 0.5), appearance: .light)
            #expect(surface.bitmap() == uncached(nested(outer: outer, inner: 0.5), scale: 1))
        }
        #expect(surface.reusedLayerCount == 1)
        surface.draw(nested(outer: 0.8, inner: 0.3), appearance: .light)
        #expect(surface.bitmap() == uncached(nested(outer: 0.8, inner: 0.3), scale: 1))
        #expect(surface.reusedLayerCount == 1)
    }
}
