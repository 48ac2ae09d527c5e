import Foundation
public import TesseraGraphics

/// What a tab bar shows for one controller (`UITabBarItem`): a title, an icon and an optional
/// badge. Changing any property updates the bar showing it.
///
/// ```swift
/// journal.tabBarItem = UITabBarItem(title: "日记 Journal", image: UIImage(icon: Icon(.book), pointSize: 24))
/// inbox.tabBarItem.badgeValue = "3"       // a red badge on the icon; nil hides it
/// ```
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// Text in a red badge at the icon's top-trailing corner; nil shows no badge, "" a dot.
    open var badgeValue: String? { didSet { bar?.itemsDidChange() } }
    /// The icon shown while the tab is selected; nil for `image`.
    open var selectedImage: UIImage? { didSet { bar?.itemsDidChange() } }
    /// The badge's background colour; nil for the appearance's (else the theme's destructive colour).
    open var badgeColor: UIColor? {
        didSet {
            appearanceState.noteSet(.badgeColor, by: self)
            bar?.itemsDidChange()
        }
    }
    /// How far the title moves from its place, added to the bar appearance's adjustment.
    open var titlePositionAdjustment = UIOffset.zero {
        didSet {
            appearanceState.noteSet(.titlePositionAdjustment, by: self)
            bar?.itemsDidChange()
        }
    }

    /// The bar showing this item.
    weak var bar: UITabBar?

    /// An item with no title or image (set them afterwards).
    public override init() {
        super.init()
    }

    public init(title: String?, image: UIImage?) {
        super.init()
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

    override func barItemDidChange() {
        bar?.itemsDidChange()
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
