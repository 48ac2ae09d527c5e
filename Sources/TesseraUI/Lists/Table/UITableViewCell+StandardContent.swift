import Foundation
import TesseraGraphics

extension UITableViewCell {
    /// The cell's title label, made on first access (every style has one).
    public var textLabel: UILabel? {
        if let standardTextLabel { return standardTextLabel }
        let label = UILabel()
        label.textStyle = cellStyle == .value2 ? .footnote : .body
        if cellStyle == .value2 {
            label.textColor = .systemBlue
            label.textAlignment = .right
        }
        contentView.addSubview(label)
        standardTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The cell's detail label, made on first access; nil for the `.default` style.
    public var detailTextLabel: UILabel? {
        if let standardDetailTextLabel { return standardDetailTextLabel }
        guard cellStyle != .default else { return nil }
        let label = UILabel()
        switch cellStyle {
        case .subtitle: label.textStyle = .subheadline
        case .value1:
            label.textStyle = .body
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2: label.textStyle = .footnote
        case .default: break
        }
        contentView.addSubview(label)
        standardDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The cell's leading image view, made on first access; nil for the `.value2` style.
    public var imageView: UIImageView? {
        if let standardImageView { return standardImageView }
        guard cellStyle != .value2 else { return nil }
        let view = UIImageView()
        view.contentMode = .center
        contentView.addSubview(view)
        standardImageView = view
        setNeedsLayout()
        return view
    }

    /// A list content configuration styled for this cell's table (`.cell()`, or `.subtitleCell()`
    /// / `.valueCell()` for those styles), with no content.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }

    /// Horizontal margin of the standard labels, in points.
    private static let standardMargin: CGFloat = 16

    /// Places the standard image and labels inside the content view.
    func layoutStandardViews() {
        guard standardTextLabel != nil || standardDetailTextLabel != nil || standardImageView != nil else { return }
        let margin = Self.standardMargin
        let area = contentView.bounds
        var leading = margin
        if let imageView = standardImageView, let image = imageView.image {
            let side = min(image.size.width, area.height)
            imageView.frame = CGRect(
                x: margin, y: ((area.height - image.size.height) / 2).rounded(), width: side, height: image.size.height)
            leading = imageView.frame.maxX + margin
        }
        let width = max(0, area.width - leading - margin)
        let detail = standardDetailTextLabel.flatMap { $0.text?.isEmpty == false ? $0 : nil }
        switch cellStyle {
        case .default:
            standardTextLabel?.frame = CGRect(x: leading, y: 0, width: width, height: area.height)
        case .subtitle:
            let titleHeight =
                standardTextLabel?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height ?? 0
            let detailHeight = detail?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height ?? 0
            let top = ((area.height - titleHeight - detailHeight) / 2).rounded()
            standardTextLabel?.frame = CGRect(x: leading, y: top, width: width, height: titleHeight)
            detail?.frame = CGRect(x: leading, y: top + titleHeight, width: width, height: detailHeight)
        case .value1:
            let detailWidth = min(width / 2, detail?.sizeThatFits(CGSize(width: width, height: area.height)).width ?? 0)
            standardTextLabel?.frame = CGRect(
                x: leading, y: 0, width: max(0, width - detailWidth - 8), height: area.height)
            detail?.frame = CGRect(x: leading + width - detailWidth, y: 0, width: detailWidth, height: area.height)
        case .value2:
            let column = min(width, 84)
            standardTextLabel?.frame = CGRect(x: leading, y: 0, width: column, height: area.height)
            detail?.frame = CGRect(
                x: leading + column + 6, y: 0, width: max(0, width - column - 6), height: area.height)
        }
    }

    /// The height the standard labels need at a content width, in points (at least 44).
    func standardContentHeight(forWidth width: CGFloat) -> CGFloat {
        let textWidth = max(0, width - 2 * Self.standardMargin)
        let unlimited = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
        let title = standardTextLabel.map { $0.sizeThatFits(unlimited).height } ?? 0
        let detail =
            standardDetailTextLabel.flatMap { $0.text?.isEmpty == false ? $0.sizeThatFits(unlimited).height : nil } ?? 0
        let text = cellStyle == .subtitle ? title + detail : max(title, detail)
        guard standardTextLabel != nil || standardDetailTextLabel != nil else { return 44 }
        return max(44, text + 22)
    }
}
