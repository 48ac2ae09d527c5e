import Foundation
import Tessera

/// The appearance row: a segmented control of 系统 System / 浅色 Light / 深色 Dark, in
/// `AppearancePreference.allCases` order. Its titles grow with Dynamic Type up to 15 points so three
/// segments still fit on a 320-point phone.
@MainActor
final class SettingsAppearanceCell: UITableViewCell {
    let segmentedControl = UISegmentedControl(items: AppearancePreference.allCases.map(\.title))
    /// Called with the appearance the user picked.
    var onSelect: ((AppearancePreference) -> Void)?

    static let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    /// The control's height: the 44-point minimum touch target.
    static let controlHeight: CGFloat = 44

    override func buildHierarchy() {
        contentView.addSubview(segmentedControl)
    }

    override func configureViews() {
        segmentedControl.accessibilityIdentifier = "settings.appearance"
        segmentedControl.accessibilityLabel = "外观 Appearance"
        selectedBackgroundView = JournalPalette.selectedRowBackground()
    }

    override func setUpEvents() {
        segmentedControl.addAction(
            UIAction { [weak self] action in
                guard let index = (action.sender as? UISegmentedControl)?.selectedSegmentIndex,
                    AppearancePreference.allCases.indices.contains(index)
                else { return }
                self?.onSelect?(AppearancePreference.allCases[index])
            }, for: .valueChanged)
    }

    /// Shows `appearance` as the selected segment (sends no action).
    func show(_ appearance: AppearancePreference) {
        segmentedControl.selectedSegmentIndex = AppearancePreference.allCases.firstIndex(of: appearance) ?? 0
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        segmentedControl.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(
            for: .systemFont(ofSize: 13), maximumPointSize: 15, compatibleWith: traitCollection)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        segmentedControl.frame = CGRect(
            x: Self.insets.left, y: Self.insets.top, width: contentView.bounds.width - Self.insets.horizontal,
            height: Self.controlHeight)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height(forWidth: size.width))
    }

    /// The row's height at `width` points.
    private func height(forWidth width: CGFloat) -> CGFloat {
        Self.controlHeight + Self.insets.vertical
    }
}
