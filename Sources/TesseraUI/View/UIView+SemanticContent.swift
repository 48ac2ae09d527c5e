public import TesseraGraphics
import TesseraLayout

/// What a view's content means for its direction (`UISemanticContentAttribute`, with UIKit's raw
/// values): whether it flips in right-to-left layouts.
///
/// For example, a button with its image after its title, whatever the language:
/// ```swift
/// button.semanticContentAttribute = .forceRightToLeft
/// ```
public enum UISemanticContentAttribute: Int, Hashable, Sendable, CaseIterable {
    /// Follows the layout direction of the environment (the default).
    case unspecified = 0
    /// Playback controls (play, rewind, fast-forward): always left to right.
    case playback = 1
    /// Directional controls (a joystick, a text-alignment picker): always left to right.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}

extension UIView {
    /// Applies a new `semanticContentAttribute`: the constraints among the subviews are resolved
    /// again, the margins may change sides, and the view is laid out and drawn again.
    func semanticContentAttributeDidChange() {
        LayoutEngine.layoutDirectionDidChange(in: self)
        // Leading and trailing margins may have changed sides.
        if directionalLayoutMargins.leading != directionalLayoutMargins.trailing { layoutMarginsDidChange() }
        setNeedsLayout()
        setNeedsDisplay()
        for subview in subviews { subview.setNeedsLayout() }
    }

    /// The layout direction for content with `attribute` in this app: left to right for playback,
    /// spatial and forced left-to-right content, right to left for forced right-to-left content,
    /// and for unspecified content the app's direction (`UIApplication.userInterfaceLayoutDirection`).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The layout direction for content with `attribute` inside an environment laid out in
    /// `layoutDirection`.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
