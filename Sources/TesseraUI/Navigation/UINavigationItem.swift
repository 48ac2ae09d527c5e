/// What a navigation bar shows for one controller (`UINavigationItem`): a title or a custom title
/// view, and bar buttons on the left and right (Aquarius's `navigation_Title`,
/// `navigation_TitleView`, `navigation_LeftBarButton…`/`navigation_RightBarButton…`).
///
/// Every controller has one (`UIViewController.navigationItem`); fill it in `setUpNavigation()`:
/// ```swift
/// override func setUpNavigation() {
///     title = "日记 Journal"                            // also navigationItem.title
///     setLeftBarButton(title: "编辑 Edit") { [weak self] in self?.toggleEditing() }
///     setRightBarButton(image: UIImage(icon: Icon(.add), pointSize: 22), accessibilityLabel: "New entry") { [weak self] in
///         self?.viewModel.compose()
///     }
/// }
/// ```
/// Left items run from the leading edge inwards, right items from the trailing edge inwards.
/// A `UINavigationBar` showing the item updates as soon as anything here changes.
@preconcurrency @MainActor
public final class UINavigationItem: BarButtonItemOwner {
    /// The title, shown centred when there is no `titleView`.
    public var title: String? { didSet { itemDidChange() } }
    /// When the title would show large, as UIKit's `largeTitleDisplayMode`. Kept and read back; the bar
    /// draws every title at the standard size (large titles are not drawn).
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`, with its raw values.
    ///
    /// For example:
    /// ```swift
    /// navigationItem.largeTitleDisplayMode = .never
    /// ```
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// `automatic`: as the previous item; `always`: a large title; `never`: a small title in the bar;
        /// `inline`: the title in the bar.
        case automatic = 0
        case always, never, inline
    }

    /// This screen's look of the navigation bar, winning over the bar's own while it shows (copied
    /// when assigned, as in UIKit); nil for the bar's. See ``UINavigationBarAppearance``.
    public var standardAppearance: UINavigationBarAppearance? {
        didSet {
            standardAppearance = adopt(standardAppearance, replacing: oldValue)
            itemDidChange()
        }
    }
    /// This screen's look in a compact-height window; nil for the bar's.
    public var compactAppearance: UINavigationBarAppearance? {
        didSet {
            compactAppearance = adopt(compactAppearance, replacing: oldValue)
            itemDidChange()
        }
    }
    /// This screen's look while its content scroll view is at its top; nil for the bar's.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            scrollEdgeAppearance = adopt(scrollEdgeAppearance, replacing: oldValue)
            itemDidChange()
        }
    }
    /// This screen's look at the scroll edge in a compact-height window; nil for the bar's.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            compactScrollEdgeAppearance = adopt(compactScrollEdgeAppearance, replacing: oldValue)
            itemDidChange()
        }
    }

    /// A view shown in place of the title, centred, at its `sizeThatFits` size (at most the space
    /// between the bar buttons).
    public var titleView: UIView? { didSet { itemDidChange() } }
    /// Buttons from the leading edge inwards.
    public var leftBarButtonItems: [UIBarButtonItem] = [] { didSet { adopt(leftBarButtonItems) } }
    /// Buttons from the trailing edge inwards.
    public var rightBarButtonItems: [UIBarButtonItem] = [] { didSet { adopt(rightBarButtonItems) } }

    /// The search controller whose search bar the navigation bar shows under the title
    /// (`searchController`); the screen is laid out below both. Nil (the default) for none.
    /// Replacing an active search controller (or setting nil) ends its search first, so its view
    /// does not stay over the screen.
    public var searchController: UISearchController? {
        didSet {
            if oldValue !== searchController { oldValue?.isActive = false }
            itemDidChange()
        }
    }
    /// Whether the search bar hides as the content scrolls up, as UIKit's
    /// `hidesSearchBarWhenScrolling` (default true). Kept and read back: the search bar always shows.
    public var hidesSearchBarWhenScrolling = true
    /// Where the search bar goes (`preferredSearchBarPlacement`). Kept and read back: the search bar
    /// is always stacked under the title.
    public var preferredSearchBarPlacement: SearchBarPlacement = .automatic

    /// UIKit's `UINavigationItem.SearchBarPlacement`, with its raw values.
    public enum SearchBarPlacement: Int, Sendable {
        /// `automatic`: as the system decides; `inline`: in the title row; `stacked`: under the title.
        case automatic = 0
        case inline, stacked
    }

    /// The button the next screen's back button is made from, as UIKit's `backBarButtonItem`: its
    /// title is the back button's. Nil (the default): `backButtonTitle`, else this item's title.
    /// Read when the next screen is pushed.
    public var backBarButtonItem: UIBarButtonItem?
    /// The next screen's back button title when `backBarButtonItem` is nil; nil uses the title.
    public var backButtonTitle: String?
    /// How the next screen's back button shows its title (`backButtonDisplayMode`).
    public var backButtonDisplayMode: BackButtonDisplayMode = .default

    /// UIKit's `UINavigationItem.BackButtonDisplayMode`, with its raw values.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// `default`: the previous screen's title (or `backButtonTitle`); `generic`: "Back";
        /// `minimal`: the chevron alone.
        case `default` = 0
        case generic, minimal
    }

    /// Whether this screen shows no back button (say, on a screen reached by a one-way flow).
    public var hidesBackButton = false { didSet { itemDidChange() } }
    /// Whether `leftBarButtonItems` show after the back button rather than in its place.
    /// Read when the screen is pushed.
    public var leftItemsSupplementBackButton = false

    /// Sets `hidesBackButton`; the change shows at once.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// The title of the back button on the screen pushed over this one's, where `fallback` is
    /// that screen's controller's title.
    func backButtonText(fallback: String?) -> String {
        if let title = backBarButtonItem?.title { return title }
        switch backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return "Back"
        case .default: return backButtonTitle ?? title ?? fallback ?? "Back"
        }
    }

    /// The bar showing this item (weak: a bar shows one item at a time).
    weak var bar: UINavigationBar?

    /// An item showing `title` in the bar; nil shows none.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The first left item; setting replaces all left items (nil removes them).
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first right item; setting replaces all right items (nil removes them).
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// Drops every bar item's closure, primary action and menu, so none can keep its controller
    /// alive, and takes an active search off the screen; called when the controller is ended.
    func removeAllActions() {
        for item in leftBarButtonItems + rightBarButtonItems { item.removeActions() }
        searchController?.endSearchQuietly()
    }

    private func adopt(_ items: [UIBarButtonItem]) {
        for item in items { item.owner = self }
        itemDidChange()
    }

    func itemDidChange() {
        bar?.reloadItem()
    }
}

extension UINavigationItem {
    /// `appearance` copied, updating the bar showing this item when it changes.
    func adopt(_ appearance: UINavigationBarAppearance?, replacing old: UINavigationBarAppearance?)
        -> UINavigationBarAppearance?
    {
        UIBarAppearance.adopt(appearance, replacing: old) { [weak self] in self?.itemDidChange() }
    }
}
