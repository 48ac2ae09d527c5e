import Foundation
import Tessera

/// A rounded card of rows on a grouped background (an inset-grouped table section drawn by hand):
/// rows top to bottom, each inset by its own padding, with a hairline between rows that starts at
/// the content's leading edge, as in iOS settings.
///
/// Rows are laid out with frames: each as wide as the card less its padding, as tall as its
/// `sizeThatFits` says (at least `minimumHeight`, which defaults to 44 points, the touch-target
/// height). Hidden rows collapse.
@MainActor
final class FormCardView: UIView {
    private struct Row {
        let view: UIView
        let padding: UIEdgeInsets
        let minimumHeight: CGFloat
    }

    /// Padding of a row that does not give its own: 16 points left and right, 11 above and below.
    static let rowPadding = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)

    private var rows: [Row] = []
    private var separators: [UIView] = []

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        layer.cornerCurve = .continuous
        clipsToBounds = true
    }

    /// Adds `view` as the last row.
    func addRow(_ view: UIView, padding: UIEdgeInsets = FormCardView.rowPadding, minimumHeight: CGFloat = 44) {
        rows.append(Row(view: view, padding: padding, minimumHeight: minimumHeight))
        addSubview(view)
        if rows.count > 1 {
            let separator = UIView()
            separator.isUserInteractionEnabled = false
            separators.append(separator)
            addSubview(separator)
        }
        applyTheme()
        setNeedsLayout()
    }

    override func themeDidChange() { applyTheme() }

    private func applyTheme() {
        backgroundColor = theme.secondaryGroupedBackground
        for separator in separators { separator.backgroundColor = theme.separator }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: layout(forWidth: size.width).height)
    }

    override func layoutSubviews() {
        let result = layout(forWidth: bounds.width)
        for (row, frame) in zip(result.rows, result.frames) {
            row.view.frame = frame
            row.view.setNeedsLayout()  // its content may have changed without its frame changing
        }
        let thickness = 1 / max(1, traitCollection.displayScale)
        var separatorIndex = 0
        for (index, frame) in result.frames.enumerated() where index > 0 {
            // A hairline on top of every visible row but the first.
            guard separatorIndex < separators.count else { break }
            let row = result.rows[index]
            separators[separatorIndex].isHidden = false
            separators[separatorIndex].frame = CGRect(
                x: row.padding.left, y: frame.minY - row.padding.top - thickness / 2,
                width: bounds.width - row.padding.left, height: thickness)
            separatorIndex += 1
        }
        for separator in separators[separatorIndex...] { separator.isHidden = true }
    }

    private func layout(forWidth width: CGFloat) -> (rows: [Row], frames: [CGRect], height: CGFloat) {
        var y: CGFloat = 0
        var visible: [Row] = []
        var frames: [CGRect] = []
        for row in rows where !row.view.isHidden {
            let contentWidth = max(0, width - row.padding.left - row.padding.right)
            let fitting = row.view.sizeThatFits(CGSize(width: contentWidth, height: .greatestFiniteMagnitude)).height
            let height = max(row.minimumHeight - row.padding.top - row.padding.bottom, fitting).rounded(.up)
            frames.append(CGRect(x: row.padding.left, y: y + row.padding.top, width: contentWidth, height: height))
            visible.append(row)
            y += row.padding.top + height + row.padding.bottom
        }
        return (visible, frames, y)
    }
}
