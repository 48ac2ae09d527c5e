public import Foundation
public import TesseraLayout

/// Lays out a row or column of views with constraints (`UIStackView`): give it arranged subviews,
/// an axis, a distribution along the axis, an alignment across it and the spacing; it makes and
/// keeps up to date the constraints between them.
///
/// - Arranged subviews get `translatesAutoresizingMaskIntoConstraints = false`; hidden ones
///   collapse (their size along the axis becomes 0 and no spacing is left for them), and showing or
///   hiding one re-arranges the stack in the next layout pass.
/// - Constraints are rebuilt once per layout pass, however many properties changed
///   (`updateConstraints()`); they carry identifiers starting with `TSV-` in diagnostics.
/// - Without other constraints on its size the stack shrink-wraps its arranged views on the cross
///   axis (priority 49); along the axis they are pinned edge to edge.
///
/// For example:
/// ```swift
/// let row = UIStackView(arrangedSubviews: [icon, title, chevron])
/// row.axis = .horizontal
/// row.alignment = .center
/// row.spacing = 8
/// row.setCustomSpacing(16, after: icon)
/// ```
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the length along the axis (`UIStackView.Distribution`).
    ///
    /// For example, three buttons of equal width:
    /// ```swift
    /// let bar = UIStackView(arrangedSubviews: [back, share, forward])
    /// bar.distribution = .fillEqually
    /// ```
    public enum Distribution: Hashable, Sendable, CaseIterable {
        /// Views keep their intrinsic sizes; extra room goes to (and missing room is taken from) the
        /// views with the lowest hugging (compression resistance) priority.
        case fill
        /// Every view has the same length.
        case fillEqually
        /// Lengths proportional to the views' intrinsic lengths (priority 999).
        case fillProportionally
        /// Views at their intrinsic sizes with equal gaps, at least `spacing`.
        case equalSpacing
        /// Views at their intrinsic sizes with equally spaced centres, gaps at least `spacing`.
        case equalCentering
    }

    /// How the arranged views sit across the axis (`UIStackView.Alignment`).
    ///
    /// For example, a row whose labels share a baseline:
    /// ```swift
    /// let row = UIStackView(arrangedSubviews: [nameLabel, dateLabel])
    /// row.alignment = .firstBaseline
    /// ```
    public enum Alignment: Hashable, Sendable, CaseIterable {
        /// Stretched to the stack's cross edges.
        case fill
        /// Against the leading edge (vertical stacks) or the top (horizontal stacks; also `top`).
        case leading
        /// First baselines aligned (horizontal stacks; vertical ones fill).
        case firstBaseline
        /// Centred.
        case center
        /// Against the trailing edge (vertical stacks) or the bottom (horizontal; also `bottom`).
        case trailing
        /// Last baselines aligned (horizontal stacks; vertical ones fill).
        case lastBaseline

        /// `leading`, the name used for horizontal stacks.
        public static let top = Alignment.leading
        /// `trailing`, the name used for horizontal stacks.
        public static let bottom = Alignment.trailing
    }

    /// The views arranged, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []

    /// Horizontal (a row, in reading order) or vertical (a column). Default horizontal.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How arranged views share the length along the axis. Default `.fill`.
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// How arranged views are placed across the axis. Default `.fill`.
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// Points between neighbours (the minimum for `equalSpacing`/`equalCentering`). Default 0.
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// In vertical stacks, measure the spacing from one view's last baseline to the next view's
    /// first baseline.
    open var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Lay out within the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    /// `customSpacing(after:)` of a view that uses `spacing` (`UIStackView.spacingUseDefault`).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var arrangementConstraints: [NSLayoutConstraint] = []
    var spacerGuides: [UILayoutGuide] = []

    public init(frame: CGRect = .zero, arrangedSubviews: [UIView] = []) {
        super.init(frame: frame)
        for view in arrangedSubviews { addArrangedSubview(view) }
        arrangementDidChange()
    }

    /// Adds `view` at the end of the arrangement (and as the frontmost subview).
    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index` (clamped); makes it a subview if it is not one.
    public func insertArrangedSubview(_ view: UIView, at index: Int) {
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: current) }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layoutNode.arrangingStack = layoutNode
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview (as in UIKit), without constraints
    /// from the stack.
    public func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings.removeValue(forKey: ObjectIdentifier(view))
        view.existingLayoutNode?.arrangingStack = nil
        arrangementDidChange()
    }

    /// Sets the space after `view` (points), instead of `spacing`; `spacingUseDefault` restores it.
    public func setCustomSpacing(_ spacing: CGFloat, after view: UIView) {
        if spacing == Self.spacingUseDefault {
            customSpacings.removeValue(forKey: ObjectIdentifier(view))
        } else {
            customSpacings[ObjectIdentifier(view)] = spacing
        }
        arrangementDidChange()
    }

    /// The space after `view`: its custom spacing, or `spacingUseDefault`.
    public func customSpacing(after view: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
    }

    override open func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Rebuilds the arrangement's constraints (called by the layout engine once per pass after a change).
    override open func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    func arrangementDidChange() {
        setNeedsUpdateConstraints()
    }
}
