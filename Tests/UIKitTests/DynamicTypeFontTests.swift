import Testing
import UIKit

/// `font` of a view that adjusts to the content size category reports the font it draws, as UIKit
/// replaces it when the category changes. Sizes are from the Dynamic Type table
/// (`UIFont.TextStyle.pointSize(for:)`): body is 17 pt at large, 21 at extraExtraLarge and 40 at
/// accessibilityExtraLarge; caption1 is 32 at accessibilityExtraLarge.
@Suite("UIKit Dynamic Type fonts")
@MainActor
struct DynamicTypeFontTests {
    let window = UIWindow(device: .iPhoneSE)

    /// Changes the category the window's views inherit, as the Settings app does on iOS.
    func setCategory(_ category: UIContentSizeCategory) {
        window.windowTraits = window.windowTraits.modifyingTraits { $0.preferredContentSizeCategory = category }
    }

    func adjustingLabel(_ font: UIFont) -> UILabel {
        let label = UILabel()
        label.text = "Hello"
        label.font = font
        label.adjustsFontForContentSizeCategory = true
        window.addSubview(label)
        return label
    }

    @Test func labelFontFollowsTheCategoryAndComesBack() {
        let label = adjustingLabel(.preferredFont(forTextStyle: .body))
        #expect(label.font.pointSize == 17)
        setCategory(.accessibilityExtraLarge)
        #expect(label.font.pointSize == 40)
        #expect((label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 40)
        setCategory(.extraExtraLarge)
        #expect(label.font.pointSize == 21)
        setCategory(.large)
        #expect(label.font.pointSize == 17)
    }

    @Test func fontSetAfterAnAdjustmentIsTheOneReported() {
        let label = adjustingLabel(.preferredFont(forTextStyle: .body))
        setCategory(.accessibilityExtraLarge)
        label.font = .systemFont(ofSize: 12)
        #expect(label.font.pointSize == 12)
        setCategory(.large)
        #expect(label.font.pointSize == 12)
        label.font = .preferredFont(forTextStyle: .caption1)
        setCategory(.accessibilityExtraLarge)
        #expect(label.font.pointSize == 32)
    }

    @Test func aBoldPreferredFontStaysBoldAsItGrows() {
        let body = UIFont.preferredFont(forTextStyle: .body).fontDescriptor
        let label = adjustingLabel(UIFont(descriptor: body.withSymbolicTraits(.traitBold)!, size: 0))
        setCategory(.accessibilityExtraLarge)
        #expect(label.font.pointSize == 40)
        #expect(label.font.fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    @Test func aLabelThatDoesNotAdjustKeepsItsFont() {
        let label = adjustingLabel(.preferredFont(forTextStyle: .body))
        label.adjustsFontForContentSizeCategory = false
        setCategory(.accessibilityExtraLarge)
        #expect(label.font.pointSize == 17)
    }

    /// A custom font scaled like body: 20 · 40 / 17 ≈ 47 at accessibilityExtraLarge; capped at 30.
    @Test func fontMetricsFontsFollowTheCategory() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let brand = UIFont.systemFont(ofSize: 20, weight: .semibold)
        let scaled = adjustingLabel(metrics.scaledFont(for: brand))
        let capped = adjustingLabel(metrics.scaledFont(for: brand, maximumPointSize: 30))
        #expect(scaled.font.pointSize == 20)
        setCategory(.accessibilityExtraLarge)
        #expect(scaled.font.pointSize == 47)
        #expect(scaled.font == metrics.scaledFont(for: brand, compatibleWith: scaled.traitCollection))
        #expect(capped.font.pointSize == 30)
        setCategory(.large)
        #expect(scaled.font.pointSize == 20)
        #expect(capped.font.pointSize == 20)
    }

    @Test func textFieldAndTextViewFontsFollowTheCategory() {
        let field = UITextField()
        let view = UITextView()
        field.font = .preferredFont(forTextStyle: .body)
        view.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        view.adjustsFontForContentSizeCategory = true
        window.addSubview(field)
        window.addSubview(view)
        setCategory(.accessibilityExtraLarge)
        #expect(field.font?.pointSize == 40)
        #expect(view.font?.pointSize == 40)
        setCategory(.large)
        #expect(field.font?.pointSize == 17)
        #expect(view.font?.pointSize == 17)
    }

    @Test func configuredButtonTitleLabelReportsItsTextStylesSize() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Pay"
        let button = UIButton(configuration: configuration)
        window.addSubview(button)
        #expect(button.titleLabel?.font.pointSize == 17)
        setCategory(.accessibilityExtraLarge)
        #expect(button.titleLabel?.font.pointSize == 40)
    }
}
