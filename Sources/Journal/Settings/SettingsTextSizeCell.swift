import Foundation
import Tessera

/// The text-size row: a slider with one step per content size category (`SettingsViewModel.textSizeSteps`,
/// XS … AX5) between a small and a large "A". Its height does not depend on the text size, so the
/// row keeps its place (and its touch) while the size changes under the finger.
@MainActor
final class SettingsTextSizeCell: UITableViewCell {
    let slider = UISlider()
    /// Called with the step (0…11) the user moved the thumb to, after it snapped there.
    var onStep: ((Int) -> Void)?
    private let smallIcon = UIImageView()
    private let largeIcon = UIImageView()

    static let height: CGFloat = 60
    private static let iconWidth: CGFloat = 28

    override func buildHierarchy() {
        for view in [smallIcon, slider, largeIcon] as [UIView] { contentView.addSubview(view) }
    }

    override func configureViews() {
        let glyph = Icon(named: "text_fields") ?? Icon(.edit)
        smallIcon.image = UIImage(icon: glyph, pointSize: 16)
        largeIcon.image = UIImage(icon: glyph, pointSize: 28)
        for icon in [smallIcon, largeIcon] {
            icon.contentMode = .center
            icon.tintColor = JournalPalette.secondaryText
        }
        slider.minimumValue = 0
        slider.maximumValue = Float(SettingsViewModel.textSizeSteps.count - 1)
        slider.minimumTrackTintColor = JournalPalette.accent
        slider.accessibilityIdentifier = "settings.textSize"
        slider.accessibilityLabel = "文字大小 Text size"
        selectedBackgroundView = JournalPalette.selectedRowBackground()
    }

    /// The track in the journal theme's accent (Sunset's orange, a Pro theme's colour).
    override func themeDidChange() {
        super.themeDidChange()
        slider.minimumTrackTintColor = (theme as? JournalTheme)?.accent ?? JournalPalette.accent
    }

    override func setUpEvents() {
        slider.addAction(
            UIAction { [weak self] action in
                guard let slider = action.sender as? UISlider else { return }
                let step = Int(slider.value.rounded())
                slider.value = Float(step)  // the thumb snaps to the category's step
                self?.onStep?(step)
            }, for: .valueChanged)
    }

    /// Puts the thumb on `step` (sends no action).
    func show(step: Int) {
        slider.value = Float(step)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = contentView.bounds.height
        smallIcon.frame = CGRect(x: 16, y: 0, width: Self.iconWidth, height: height)
        largeIcon.frame = CGRect(
            x: contentView.bounds.width - 16 - Self.iconWidth, y: 0, width: Self.iconWidth, height: height)
        slider.frame = CGRect(
            x: smallIcon.frame.maxX + 10, y: (height - 44) / 2,
            width: largeIcon.frame.minX - 10 - smallIcon.frame.maxX - 10,
            height: 44)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height(forWidth: size.width))
    }

    /// The row's height at `width` points.
    private func height(forWidth width: CGFloat) -> CGFloat { Self.height }
}
