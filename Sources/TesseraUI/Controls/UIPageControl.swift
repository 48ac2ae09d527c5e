public import Foundation
public import TesseraGraphics

/// A row of dots, one per page, with the current page's dot highlighted (`UIPageControl`).
///
/// A tap on the right half of the control moves to the next page and one on the left half to
/// the previous page (mirrored for right-to-left layouts), sending `.valueChanged` when the page
/// changed; setting `currentPage` from code sends nothing.
///
/// Dots are 7 points wide, 16 points apart centre to centre, in a row centred in the bounds.
///
/// For example:
/// ```swift
/// let pages = UIPageControl()
/// pages.numberOfPages = 5
/// pages.currentPage = 1          // no action runs
/// pages.accessibilityValue       // "Page 2 of 5"
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// A dot's diameter, in points.
    public static let indicatorDiameter: CGFloat = 7
    /// The distance between neighbouring dots' centres, in points.
    public static let indicatorSpacing: CGFloat = 16
    /// The height the control prefers, in points.
    public static let preferredHeight: CGFloat = 26
    /// Space left and right of the dots in the preferred size, in points.
    static let horizontalPadding: CGFloat = 12

    /// How many dots. Setting it clamps `currentPage` into range. - Precondition: ≥ 0.
    open var numberOfPages = 0 {
        didSet {
            precondition(numberOfPages >= 0, "UIPageControl.numberOfPages cannot be negative (\(numberOfPages))")
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The highlighted page, clamped to `0…numberOfPages − 1`. Setting it sends no actions.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            setNeedsDisplay()
        }
    }

    /// Whether the control hides itself when there is only one page. Default false.
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// Dots other than the current one; nil (default) for `label` at 30 % opacity.
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.pageIndicatorTintColor)
            setNeedsDisplay()
        }
    }
    /// The current page's dot; nil (default) for `label`.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.currentPageIndicatorTintColor)
            setNeedsDisplay()
        }
    }

    /// "Page n of m", or nil without pages.
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? describedValue }
        set { super.accessibilityValue = newValue }
    }

    /// The value read when none is set.
    private var describedValue: String? {
        numberOfPages > 0 ? "Page \(currentPage + 1) of \(numberOfPages)" : nil
    }

    private var touchUpLocation: CGPoint?

    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        accessibilityTraits = .adjustable
    }

    /// The size that fits `pageCount` dots: 16 points per dot plus padding, by 26.
    public func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(
            width: CGFloat(max(0, pageCount)) * Self.indicatorSpacing + 2 * Self.horizontalPadding,
            height: Self.preferredHeight)
    }

    override open var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// False everywhere while the control is hidden for a single page, so taps pass through.
    override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        !(hidesForSinglePage && numberOfPages <= 1) && super.point(inside: point, with: event)
    }
    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Moves to the next page, as VoiceOver's swipe up does; sends `.valueChanged` when it moved.
    override open func accessibilityIncrement() { userStep(by: 1) }
    /// Moves to the previous page; sends `.valueChanged` when it moved.
    override open func accessibilityDecrement() { userStep(by: -1) }

    /// The centre of page `index`'s dot, in bounds coordinates.
    public func indicatorCenter(forPage index: Int) -> CGPoint {
        let rowWidth = CGFloat(numberOfPages) * Self.indicatorSpacing
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let slot = leftToRight ? index : numberOfPages - 1 - index
        let x = bounds.midX - rowWidth / 2 + (CGFloat(slot) + 0.5) * Self.indicatorSpacing
        return CGPoint(x: x, y: bounds.midY)
    }

    override open func draw(in context: inout DisplayList) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let traits = traitCollection
        if !isEnabled { context.beginTransparencyLayer(alpha: 0.5) }
        let radius = Self.indicatorDiameter / 2
        for page in 0..<numberOfPages {
            let center = indicatorCenter(forPage: page)
            let dot = Path.ellipse(
                in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            let color =
                page == currentPage
                ? currentPageIndicatorTintColor ?? .label
                : pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3)
            context.fill(dot, color: color.resolvedColor(with: traits))
        }
        if !isEnabled { context.endTransparencyLayer() }
    }

    // MARK: Tracking

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchUpLocation = touches.first?.location(in: self)
        super.touchesEnded(touches, with: event)
        touchUpLocation = nil
    }

    /// A tap inside steps one page toward the side of the control it landed on.
    override open func endTracking(inside: Bool) {
        if let location = touchUpLocation, bounds.contains(location) {
            let rightHalf = location.x >= bounds.midX
            let forward = rightHalf == (effectiveUserInterfaceLayoutDirection == .leftToRight)
            userStep(by: forward ? 1 : -1)
        }
        super.endTracking(inside: inside)
    }

    /// The page before the user's last step (for a page view controller, which turns the page
    /// and lets the turn move the dot).
    private(set) var pageBeforeUserStep = 0

    private func userStep(by delta: Int) {
        guard isEnabled, numberOfPages > 0 else { return }
        let before = currentPage
        pageBeforeUserStep = before
        currentPage = before + delta
        if currentPage != before { sendActions(for: .valueChanged) }
    }
}
