public import Foundation
public import TesseraGraphics

extension UIContentSizeCategory {
    /// Posted by `UIApplication.shared` when the text size the person prefers changes: when the
    /// key window's `windowTraits` get another `preferredContentSizeCategory` (the host's text-size
    /// setting, a test). `userInfo[newValueUserInfoKey]` is the new category.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of ``didChangeNotification``'s new category.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UIApplication {
    /// The text size the person prefers: the key window's, `.large` without a key window.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        guard let category = keyWindow?.environmentTraits.preferredContentSizeCategory, category != .unspecified
        else { return .large }
        return category
    }
}

extension UIWindow {
    /// Posts `UIContentSizeCategory.didChangeNotification` when this key window's effective text
    /// size differs from what `previous` window traits gave.
    func postContentSizeCategoryChange(from previous: UITraitCollection) {
        guard isKeyWindow else { return }
        let category = environmentTraits.preferredContentSizeCategory
        guard category != environmentTraits(windowTraits: previous).preferredContentSizeCategory else { return }
        let application = UIApplication.shared
        NotificationCenter.default.post(
            name: UIContentSizeCategory.didChangeNotification, object: application,
            userInfo: [UIContentSizeCategory.newValueUserInfoKey: application.preferredContentSizeCategory])
    }
}
