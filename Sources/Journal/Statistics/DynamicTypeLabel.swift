import Foundation
import Tessera

/// A label in a Dynamic Type style with its own weight (a bold `title1` number, a semibold
/// `headline`), optionally capped: its font follows the content size category of its traits, as a
/// plain `UILabel.textStyle` does for the style's own weight.
@MainActor
final class DynamicTypeLabel: UILabel {
    let style: UIFont.TextStyle
    let weight: UIFont.Weight
    /// The largest point size the text grows to; nil for none.
    let maximumPointSize: CGFloat?

    init(_ style: UIFont.TextStyle, weight: UIFont.Weight, maximumPointSize: CGFloat? = nil, text: String? = nil) {
        self.style = style
        self.weight = weight
        self.maximumPointSize = maximumPointSize
        super.init(frame: .zero)
        self.text = text
        font = scaledFont
    }

    /// A screen title for a navigation bar's title view: semibold `headline`, at most 22 points,
    /// so it fits the 44-point bar at every text size (UIKit's bar titles stay small too; the
    /// bar itself lets its title grow with the text size and clips it at accessibility sizes).
    static func navigationTitle(_ title: String) -> DynamicTypeLabel {
        let label = DynamicTypeLabel(.headline, weight: .semibold, maximumPointSize: 22, text: title)
        label.textAlignment = .center
        label.accessibilityTraits = [.staticText, .header]
        return label
    }

    private var scaledFont: UIFont {
        let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).withWeight(weight)
        guard let maximumPointSize, font.pointSize > maximumPointSize else { return font }
        return font.withSize(maximumPointSize)
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        let scaled = scaledFont
        if scaled != font { font = scaled }
    }
}
