import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct ViewSnapshotTests {
    /// Rounded, continuous, per-corner, bordered, shadowed and clipped views on one panel, with
    /// dynamic colours so light and dark differ.
    func decoratedPanel() -> UIView {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 250))
        panel.backgroundColor = UIColor(light: UIColor(rgb: 0xF2F2F7), dark: .black)

        let rounded = UIView(frame: CGRect(x: 20, y: 20, width: 90, height: 90))
        rounded.backgroundColor = .systemBlue
        rounded.layer.cornerRadius = 20

        let continuous = UIView(frame: CGRect(x: 135, y: 20, width: 90, height: 90))
        continuous.backgroundColor = .systemGreen
        continuous.layer.cornerRadius = 28
        continuous.layer.cornerCurve = .continuous

        let perCorner = UIView(frame: CGRect(x: 250, y: 20, width: 90, height: 90))
        perCorner.backgroundColor = .systemOrange
        perCorner.layer.cornerRadius = 30
        perCorner.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]

        let bordered = UIView(frame: CGRect(x: 20, y: 135, width: 90, height: 90))
        bordered.backgroundColor = .systemBackground
        bordered.layer.cornerRadius = 12
        bordered.layer.borderWidth = 3
        bordered.layer.borderColor = UIColor.systemPink.cgColor

        let shadowed = UIView(frame: CGRect(x: 135, y: 135, width: 90, height: 90))
        shadowed.backgroundColor = .secondarySystemBackground
        shadowed.layer.cornerRadius = 16
        shadowed.layer.shadowColor = UIColor(white: 0, alpha: 0.35).cgColor
        shadowed.layer.shadowOpacity = 1
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 6)
        shadowed.layer.shadowRadius = 5

        let clipping = UIView(frame: CGRect(x: 250, y: 135, width: 90, height: 90))
        clipping.backgroundColor = .systemPurple
        clipping.layer.cornerRadius = 45
        clipping.clipsToBounds = true
        let overflow = UIView(frame: CGRect(x: 45, y: -20, width: 80, height: 80))
        overflow.backgroundColor = .systemYellow
        clipping.addSubview(overflow)

        let faded = UIView(frame: CGRect(x: 60, y: 60, width: 40, height: 40))
        faded.backgroundColor = .systemRed
        faded.alpha = 0.5
        rounded.addSubview(faded)

        let rotated = UIView(frame: CGRect(x: 35, y: 35, width: 20, height: 20))
        rotated.backgroundColor = .white
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
        perCorner.addSubview(rotated)

        [rounded, continuous, perCorner, bordered, shadowed, clipping].forEach(panel.addSubview)
        return panel
    }

    @Test func decoratedViewsLight() {
        assertSnapshot(of: decoratedPanel(), appearance: .light)
    }

    @Test func decoratedViewsDark() {
        assertSnapshot(of: decoratedPanel(), appearance: .dark)
    }

    @Test func hiddenAndTransparentViewsDrawNothing() {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let hidden = UIView(frame: panel.bounds)
        hidden.backgroundColor = .red
        hidden.isHidden = true
        let transparent = UIView(frame: panel.bounds)
        transparent.backgroundColor = .red
        transparent.alpha = 0
        panel.addSubview(hidden)
        panel.addSubview(transparent)
        let bitmap = panel.renderBitmap(scale: 1)
        #expect(bitmap.color(atX: 5, y: 5).alpha == 0)
    }

    @Test func scaleMultipliesThePixelSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        view.backgroundColor = .blue
        for scale in [1.0, 2, 3] {
            let bitmap = view.renderBitmap(scale: scale)
            #expect(bitmap.width == Int(30 * scale))
            #expect(bitmap.height == Int(20 * scale))
        }
    }

    @Test func dynamicBackgroundResolvesPerAppearance() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = UIColor(light: .white, dark: .black)
        let light = view.renderBitmap(traits: UITraitCollection(userInterfaceStyle: .light), scale: 1)
        #expect(light.color(atX: 1, y: 1).red > 0.99)
        let dark = view.renderBitmap(traits: UITraitCollection(userInterfaceStyle: .dark), scale: 1)
        #expect(dark.color(atX: 1, y: 1).red < 0.01)
    }
}
