import Foundation
import Tessera

/// A Settings row with a control on the trailing side — a switch, a stepper: the coloured icon tile
/// and title of `SettingsRowCell`, an optional value after the title (or below it when the two do
/// not fit on one line), and the control centred on the first line. Text follows Dynamic Type
/// (`body`) and wraps; the row grows with it. Subclasses provide ``trailingControl``.
@MainActor
class SettingsControlCell: UITableViewCell {
    let iconTile = IconTileView()
    let titleLabel = UILabel(textStyle: .body)
    let valueLabel = UILabel(textStyle: .body)

    /// The control at the trailing edge, at its own size. Subclasses override it.
    var trailingControl: UIView { preconditionFailure("\(type(of: self)) must provide a trailing control") }
    /// The row's least height, in points: 44 (the touch target) unless a subclass needs more room
    /// around a control that fills its frame.
    var minimumRowHeight: CGFloat { 44 }

    private static let controlGap: CGFloat = 12

    override func buildHierarchy() {
        for view in [iconTile, titleLabel, valueLabel, trailingControl] { contentView.addSubview(view) }
    }

    override func configureViews() {
        titleLabel.numberOfLines = 0
        valueLabel.numberOfLines = 0
        valueLabel.textColor = JournalPalette.secondaryText
        selectedBackgroundView = JournalPalette.selectedRowBackground()
    }

    /// Shows `title` with `icon` on a tile of `iconBackground`, and `value` (secondary text) if any.
    func configure(title: String, value: String? = nil, icon: Icon, iconBackground: UIColor) {
        iconTile.show(icon, pointSize: 19, on: iconBackground)
        titleLabel.text = title
        valueLabel.text = value
        valueLabel.isHidden = value == nil
        setNeedsLayout()
    }

    private var textX: CGFloat { SettingsRowCell.padding.left + SettingsRowCell.tileSize + SettingsRowCell.tileGap }

    /// Frames of the title, value and control for a content view `width` points wide, and the
    /// height they need.
    private func rowLayout(width: CGFloat) -> (title: CGRect, value: CGRect, control: CGRect, height: CGFloat) {
        let padding = SettingsRowCell.padding
        // At least 44 × 44 points, the minimum touch target (a switch draws at its own size, centred).
        let natural = trailingControl.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        let controlSize = CGSize(width: max(44, natural.width), height: max(44, natural.height))
        let available = max(0, width - textX - Self.controlGap - controlSize.width - padding.right)
        let unlimited = CGFloat.greatestFiniteMagnitude
        let oneLineTitle = titleLabel.sizeThatFits(CGSize(width: unlimited, height: unlimited))
        let oneLineValue =
            valueLabel.isHidden ? .zero : valueLabel.sizeThatFits(CGSize(width: unlimited, height: unlimited))
        let firstLine = max(minimumRowHeight - padding.vertical, controlSize.height - padding.vertical)
        var title: CGRect
        var value = CGRect.zero
        if valueLabel.isHidden || oneLineTitle.width + 8 + oneLineValue.width <= available {
            let titleHeight = titleLabel.sizeThatFits(
                CGSize(width: max(0, available - oneLineValue.width), height: unlimited)
            ).height
            let line = max(firstLine, titleHeight)
            title = CGRect(
                x: textX, y: padding.top, width: valueLabel.isHidden ? available : oneLineTitle.width, height: line)
            value = CGRect(
                x: textX + available - oneLineValue.width, y: padding.top, width: oneLineValue.width, height: line)
        } else {
            let titleHeight = max(
                firstLine, titleLabel.sizeThatFits(CGSize(width: available, height: unlimited)).height)
            title = CGRect(x: textX, y: padding.top, width: available, height: titleHeight)
            let valueHeight = valueLabel.sizeThatFits(CGSize(width: available, height: unlimited)).height
            value = CGRect(x: textX, y: title.maxY + 2, width: available, height: valueHeight)
        }
        let bottom = valueLabel.isHidden ? title.maxY : max(title.maxY, value.maxY)
        // Centred on the title's first line.
        let controlY = max(0, padding.top + (max(firstLine, oneLineTitle.height) - controlSize.height) / 2)
        let control = CGRect(
            x: width - padding.right - controlSize.width, y: controlY.rounded(), width: controlSize.width,
            height: controlSize.height)
        return (title, value, control, max(bottom + padding.bottom, control.maxY))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let layout = rowLayout(width: contentView.bounds.width)
        titleLabel.frame = layout.title
        valueLabel.frame = layout.value
        trailingControl.frame = layout.control
        let tileY = max(SettingsRowCell.padding.top, layout.control.midY - SettingsRowCell.tileSize / 2)
        iconTile.frame = CGRect(
            x: SettingsRowCell.padding.left, y: tileY.rounded(), width: SettingsRowCell.tileSize,
            height: SettingsRowCell.tileSize)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height(forWidth: size.width))
    }

    /// The row's height at `width` points.
    private func height(forWidth width: CGFloat) -> CGFloat {
        rowLayout(width: width).height
    }
}

/// A Settings row with a switch (`UISwitch`-style) on the trailing side.
@MainActor
final class SettingsSwitchCell: SettingsControlCell {
    let toggle = UISwitch()
    /// Called with the switch's new state when the user flips it.
    var onToggle: ((Bool) -> Void)?

    override var trailingControl: UIView { toggle }

    override func setUpEvents() {
        toggle.addAction(
            UIAction { [weak self] action in
                guard let toggle = action.sender as? UISwitch else { return }
                self?.onToggle?(toggle.isOn)
            }, for: .valueChanged)
    }
}

/// A Settings row with a − / + stepper on the trailing side and the value after the title.
@MainActor
final class SettingsStepperCell: SettingsControlCell {
    let stepper = UIStepper()
    /// Called with the stepper's new value, rounded, when the user steps it.
    var onStep: ((Int) -> Void)?

    override var trailingControl: UIView { stepper }
    /// The stepper fills its 44-point frame, so the row keeps 6 points above and below it.
    override var minimumRowHeight: CGFloat { 56 }

    override func setUpEvents() {
        stepper.addAction(
            UIAction { [weak self] action in
                guard let stepper = action.sender as? UIStepper else { return }
                self?.onStep?(Int(stepper.value.rounded()))
            }, for: .valueChanged)
    }
}
