import Foundation
import TesseraGraphics

/// What one `NodeView` row shows: column texts already formatted, with their widths and
/// alignments, the indentation of the first column and the disclosure state.
struct NodeRowContent {
    enum Disclosure { case none, collapsed, expanded }

    /// A group header row (title and count) rather than a node row.
    var isHeader: Bool
    /// Node rows: one text per column. Header rows: the title and the count.
    var texts: [String]
    var widths: [CGFloat]
    var alignments: [NSTextAlignment]
    /// Points the first column's text moves in (depth × indentation width).
    var indentation: CGFloat
    var disclosure: Disclosure
}

/// A `NodeView` row: a disclosure chevron, then one label per column; header rows show a bold title
/// and a count on a grouped background.
@MainActor
final class NodeRowCell: ItemCell<NodeRowContent> {
    static let reuseIdentifier = "Tessera.NodeRowCell"
    /// Space before the first column and after the last, in points.
    static let padding: CGFloat = 12
    /// Width of the disclosure chevron's slot, in points.
    static let disclosureWidth: CGFloat = 22

    let disclosureControl = NodeDisclosureControl()
    private(set) var columnLabels: [UILabel] = []
    /// Runs when the chevron is tapped; set by the node view for each row.
    final var onToggleDisclosure: (@MainActor () -> Void)?

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        disclosureControl.addAction(UIAction { [weak self] _ in self?.onToggleDisclosure?() }, for: .touchUpInside)
        contentView.addSubview(disclosureControl)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onToggleDisclosure = nil
    }

    override func configure(with item: NodeRowContent) {
        super.configure(with: item)
        while columnLabels.count < item.texts.count {
            let label = UILabel()
            label.font = .systemFont(ofSize: 15)
            label.isUserInteractionEnabled = false
            contentView.addSubview(label)
            columnLabels.append(label)
        }
        for (index, label) in columnLabels.enumerated() {
            label.isHidden = index >= item.texts.count
            guard index < item.texts.count else { continue }
            label.text = item.texts[index]
            if item.isHeader {
                label.font = index == 0 ? .systemFont(ofSize: 15, weight: .semibold) : .systemFont(ofSize: 13)
                label.textColor = index == 0 ? .label : .secondaryLabel
                label.textAlignment = index == 0 ? .natural : .right
                label.accessibilityTraits = index == 0 ? .header : .staticText
            } else {
                label.font = .systemFont(ofSize: 15)
                label.textColor = index == 0 ? .label : .secondaryLabel
                label.textAlignment = item.alignments[index]
                label.accessibilityTraits = .staticText
            }
        }
        disclosureControl.disclosure = item.disclosure
        disclosureControl.isHidden = item.disclosure == .none
        // The table sets the cell's own background; a header's shade goes on the content view.
        contentView.backgroundColor = item.isHeader ? .secondarySystemBackground : nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let item else { return }
        let bounds = contentView.bounds
        var x = Self.padding + item.indentation
        disclosureControl.frame = CGRect(x: x, y: 0, width: Self.disclosureWidth, height: bounds.height)
        x += Self.disclosureWidth
        if item.isHeader {
            let countWidth: CGFloat = 60
            columnLabels.first?.frame = CGRect(
                x: x, y: 0, width: max(0, bounds.width - x - Self.padding - countWidth), height: bounds.height)
            if columnLabels.count > 1 {
                columnLabels[1].frame = CGRect(
                    x: bounds.width - Self.padding - countWidth, y: 0, width: countWidth, height: bounds.height)
            }
            return
        }
        var columnStart = Self.padding
        for (index, width) in item.widths.enumerated() where index < columnLabels.count {
            let start = index == 0 ? x : columnStart + 6
            let end = columnStart + width - (index == item.widths.count - 1 ? 0 : 6)
            columnLabels[index].frame = CGRect(x: start, y: 0, width: max(0, end - start), height: bounds.height)
            columnStart += width
        }
    }
}

/// The chevron before a row's first column: points right when collapsed, down when expanded.
@MainActor
final class NodeDisclosureControl: UIControl {
    var disclosure: NodeRowContent.Disclosure = .none {
        didSet {
            guard disclosure != oldValue else { return }
            accessibilityLabel = disclosure == .expanded ? "Collapse" : "Expand"
            setNeedsDisplay()
        }
    }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        accessibilityTraits = .button
    }

    override func draw(in context: inout DisplayList) {
        guard disclosure != .none else { return }
        let color = (isHighlighted ? UIColor.tertiaryLabel : UIColor.secondaryLabel).resolvedColor(
            with: traitCollection)
        let icon = Icon(disclosure == .expanded ? .expandMore : .chevronRight).attributedText(size: 18, color: color)
        context.drawText(
            icon, in: CGRect(x: 0, y: bounds.midY - 9, width: 18, height: 18),
            style: ParagraphStyle(alignment: .center, lineBreakMode: .byClipping, numberOfLines: 1))
    }
}
