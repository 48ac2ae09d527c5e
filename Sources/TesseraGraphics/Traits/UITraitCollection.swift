public import Foundation

/// The environment a view draws in: appearance, text size, pixel density and reading direction.
///
/// Traits flow from the window down the view tree; dynamic colours and Dynamic Type fonts resolve
/// against them at draw time.
public struct UITraitCollection: Hashable, Sendable {
    /// Light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// The user's preferred text size; scales every `UIFont.TextStyle`.
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// Device pixels per point (1, 2 or 3 on the presets in `DevicePreset`).
    public var displayScale: CGFloat
    /// Reading direction, which places `leading` and `trailing`.
    public var layoutDirection: UIUserInterfaceLayoutDirection

    public init(
        userInterfaceStyle: UIUserInterfaceStyle = .light,
        preferredContentSizeCategory: UIContentSizeCategory = .large,
        displayScale: CGFloat = 1,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }

    /// Light appearance, Large text, scale 1, left to right.
    public static let `default` = UITraitCollection()
}
