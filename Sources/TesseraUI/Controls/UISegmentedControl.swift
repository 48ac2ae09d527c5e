public import Foundation
public import TesseraGraphics

/// A horizontal row of segments, one of which is selected (`UISegmentedControl`).
///
/// Each segment shows a title, an image (an icon draws in the text colour), or both (image
/// first). The selected segment sits on a raised indicator — white in light appearance, grey in
/// dark; the others are separated by thin dividers. Segments share the width equally (default) or,
/// with `apportionsSegmentWidthsByContent`, in proportion to their content; a width set with
/// `setWidth(_:forSegmentAt:)` is kept and the rest share what remains.
///
/// Tapping a segment selects it (the one under the finger when it lifts) and sends
/// `.valueChanged`; setting `selectedSegmentIndex` from code sends nothing. With `isMomentary`,
/// a tap sends `.valueChanged` with the tapped index and the selection then clears.
///
/// For example:
/// ```swift
/// let range = UISegmentedControl(titles: ["Day", "Week", "Month"])
/// range.selectedSegmentIndex = 1          // no action runs
/// range.accessibilityValue                // "Week, 2 of 3"
/// range.addAction(for: .valueChanged) { control in
///     model.range = (control as! UISegmentedControl).selectedSegmentIndex
/// }
/// ```
///
/// Main actor only.
@MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "nothing selected" (UIKit's `noSegment`).
    public static let noSegment = -1
    /// The height the control prefers, in points (UIKit's 32).
    public static let preferredHeight: CGFloat = 32

    /// What one segment shows.
    public struct Segment: Hashable, Sendable {
        public var title: String?
        /// Shown before the title; icon images take the text colour.
        public var image: UIImage?
        /// A disabled segment is drawn dimmed and cannot be selected by a tap.
        public var isEnabled: Bool
        /// A fixed width in points; 0 lets the control decide.
        public var width: CGFloat

        public init(title: String? = nil, image: UIImage? = nil, isEnabled: Bool = true, width: CGFloat = 0) {
            self.title = title
            self.image = image
            self.isEnabled = isEnabled
            self.width = width
        }
    }

    /// The segments, left to right. Replacing them keeps the selection when it is still in range.
    open var segments: [Segment] {
        didSet {
            if selectedSegmentIndex >= segments.count { storedSelectedIndex = Self.noSegment }
            contentDidChange()
        }
    }

    /// The selected segment, or `UISegmentedControl.noSegment`. Setting it sends no actions.
    /// - Precondition: `noSegment` or a valid index.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            precondition(newValue == Self.noSegment || segments.indices.contains(newValue),
                "selectedSegmentIndex \(newValue) is out of range for \(segments.count) segments")
            storedSelectedIndex = newValue
            setNeedsDisplay()
        }
    }

    /// Whether segments take widths in proportion to their content (false: equal widths).
    open var apportionsSegmentWidthsByContent = false { didSet { contentDidChange() } }
    /// Whether a tap only triggers (and does not keep) a selection.
    open var isMomentary = false { didSet { setNeedsDisplay() } }

    /// The title font; the selected segment's title is the semibold of it. Default 13 pt.
    open var font: UIFont = .system(size: 13) { didSet { contentDidChange() } }
    /// Titles and icons. Default `label`.
    open var textColor: UIColor = .label { didSet { setNeedsDisplay() } }
    /// The selection indicator. Default white in light appearance, (99, 99, 102) in dark.
    open var selectedSegmentTintColor: UIColor = UIColor(light: .white, dark: UIColor(rgb: 0x636366)) {
        didSet { setNeedsDisplay() }
    }

    /// The selected segment's title (or "Segment n") and its position, e.g. "Week, 2 of 3"; nil
    /// when nothing is selected.
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? describedValue }
        set { super.accessibilityValue = newValue }
    }

    /// The value read when none is set.
    private var describedValue: String? {
        guard segments.indices.contains(storedSelectedIndex) else { return nil }
        let name = segments[storedSelectedIndex].title ?? "Segment \(storedSelectedIndex + 1)"
        return "\(name), \(storedSelectedIndex + 1) of \(segments.count)"
    }

    private var storedSelectedIndex = UISegmentedControl.noSegment
    /// The segment held down, while tracking.
    var pressedIndex: Int?
    private var touchUpLocation: CGPoint?

    public init(frame: CGRect = .zero, segments: [Segment]) {
        self.segments = segments
        super.init(frame: frame)
        accessibilityTraits = .button
        backgroundColor = UIColor(light: UIColor(rgb: 0x767680).withAlpha(0.12), dark: UIColor(rgb: 0x767680).withAlpha(0.24))
        cornerRadius = 8
    }

    /// A control with one titled segment per string.
    public convenience init(frame: CGRect = .zero, titles: [String]) {
        self.init(frame: frame, segments: titles.map { Segment(title: $0) })
    }

    public var numberOfSegments: Int { segments.count }

    /// Sets segment `index`'s width in points (0 to let the control decide).
    /// - Precondition: `index` is valid and `width` ≥ 0.
    public func setWidth(_ width: CGFloat, forSegmentAt index: Int) {
        precondition(segments.indices.contains(index) && width >= 0, "setWidth(\(width), forSegmentAt: \(index)) is invalid")
        segments[index].width = width
    }

    /// Enables or disables segment `index`. - Precondition: `index` is valid.
    public func setEnabled(_ isEnabled: Bool, forSegmentAt index: Int) {
        precondition(segments.indices.contains(index), "Segment \(index) is out of range")
        segments[index].isEnabled = isEnabled
    }

    // MARK: Size and drawing

    /// The segments' widths (see `segmentWidths(forTotal:)`) summed, by `preferredHeight`.
    override open var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidths.reduce(0, +).rounded(.up), height: Self.preferredHeight)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override open func draw(in context: inout DisplayList) {
        drawSegments(in: &context)
    }

    // MARK: Tracking

    override open func touchesBegan(_ touches: [UITouch]) {
        super.touchesBegan(touches)
        guard isTracking, let touch = touches.first else { return }
        pressedIndex = segmentIndex(at: touch.location(in: self)).flatMap { segments[$0].isEnabled ? $0 : nil }
        setNeedsDisplay()
    }

    override open func touchesMoved(_ touches: [UITouch]) {
        super.touchesMoved(touches)
        guard isTracking, let touch = touches.first else { return }
        let index = segmentIndex(at: touch.location(in: self)).flatMap { segments[$0].isEnabled ? $0 : nil }
        if index != pressedIndex {
            pressedIndex = index
            setNeedsDisplay()
        }
    }

    override open func touchesEnded(_ touches: [UITouch]) {
        touchUpLocation = touches.first?.location(in: self)
        super.touchesEnded(touches)
        touchUpLocation = nil
    }

    /// Selects the enabled segment under the lifted touch and sends `.valueChanged` when the
    /// selection changed (always, for a momentary control), then the touch-up event.
    override open func endTracking(inside: Bool) {
        pressedIndex = nil
        setNeedsDisplay()
        if isEnabled, let location = touchUpLocation, bounds.contains(location), let index = segmentIndex(at: location),
            segments[index].isEnabled
        {
            if isMomentary {
                storedSelectedIndex = index
                sendActions(for: .valueChanged)
                storedSelectedIndex = Self.noSegment
            } else if index != storedSelectedIndex {
                storedSelectedIndex = index
                sendActions(for: .valueChanged)
            }
        }
        super.endTracking(inside: inside)
    }

    override open func cancelTracking() {
        super.cancelTracking()
        pressedIndex = nil
        setNeedsDisplay()
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
