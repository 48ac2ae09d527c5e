public import Foundation
public import TesseraGraphics

/// What a tab bar shows for one controller (`UITabBarItem`): a title, an icon and an optional
/// badge. Changing any property updates the bar showing it.
///
/// ```swift
/// journal.tabBarItem = UITabBarItem(title: "日记 Journal", image: UIImage(icon: Icon(.book), pointSize: 24))
/// inbox.tabBarItem.badgeValue = "3"       // a red badge on the icon; nil hides it
/// ```
@preconcurrency @MainActor
public final class UITabBarItem {
    /// The text under the icon.
    public var title: String? { didSet { bar?.itemsDidChange() } }
    /// The icon, drawn in the tint colour when selected and grey otherwise (for template images).
    public var image: UIImage? { didSet { bar?.itemsDidChange() } }
    /// Text in a red badge at the icon's top-trailing corner; nil shows no badge, "" a dot.
    public var badgeValue: String? { didSet { bar?.itemsDidChange() } }
    /// The icon shown while the tab is selected; nil for `image`.
    public var selectedImage: UIImage? { didSet { bar?.itemsDidChange() } }
    /// The badge's background colour; nil for the appearance's (else the theme's destructive colour).
    public var badgeColor: UIColor? {
        didSet {
            appearanceState.noteSet(.badgeColor, by: self)
            bar?.itemsDidChange()
        }
    }
    /// How far the title moves from its place, added to the bar appearance's adjustment.
    public var titlePositionAdjustment = UIOffset.zero {
        didSet {
            appearanceState.noteSet(.titlePositionAdjustment, by: self)
            bar?.itemsDidChange()
        }
    }
    /// A number for the app's own use (`tag`); the bar does not read it.
    public var tag = 0
    /// What assistive technologies read; defaults to the title.
    public var accessibilityLabel: String? { didSet { bar?.itemsDidChange() } }

    /// The bar showing this item.
    weak var bar: UITabBar?
    /// Title attributes, what the app set itself, and whether proxies' values were given.
    var appearanceState = BarItemAppearanceState()

    public init(title: String?, image: UIImage?) {
        self.title = title
        self.image = image
    }

    /// An item with `tag` for the app's own use.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init(title: title, image: image)
        self.tag = tag
    }

    /// An item whose icon changes to `selectedImage` while its tab is selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image)
        self.selectedImage = selectedImage
    }
}

extension UITabBarItem: AppearanceBarItem {
    /// Sets the title's attributes for `state`: `.foregroundColor` of `.normal` colours the tabs
    /// not selected and that of `.selected` the selected one (each else as the bar's appearance
    /// says); `.font` of a state, else of `.normal`, sets the title's font. They win over the bar's
    /// appearance.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        appearanceState.setTitleAttributes(attributes, for: state, by: self)
        bar?.itemsDidChange()
    }

    /// The title attributes set for `state`, if any.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        appearanceState.titleAttributes(for: state)
    }
}

extension UIViewController {
    /// The item a tab bar shows for this controller; made on first use with the controller's title
    /// and no image.
    public var tabBarItem: UITabBarItem {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The nearest ancestor that is a tab bar controller, or nil.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
}
