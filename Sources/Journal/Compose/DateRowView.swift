import Foundation
import Tessera

/// The compose form's date row: "日期 Date" and a compact date picker ("compose.date") at the
/// trailing edge; when both do not fit on one line (large text), the picker goes under the title.
///
/// Dates show in Chinese, in the journal's calendar (UTC), so renderings do not depend on the
/// machine.
@MainActor
final class DateRowView: UIView {
    let datePicker = UIDatePicker()
    private let titleLabel = ScaledLabel(ScaledFont(.body), text: "日期 Date")
    private let icon = UIImageView(image: UIImage(icon: Icon(.event), pointSize: 22))

    /// The picker's text grows with Dynamic Type up to this size, in points: its pill is 34 points tall.
    private static let pickerFont = ScaledFont(.body, maximumPointSize: 21)

    init(calendar: Calendar = JournalStatistics.defaultCalendar) {
        super.init(frame: .zero)
        datePicker.datePickerMode = .date
        datePicker.calendar = calendar
        datePicker.timeZone = calendar.timeZone
        datePicker.locale = Locale(identifier: "zh_CN")
        datePicker.accessibilityIdentifier = "compose.date"
        datePicker.accessibilityLabel = "日期 Date"
        icon.contentMode = .center
        icon.isUserInteractionEnabled = false
        addSubview(icon)
        addSubview(titleLabel)
        addSubview(datePicker)
        applyFont()
    }

    override func themeDidChange() {
        icon.tintColor = theme.tint
        titleLabel.textColor = theme.label
        datePicker.textColor = theme.label
        datePicker.tintColor = theme.tint
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        applyFont()
    }

    private func applyFont() {
        datePicker.font = Self.pickerFont.font(for: traitCollection.preferredContentSizeCategory)
        setNeedsLayout()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: frames(forWidth: size.width).height)
    }

    override func layoutSubviews() {
        let layout = frames(forWidth: bounds.width)
        icon.frame = layout.icon
        titleLabel.frame = layout.title
        datePicker.frame = layout.picker
    }

    private func frames(forWidth width: CGFloat) -> (icon: CGRect, title: CGRect, picker: CGRect, height: CGFloat) {
        let unlimited = CGFloat.greatestFiniteMagnitude
        let pickerWidth = min(width, max(44, datePicker.intrinsicContentSize.width))
        let textX: CGFloat = 34
        let titleSize = titleLabel.sizeThatFits(CGSize(width: UILabel.unlimitedWidth, height: unlimited))
        if textX + titleSize.width + 12 + pickerWidth <= width {
            let height = max(44, titleSize.height)
            return (
                CGRect(x: 0, y: ((height - 24) / 2).rounded(), width: 24, height: 24),
                CGRect(
                    x: textX, y: ((height - titleSize.height) / 2).rounded(), width: titleSize.width,
                    height: titleSize.height),
                CGRect(x: width - pickerWidth, y: ((height - 44) / 2).rounded(), width: pickerWidth, height: 44), height
            )
        }
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: max(0, width - textX), height: unlimited)).height
        return (
            CGRect(x: 0, y: max(0, ((titleHeight - 24) / 2).rounded()), width: 24, height: 24),
            CGRect(x: textX, y: 0, width: max(0, width - textX), height: titleHeight),
            CGRect(x: textX, y: titleHeight + 4, width: min(pickerWidth, max(44, width - textX)), height: 44),
            titleHeight + 4 + 44
        )
    }
}
