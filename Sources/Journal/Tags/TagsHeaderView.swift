import Foundation
import Tessera

/// The line above the tag cloud: how many tags there are, in secondary `footnote` text that wraps.
@MainActor
final class TagsHeaderView: UICollectionReusableView {
    let label = UILabel()

    static let reuseIdentifier = "summary"
    static let insets = UIEdgeInsets(top: 12, left: 20, bottom: 4, right: 20)

    override func buildHierarchy() {
        addSubview(label)
    }

    override func configureViews() {
        label.numberOfLines = 0
        label.textColor = JournalPalette.secondaryText
        label.textStyle = .footnote
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.inset(by: Self.insets)
    }

    /// The header's height for `text` in a collection `width` points wide at `category`.
    static func height(for text: String, width: CGFloat, category: UIContentSizeCategory) -> CGFloat {
        let attributed = AttributedText(
            text,
            attributes: TextAttributes(
                font: .preferredFont(
                    forTextStyle: .footnote, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)))
        )
        let style = ParagraphStyle(alignment: .natural, lineBreakMode: .byTruncatingTail, numberOfLines: 0)
        let size = TextEngine.shared.size(of: attributed, width: max(1, width - insets.horizontal), style: style)
        return size.height.rounded(.up) + insets.vertical
    }
}
