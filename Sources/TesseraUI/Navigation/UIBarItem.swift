public import Foundation
public import TesseraGraphics

/// What bar button items and tab bar items have in common (`UIBarItem`): a title, an image, an
/// enabled state, a tag, title attributes by control state and accessibility. Changing any of them
/// updates the bar showing the item.
///
/// ```swift
/// let items: [UIBarItem] = [UIBarButtonItem(systemItem: .add), UITabBarItem(title: "Inbox", image: nil, tag: 1)]
/// items.forEach { $0.isEnabled = false }
/// ```
@preconcurrency @MainActor
open class UIBarItem {
    /// A disabled item draws dimmed and ignores taps.
    open var isEnabled = true { didSet { barItemDidChange() } }
    /// The text the item shows (a bar button item shows it when it has no image).
    open var title: String? { didSet { barItemDidChange() } }
    /// The item's icon or picture, drawn in the tint colour when it is a template (icon) image.
    open var image: UIImage? { didSet { barItemDidChange() } }
    /// Kept and read back: bars here always use `image` (there is no landscape phone bar).
    open var landscapeImagePhone: UIImage?
    /// Kept and read back: there is no large content viewer.
    open var largeContentSizeImage: UIImage?
    /// Kept and read back: images are drawn centred in their place.
    open var imageInsets = UIEdgeInsets.zero
    /// Kept and read back, as `landscapeImagePhone`.
    open var landscapeImagePhoneInsets = UIEdgeInsets.zero
    /// Kept and read back, as `largeContentSizeImage`.
    open var largeContentSizeImageInsets = UIEdgeInsets.zero
    /// A number for the app's own use; bars do not read it.
    open var tag = 0
    /// What assistive technologies read; defaults to the title. Set it for image items.
    open var accessibilityLabel: String? { didSet { barItemDidChange() } }
    /// The identifier of the item's control, for UI tests and scripted sessions (`UIDriver` finds
    /// it with `.identifier(_:)`).
    open var accessibilityIdentifier: String? { didSet { barItemDidChange() } }

    /// Title attributes, what the app set itself, and whether proxies' values were given.
    var appearanceState = BarItemAppearanceState()

    public init() {}

    /// Sets the title's attributes for `state`. A bar button item draws `.foregroundColor` and
    /// `.font` (the font of `.normal` serves every state); a tab bar item colours its tab with
    /// `.foregroundColor` of `.normal` or `.selected` and takes `.font` of the state, else of
    /// `.normal`. They win over the bar's appearance.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        appearanceState.setTitleAttributes(attributes, for: state, by: self)
        barItemDidChange()
    }

    /// The title attributes set for `state`, if any.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        appearanceState.titleAttributes(for: state)
    }

    /// Tells the bar showing the item to show it again (each subclass knows its bar).
    func barItemDidChange() {}
}

extension UIBarItem: UIAppearance, AppearanceBarItem {}
