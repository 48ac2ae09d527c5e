import Foundation
import TesseraGraphics
import TesseraLayout

/// A label's Auto Layout behaviour, as `UILabel`'s: a multi-line label without a
/// `preferredMaxLayoutWidth` measures its height at the width the engine gives it (a second solve),
/// and its baselines come from its text layout.
extension UILabel: TextContentLayout {
    var heightDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    func contentHeight(forWidth width: CGFloat) -> CGFloat {
        sizeThatFits(CGSize(width: max(width, 1), height: .greatestFiniteMagnitude)).height
    }

    /// The label centres its text vertically, so a baseline sits at `top + height / 2 +
    /// (baseline − textHeight / 2)`.
    func baselines(forWidth width: CGFloat?) -> LayoutBaselines? {
        let text = resolvedText
        guard !text.isEmpty else { return nil }
        let limit: CGFloat? = width.map { max($0, 1) } ?? (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
        let layout = TextEngine.shared.layout(text, width: limit, style: resolvedParagraphStyle)
        guard !layout.lines.isEmpty else { return nil }
        let half = layout.size.height.rounded(.up) / 2
        return LayoutBaselines(
            first: LayoutBaseline(heightFraction: 0.5, offset: layout.firstBaseline - half),
            last: LayoutBaseline(heightFraction: 0.5, offset: layout.lastBaseline - half),
            lineHeight: layout.lines[0].rect.height)
    }
}
