import Foundation
import Testing

@testable import TesseraGraphics

/// Transparency layers drawn again unchanged (an opacity animation) are composited from the raster
/// the surface kept, and every frame still matches a fresh render pixel for pixel.
@Suite("Transparency layer rasters")
struct TransparencyLayerCacheTests {
    let size = CGSize(width: 120, height: 80)

    /// A white background and a card faded to `alpha`: a rounded fill, a translucent box, text and
    /// a dynamic colour (light and dark differ) inside the layer.
    func scene(alpha: Double, text: String = "Fading", cardColor: UIColor = .systemBlue) -> DisplayList {
        var list = DisplayList()
        list.fill(.rect(CGRect(origin: .zero, size: size)), color: .white)
        list.fill(.rect(CGRect(x: 0, y: 50, width: 120, height: 30)), color: .orange)
        list.save()
        list.concatenate(CGAffineTransform(translationX: 10.5, y: 8))
        list.beginTransparencyLayer(alpha: alpha)
        list.fill(.roundedRect(CGRect(x: 0, y: 0, width: 90, height: 56), radius: 10), color: cardColor)
        list.fill(.rect(CGRect(x: 50, y: 30, width: 60, height: 20)), color: UIColor.red.withAlphaComponent(0.5))
        list.drawText(AttributedText(text), in: CGRect(x: 6, y: 6, width: 80, height: 20))
        list.endTransparencyLayer()
        list.restore()
        return list
    }

    func fresh(_ list: DisplayList, scale: CGFloat, appearance: UIUserInterfaceStyle = .light) -> Bitmap {
        let surface = FrameSurface(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale)
        surface.draw(list, appearance: appearance)
        return surface.bitmap()
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aFadeReusesTheLayerAndMatchesFreshRenders(scale: CGFloat) {
        let surface = FrameSurface(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale)
        let alphas = [0.1, 0.35, 0.6, 0.85, 1.0]
        for alpha in alphas {
            surface.draw(scene(alpha: alpha), appearance: .light)
            #expect(surface.bitmap() == fresh(scene(alpha: alpha), scale: scale))
        }
        #expect(surface.reusedLayerCount == alphas.count - 1)
    }

    /// A regional draw keys its rasters by its clip too: a fade drawn region by region reuses them
    /// and matches.
    @Test func regionalDrawsOfAFadeMatchFreshRenders() {
        let surface = FrameSurface(width: 240, height: 160, scale: 2)
        surface.draw(scene(alpha: 0.2), appearance: .light)
        let region = PixelRect(x: 20, y: 16, width: 220, height: 114)
        for alpha in [0.4, 0.7, 0.9] {
            surface.draw(scene(alpha: alpha), appearance: .light, in: region)
            #expect(surface.bitmap() == fresh(scene(alpha: alpha), scale: 2))
        }
        #expect(surface.reusedLayerCount == 2)
    }

    @Test func changedContentsAreDrawnAgain() {
        let surface = FrameSurface(width: 120, height: 80, scale: 1)
        surface.draw(scene(alpha: 0.5), appearance: .light)
        surface.draw(scene(alpha: 0.5, text: "Changed"), appearance: .light)
        #expect(surface.bitmap() == fresh(scene(alpha: 0.5, text: "Changed"), scale: 1))
        surface.draw(scene(alpha: 0.5, text: "Changed", cardColor: .green), appearance: .light)
        #expect(surface.bitmap() == fresh(scene(alpha: 0.5, text: "Changed", cardColor: .green), scale: 1))
        #expect(surface.reusedLayerCount == 0)
    }

    /// The same commands in the other appearance resolve their dynamic colours anew.
    @Test func anAppearanceChangeDrawsTheLayerAgain() {
        let surface = FrameSurface(width: 120, height: 80, scale: 1)
        surface.draw(scene(alpha: 0.5), appearance: .light)
        surface.draw(scene(alpha: 0.5), appearance: .dark)
        #expect(surface.reusedLayerCount == 0)
        #expect(surface.bitmap() == fresh(scene(alpha: 0.5), scale: 1, appearance: .dark))
        #expect(surface.bitmap() != fresh(scene(alpha: 0.5), scale: 1, appearance: .light))
    }

    /// Nested layers: the outer one is reused whole; a change inside the inner one redraws both.
    @Test func nestedLayers() {
        func nested(inner: Double, color: UIColor = .purple) -> DisplayList {
            var list = DisplayList()
            list.fill(.rect(CGRect(origin: .zero, size: size)), color: .white)
            list.beginTransparencyLayer(alpha: 0.8)
            list.fill(.rect(CGRect(x: 10, y: 10, width: 60, height: 40)), color: .blue)
            list.beginTransparencyLayer(alpha: inner)
            list.fill(.ellipse(in: CGRect(x: 30, y: 20, width: 50, height: 40)), color: color)
            list.endTransparencyLayer()
            list.endTransparencyLayer()
            return list
        }
        let surface = FrameSurface(width: 120, height: 80, scale: 1)
        surface.draw(nested(inner: 0.5), appearance: .light)
        surface.draw(nested(inner: 0.5), appearance: .light)
        #expect(surface.reusedLayerCount == 1)
        #expect(surface.bitmap() == fresh(nested(inner: 0.5), scale: 1))
        surface.draw(nested(inner: 0.3), appearance: .light)
        #expect(surface.bitmap() == fresh(nested(inner: 0.3), scale: 1))
        #expect(surface.reusedLayerCount == 1)
    }
}
