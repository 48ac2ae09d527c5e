import Foundation
import TesseraCore
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct LayerTests {
    @Test func theLayerHasCoreAnimationsDefaults() {
        let layer = UIView().layer
        #expect(layer.cornerRadius == 0)
        #expect(layer.cornerCurve == .circular)
        #expect(
            layer.maskedCorners == [
                .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
            ])
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor.black)
        #expect(layer.shadowColor == CGColor.black)
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.opacity == 1)
        #expect(layer.backgroundColor == nil)
        #expect(!layer.masksToBounds)
    }

    @Test func backgroundOpacityAndClippingAreTheViewsOwn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemRed
        #expect(view.layer.backgroundColor == UIColor.systemRed.cgColor)
        view.layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.backgroundColor == .blue)
        view.alpha = 0.25
        #expect(view.layer.opacity == 0.25)
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.layer.opacity = 3
        #expect(view.alpha == 1)
    }

    @Test func settingTheLayersColourFromTheViewsObserverDoesNotRecurse() {
        final class Mirroring: UIView {
            var sets = 0
            override var backgroundColor: UIColor? {
                didSet {
                    sets += 1
                    layer.backgroundColor = backgroundColor?.cgColor
                }
            }
        }
        let view = Mirroring()
        view.backgroundColor = .green
        #expect(view.sets == 1)
        #expect(view.layer.backgroundColor == UIColor.green.cgColor)
    }

    /// A layer shadow is drawn as Tessera's `Shadow` with twice the radius as its CSS blur radius.
    @Test func aLayerShadowDrawsTheGaussianOfItsRadius() {
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 30))
        view.layer.shadowOpacity = 0.5
        view.layer.shadowOffset = CGSize(width: 2, height: 4)
        view.layer.shadowRadius = 4
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        container.addSubview(view)

        var expected = DisplayList()
        expected.drawShadow(
            of: .rect(CGRect(x: 20, y: 20, width: 40, height: 30)),
            shadow: Shadow(color: UIColor(white: 0, alpha: 0.5), offset: CGSize(width: 2, height: 4), blurRadius: 8))
        let reference = Canvas.render(expected, size: container.bounds.size, scale: 1)
        #expect(container.renderBitmap(scale: 1) == reference)
    }

    @Test func noShadowWithoutOpacityOrColour() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        container.addSubview(view)
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = CGSize(width: 5, height: 5)
        #expect(container.renderBitmap(scale: 1).color(atX: 17, y: 17).alpha == 0)  // opacity 0 by default
        view.layer.shadowOpacity = 1
        #expect(container.renderBitmap(scale: 1).color(atX: 22, y: 22).alpha > 0.9)
        view.layer.shadowColor = nil
        #expect(container.renderBitmap(scale: 1).color(atX: 22, y: 22).alpha == 0)
    }

    @Test func aDynamicBorderColourFollowsTheAppearance() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.layer.borderWidth = 4
        view.layer.borderColor = UIColor(light: .red, dark: .blue).cgColor
        let light = view.renderBitmap(traits: UITraitCollection(userInterfaceStyle: .light), scale: 1).color(
            atX: 1, y: 10)
        let dark = view.renderBitmap(traits: UITraitCollection(userInterfaceStyle: .dark), scale: 1).color(
            atX: 1, y: 10)
        #expect(light.red > 0.9 && light.blue < 0.1)
        #expect(dark.blue > 0.9 && dark.red < 0.1)
    }

    @Test func maskedCornersRoundOnlyThoseCorners() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .black
        view.layer.cornerRadius = 20
        view.layer.maskedCorners = [.layerMinXMinYCorner]
        let bitmap = view.renderBitmap(scale: 1)
        #expect(bitmap.color(atX: 0, y: 0).alpha == 0)  // top-left rounded away
        #expect(bitmap.color(atX: 39, y: 0).alpha == 1)  // top-right square
        #expect(bitmap.color(atX: 39, y: 39).alpha == 1)
    }

    @Test func cornerRadiusAnimatesThroughTheLayer() {
        let clock = TestClock()
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        UIView.animate(withDuration: 1, curve: .linear) { view.layer.cornerRadius = 20 }
        #expect(view.layer.cornerRadius == 20)
        clock.advance(by: .milliseconds(500))
        #expect(abs(view.presentedCornerRadius - 10) < 0.5)
    }

    @Test func cgColorsKeepBothAppearances() {
        let dynamic = UIColor(light: .white, dark: .black)
        #expect(dynamic.cgColor.isDynamic)
        #expect(UIColor(cgColor: dynamic.cgColor) == dynamic)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red.components == [1, 0, 0, 1])
        #expect(red.copy(alpha: 0.5)?.alpha == 0.5)
        #expect(CGColor(red: 2, green: -1, blue: 0.5, alpha: 1).components == [1, 0, 0.5, 1])
    }
}
