public import Foundation

/// An element for assistive technologies that is not a view (`UIAccessibilityElement`): a bar of a
/// chart, a day in a calendar drawn by one view. A container lists such elements in its
/// `accessibilityElements`.
///
/// Its rectangle is `accessibilityFrameInContainerSpace` in the container view's bounds (followed as
/// the container moves), or else `accessibilityFrame` in window coordinates.
///
/// For example, one element per bar of a chart view:
/// ```swift
/// chart.accessibilityElements = bars.map { bar in
///     let element = UIAccessibilityElement(accessibilityContainer: chart)
///     element.accessibilityLabel = bar.day
///     element.accessibilityValue = "\(bar.count) entries"
///     element.accessibilityFrameInContainerSpace = bar.rect
///     return element
/// }
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class UIAccessibilityElement {
    /// The view (or element) that lists this element; held weakly, as in UIKit.
    public weak var accessibilityContainer: AnyObject?
    /// Whether assistive technologies see this element. Default true.
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = []
    open var accessibilityIdentifier: String?
    /// The rectangle in the container view's bounds; `.null` (the default) uses `accessibilityFrame`.
    open var accessibilityFrameInContainerSpace: CGRect = .null

    /// The rectangle in window coordinates: from `accessibilityFrameInContainerSpace` when that is
    /// set and the container is a view, else what was set (default `.zero`).
    open var accessibilityFrame: CGRect {
        get {
            if !accessibilityFrameInContainerSpace.isNull, let view = accessibilityContainer as? UIView {
                return view.convert(accessibilityFrameInContainerSpace, to: nil)
            }
            return storedFrame
        }
        set { storedFrame = newValue }
    }

    private var storedFrame: CGRect = .zero

    /// An element listed by `container` (a view or another element).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
    }

    /// Performs the element's default action; return true when handled. Default false (the caller
    /// then taps the element's centre).
    open func accessibilityActivate() -> Bool { false }
    /// Increases an adjustable element's value; the default does nothing.
    open func accessibilityIncrement() {}
    /// Decreases an adjustable element's value; the default does nothing.
    open func accessibilityDecrement() {}
}
