public import TesseraGraphics

/// Navigation bar helpers (Aquarius's `navigation_…` properties): set the title, title view and
/// left/right bar buttons of `navigationItem` in one call, by text or image, with a tint and a
/// closure. Capture `self` weakly in the closure; ending the controller drops it in any case.
///
/// ```swift
/// override func setUpNavigation() {
///     title = "设置 Settings"
///     navigationTitleView = AvatarView(name: "Lin Yue")
///     setLeftBarButton(title: "关闭 Close") { [weak self] in self?.close() }
///     setRightBarButton(image: UIImage(icon: Icon(.share), pointSize: 22), accessibilityLabel: "Share") { [weak self] in
///         self?.share()
///     }
/// }
/// ```
extension UIViewController {
    /// A view shown in the bar in place of the title (`navigationItem.titleView`).
    public var navigationTitleView: UIView? {
        get { navigationItem.titleView }
        set { navigationItem.titleView = newValue }
    }

    /// Replaces the left bar items with one showing `title`.
    @discardableResult
    public func setLeftBarButton(title: String, tint: UIColor? = nil, action: @escaping @MainActor () -> Void)
        -> UIBarButtonItem
    {
        let item = UIBarButtonItem(title: title, tint: tint, action: action)
        navigationItem.leftBarButtonItem = item
        return item
    }

    /// Replaces the left bar items with one showing `image`.
    @discardableResult
    public func setLeftBarButton(
        image: UIImage, tint: UIColor? = nil, accessibilityLabel: String? = nil, action: @escaping @MainActor () -> Void
    ) -> UIBarButtonItem {
        let item = UIBarButtonItem(image: image, tint: tint, accessibilityLabel: accessibilityLabel, action: action)
        navigationItem.leftBarButtonItem = item
        return item
    }

    /// Replaces the right bar items with one showing `title`.
    @discardableResult
    public func setRightBarButton(title: String, tint: UIColor? = nil, action: @escaping @MainActor () -> Void)
        -> UIBarButtonItem
    {
        let item = UIBarButtonItem(title: title, tint: tint, action: action)
        navigationItem.rightBarButtonItem = item
        return item
    }

    /// Replaces the right bar items with one showing `image`.
    @discardableResult
    public func setRightBarButton(
        image: UIImage, tint: UIColor? = nil, accessibilityLabel: String? = nil, action: @escaping @MainActor () -> Void
    ) -> UIBarButtonItem {
        let item = UIBarButtonItem(image: image, tint: tint, accessibilityLabel: accessibilityLabel, action: action)
        navigationItem.rightBarButtonItem = item
        return item
    }
}
