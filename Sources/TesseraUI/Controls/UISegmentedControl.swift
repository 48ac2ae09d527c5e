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
/// Tapping a segment selects it (the one under the finger when it lifts), runs the segment's
/// action if it has one and sends `.valueChanged`; setting `selectedSegmentIndex` from code sends
/// nothing. With `isMomentary`, a tap does the same with the tapped index and the selection then
/// clears. As in UIKit, setters given an index past the last segment apply to the last one.
///
/// For example:
/// ```swift
/// let range = UISegmentedControl(items: ["Day", "Week", "Month"])
/// range.selectedSegmentIndex = 1          // no action runs
/// range.accessibilityValue                // "Week, 2 of 3"
/// range.addAction(UIAction { action in
///     model.range = (action.sender as! UISegmentedControl).selectedSegmentIndex
/// }, for: .valueChanged)
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "nothing selected" (UIKit's `noSegment`).
    public static let noSegment = -1
    /// The height the control prefers, in points (UIKit's 32).
    public static let preferredHeight: CGFloat = 32

    /// What one segment shows (a Tessera extra: UIKit keeps segments private).
    public struct Segment: Hashable, Sendable {
        public var title: String?
        /// Shown before the title; icon images take the text colour.
        public var image: UIImage?
        /// A disabled segment is drawn dimmed and cannot be selected by a tap.
        public var isEnabled: Bool
        /// A fixed width in points; 0 lets the control decide.
        public var width: CGFloat
        /// Runs when the user selects the segment.
        public var action: UIAction?

        public init(
            title: String? = nil, image: UIImage? = nil, isEnabled: Bool = true, width: CGFloat = 0,
            action: UIAction? = nil
        ) {
            self.title = title
            self.image = image
            self.isEnabled = isEnabled
            self.width = width
            self.action = action
        }
    }

    /// The segments, left to right. Replacing them keeps the selection when it is still in range.
    open var segments: [Segment] = [] {
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
            precondition(
                newValue == Self.noSegment || segments.indices.contains(newValue),
                "selectedSegmentIndex \(newValue) is out of range for \(segments.count) segments")
            storedSelectedIndex = newValue
            setNeedsDisplay()
        }
    }

    /// Whether segments take widths in proportion to their content (false: equal widths).
    open var apportionsSegmentWidthsByContent = false { didSet { contentDidChange() } }
    /// Whether a tap only triggers (and does not keep) a selection.
    open var isMomentary = false { didSet { setNeedsDisplay() } }

    /// The title font (a Tessera extra; `setTitleTextAttributes(_:for:)` overrides it); the
    /// selected segment's title is the semibold of it. Default 13 pt.
    open var font: UIFont = .systemFont(ofSize: 13) { didSet { contentDidChange() } }
    /// Titles and icons (a Tessera extra, overridden likewise). Default `label`.
    open var textColor: UIColor = .label { didSet { setNeedsDisplay() } }
    /// The selection indicator; nil (default) for white in light appearance, (99, 99, 102) in dark.
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.selectedSegmentTintColor)
            setNeedsDisplay()
        }
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

    static let defaultSelectedSegmentTint = UIColor(light: .white, dark: UIColor(rgb: 0x636366))

    private var storedSelectedIndex = UISegmentedControl.noSegment
    /// Title attributes per state (`.normal`, `.selected`…), as `setTitleTextAttributes(_:for:)`.
    private var titleAttributes: [UIControl.State: [NSAttributedString.Key: Any]] = [:]
    /// The segment held down, while tracking.
    var pressedIndex: Int?
    private var touchUpLocation: CGPoint?

    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        accessibilityTraits = .button
        setBackgroundColor(
            UIColor(
                light: UIColor(rgb: 0x767680).withAlphaComponent(0.12),
                dark: UIColor(rgb: 0x767680).withAlphaComponent(0.24)))
        layer.cornerRadius = 8
    }

    /// A control with one segment per item: a `String` is a title, a `UIImage` an image.
    /// - Precondition: every item is a `String` or a `UIImage` (UIKit raises for others).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { item in
            switch item {
            case let title as String: Segment(title: title)
            case let image as UIImage: Segment(image: image)
            default: preconditionFailure("UISegmentedControl items must be String or UIImage, not \(type(of: item))")
            }
        }
    }

    /// A control with one segment per action, showing its title and image; selecting the segment
    /// runs the action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map(Self.segment(for:))
    }

    /// A control with `segments` (Tessera's form).
    public convenience init(frame: CGRect = .zero, segments: [Segment]) {
        self.init(frame: frame)
        self.segments = segments
    }

    public var numberOfSegments: Int { segments.count }

    // MARK: Segments

    /// Inserts a titled segment at `segment` (clamped to 0…`numberOfSegments`). `animated` is
    /// accepted; the change shows at once.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts an image segment at `segment` (clamped).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` at `segment` (clamped).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Self.segment(for: action), at: segment)
    }

    /// Removes segment `segment`; an index past the end removes the last one. The selection follows
    /// its segment, or becomes `noSegment` if that was removed.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard let index = pinned(segment) else { return }
        let selected = storedSelectedIndex
        segments.remove(at: index)
        if selected == index {
            storedSelectedIndex = Self.noSegment
        } else if selected > index {
            storedSelectedIndex = selected - 1
        }
    }

    /// Removes every segment; the selection becomes `noSegment`.
    open func removeAllSegments() {
        segments = []
        storedSelectedIndex = Self.noSegment
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if let index = pinned(segment) { segments[index].title = title }
    }

    /// Segment `segment`'s title; nil past the end.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        if let index = pinned(segment) { segments[index].image = image }
    }

    /// Segment `segment`'s image; nil past the end.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables segment `segment`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if let index = pinned(segment) { segments[index].isEnabled = enabled }
    }

    /// Whether segment `segment` is enabled; false past the end.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Sets segment `segment`'s width in points (0 to let the control decide; negative counts as 0).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        if let index = pinned(segment) { segments[index].width = max(0, width) }
    }

    /// Segment `segment`'s fixed width; 0 when the control decides it or past the end.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Gives segment `segment` the action's title and image, and the action to run when chosen.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        if let index = pinned(segment) { segments[index] = Self.segment(for: action) }
    }

    /// Segment `segment`'s action; nil if it has none or past the end.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Sets the title attributes for `state` (`.normal`, `.selected`, `.disabled`): `.font` and
    /// `.foregroundColor` are drawn; a state without its own attributes uses `.normal`'s.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state] = attributes
        contentDidChange()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state]
    }

    /// The title attribute `key` for a segment in `state`, falling back to `.normal`'s.
    func titleAttribute<Value>(_ key: NSAttributedString.Key, for state: UIControl.State) -> Value? {
        titleAttributes[state]?[key] as? Value ?? titleAttributes[.normal]?[key] as? Value
    }

    private static func segment(for action: UIAction) -> Segment {
        Segment(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        let selected = storedSelectedIndex
        segments.insert(segment, at: index)
        if selected != Self.noSegment, selected >= index { storedSelectedIndex = selected + 1 }
    }

    /// `index` pinned to the last segment (as UIKit pins), nil without segments or below 0.
    private func pinned(_ index: Int) -> Int? {
        guard !segments.isEmpty, index >= 0 else { return nil }
        return min(index, segments.count - 1)
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

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, let touch = touches.first else { return }
        pressedIndex = segmentIndex(at: touch.location(in: self)).flatMap { segments[$0].isEnabled ? $0 : nil }
        setNeedsDisplay()
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isTracking, let touch = touches.first else { return }
        let index = segmentIndex(at: touch.location(in: self)).flatMap { segments[$0].isEnabled ? $0 : nil }
        if index != pressedIndex {
            pressedIndex = index
            setNeedsDisplay()
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchUpLocation = touches.first?.location(in: self)
        super.touchesEnded(touches, with: event)
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
                userDidSelect(index)
                storedSelectedIndex = Self.noSegment
            } else if index != storedSelectedIndex {
                storedSelectedIndex = index
                userDidSelect(index)
            }
        }
        super.endTracking(inside: inside)
    }

    override open func cancelTracking() {
        super.cancelTracking()
        pressedIndex = nil
        setNeedsDisplay()
    }

    /// Left and Right on the focused control choose the previous or next enabled segment, as a tap
    /// on it does (its action, `.valueChanged`).
    override open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard isFocused, isEnabled, !isMomentary, modifiers.isEmpty, key == .leftArrow || key == .rightArrow else {
            return super.keyDown(key, modifiers: modifiers)
        }
        let step = (key == .rightArrow) == (effectiveUserInterfaceLayoutDirection == .leftToRight) ? 1 : -1
        var index = storedSelectedIndex == Self.noSegment ? (step > 0 ? -1 : segments.count) : storedSelectedIndex
        repeat { index += step } while segments.indices.contains(index) && !segments[index].isEnabled
        guard segments.indices.contains(index) else { return true }
        storedSelectedIndex = index
        setNeedsDisplay()
        userDidSelect(index)
        return true
    }

    /// Runs the chosen segment's action, then `.valueChanged`.
    private func userDidSelect(_ index: Int) {
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged)
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
