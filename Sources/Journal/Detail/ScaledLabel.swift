import Foundation
import Tessera

/// A font that grows with Dynamic Type like a text style, in a chosen weight, optionally capped
/// (UIKit's `UIFontMetrics.scaledFont(for:maximumPointSize:)`): the style's size at the content
/// size category (per `UIFont.TextStyle.pointSize(for:)`), at most `maximumPointSize` points.
struct ScaledFont: Hashable, Sendable {
    var textStyle: UIFont.TextStyle
    var weight: UIFont.Weight?
    /// The largest size, in points; nil for none.
    var maximumPointSize: CGFloat?

    init(_ textStyle: UIFont.TextStyle, weight: UIFont.Weight? = nil, maximumPointSize: CGFloat? = nil) {
        self.textStyle = textStyle
        self.weight = weight
        self.maximumPointSize = maximumPointSize
    }

    /// The font at `category`.
    func font(for category: UIContentSizeCategory) -> UIFont {
        let size = textStyle.pointSize(for: category)
        return .systemFont(ofSize: min(size, maximumPointSize ?? size), weight: weight ?? textStyle.weight)
    }
}

/// A label whose font follows Dynamic Type through a `ScaledFont` (a weight other than the text
/// style's own, an optional cap), re-set whenever the content size category changes. Wraps to as
/// many lines as it needs unless told otherwise.
@MainActor
final class ScaledLabel: UILabel {
    var scaledFont: ScaledFont { didSet { applyScaledFont() } }

    init(_ scaledFont: ScaledFont, text: String? = nil, color: UIColor = .label) {
        self.scaledFont = scaledFont
        super.init(frame: .zero)
        self.text = text
        numberOfLines = 0
        textColor = color
        applyScaledFont()
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { applyScaledFont() }
    }

    private func applyScaledFont() {
        font = scaledFont.font(for: traitCollection.preferredContentSizeCategory)
    }
}
