import Foundation
public import Tessera

/// The photo picker's view: an inset-grouped list of image files on the grouped background, or, when
/// there is nothing to list, a message in its place.
@MainActor
public final class PhotoPickerView: UIView {
    /// The files ("photoPicker.<file name>" rows).
    public let tableView = UITableView(frame: .zero, style: .insetGrouped)
    /// Why nothing is listed ("photoPicker.message"); hidden while files are.
    public let messageLabel: UILabel = ScaledLabel(ScaledFont(.body))

    override public func buildHierarchy() {
        addSubview(tableView)
        addSubview(messageLabel)
    }

    override public func configureViews() {
        tableView.register(PhotoCell.self)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 72
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 16 + PhotoCell.thumbnailSide + 12, bottom: 0, right: 0)
        messageLabel.textAlignment = .center
        messageLabel.accessibilityIdentifier = "photoPicker.message"
        messageLabel.isHidden = true
    }

    override public func themeDidChange() {
        backgroundColor = theme.groupedBackground
        tableView.backgroundColor = .clear
        tableView.cellBackgroundColor = theme.secondaryGroupedBackground
        messageLabel.textColor = theme.secondaryLabel
    }

    /// Shows `message` instead of the list, or the list when nil.
    public func show(message: String?) {
        messageLabel.text = message
        messageLabel.isHidden = message == nil
        tableView.isHidden = message != nil
        setNeedsLayout()
    }

    override public func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        setNeedsLayout()
    }

    override public func layoutSubviews() {
        tableView.frame = bounds
        let width = max(0, bounds.width - 64)
        let height = messageLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        messageLabel.frame = CGRect(
            x: 32, y: max(24, (bounds.height * 0.3 - height / 2).rounded()), width: width, height: height)
    }
}
