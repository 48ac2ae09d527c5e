public import Foundation
public import TesseraGraphics

/// A month calendar (the grid inside a compact `UIDatePicker`'s card): the month and year with
/// previous/next chevrons, a row of weekday names starting on the calendar's `firstWeekday`, and
/// the month's days in a 7-column grid, the selected day on a tinted circle.
///
/// Tapping an enabled day sets `pickedDay` to the start of that day and sends `.valueChanged`
/// (the day stays selected); days outside `minimumDate…maximumDate` are dimmed and ignore taps,
/// and a chevron is disabled when its month lies wholly outside the limits.
///
/// All arithmetic uses `calendar` as given — its time zone and locale decide where days start and
/// how names read (`UIDatePicker` passes its own `effectiveCalendar`).
///
/// For example:
/// ```swift
/// var gregorian = Calendar(identifier: .gregorian)
/// gregorian.timeZone = TimeZone(identifier: "UTC")!
/// gregorian.locale = Locale(identifier: "en_US")
/// let grid = DatePickerCalendarView(calendar: gregorian, selectedDate: someDate)
/// grid.monthTitle               // "March 2025"
/// grid.addAction(UIAction { action in
///     print((action.sender as! DatePickerCalendarView).pickedDay!)
/// }, for: .valueChanged)
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class DatePickerCalendarView: UIControl {
    /// The card's size, in points: 7 columns of 40 plus 12 padding each side, by a 44-point
    /// header, a 20-point weekday row and 6 rows of 40, plus padding.
    public static let preferredSize = CGSize(width: 304, height: 328)
    static let padding: CGFloat = 12
    static let headerHeight: CGFloat = 44
    static let weekdayRowHeight: CGFloat = 20
    static let cellSize: CGFloat = 40

    /// The calendar for all day arithmetic and names.
    open var calendar: Calendar { didSet { contentDidChange() } }
    /// The day drawn as selected; nil for none.
    open var selectedDate: Date? { didSet { setNeedsDisplay() } }
    /// Any instant in the month shown; the grid shows its whole month.
    open var visibleMonth: Date { didSet { contentDidChange() } }
    open var minimumDate: Date? { didSet { contentDidChange() } }
    open var maximumDate: Date? { didSet { contentDidChange() } }
    /// The selection circle and the chevrons. Default `systemBlue`.
    override open func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    /// The start of the day the user tapped last (set just before `.valueChanged` is sent).
    public private(set) var pickedDay: Date?

    /// Shows the month and year.
    public let monthLabel = UILabel()
    /// Moves to the previous month.
    public let previousMonthButton = UIButton()
    /// Moves to the next month.
    public let nextMonthButton = UIButton()

    private var touchUpLocation: CGPoint?

    public init(frame: CGRect = .zero, calendar: Calendar, selectedDate: Date?, visibleMonth: Date? = nil) {
        self.calendar = calendar
        self.selectedDate = selectedDate
        self.visibleMonth = visibleMonth ?? selectedDate ?? Date(timeIntervalSinceReferenceDate: 0)
        super.init(frame: frame)
        if frame.size == .zero { self.frame.size = Self.preferredSize }
        monthLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        monthLabel.isUserInteractionEnabled = false
        addSubview(monthLabel)
        for (button, icon, label) in [
            (previousMonthButton, Icon.Name.chevronLeft, "Previous month"),
            (nextMonthButton, .chevronRight, "Next month"),
        ] {
            button.setImage(UIImage(icon: Icon(icon), pointSize: 28), for: .normal)
            button.accessibilityLabel = label
            addSubview(button)
        }
        previousMonthButton.addAction(UIAction { [weak self] _ in self?.showMonth(offset: -1) }, for: .touchUpInside)
        nextMonthButton.addAction(UIAction { [weak self] _ in self?.showMonth(offset: 1) }, for: .touchUpInside)
        contentDidChange()
    }

    /// The month and year in the calendar's locale, e.g. "March 2025" or "2025年3月".
    public var monthTitle: String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        return formatter.string(from: monthStart)
    }

    /// The selected day's date in the calendar's locale, or nil.
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? describedValue }
        set { super.accessibilityValue = newValue }
    }

    /// The value read when none is set.
    private var describedValue: String? {
        guard let selectedDate else { return nil }
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .long
        return formatter.string(from: selectedDate)
    }

    /// Shows the month `offset` months from the current one (negative for earlier).
    public func showMonth(offset: Int) {
        guard let month = calendar.date(byAdding: .month, value: offset, to: monthStart) else { return }
        visibleMonth = month
    }

    override open var intrinsicContentSize: CGSize { Self.preferredSize }
    override open func sizeThatFits(_ size: CGSize) -> CGSize { Self.preferredSize }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let header = CGRect(
            x: Self.padding, y: Self.padding, width: bounds.width - 2 * Self.padding, height: Self.headerHeight)
        nextMonthButton.frame = CGRect(x: header.maxX - 44, y: header.minY, width: 44, height: 44)
        previousMonthButton.frame = CGRect(x: header.maxX - 88, y: header.minY, width: 44, height: 44)
        monthLabel.frame = CGRect(
            x: header.minX + 4, y: header.minY, width: max(0, header.width - 96), height: header.height)
    }

    override open func draw(in context: inout DisplayList) {
        drawGrid(in: &context)
    }

    // MARK: Tracking

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchUpLocation = touches.first?.location(in: self)
        super.touchesEnded(touches, with: event)
        touchUpLocation = nil
    }

    /// A tap on an enabled day picks it: `pickedDay`, `selectedDate` and `.valueChanged`.
    override open func endTracking(inside: Bool) {
        if isEnabled, let location = touchUpLocation, let day = day(at: location), isDayEnabled(day) {
            pickedDay = day
            selectedDate = day
            sendActions(for: .valueChanged)
        }
        super.endTracking(inside: inside)
    }

    /// Copies the picker's calendar, limits, selection and tint (and shows the selection's month
    /// when the calendar changes).
    func update(from picker: UIDatePicker) {
        calendar = picker.effectiveCalendar
        minimumDate = picker.minimumDate
        maximumDate = picker.maximumDate
        tintColor = picker.tintColor
        selectedDate = picker.date
    }

    private func contentDidChange() {
        monthLabel.text = monthTitle
        previousMonthButton.tintColor = tintColor
        nextMonthButton.tintColor = tintColor
        previousMonthButton.isEnabled = canShowMonth(offset: -1)
        nextMonthButton.isEnabled = canShowMonth(offset: 1)
        setNeedsDisplay()
    }
}
