import Foundation
import TesseraGraphics
import Testing

@testable import TesseraUI

/// `UIVisualEffectView` with blur and vibrancy effects: what it draws and how its content is held.
@MainActor
@Suite struct VisualEffectViewTests {
    /// A 200×120 view of 10-point vertical stripes (red, yellow, blue) with `effectView` over its
    /// middle (40…160 × 30…90).
    func scene(_ effectView: UIVisualEffectView) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        root.backgroundColor = .white
        let colors: [UIColor] = [.red, .yellow, .blue]
        for index in 0..<20 {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 120))
            stripe.backgroundColor = colors[index % 3]
            root.addSubview(stripe)
        }
        effectView.frame = CGRect(x: 40, y: 30, width: 120, height: 60)
        root.addSubview(effectView)
        return root
    }

    func uniform(_ color: UIColor, under effectView: UIVisualEffectView) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        root.backgroundColor = color
        effectView.frame = CGRect(x: 40, y: 30, width: 120, height: 60)
        root.addSubview(effectView)
        return root
    }

    func backdrops(in list: DisplayList) -> [Backdrop] {
        list.commands.compactMap { if case .backdrop(_, let backdrop) = $0 { backdrop } else { nil } }
    }

    @Test func theContentViewFillsTheBoundsAndHoldsTheSubviews() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        #expect(effectView.subviews.count == 1)
        #expect(effectView.subviews.first === effectView.contentView)
        effectView.frame = CGRect(x: 10, y: 10, width: 150, height: 44)
        effectView.layoutIfNeeded()
        #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 150, height: 44))
        let label = UILabel(text: "Title")
        effectView.contentView.addSubview(label)
        #expect(label.superview === effectView.contentView)
        effectView.frame.size = CGSize(width: 300, height: 60)
        effectView.layoutIfNeeded()
        #expect(effectView.contentView.bounds.size == CGSize(width: 300, height: 60))
    }

    @Test func aFrameInitialiserGivesNoEffectAndAFullContentView() {
        let effectView = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(effectView.effect == nil)
        effectView.layoutIfNeeded()
        #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
    }

    @Test func aBlurChangesThePixelsBehindIt() {
        let plain = scene(UIVisualEffectView(effect: nil)).renderBitmap(scale: 1)
        let blurred = scene(UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial)))
            .renderBitmap(scale: 1)
        #expect(blurred.rgba(atX: 100, y: 60) != plain.rgba(atX: 100, y: 60))
        #expect(blurred.rgba(atX: 20, y: 60) == plain.rgba(atX: 20, y: 60))  // outside the view
        // Neighbouring stripes' colours run together.
        let a = blurred.rgba(atX: 95, y: 60)
        let b = blurred.rgba(atX: 105, y: 60)
        let c = plain.rgba(atX: 95, y: 60)
        let d = plain.rgba(atX: 105, y: 60)
        func distance(_ p: [UInt8], _ q: [UInt8]) -> Int { zip(p, q).map { abs(Int($0) - Int($1)) }.reduce(0, +) }
        #expect(distance(a, b) < distance(c, d) / 4)
    }

    @Test func aUniformBackgroundStaysUniformUnderTheTint() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let bitmap = uniform(.systemGray, under: effectView).renderBitmap(scale: 1)
        let centre = bitmap.rgba(atX: 100, y: 60)
        for (x, y) in [(42, 32), (157, 87), (60, 45), (140, 80)] {
            #expect(bitmap.rgba(atX: x, y: y) == centre)
        }
    }

    @Test func adaptiveStylesTintLightOrDarkWithTheAppearance() {
        let light = uniform(.systemGray, under: UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)))
            .renderBitmap(traits: UITraitCollection(userInterfaceStyle: .light), scale: 1).rgba(atX: 100, y: 60)
        let dark = uniform(.systemGray, under: UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)))
            .renderBitmap(traits: UITraitCollection(userInterfaceStyle: .dark), scale: 1).rgba(atX: 100, y: 60)
        #expect(light[0] > 200)
        #expect(dark[0] < 80)
    }

    @Test func fixedStylesKeepTheirAppearance() {
        let traits = UITraitCollection(userInterfaceStyle: .light)
        let dark = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterialDark))
        dark.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let tint = backdrops(in: dark.displayList()).first?.tint.resolvedColor(with: traits)
        #expect(tint.map { $0.red < 0.2 && $0.alpha > 0.8 } == true)
        let extraLight = UIVisualEffectView(effect: UIBlurEffect(style: .extraLight))
        extraLight.frame = dark.frame
        extraLight.overrideUserInterfaceStyle = .dark
        let lightTint = backdrops(in: extraLight.displayList()).first?.tint
        #expect(lightTint.map { $0.red == 1 } == true)
    }

    @Test func everyStyleBlursAndTints() {
        for style in UIBlurEffect.Style.allCases {
            let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
            view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            let found = backdrops(in: view.displayList())
            #expect(found.count == 1, "\(style)")
            #expect(found.allSatisfy { $0.blurRadius >= 10 && $0.tint.alpha > 0.2 }, "\(style)")
        }
    }

    @Test func noEffectDrawsNothing() {
        let effectView = UIVisualEffectView(effect: nil)
        let withNone = scene(effectView)
        #expect(backdrops(in: withNone.displayList()).isEmpty)
        let bare = scene(UIVisualEffectView(effect: UIBlurEffect(style: .light)))
        bare.subviews.last?.removeFromSuperview()
        #expect(withNone.renderBitmap(scale: 1) == bare.renderBitmap(scale: 1))
        effectView.effect = UIBlurEffect(style: .dark)
        #expect(backdrops(in: withNone.displayList()).count == 1)
        effectView.effect = nil
        #expect(backdrops(in: withNone.displayList()).isEmpty)
    }

    @Test func theCornerRadiusRoundsTheBlur() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
        effectView.layer.cornerRadius = 20
        effectView.clipsToBounds = true
        let plain = scene(UIVisualEffectView(effect: nil)).renderBitmap(scale: 1)
        let rounded = scene(effectView).renderBitmap(scale: 1)
        #expect(rounded.rgba(atX: 41, y: 31) == plain.rgba(atX: 41, y: 31))  // the cut-off corner
        #expect(rounded.rgba(atX: 100, y: 31) != plain.rgba(atX: 100, y: 31))
    }

    @Test func vibrancyPaintsTheContentInTheStylesColour() throws {
        let blur = UIBlurEffect(style: .systemMaterialDark)
        let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrant.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .systemRed
        vibrant.contentView.addSubview(square)
        let label = UILabel(text: "Vibrant")
        label.textColor = .systemBlue
        label.frame = CGRect(x: 40, y: 10, width: 60, height: 20)
        vibrant.contentView.addSubview(label)
        let list = vibrant.displayList()
        #expect(backdrops(in: list).isEmpty)  // vibrancy draws no blur of its own
        // secondaryLabel in the dark blur's appearance: #EBEBF5 at 0.6.
        let expected = UIColor.secondaryLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        var fills: [UIColor] = []
        var texts: [UIColor] = []
        for command in list.commands {
            if case .fill(_, .color(let color)) = command { fills.append(color) }
            if case .text(let text, _, _) = command { texts += text.runs.map(\.attributes.foregroundColor) }
        }
        #expect(fills == [expected])
        #expect(!texts.isEmpty && texts.allSatisfy { $0 == expected })
        #expect(abs(expected.alpha - 0.6) < 0.01 && expected.red > 0.9)
    }

    @Test func vibrancyKeepsEachPartsOpacity() {
        let vibrant = UIVisualEffectView(
            effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .label))
        vibrant.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.backgroundColor = UIColor.green.withAlphaComponent(0.5)
        vibrant.contentView.addSubview(square)
        let fills = vibrant.displayList().commands.compactMap { command -> UIColor? in
            if case .fill(_, .color(let color)) = command { color } else { nil }
        }
        #expect(fills == [UIColor(white: 0, alpha: 0.5)])
    }

    @Test func settingTheEffectInsideAnAnimationAppliesIt() {
        let window = UIWindow(device: .desktop)
        let effectView = UIVisualEffectView(effect: nil)
        window.rootView = scene(effectView)
        var finished: Bool?
        UIView.animate(withDuration: 0.3) {
            effectView.effect = UIBlurEffect(style: .systemMaterial)
        } completion: {
            finished = $0
        }
        #expect(effectView.effect is UIBlurEffect)
        #expect(backdrops(in: window.makeDisplayList()).count == 1)
        #expect(finished == true)
    }

    @Test func aFadingEffectViewBlursWhatItFadesOver() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        effectView.alpha = 0.5
        let plain = scene(UIVisualEffectView(effect: nil)).renderBitmap(scale: 1)
        let faded = scene(effectView).renderBitmap(scale: 1)
        #expect(faded.rgba(atX: 100, y: 60) != plain.rgba(atX: 100, y: 60))
    }
}
