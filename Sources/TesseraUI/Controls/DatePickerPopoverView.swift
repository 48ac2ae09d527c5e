import Foundation
import TesseraGraphics

/// The layer a compact `UIDatePicker` puts over its window while its calendar is open: a clear,
/// full-window view holding the calendar card. A tap outside the card closes it.
///
/// The card (a `DatePickerCalendarView`) is elevated: `tertiarySystemBackground` (white in light
/// appearance, (44, 44, 46) in dark), 13-point continuous corners and a soft shadow.
///
/// Main actor only.
@preconcurrency @MainActor
public final class DatePickerPopoverView: UIView {
    /// The card.
    public let calendarView: DatePickerCalendarView
    /// The smallest gap between the card and the window's edges or the pill, in points.
    static let margin: CGFloat = 8

    private weak var picker: UIDatePicker?

    init(picker: UIDatePicker) {
        self.picker = picker
        calendarView = DatePickerCalendarView(calendar: picker.effectiveCalendar, selectedDate: picker.date)
        super.init(frame: .zero)
        calendarView.update(from: picker)
        calendarView.backgroundColor = .tertiarySystemBackground
        calendarView.layer.cornerRadius = 13
        calendarView.layer.cornerCurve = .continuous
        calendarView.layer.setShadow(
            Shadow(color: UIColor(white: 0, alpha: 0.18), offset: CGSize(width: 0, height: 8), blurRadius: 24))
        calendarView.addAction(
            UIAction { [weak self] action in
                guard let self, let picker = self.picker,
                    let day = (action.sender as? DatePickerCalendarView)?.pickedDay
                else { return }
                picker.userDidPick(day: day)
            }, for: .valueChanged)
        addSubview(calendarView)
        accessibilityIdentifier = "UIDatePicker.calendar"
    }

    /// Puts the card under `anchor` (window coordinates), aligned with its leading edge and kept
    /// inside the window; above it when there is no room below; centred when neither fits.
    func placeCard(below anchor: CGRect) {
        let size = CGSize(
            width: min(DatePickerCalendarView.preferredSize.width, bounds.width - 2 * Self.margin),
            height: DatePickerCalendarView.preferredSize.height)
        let safe = bounds.inset(by: safeAreaInsets)
        let x = min(max(anchor.minX, bounds.minX + Self.margin), bounds.maxX - Self.margin - size.width)
        let y: CGFloat
        if anchor.maxY + Self.margin + size.height <= safe.maxY - Self.margin {
            y = anchor.maxY + Self.margin
        } else if anchor.minY - Self.margin - size.height >= safe.minY + Self.margin {
            y = anchor.minY - Self.margin - size.height
        } else {
            y = safe.midY - size.height / 2
        }
        calendarView.frame = CGRect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
    }

    /// A tap that lands outside the card closes it.
    override public func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if !calendarView.frame.contains(touch.location(in: self)) { picker?.dismissCalendar() }
    }

    override public func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override public func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override public func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
