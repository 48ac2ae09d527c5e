import Foundation
import TesseraGraphics

/// The bar of column titles above a `NodeView`'s rows, aligned with the row cells' columns.
@MainActor
final class NodeColumnTitleBar: UIView {
    private(set) var labels: [UILabel] = []
    private var widths: [CGFloat] = []

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        isUserInteractionEnabled = false
    }

    /// Shows `titles` in columns of `widths` points after the row padding.
    func show(titles: [String], alignments: [NSTextAlignment], widths: [CGFloat]) {
        while labels.count < titles.count {
            let label = UILabel()
            label.font = .systemFont(ofSize: 12, weight: .semibold)
            label.textColor = .secondaryLabel
            label.accessibilityTraits = .header
            addSubview(label)
            labels.append(label)
        }
        for (index, label) in labels.enumerated() {
            label.isHidden = index >= titles.count
            guard index < titles.count else { continue }
            label.text = titles[index].uppercased()
            label.textAlignment = alignments[index]
        }
        self.widths = widths
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var columnStart = NodeRowCell.padding
        for (index, width) in widths.enumerated() where index < labels.count {
            // The first title lines up with the first column's text of top-level rows.
            let start = index == 0 ? columnStart + NodeRowCell.disclosureWidth : columnStart + 6
            let end = columnStart + width - (index == widths.count - 1 ? 0 : 6)
            labels[index].frame = CGRect(x: start, y: 0, width: max(0, end - start), height: bounds.height)
            columnStart += width
        }
    }

    override func draw(in context: inout DisplayList) {
        let thickness = 1 / max(1, traitCollection.displayScale)
        context.fill(
            .rect(CGRect(x: 0, y: bounds.height - thickness, width: bounds.width, height: thickness)),
            color: UIColor.separator.resolvedColor(with: traitCollection))
    }
}
