import Foundation
import Tessera

/// The About section's paragraph: what the app is, in secondary text that wraps (Dynamic Type
/// `subheadline`).
@MainActor
final class SettingsDescriptionCell: UITableViewCell {
    let paragraphLabel = UILabel(textStyle: .subheadline)

    static let text =
        "悦记是 Tessera 的示例应用：用心情和标签记录每一天。"
        + "A sample journal built with Tessera — UIKit-style views, Auto Layout and SQLite, running on Linux."
    private static let padding = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)

    override func buildHierarchy() {
        contentView.addSubview(paragraphLabel)
    }

    override func configureViews() {
        paragraphLabel.text = Self.text
        paragraphLabel.numberOfLines = 0
        paragraphLabel.lineSpacing = 2
        paragraphLabel.textColor = JournalPalette.secondaryText
        selectedBackgroundView = JournalPalette.selectedRowBackground()
    }

    private func labelHeight(width: CGFloat) -> CGFloat {
        paragraphLabel.sizeThatFits(
            CGSize(width: max(0, width - Self.padding.horizontal), height: .greatestFiniteMagnitude)
        ).height
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width
        paragraphLabel.frame = CGRect(
            x: Self.padding.left, y: Self.padding.top, width: width - Self.padding.horizontal,
            height: labelHeight(width: width))
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height(forWidth: size.width))
    }

    /// The row's height at `width` points.
    private func height(forWidth width: CGFloat) -> CGFloat {
        labelHeight(width: width) + Self.padding.vertical
    }
}
