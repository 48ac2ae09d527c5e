public import Foundation
public import TesseraGraphics

/// Picks a calendar day (`UIDatePicker` in the compact style, date mode): the date shows in a
/// grey pill, and tapping the pill opens a month calendar in a card over the window.
///
/// In the calendar, the chevrons move between months and tapping a day selects it: the picker's
/// `date` moves to that day (keeping its time of day), `.valueChanged` is sent, and the card
/// closes. A tap outside the card closes it without a change. Days outside
/// `minimumDate…maximumDate` are dimmed and cannot be picked. Setting `date` from code clamps it
/// to that range and sends nothing.
///
/// Text and the grid follow `locale`, `timeZone` and `calendar` — explicit properties, defaulting
/// to the process's current ones as UIKit's do; set them for stable output (tests, snapshots).
/// The pill reads the date with `DateFormatter`'s medium date style in that locale.
///
/// For example:
/// ```swift
/// let picker = UIDatePicker(date: Date(timeIntervalSince1970: 1_741_910_400))  // 2025-03-14 00:00 UTC
/// picker.locale = Locale(identifier: "en_US")
/// picker.timeZone = TimeZone(identifier: "UTC")!
/// picker.text                  // "Mar 14, 2025"
/// picker.locale = Locale(identifier: "zh_CN")
/// picker.text                  // "2025年3月14日"
/// ```
///
/// Main actor only.
@MainActor
open class UIDatePicker: UIControl {
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

    /// The earliest date that can be picked; nil for no limit. Setting it re-clamps `date`.
    open var minimumDate: Date? { didSet { date = storedDate } }
    /// The latest date that can be picked; nil for no limit. Setting it re-clamps `date`.
    open var maximumDate: Date? { didSet { date = storedDate } }
    /// The calendar for the month grid and day arithmetic (its time zone and locale are replaced
    /// by the picker's `timeZone` and `locale`). Default `Calendar.current`.
    open var calendar: Calendar = .current { didSet { contentDidChange() } }
    /// The language and region of the text. Default `Locale.current`.
    open var locale: Locale = .current { didSet { contentDidChange() } }
    /// The time zone days are counted in. Default `TimeZone.current`.
    open var timeZone: TimeZone = .current { didSet { contentDidChange() } }

    /// The pill's text font. Default 17 pt.
    open var font: UIFont = .system(size: 17) { didSet { contentDidChange() } }
    /// The pill's text colour. Default `label`.
    open var textColor: UIColor = .label { didSet { setNeedsDisplay() } }
    /// The colour of the pill's text while the calendar is open, and of the calendar's selection.
    /// Default `systemBlue`.
    open var tintColor: UIColor = .systemBlue { didSet { setNeedsDisplay() } }
    /// The pill's fill. Default UIKit's `tertiarySystemFill`: (118, 118, 128) at alpha 0.12 light,
    /// 0.24 dark.
    open var pillColor: UIColor = UIColor(light: UIColor(rgb: 0x767680).withAlpha(0.12), dark: UIColor(rgb: 0x767680).withAlpha(0.24)) {
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

    public init(frame: CGRect = .zero, date: Date = Date()) {
        storedDate = date
        super.init(frame: frame)
        accessibilityTraits = .button
    }

    /// `calendar` with the picker's `timeZone` and `locale`.
    public var effectiveCalendar: Calendar {
        var calendar = self.calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }

    /// The date in `locale`'s medium date style, in `timeZone` and `calendar`.
    public var text: String { formatter.string(from: storedDate) }

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
        let size = TextEngine.shared.size(of: attributedText(color: .black), width: nil, style: ParagraphStyle(numberOfLines: 1))
        return CGSize(width: (size.width + 2 * Self.pillPadding).rounded(.up), height: Self.pillHeight)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The pill: the intrinsic size, at the leading edge and vertically centred.
    public var pillRect: CGRect {
        let size = intrinsicContentSize
        let width = min(size.width, bounds.width)
        let leftToRight = traitCollection.layoutDirection == .leftToRight
        return CGRect(
            x: leftToRight ? bounds.minX : bounds.maxX - width, y: (bounds.midY - size.height / 2).rounded(),
            width: width, height: size.height)
    }

    override open func draw(in context: inout DisplayList) {
        let traits = traitCollection
        let pill = pillRect
        let color = !isEnabled ? UIColor.tertiaryLabel : (isPresentingCalendar ? tintColor : textColor)
        context.fill(.roundedRect(pill, radius: 6), color: pillColor.resolved(with: traits))
        let text = attributedText(color: color.resolved(with: traits))
        let style = ParagraphStyle(alignment: .center, lineBreakMode: .byTruncatingTail, numberOfLines: 1)
        let height = TextEngine.shared.size(of: text, width: nil, style: style).height
        let textRect = CGRect(x: pill.minX, y: (pill.midY - height / 2).rounded(), width: pill.width, height: height)
        context.drawText(text, in: textRect, style: style)
    }

    /// A tap inside opens the calendar.
    override open func endTracking(inside: Bool) {
        super.endTracking(inside: inside)
        if inside, isEnabled { presentCalendar() }
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
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
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
