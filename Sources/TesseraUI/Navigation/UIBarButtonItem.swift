public import Foundation
public import TesseraGraphics

/// A button in a navigation bar (`UIBarButtonItem`): a title or an image, an optional tint, a
/// closure or primary action run when it is tapped, and an optional menu.
///
/// ```swift
/// let done = UIBarButtonItem(title: "完成 Done") { [weak self] in self?.save() }
/// let compose = UIBarButtonItem(image: UIImage(icon: Icon(.add), pointSize: 22), tint: .systemOrange,
///                             accessibilityLabel: "New entry") { [weak self] in self?.compose() }
/// navigationItem.rightBarButtonItems = [done, compose]
/// ```
/// The item keeps its closure until it is replaced or its controller is ended: capture owners
/// weakly. Changing any property updates the bar showing it.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The item's colour; nil uses the bar's tint (`UINavigationBar.tintColor`, else `theme.tint`).
    open var tintColor: UIColor? {
        didSet {
            appearanceState.noteSet(.tintColor, by: self)
            owner?.itemDidChange()
        }
    }
    /// The width of a `.fixedSpace` item, in points (other items size themselves; 0 for theirs).
    open var width: CGFloat = 0 { didSet { owner?.itemDidChange() } }
    /// The kind of space this item is in a toolbar (flexible or fixed), or nil for a button.
    var space: SystemItem?
    /// `.done` draws the title semibold, for the button that confirms a screen; default `.plain`.
    open var style: Style = .plain { didSet { owner?.itemDidChange() } }
    /// A view the bar shows in place of the item's button (`init(customView:)`): the bar places it
    /// at the size of its frame (its fitting size while that is empty), centred in the bar's row, and
    /// leaves its look and its touches to it.
    open var customView: UIView? { didSet { owner?.itemDidChange() } }
    /// Run on the main actor when the item is tapped (when it has no `primaryAction`).
    public final var action: (@MainActor () -> Void)?
    /// The action a tap performs, with the item as its sender; it wins over `action`.
    open var primaryAction: UIAction? { didSet { owner?.itemDidChange() } }
    /// The item's menu. Without a primary action (`primaryAction` or `action`) a tap opens it;
    /// with one, a long press does.
    open var menu: UIMenu? { didSet { owner?.itemDidChange() } }

    /// Whether a tap performs something (so the menu, if any, waits for a long press).
    var hasPrimaryAction: Bool { primaryAction != nil || action != nil }

    /// The navigation item or toolbar holding this one (weak: they own their bar items).
    weak var owner: (any BarButtonItemOwner)?

    /// An item with no title, image or action (set them afterwards).
    public override init() {
        super.init()
    }

    /// An item showing `title`.
    public init(title: String, tint: UIColor? = nil, action: (@MainActor () -> Void)? = nil) {
        super.init()
        self.title = title
        self.tintColor = tint
        self.action = action
        if tint != nil { appearanceState.noteSet(.tintColor, by: self) }
    }

    /// An item showing `image`; give image items an `accessibilityLabel`.
    public init(
        image: UIImage, tint: UIColor? = nil, accessibilityLabel: String? = nil, action: (@MainActor () -> Void)? = nil
    ) {
        super.init()
        self.image = image
        self.tintColor = tint
        self.accessibilityLabel = accessibilityLabel
        self.action = action
        if tint != nil { appearanceState.noteSet(.tintColor, by: self) }
    }

    /// An item the bar shows as `customView` (a switch, a segmented control, a view of the app's
    /// own) instead of a button.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    override func barItemDidChange() {
        owner?.itemDidChange()
    }

    /// Drops the closure, the primary action and the menu (their handlers may hold the item's
    /// controller).
    func removeActions() {
        action = nil
        if primaryAction != nil { primaryAction = nil }
        if menu != nil { menu = nil }
    }

    /// Performs `primaryAction`, else runs `action`, if the item is enabled — what a tap on its
    /// button does.
    public func performAction() {
        guard isEnabled else { return }
        if let primaryAction { primaryAction.perform(sender: self) } else { action?() }
    }
}

extension UIBarButtonItem {
    /// How an item's title is drawn (`UIBarButtonItem.Style`).
    public enum Style: Int, Hashable, Sendable {
        case plain = 0
        /// Drawn as `.plain` (deprecated in UIKit).
        case bordered = 1
        /// A semibold title, for the button that confirms a screen.
        case done = 2
    }
}

/// What shows bar button items and redraws them when one changes: a navigation item, a toolbar.
@MainActor
protocol BarButtonItemOwner: AnyObject {
    func itemDidChange()
}

extension UIBarButtonItem {
    /// A button showing this item in `bar` (a navigation bar or a toolbar): its title (or image),
    /// enabled state, accessibility, action and menu. The bar colours it, then calls
    /// `applyTitleAttributes(to:)`. In a window, an item the bar has not shown there since it
    /// entered takes appearance proxies' values first (the bar builds its buttons again when it
    /// enters one, and forgets which items took them when it leaves).
    func makeButton(in bar: UIView) -> UIButton {
        if !appearanceState.applied, bar.window != nil {
            appearanceState.applied = true
            // The bar is building its buttons: the item's changes must not ask it to start again.
            let owner = self.owner
            self.owner = nil
            AppearanceRules.apply(to: self, in: bar)
            self.owner = owner
        }
        let button = UIButton(type: .system)
        button.setTitle(image == nil ? title : nil, for: .normal)
        button.setImage(image, for: .normal)
        button.isEnabled = isEnabled
        button.accessibilityLabel = accessibilityLabel ?? title
        button.accessibilityIdentifier = accessibilityIdentifier
        button.addAction(UIAction { [weak self] _ in self?.performAction() }, for: .touchUpInside)
        button.menu = menu
        button.showsMenuAsPrimaryAction = !hasPrimaryAction
        return button
    }
}
