public import Foundation
public import TesseraGraphics

/// Picks a date (`UIDatePicker`), drawn in the compact style: the date (and, per
/// `datePickerMode`, the time) shows in a grey pill, and tapping the pill opens a month calendar
/// in a card over the window. Every `preferredDatePickerStyle` draws compact; the time is shown
/// but picked only in code (there is no time wheel yet), and the count-down mode shows
/// `countDownDuration`.
///
/// In the calendar, the chevrons move between months and tapping a day selects it: the picker's
/// `date` moves to that day (keeping its time of day), `.valueChanged` is sent, and the card
/// closes. A tap outside the card closes it without a change. Days outside
/// `minimumDate…maximumDate` are dimmed and cannot be picked. Setting `date` from code clamps it
/// to that range and sends nothing.
///
/// Text and the grid follow `locale`, `timeZone` and `calendar` — nil (default) means the
/// process's current ones, as in UIKit; set them for stable output (tests, snapshots). The pill
/// reads the date with `DateFormatter`'s medium date style (and short time style) in that locale.
///
/// For example:
/// ```swift
/// let picker = UIDatePicker()
/// picker.date = Date(timeIntervalSince1970: 1_741_910_400)  // 2025-03-14 00:00 UTC
/// picker.locale = Locale(identifier: "en_US")
/// picker.timeZone = TimeZone(identifier: "UTC")!
/// picker.text                  // "Mar 14, 2025"
/// picker.locale = Locale(identifier: "zh_CN")
/// picker.text                  // "2025年3月14日"
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker picks (`UIDatePicker.Mode`, with iOS's raw values).
    public enum Mode: Int, Hashable, Sendable {
        /// `time`: hours and minutes; `date`: a day; `dateAndTime`: both; `countDownTimer`: a duration
        /// in hours and minutes.
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
    }

    /// The pill's height, in points.
    public static let pillHeight: CGFloat = 34
    /// Space left and right of the text inside the pill, in points.
    static let pillPadding: CGFloat = 11

    /// The picked date. Setting it clamps into `minimumDate…maximumDate` and sends no actions.
    open var date: Date {
        get { storedDate }
        set {
            storedDate = clamped(newValue)
            contentDidChange()
        }
    }

    /// What is picked and shown. Default `dateAndTime`, as UIKit's.
    open var datePickerMode: Mode = .dateAndTime { didSet { contentDidChange() } }
    /// The style asked for (`UIDatePickerStyle`); every style draws compact.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style drawn: always `compact`.
    open var datePickerStyle: UIDatePickerStyle { .compact }
    /// The minute step of the time, 1…30 dividing 60; other values reset it to 1 (as UIKit).
    open var minuteInterval = 1 {
        didSet { if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = 1 } }
    }
    /// The seconds shown by `countDownTimer` mode, 0…86 399 rounded down to whole minutes.
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            let clamped = min(max(countDownDuration.isNaN ? 0 : countDownDuration, 0), 86_399)
            let rounded = (clamped / 60).rounded(.down) * 60
            if rounded != countDownDuration { countDownDuration = rounded }
            contentDidChange()
        }
    }

    /// The earliest date that can be picked; nil for no limit. Setting it re-clamps `date`.
    open var minimumDate: Date? { didSet { date = storedDate } }
    /// The latest date that can be picked; nil for no limit. Setting it re-clamps `date`.
    open var maximumDate: Date? { didSet { date = storedDate } }
    /// The calendar for the month grid and day arithmetic (its time zone and locale are replaced
    /// by the picker's). Nil (default) for `Calendar.current`.
    open var calendar: Calendar! { didSet { contentDidChange() } }
    /// The language and region of the text; nil (default) for `Locale.current`.
    open var locale: Locale? { didSet { contentDidChange() } }
    /// The time zone days are counted in; nil (default) for `TimeZone.current`.
    open var timeZone: TimeZone? { didSet { contentDidChange() } }

    /// The pill's text font. Default 17 pt.
    open var font: UIFont = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
    /// The pill's text colour. Default `label`.
    open var textColor: UIColor = .label { didSet { setNeedsDisplay() } }
    /// The colour of the pill's text while the calendar is open, and of the calendar's selection.
    /// Default `systemBlue`.
    override open func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
    /// The pill's fill. Default UIKit's `tertiarySystemFill`: (118, 118, 128) at alpha 0.12 light,
    /// 0.24 dark.
    open var pillColor: UIColor = UIColor(
        light: UIColor(rgb: 0x767680).withAlphaComponent(0.12), dark: UIColor(rgb: 0x767680).withAlphaComponent(0.24))
    {
        didSet { setNeedsDisplay() }
    }

    /// The date as the pill shows it.
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? (text) }
        set { super.accessibilityValue = newValue }
    }

    /// The calendar card while it is open.
    public private(set) weak var presentedCalendar: DatePickerPopoverView?

    private var storedDate: Date
    private var cachedFormatter: DateFormatter?

    override class var setUpRunningClass: UIView.Type { UIDatePicker.self }

    /// A picker showing now.
    override public init(frame: CGRect = .zero) {
        storedDate = Date()
        super.init(frame: frame)
        defer { runSetUp(after: UIDatePicker.self) }
        accessibilityTraits = .button
    }

    /// A picker showing `date` (Tessera's shorthand).
    public convenience init(frame: CGRect = .zero, date: Date) {
        self.init(frame: frame)
        storedDate = date
    }

    /// Sets the date (clamped) without sending actions. `animated` is accepted; the pill changes at
    /// once.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// The locale in effect: `locale`, or the current one.
    public var effectiveLocale: Locale { locale ?? .current }
    /// The time zone in effect: `timeZone`, or the current one.
    public var effectiveTimeZone: TimeZone { timeZone ?? .current }

    /// `calendar` (or the current one) with the picker's time zone and locale.
    public var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? .current
        calendar.timeZone = effectiveTimeZone
        calendar.locale = effectiveLocale
        return calendar
    }

    /// The pill's text: the date in the locale's medium date style and, per the mode, the short
    /// time style; in count-down mode the duration as hours and minutes ("1:05").
    public var text: String {
        if datePickerMode == .countDownTimer {
            let minutes = Int(countDownDuration / 60)
            return String(format: "%d:%02d", minutes / 60, minutes % 60)
        }
        return formatter.string(from: storedDate)
    }

    /// Whether the calendar card is showing.
    public var isPresentingCalendar: Bool { presentedCalendar != nil }

    /// Opens the calendar card in the picker's window, below the pill (above it when there is no
    /// room below). Does nothing outside a window or when already open.
    open func presentCalendar() {
        guard let window, presentedCalendar == nil else { return }
        let popover = DatePickerPopoverView(picker: self)
        window.addSubview(popover)
        popover.frame = window.bounds
        popover.placeCard(below: convert(bounds, to: window))
        popover.layoutIfNeeded()
        presentedCalendar = popover
        setNeedsDisplay()
    }

    /// Closes the calendar card, if open, without changing the date.
    open func dismissCalendar() {
        presentedCalendar?.removeFromSuperview()
        presentedCalendar = nil
        setNeedsDisplay()
    }

    /// Called by the calendar when the user picks a day: moves `date` there (keeping its time of
    /// day, clamped to the limits), sends `.valueChanged` when it changed, and closes the card.
    func userDidPick(day: Date) {
        let before = storedDate
        storedDate = clamped(DatePickerCalendarView.moving(storedDate, toDayOf: day, in: effectiveCalendar))
        contentDidChange()
        dismissCalendar()
        if storedDate != before { sendActions(for: .valueChanged) }
    }

    // MARK: Size, drawing and tracking

    /// The text plus padding, by `pillHeight`.
    override open var intrinsicContentSize: CGSize {
        let size = TextEngine.shared.size(
            of: attributedText(color: .black), width: nil, style: ParagraphStyle(numberOfLines: 1))
        return CGSize(width: (size.width + 2 * Self.pillPadding).rounded(.up), height: Self.pillHeight)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The pill: the intrinsic size, at the leading edge and vertically centred.
    public var pillRect: CGRect {
        let size = intrinsicContentSize
        let width = min(size.width, bounds.width)
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        return CGRect(
            x: leftToRight ? bounds.minX : bounds.maxX - width, y: (bounds.midY - size.height / 2).rounded(),
            width: width, height: size.height)
    }

    override open func draw(in context: inout DisplayList) {
        let traits = traitCollection
        let pill = pillRect
        let color = !isEnabled ? UIColor.tertiaryLabel : (isPresentingCalendar ? effectiveTintColor : textColor)
        context.fill(.roundedRect(pill, radius: 6), color: pillColor.resolvedColor(with: traits))
        let text = attributedText(color: color.resolvedColor(with: traits))
        let style = ParagraphStyle(alignment: .center, lineBreakMode: .byTruncatingTail, numberOfLines: 1)
        let height = TextEngine.shared.size(of: text, width: nil, style: style).height
        let textRect = CGRect(x: pill.minX, y: (pill.midY - height / 2).rounded(), width: pill.width, height: height)
        context.drawText(text, in: textRect, style: style)
    }

    /// A tap inside opens the calendar (in the modes that show a date).
    override open func endTracking(inside: Bool) {
        super.endTracking(inside: inside)
        if inside, isEnabled, datePickerMode == .date || datePickerMode == .dateAndTime { presentCalendar() }
    }

    override open func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { dismissCalendar() }
    }

    override open func stateDidChange() {
        super.stateDidChange()
        if !isEnabled { dismissCalendar() }
    }

    // MARK: Helpers

    private func attributedText(color: UIColor) -> AttributedText {
        AttributedText(text, attributes: TextAttributes(font: font, foregroundColor: color))
    }

    private var formatter: DateFormatter {
        if let cachedFormatter { return cachedFormatter }
        let formatter = DateFormatter()
        formatter.calendar = effectiveCalendar
        formatter.locale = effectiveLocale
        formatter.timeZone = effectiveTimeZone
        formatter.dateStyle = datePickerMode == .time ? .none : .medium
        formatter.timeStyle = datePickerMode == .date ? .none : .short
        cachedFormatter = formatter
        return formatter
    }

    private func clamped(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    private func contentDidChange() {
        cachedFormatter = nil
        presentedCalendar?.calendarView.update(from: self)
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
