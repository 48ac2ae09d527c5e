public import Foundation
public import TesseraGraphics

/// Something Auto Layout can position: a view or a ``UILayoutGuide`` (`UILayoutGuide`'s and
/// `UIView`'s common ground).
///
/// Every item has typed anchors (`leftAnchor`, `widthAnchor`, …) to build ``NSLayoutConstraint``s
/// from, and a ``LayoutNode`` holding its Auto Layout state (the engine keeps the item's four solver
/// unknowns — left, top, width, height — in its registration). The engine works in one coordinate
/// space per tree — the root view's bounds space — and converts solved rectangles into each
/// superview's space when it applies them.
///
/// You do not conform types to this protocol yourself: views conform through ``ViewLayoutItem``
/// and guides are ``UILayoutGuide``s.
///
/// Main actor only.
@preconcurrency @MainActor
public protocol LayoutItem: AnyObject {
    /// The item's Auto Layout state, created on first use. Engine storage: you never need it.
    var layoutNode: LayoutNode { get }
    /// The item's Auto Layout state if it was ever created (no allocation).
    var existingLayoutNode: LayoutNode? { get }
    /// The view the item is laid out in: a view's superview, a guide's owning view; nil for a root.
    var parentLayoutView: (any ViewLayoutItem)? { get }
    /// A short, deterministic name for diagnostics, e.g. `UILabel#title` or `UIView[tag 3]`; never an
    /// address.
    var layoutDebugName: String { get }
}

/// The linear position of a baseline inside an item: `y = top + heightFraction · height + offset`,
/// in points.
///
/// A label draws its text centred vertically, so its baselines are `heightFraction` 0.5 with the
/// offset of the baseline from the middle of its text; a view without text has its baseline at the
/// bottom edge (`heightFraction` 1, `offset` 0), as in UIKit.
///
/// For example, the baseline 80 % of the way down a single-line view:
/// ```swift
/// let baseline = LayoutBaseline(heightFraction: 0.8, offset: 0)
/// ```
public struct LayoutBaseline: Hashable, Sendable {
    /// How much of the item's height lies above the baseline, 0…1.
    public var heightFraction: CGFloat
    /// Points added after `heightFraction · height`.
    public var offset: CGFloat

    /// A baseline `heightFraction` (0…1) of the way down the item, plus `offset` points.
    public init(heightFraction: CGFloat, offset: CGFloat) {
        self.heightFraction = heightFraction
        self.offset = offset
    }

    /// The bottom edge: what a view without text uses.
    public static let bottom = LayoutBaseline(heightFraction: 1, offset: 0)
}

/// An item's first and last baselines.
///
/// For example, a two-line text view's baselines:
/// ```swift
/// let baselines = LayoutBaselines(first: LayoutBaseline(heightFraction: 0, offset: 17),
///                                 last: LayoutBaseline(heightFraction: 1, offset: -5))
/// ```
public struct LayoutBaselines: Hashable, Sendable {
    /// The baseline of the first line of text.
    public var first: LayoutBaseline
    /// The baseline of the last line of text (the same as `first` for one line).
    public var last: LayoutBaseline
    /// The height of a line of the text, in points: the system spacing at these baselines
    /// (`constraint(equalToSystemSpacingBelow:multiplier:)`); nil for the standard 8 points.
    public var lineHeight: CGFloat?

    /// Both baselines of an item, and the height of its lines of text.
    public init(first: LayoutBaseline, last: LayoutBaseline, lineHeight: CGFloat? = nil) {
        self.first = first
        self.last = last
        self.lineHeight = lineHeight
    }
}

/// A view as Auto Layout and the frame helpers see it. `TesseraUI.UIView` conforms; the protocol
/// keeps the layout engine below the UI layer.
///
/// The requirements mirror `UIView` (frame, bounds, intrinsic size, safe area, traits); the rest of
/// the Auto Layout API (`translatesAutoresizingMaskIntoConstraints`, hugging and compression
/// resistance, layout margins and guides, fitting, diagnostics) comes from extensions of this
/// protocol.
@preconcurrency @MainActor
public protocol ViewLayoutItem: LayoutItem {
    /// The rectangle in the superview's bounds space, in points.
    var frame: CGRect { get set }
    /// The size of the screen the view shows on, in points, for the screen-relative frame helpers
    /// (`fillScreenWidth`, …). `UIView` answers its window's size, or before it is in one (in set-up
    /// hooks) the main screen's; the default is the bounds of the root of the view's tree.
    var screenSize: CGSize { get }
    /// The view's own coordinate space, in points.
    var bounds: CGRect { get }
    /// What the content wants, in points; `-1` on an axis without a preference.
    var intrinsicContentSize: CGSize { get }
    /// How far the screen's unsafe areas reach into the view, in points.
    var safeAreaInsets: UIEdgeInsets { get }
    /// The view's traits: its display scale is the pixel grid solved frames are rounded to.
    var traitCollection: UITraitCollection { get }
    /// The direction the view arranges its subviews in: where `leading` and `trailing` of the
    /// constraints among them lie.
    var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }
    /// Hidden views are left out of stack arrangements.
    var isHidden: Bool { get set }
    /// Opacity 0…1 (copied by the frame helpers' `match`).
    var alpha: CGFloat { get set }
    /// Fill colour (copied by the frame helpers' `match`).
    var backgroundColor: UIColor? { get set }
    /// The direct subviews, back to front.
    var subviewLayoutItems: [any ViewLayoutItem] { get }

    /// Schedules a layout pass (as `setNeedsLayout()`).
    func setNeedsLayout()
    /// Called after the layout margins were set (`layoutMarginsDidChange()`).
    func layoutMarginsDidChange()
    /// Sets the frame solved by the engine (in the superview's bounds space, points): the view keeps
    /// its transform and bounds origin.
    func applyLayoutFrame(_ frame: CGRect)
    /// Adds `view` as the frontmost subview. - Precondition: `view` is a view of the same kind.
    func addLayoutSubview(_ view: any ViewLayoutItem)
    /// Whether the intrinsic height depends on the width the engine gives the view (multi-line text
    /// without a `preferredMaxLayoutWidth`, as `UILabel`'s two-pass layout).
    var intrinsicHeightDependsOnWidth: Bool { get }
    /// The content height when the view is `width` points wide, for views whose
    /// `intrinsicHeightDependsOnWidth`.
    func intrinsicContentHeight(forWidth width: CGFloat) -> CGFloat
    /// The first and last baselines when the view is `width` points wide (nil: at its intrinsic
    /// width), or nil for a view without text (its baselines are its bottom edge).
    func layoutBaselines(forWidth width: CGFloat?) -> LayoutBaselines?
}

extension ViewLayoutItem {
    /// Does nothing: items that are not views have no one to tell.
    public func layoutMarginsDidChange() {}
}
