public import Foundation
public import TesseraGraphics

/// A bar of tabs along the bottom of a screen (`UITabBar`): one button per `UITabBarItem`, equally
/// wide, icon above title, the selected one in the tint colour.
///
/// The content is `contentHeight` (49) points tall, above the bottom safe-area inset
/// (`sizeThatFits(_:)` returns both). Colours come from the theme: `background`, `tint` for the
/// selected tab (or `tintColor`), `secondaryLabel` for the others, `destructive` for badges (or
/// the item's `badgeColor`), and a
/// hairline of `separator` along the top — unless an appearance (`standardAppearance`,
/// `scrollEdgeAppearance`; UITabBar+Appearance.swift) says otherwise. Tapping a tab calls
/// `onSelect` with its index.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// Height of the bar's content, in points.
    public static let contentHeight: CGFloat = 49

    /// The items, leading first; nil (the default) shows none.
    public var items: [UITabBarItem]? {
        didSet {
            for item in oldValue ?? [] where item.bar === self { item.bar = nil }
            (oldValue ?? []).forgetAppearance(keeping: tabItems)
            for item in tabItems { item.bar = self }
            itemsDidChange()
        }
    }

    /// The items, or none.
    var tabItems: [UITabBarItem] { items ?? [] }

    /// How the bar looks (copied when assigned, as in UIKit); see UITabBar+Appearance.swift.
    public var standardAppearance: UITabBarAppearance {
        get {
            if let storedStandardAppearance { return storedStandardAppearance }
            let appearance = UITabBarAppearance()
            storedStandardAppearance = adopt(appearance, replacing: nil, copying: false)
            return appearance
        }
        set {
            noteAppearanceSet(.standardAppearance)
            storedStandardAppearance = adopt(newValue, replacing: storedStandardAppearance)
            applySelection()
        }
    }
    private var storedStandardAppearance: UITabBarAppearance?
    /// The look while the selected screen's content scroll view is at its bottom; nil for the
    /// standard look.
    public var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            noteAppearanceSet(.scrollEdgeAppearance)
            scrollEdgeAppearance = adopt(scrollEdgeAppearance, replacing: oldValue)
            applySelection()
        }
    }
    /// The background colour of the default and opaque configurations in place of the theme's,
    /// until the appearance sets a `backgroundColor` (the pre-iOS 13 way).
    public var barTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.barTintColor)
            applySelection()
        }
    }
    /// The colour of the tabs not selected where the appearance does not set one; nil for the
    /// theme's secondary label colour.
    public var unselectedItemTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.unselectedItemTintColor)
            applySelection()
        }
    }
    /// Kept and read back: the bar's background is drawn as its appearance says.
    public var isTranslucent = true
    /// The appearance the bar shows now.
    var shownAppearance: UITabBarAppearance?
    /// The scroll view whose position picks `scrollEdgeAppearance` (the selected screen's).
    weak var scrollEdgeView: UIScrollView? { didSet { follow(scrollEdgeView, replacing: oldValue) } }

    /// The index of the highlighted tab, or nil.
    public var selectedIndex: Int? { didSet { applySelection() } }

    /// The selected item (UIKit's way of saying ``selectedIndex``); setting an item the bar does not
    /// show selects none.
    public var selectedItem: UITabBarItem? {
        get { selectedIndex.flatMap { tabItems.indices.contains($0) ? tabItems[$0] : nil } }
        set { selectedIndex = newValue.flatMap { item in tabItems.firstIndex { $0 === item } } }
    }

    /// Sets ``items``; `animated` is accepted (the bar changes at once).
    public func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }
    // `tintColor` (set here or on an ancestor) colours the selected tab; without one it uses
    // `theme.tint`.
    override open func tintColorDidChange() {
        super.tintColorDidChange()
        applySelection()
    }
    /// Called with the index of a tapped tab.
    public final var onSelect: (@MainActor (Int) -> Void)?

    /// The tab buttons, in the order of `items`.
    public private(set) var buttons: [TabBarButton] = []

    override open func configureViews() {
        // Tab titles keep the default size at every Dynamic Type setting, as in UIKit.
        minimumContentSizeCategory = .large
        maximumContentSizeCategory = .large
    }

    override open func themeDidChange() {
        applySelection()
    }

    /// The width offered, and the content height plus the bottom safe-area inset of the place a tab
    /// bar goes: the bottom of its superview. (Its own inset depends on the frame it has, which the
    /// answer is for: a bar measured before its first placement would leave the inset out.)
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.contentHeight + (superview ?? self).safeAreaInsets.bottom)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, button) in buttons.enumerated() {
            let slot = isRightToLeft ? buttons.count - 1 - index : index
            button.frame = CGRect(x: CGFloat(slot) * width, y: 0, width: width, height: Self.contentHeight)
        }
    }

    /// The appearance's background colour and image, and its hairline along the top edge (one
    /// pixel thick).
    override open func draw(in context: inout DisplayList) {
        (shownAppearance ?? resolvedAppearance).draw(
            in: bounds, shadowAtTop: true, barTintColor: barTintColor, theme: theme, traits: traitCollection,
            into: &context)
    }

    /// Items take appearance proxies' values each time the bar shows them in a window (as views
    /// do when they enter one).
    override open func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            tabItems.forgetAppearance()
        } else if tabItems.contains(where: { !$0.appearanceState.applied }) {
            itemsDidChange()
        }
    }

    /// Rebuilds the buttons from `items`; in a window, items not yet shown there take appearance
    /// proxies' values first.
    func itemsDidChange() {
        if window != nil { takeItemAppearance() }
        buttons.forEach { $0.removeFromSuperview() }
        buttons = tabItems.enumerated().map { index, item in
            let button = TabBarButton(item: item)
            button.addAction(UIAction { [weak self] _ in self?.onSelect?(index) }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        applySelection()
        setNeedsLayout()
    }

    /// Gives the items not yet shown in a window the values of the proxies that reach them here.
    private func takeItemAppearance() {
        for item in tabItems where !item.appearanceState.applied {
            item.appearanceState.applied = true
            // The bar is building its buttons: the item's changes must not ask a bar to rebuild.
            let bar = item.bar
            item.bar = nil
            AppearanceRules.apply(to: item, in: self)
            item.bar = bar
        }
    }

    /// Shows the appearance that applies now and which tab is selected.
    func applySelection() {
        let appearance = resolvedAppearance
        shownAppearance = appearance
        let items = appearance.stackedLayoutAppearance
        for (index, button) in buttons.enumerated() {
            button.isSelected = index == selectedIndex
            button.apply(
                look(
                    of: button.isSelected ? items.selected : items.normal, selected: button.isSelected,
                    item: button.item))
        }
        setNeedsDisplay()
    }
}

/// One tab of a `UITabBar`: the item's icon (24-point box) above its title, and its badge.
@preconcurrency @MainActor
public final class TabBarButton: UIControl {
    public let item: UITabBarItem
    public let imageView = UIImageView()
    public let titleLabel = UILabel()
    public let badgeLabel = UILabel()

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        imageView.image = item.image
        titleLabel.text = item.title
        titleLabel.textAlignment = .center
        badgeLabel.text = item.badgeValue
        badgeLabel.isHidden = item.badgeValue == nil
        badgeLabel.textAlignment = .center
        for view in [imageView, titleLabel, badgeLabel] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        accessibilityLabel = item.accessibilityLabel ?? item.title
        accessibilityIdentifier = item.accessibilityIdentifier
        accessibilityTraits = [.button]
        // A disabled item's tab ignores taps and shows its icon and title faded.
        isEnabled = item.isEnabled
        imageView.alpha = item.isEnabled ? 1 : 0.4
        titleLabel.alpha = imageView.alpha
    }

    /// How the tab draws now.
    private var look: TabLook?

    func apply(_ look: TabLook) {
        self.look = look
        imageView.image = isSelected ? item.selectedImage ?? item.image : item.image
        imageView.tintColor = look.iconColor
        titleLabel.textColor = look.titleColor
        titleLabel.font =
            look.titleFont ?? theme.font(for: .caption, category: traitCollection.preferredContentSizeCategory)
        badgeLabel.backgroundColor = look.badgeColor
        badgeLabel.textColor = look.badgeTextColor
        badgeLabel.font = look.badgeFont ?? UIFont.systemFont(ofSize: 12, weight: .semibold)
        if isSelected { accessibilityTraits.insert(.selected) } else { accessibilityTraits.remove(.selected) }
        setNeedsLayout()
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        let iconSize: CGFloat = 24
        let titleOffset = look?.titleOffset ?? .zero
        let badgeOffset = look?.badgeOffset ?? .zero
        imageView.frame = CGRect(x: (bounds.width - iconSize) / 2, y: 6, width: iconSize, height: iconSize)
        titleLabel.frame = CGRect(
            x: 2 + titleOffset.horizontal, y: 32 + titleOffset.vertical, width: bounds.width - 4, height: 14)
        let text = badgeLabel.text ?? ""
        let badgeWidth = text.isEmpty ? 10 : max(18, ceil(badgeLabel.intrinsicContentSize.width) + 10)
        let badgeHeight: CGFloat = text.isEmpty ? 10 : 18
        badgeLabel.frame = CGRect(
            x: imageView.frame.maxX - 6 + badgeOffset.horizontal, y: 2 + badgeOffset.vertical, width: badgeWidth,
            height: badgeHeight)
        badgeLabel.layer.cornerRadius = badgeHeight / 2
        badgeLabel.clipsToBounds = true
    }
}
