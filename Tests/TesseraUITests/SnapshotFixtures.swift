import Foundation
import TesseraGraphics
import TesseraUI

/// Builders for the views the snapshot tests render.
@MainActor
enum SnapshotFixtures {
    /// Stacks `views` top to bottom inside a padded panel, each as tall as it wants at `width`.
    static func column(_ views: [UIView], width: CGFloat, spacing: CGFloat = 12, padding: CGFloat = 16) -> UIView {
        let panel = UIView()
        panel.backgroundColor = .systemBackground
        var y = padding
        for view in views {
            let height =
                view.bounds.height > 0
                ? view.bounds.height : view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            view.frame = CGRect(x: padding, y: y, width: width, height: height)
            panel.addSubview(view)
            y += height + spacing
        }
        panel.frame = CGRect(x: 0, y: 0, width: width + 2 * padding, height: y - spacing + padding)
        return panel
    }

    /// A label with a faint background so its bounds show in the picture.
    static func label(
        _ text: String, lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping, alignment: NSTextAlignment = .natural,
        height: CGFloat = 0
    ) -> UILabel {
        let label = UILabel(text: text)
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.textAlignment = alignment
        label.font = .systemFont(ofSize: 15)
        label.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.08)
        if height > 0 { label.frame.size.height = height }
        return label
    }

    static let mixedText =
        "Tessera lays out text with Pango. 中文和English混排，自动换行也没有问题。The quick brown fox jumps over the lazy dog."
}
