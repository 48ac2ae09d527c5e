public import Foundation
public import TesseraGraphics

/// A bar across the top of a screen that shows a `UINavigationItem` (`UINavigationBar`): its
/// left and right bar buttons, and its title (or title view) centred between them.
///
/// The bar's content is `UINavigationBar.contentHeight` (44) points tall and sits at the bottom of
/// the bar, so a bar placed under the status bar can be `contentHeight + safeAreaInsets.top` tall
/// (what `sizeThatFits(_:)` returns). An item with a `searchController` adds its search bar under
/// the title row (see UINavigationBar+Search.swift), and the bar is that much taller. Colours come
/// from the theme: `background` behind, `label` for the title, `tint` for the buttons (unless an
/// item or `tintColor` says otherwise), and a hairline of `separator` along the bottom.
///
/// ```swift
/// let bar = UINavigationBar()
/// bar.item = controller.navigationItem        // the controller's title and bar buttons
/// bar.frame = CGRect(x: 0, y: 0, width: 393, height: bar.sizeThatFits(.zero).height)
/// ```
/// Tapping a bar button runs its item's `action`. Buttons are at least 44 × 44 points.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Height of the bar's content, in points.
    public static let contentHeight: CGFloat = 44
    /// Space between the bar's edges and the outermost buttons, and between buttons, in points.
    public static let margin: CGFloat = 8

    /// Whether titles may show large, as UIKit's `prefersLargeTitles`. Kept and read back; titles are drawn
    /// at the standard size.
    public var prefersLargeTitles = false

    /// The item shown; the bar updates whenever the item changes.
    public var item: UINavigationItem? {
        didSet {
            guard item !== oldValue else { return }
            if oldValue?.bar === self { oldValue?.bar = nil }
            item?.bar = self
            reloadItem()
        }
    }

    // Bar button items take appearance proxies each time the bar shows them in a window.
    override open func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            buttonsWithItems.map(\.item).forgetAppearance()
        } else if buttonsWithItems.contains(where: { !$0.item.appearanceState.applied }) {
            reloadItem()
        }
    }

    // `tintColor` (set here or on an ancestor) colours bar buttons whose item has no tint; without
    // one they use `theme.tint`.
    override open func tintColorDidChange() {
        super.tintColorDidChange()
        reloadItem()
    }

    /// How the bar looks (`@NSCopying` as in UIKit: the bar keeps a copy of what is assigned). The
    /// item's appearances win over the bar's; see UINavigationBar+Appearance.swift.
    public var standardAppearance: UINavigationBarAppearance {
        get {
            if let storedStandardAppearance { return storedStandardAppearance }
            let appearance = UINavigationBarAppearance()
            storedStandardAppearance = adopt(appearance, replacing: nil, copying: false)
            return appearance
        }
        set {
            noteAppearanceSet(.standardAppearance)
            storedStandardAppearance = adopt(newValue, replacing: storedStandardAppearance)
            reloadItem()
        }
    }
    private var storedStandardAppearance: UINavigationBarAppearance?
    /// The look in a compact-height window; nil for `standardAppearance`.
    public var compactAppearance: UINavigationBarAppearance? {
        didSet {
            noteAppearanceSet(.compactAppearance)
            compactAppearance = adopt(compactAppearance, replacing: oldValue)
            reloadItem()
        }
    }
    /// The look while the screen's content scroll view is at its top; nil for the standard look.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            noteAppearanceSet(.scrollEdgeAppearance)
            scrollEdgeAppearance = adopt(scrollEdgeAppearance, replacing: oldValue)
            reloadItem()
        }
    }
    /// The look at the scroll edge in a compact-height window; nil for `scrollEdgeAppearance`.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            noteAppearanceSet(.compactScrollEdgeAppearance)
            compactScrollEdgeAppearance = adopt(compactScrollEdgeAppearance, replacing: oldValue)
            reloadItem()
        }
    }
    /// The background colour of the default and opaque configurations in place of the theme's,
    /// until the appearance sets a `backgroundColor` (the pre-iOS 13 way).
    public var barTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.barTintColor)
            applyAppearance()
        }
    }
    /// The title's attributes where the appearance sets none (the pre-iOS 13 way).
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            noteAppearanceSet(.titleTextAttributes)
            applyAppearance()
        }
    }
    /// Kept and read back: the bar's background is drawn as its appearance says.
    public var isTranslucent = true
    /// The appearance the bar shows now.
    var shownAppearance: UINavigationBarAppearance?
    /// The scroll view whose position picks `scrollEdgeAppearance` (the top screen's content scroll view).
    weak var scrollEdgeView: UIScrollView? { didSet { follow(scrollEdgeView, replacing: oldValue) } }
    /// The item each bar button shows, by button.
    private var buttonItems: [ObjectIdentifier: UIBarButtonItem] = [:]

    /// Shows the item's title.
    public let titleLabel = UILabel()
    /// What shows each left item, leading edge first: its button, or its custom view.
    private var leftItemViews: [UIView] = []
    /// What shows each right item, trailing edge first.
    private var rightItemViews: [UIView] = []
    /// The buttons of the left items, leading edge first (items with a custom view have none).
    public var leftButtons: [UIButton] { leftItemViews.compactMap { $0 as? UIButton } }
    /// The buttons of the right items, trailing edge first.
    public var rightButtons: [UIButton] { rightItemViews.compactMap { $0 as? UIButton } }

    private var titleView: UIView?
    /// Whether the title row was last laid out collapsed (its views faded out).
    private var shownCollapsed = false
    /// The search bar of the item's search controller, shown under the title row
    /// (UINavigationBar+Search.swift).
    var shownSearchBar: UISearchBar?

    override open func buildHierarchy() {
        addSubview(titleLabel)
    }

    override open func configureViews() {
        // As in UIKit, bar text keeps the default size at every Dynamic Type setting: the 44-point
        // bar has no room for more.
        minimumContentSizeCategory = .large
        maximumContentSizeCategory = .large
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = [.staticText, .header]
    }

    override open func themeDidChange() {
        reloadItem()
    }

    override open func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        applyAppearance()  // fonts follow the traits; a compact-height window may pick another appearance
    }

    /// The width offered, and the content height (with the search bar) plus the top safe-area inset.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredContentHeight + safeAreaInsets.top)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let searchHeight = searchBandHeight
        let collapsed = isTitleRowCollapsed
        // The title row sits above the search bar; collapsed, it slides up out of view.
        let rowTop = bounds.height - searchHeight - Self.contentHeight
        let band = CGRect(x: 0, y: rowTop, width: bounds.width, height: Self.contentHeight)
        if collapsed != shownCollapsed {
            // The title row fades as it slides away; what an app set on its custom views otherwise stays.
            shownCollapsed = collapsed
            for view in [titleLabel, titleView].compactMap({ $0 }) + leftItemViews + rightItemViews {
                view.alpha = collapsed ? 0 : 1
            }
        }
        shownSearchBar?.frame = CGRect(x: 0, y: bounds.height - searchHeight, width: bounds.width, height: searchHeight)
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var leading = band.minX + Self.margin
        for view in leftItemViews {
            let size = itemSize(view, in: band)
            view.frame = flipped(
                CGRect(x: leading, y: band.midY - size.height / 2, width: size.width, height: size.height), in: band,
                isRightToLeft)
            leading += size.width + Self.margin
        }
        var trailing = band.maxX - Self.margin
        for view in rightItemViews {
            let size = itemSize(view, in: band)
            trailing -= size.width
            view.frame = flipped(
                CGRect(x: trailing, y: band.midY - size.height / 2, width: size.width, height: size.height), in: band,
                isRightToLeft)
            trailing -= Self.margin
        }
        // The title is centred on the bar, as wide as the buttons on the wider side allow.
        let inset = max(leading - band.minX, band.maxX - trailing)
        let available = max(0, band.width - 2 * inset)
        let adjustment = shownAppearance?.titlePositionAdjustment ?? .zero
        let center = CGPoint(x: band.midX + adjustment.horizontal, y: band.midY + adjustment.vertical)
        if let titleView {
            let fitting = titleView.sizeThatFits(CGSize(width: available, height: band.height))
            let size = CGSize(width: min(fitting.width, available), height: min(fitting.height, band.height))
            titleView.frame = CGRect(
                x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        titleLabel.frame = CGRect(
            x: center.x - available / 2, y: center.y - band.height / 2, width: available, height: band.height)
    }

    /// The appearance's background colour and image, and its hairline along the bottom edge (one
    /// pixel thick).
    override open func draw(in context: inout DisplayList) {
        (shownAppearance ?? resolvedAppearance).draw(
            in: bounds, shadowAtTop: false, barTintColor: barTintColor, theme: theme, traits: traitCollection,
            into: &context)
    }

    /// Rebuilds the title, buttons and search bar from `item`, in the appearance that applies now.
    func reloadItem() {
        showSearchBar(of: item?.searchController)
        titleLabel.text = item?.title
        if titleView !== item?.titleView {
            titleView?.removeFromSuperview()
            titleView = item?.titleView
            if let titleView { addSubview(titleView) }
        }
        titleLabel.isHidden = titleView != nil
        for view in leftItemViews + rightItemViews where view.superview === self { view.removeFromSuperview() }
        let shownItems = Array(buttonItems.values)
        buttonItems = [:]
        // Items the bar stops showing take appearance proxies again when shown again.
        shownItems.forgetAppearance(keeping: (item?.leftBarButtonItems ?? []) + (item?.rightBarButtonItems ?? []))
        leftItemViews = (item?.leftBarButtonItems ?? []).map(makeView)
        rightItemViews = (item?.rightBarButtonItems ?? []).map(makeView)
        (leftItemViews + rightItemViews).forEach(addSubview)
        if shownCollapsed {
            for view in [titleView].compactMap({ $0 }) + leftItemViews + rightItemViews { view.alpha = 0 }
        }
        applyAppearance()
    }

    /// Takes the view of the left item at `index` off the bar (a hidden back button).
    func removeLeftItemView(at index: Int) {
        leftItemViews.remove(at: index).removeFromSuperview()
        setNeedsLayout()
    }

    /// The view of the left item at `index`, while the bar shows it.
    func leftItemView(at index: Int) -> UIView? {
        leftItemViews.indices.contains(index) ? leftItemViews[index] : nil
    }

    /// The item's custom view in a holder, else a button for it.
    private func makeView(for barItem: UIBarButtonItem) -> UIView {
        if let customView = barItem.customView { return BarCustomViewHolder(customView) }
        let button = barItem.makeButton(in: self)
        buttonItems[ObjectIdentifier(button)] = barItem
        return button
    }

    /// The bar buttons with the items they show.
    var buttonsWithItems: [(button: UIButton, item: UIBarButtonItem)] {
        (leftButtons + rightButtons).compactMap { button in buttonItems[ObjectIdentifier(button)].map { (button, $0) } }
    }

    /// A button's size: at least 44 points wide, else the content plus a little padding, as tall as
    /// the row. A custom view's: see `BarCustomViewHolder.itemSize(maximumHeight:)`.
    private func itemSize(_ view: UIView, in band: CGRect) -> CGSize {
        if let holder = view as? BarCustomViewHolder { return holder.itemSize(maximumHeight: band.height) }
        return CGSize(
            width: max(Self.contentHeight, view.intrinsicContentSize.width + Self.margin), height: band.height)
    }

    /// Mirrors `frame` inside `band` for right-to-left layouts.
    private func flipped(_ frame: CGRect, in band: CGRect, _ isRightToLeft: Bool) -> CGRect {
        guard isRightToLeft else { return frame }
        return CGRect(x: band.maxX - (frame.maxX - band.minX), y: frame.minY, width: frame.width, height: frame.height)
    }
}
