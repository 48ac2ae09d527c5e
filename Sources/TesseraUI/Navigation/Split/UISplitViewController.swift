public import Foundation
import TesseraGraphics

/// A container that shows two or three columns side by side in a regular-width window — a list,
/// optionally a second list, and the content — and one column at a time in a compact one
/// (`UISplitViewController`).
///
/// ```swift
/// let split = UISplitViewController(style: .doubleColumn)
/// split.setViewController(NotebooksViewController(), for: .primary)
/// split.setViewController(NoteViewController(), for: .secondary)
/// window.rootViewController = split
/// // In the list, on a selection:
/// showDetailViewController(NoteViewController(note: note), sender: self)
/// ```
///
/// Column-style split views (`init(style:)`) put each column's controller that is not a navigation
/// controller in one, as UIKit does; ``viewController(for:)`` returns the controller you set.
/// Classic split views (`init()` and ``viewControllers``) show the controllers as given.
///
/// **Expanded** (regular width) the columns tile, overlay or displace the secondary column as
/// ``displayMode`` says. `.automatic` tiles every column while the secondary keeps at least 320
/// points, else drops the leading columns one by one (`.secondaryOnly` at last). Leading columns
/// are 320 points wide unless the `preferred…`/`minimum…`/`maximum…` widths say otherwise, and at
/// most half the width. A tap on the secondary column, or Escape, hides columns shown over it.
///
/// **Collapsed** (compact width: phones, and iPads in narrow windows) one column fills the view:
/// the `.compact` column's controller when one was set; else the secondary column, or the column the
/// delegate names (`topColumnForCollapsingToProposedTopColumn`, or for classic split views
/// `collapseSecondary:onto:` returning true for the primary). A column shown over another gets a
/// back button (unless its first screen has its own left bar items) that, like Escape and
/// Alt+Left, shows the column before it.
///
/// Unlike UIKit, columns change at once (no sliding), a collapsed split view shows the columns'
/// own navigation controllers one at a time rather than one merged stack, and there is no sidebar
/// appearance, no column-hiding swipe (`presentsWithGesture` is stored) and no automatic
/// display-mode button in the secondary column's bar (``displayModeButtonItem`` is there to place).
///
/// Main actor only.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How many columns the split view has (`UISplitViewController.Style`).
    public enum Style: Int, Sendable {
        /// A classic split view: a primary and a secondary controller, set with `viewControllers`.
        case unspecified
        /// Primary and secondary columns.
        case doubleColumn
        /// Primary, supplementary and secondary columns.
        case tripleColumn
    }

    /// A column of a column-style split view (`UISplitViewController.Column`).
    public enum Column: Int, Sendable {
        case primary
        case supplementary
        case secondary
        /// The controller shown alone when the split view is collapsed.
        case compact
    }

    /// Which columns show, and whether the leading ones sit beside, over or displace the secondary
    /// (`UISplitViewController.DisplayMode`).
    public enum DisplayMode: Int, Sendable {
        case automatic
        case secondaryOnly
        case oneBesideSecondary
        case oneOverSecondary
        case twoBesideSecondary
        case twoOverSecondary
        case twoDisplaceSecondary

        @available(*, deprecated, renamed: "secondaryOnly")
        public static let primaryHidden = DisplayMode.secondaryOnly
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static let allVisible = DisplayMode.oneBesideSecondary
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How leading columns shown later meet the secondary (`UISplitViewController.SplitBehavior`).
    public enum SplitBehavior: Int, Sendable {
        case automatic
        /// Beside it, the secondary narrowing.
        case tile
        /// Over it.
        case overlay
        /// Pushing it aside without narrowing it.
        case displace
    }

    /// Which side the leading columns are on (`UISplitViewController.PrimaryEdge`).
    public enum PrimaryEdge: Int, Sendable {
        case leading
        case trailing
    }

    /// Let the split view choose a width (`UISplitViewController.automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    /// The number of columns, fixed at creation.
    public let style: Style
    /// Asked where to collapse and told what changes.
    public weak var delegate: (any UISplitViewControllerDelegate)?

    /// The display mode asked for; `.automatic` (the default) lets the width decide.
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            chosenDisplayMode = nil
            updateColumns()
        }
    }
    /// How leading columns shown with ``show(_:)`` meet the secondary; `.automatic` (the default)
    /// tiles while the secondary keeps 320 points, else overlays.
    public var preferredSplitBehavior: SplitBehavior = .automatic
    /// Which side the leading columns are on; default `.leading`.
    public var primaryEdge: PrimaryEdge = .leading {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// Whether a swipe shows and hides the primary column. Stored only: Tessera has no such swipe.
    public var presentsWithGesture = true
    /// Whether triple-column split views offer a button that shows the secondary alone. Stored only.
    public var showsSecondaryOnlyButton = false

    /// The primary column's width as a fraction of the split view's; ``automaticDimension`` (the
    /// default) uses ``preferredPrimaryColumnWidth``.
    public var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's width in points; ``automaticDimension`` (the default) is 320.
    public var preferredPrimaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The narrowest the primary column gets; ``automaticDimension`` (the default) is no limit.
    public var minimumPrimaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The widest the primary column gets; ``automaticDimension`` (the default) is half the width.
    public var maximumPrimaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The supplementary column's width as a fraction of the split view's (``automaticDimension``:
    /// ``preferredSupplementaryColumnWidth``).
    public var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The supplementary column's width in points; ``automaticDimension`` (the default) is 320.
    public var preferredSupplementaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The narrowest the supplementary column gets (``automaticDimension``: no limit).
    public var minimumSupplementaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The widest the supplementary column gets (``automaticDimension``: half the width).
    public var maximumSupplementaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The controllers as set, by column.
    var assigned: [Column: UIViewController] = [:]
    /// The controllers shown for each column: the assigned ones, in column-style split views put in
    /// navigation controllers.
    var shown: [Column: UIViewController] = [:]
    /// The display mode chosen by ``show(_:)``, ``hide(_:)`` or a tap, until the preference changes.
    var chosenDisplayMode: DisplayMode?
    /// The expanded display mode in effect.
    var currentDisplayMode: DisplayMode = .secondaryOnly
    /// Whether the split view shows one column; nil until it first decides.
    var collapsedState: Bool?
    /// The width the columns were last decided for.
    var decidedWidth: CGFloat?
    /// The column filling a collapsed split view.
    var topColumn: Column = .secondary
    /// The back buttons the split view put on columns shown over another, by column.
    var backItems: [Column: (item: UIBarButtonItem, on: UIViewController)] = [:]

    /// A column-style split view with `style`'s columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view, as `UISplitViewController()` makes.
    /// - Precondition: `nibNameOrNil` is nil (see `UIViewController.init(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Containers are not screens: nil, so only the screens they show report `screen_view`.
    override open var trackingName: String? { nil }

    /// The controllers of the columns, primary first. A classic split view takes a primary and an
    /// optional secondary; a column-style one fills its columns in order.
    public var viewControllers: [UIViewController] {
        get { columns.compactMap { assigned[$0] } }
        set {
            for (index, column) in columns.enumerated() {
                setViewController(index < newValue.count ? newValue[index] : nil, for: column)
            }
        }
    }

    /// The columns this style has, leading first (not `.compact`).
    var columns: [Column] { style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary] }

    /// The controller set for `column`, nil when none is.
    public func viewController(for column: Column) -> UIViewController? { assigned[column] }

    /// Shows `viewController` in `column`, ending the controller it replaces. Column-style split
    /// views put a controller that is not a navigation controller in one.
    /// - Precondition: `column` is one this style has (`.supplementary` only in triple-column split
    ///   views); `viewController` has no other parent.
    public func setViewController(_ viewController: UIViewController?, for column: Column) {
        precondition(
            column != .supplementary || style == .tripleColumn,
            "UISplitViewController: only triple-column split views have a supplementary column")
        precondition(
            column != .compact || style != .unspecified,
            "UISplitViewController: classic split views have no compact column")
        guard assigned[column] !== viewController else { return }
        if let old = shown[column] {
            removeBackItem(for: column)
            if let view = old.viewIfLoaded, view.superview != nil {
                let isVisible = appearanceState.isVisible
                if isVisible { old.beginAppearanceTransition(false) }
                view.removeFromSuperview()
                if isVisible { old.endAppearanceTransition() }
            }
            old.beginMove(toParent: nil)
            old.removeFromParent()
        }
        assigned[column] = viewController
        shown[column] = viewController.map { controller in
            let wraps = style != .unspecified && column != .compact && !(controller is UINavigationController)
            let container = wraps ? UINavigationController(rootViewController: controller) : controller
            addChild(container)
            container.endMove(toParent: self)
            return container
        }
        updateColumns()
    }

    /// Whether one column fills the split view (compact width).
    public var isCollapsed: Bool { collapsedState ?? (traitCollection.horizontalSizeClass == .compact) }

    /// The display mode in effect when expanded.
    public var displayMode: DisplayMode { currentDisplayMode }

    /// How the leading columns meet the secondary in the current display mode.
    public var splitBehavior: SplitBehavior {
        switch currentDisplayMode {
        case .oneOverSecondary, .twoOverSecondary: .overlay
        case .twoDisplaceSecondary: .displace
        default: .tile
        }
    }

    /// The primary column's width (zero before the split view has a width).
    public var primaryColumnWidth: CGFloat { columnWidth(.primary, in: viewIfLoaded?.bounds.width ?? 0) }
    /// The supplementary column's width (zero before the split view has a width).
    public var supplementaryColumnWidth: CGFloat {
        columnWidth(.supplementary, in: viewIfLoaded?.bounds.width ?? 0)
    }

    /// A bar item that shows or hides the primary column, to place in a bar.
    public private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(
            image: UIImage(icon: Icon(.menu), pointSize: 22), accessibilityLabel: "Sidebar"
        ) { [weak self] in self?.toggleLeadingColumns() }
        return item
    }()

    override open func loadView() {
        view = SplitContainerView(controller: self)
    }

    /// Shows `vc` in the secondary column (on top when collapsed), unless the delegate's
    /// `splitViewController(_:showDetail:sender:)` shows it; columns over the secondary go away.
    override open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showDetail(vc, sender: sender)
    }

    /// Shows `vc` as the primary column's controller in a regular width, and presents it modally
    /// when collapsed, unless a classic split view's delegate shows it
    /// (`splitViewController(_:show:sender:)` returning true).
    override open func show(_ vc: UIViewController, sender: Any?) {
        if style == .unspecified, delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if isCollapsed {
            present(vc, animated: true)
        } else {
            setViewController(vc, for: .primary)
        }
    }

    override open func accessibilityPerformEscape() -> Bool {
        if isCollapsed, let previous = previousColumn(before: topColumn) {
            show(previous)
            return true
        }
        if !isCollapsed, splitBehavior != .tile, currentDisplayMode != .secondaryOnly {
            dismissLeadingColumns()
            return true
        }
        return super.accessibilityPerformEscape()
    }
}

extension UIViewController {
    /// The nearest split view controller among this controller's ancestors, nil when there is none.
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }
}
