import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

/// Blur materials over a colourful background, light and dark, and vibrant content on a blur.
@MainActor
@Suite struct VisualEffectSnapshotTests {
    /// 240×150 points of 12-point stripes in six colours, with a text line across them, and
    /// `overlay` placed at (20, 45, 200×60).
    func stripes(under overlay: UIView) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 150))
        root.backgroundColor = .systemBackground
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
        for index in 0..<20 {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 12, y: 0, width: 12, height: 150))
            stripe.backgroundColor = colors[index % colors.count]
            root.addSubview(stripe)
        }
        let text = UILabel(text: "Text behind the glass, sharp outside it")
        text.font = .boldSystemFont(ofSize: 15)
        text.frame = CGRect(x: 8, y: 66, width: 280, height: 20)
        root.addSubview(text)
        overlay.frame = CGRect(x: 20, y: 45, width: 200, height: 60)
        root.addSubview(overlay)
        return root
    }

    func materialBar() -> UIVisualEffectView {
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        bar.layer.cornerRadius = 16
        bar.clipsToBounds = true
        let title = UILabel(text: "System material")
        title.font = .boldSystemFont(ofSize: 17)
        title.frame = CGRect(x: 16, y: 8, width: 180, height: 22)
        bar.contentView.addSubview(title)
        return bar
    }

    @Test func aMaterialBarOverStripesInLight() {
        assertSnapshot(of: stripes(under: materialBar()), appearance: .light)
    }

    @Test func aMaterialBarOverStripesInDark() {
        assertSnapshot(of: stripes(under: materialBar()), appearance: .dark)
    }

    @Test func vibrantLabelsOnAThinBlur() {
        let blur = UIBlurEffect(style: .systemThinMaterialDark)
        let background = UIVisualEffectView(effect: blur)
        background.layer.cornerRadius = 12
        background.clipsToBounds = true
        let styles: [(UIVibrancyEffectStyle, String, CGFloat)] = [
            (.label, "Label", 6), (.secondaryLabel, "Secondary", 24), (.tertiaryLabel, "Tertiary", 42),
        ]
        for (style, text, y) in styles {
            let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: style))
            vibrant.frame = CGRect(x: 12, y: y, width: 176, height: 16)
            let label = UILabel(text: text)
            label.textColor = .systemRed  // vibrancy replaces it
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.frame = vibrant.bounds
            vibrant.contentView.addSubview(label)
            background.contentView.addSubview(vibrant)
        }
        let separator = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .separator))
        separator.frame = CGRect(x: 100, y: 8, width: 1, height: 44)
        separator.contentView.backgroundColor = .white
        background.contentView.addSubview(separator)
        assertSnapshot(of: stripes(under: background), appearance: .light)
    }
}
