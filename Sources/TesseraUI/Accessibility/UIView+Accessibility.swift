import Foundation

/// The defaults behind `UIView`'s accessibility properties (declared in UIView.swift, where
/// subclasses can override them), as UIKit has them:
///
/// - `isAccessibilityElement` is true for `UILabel`, every `UIControl` (buttons, switches, sliders,
///   steppers, text fields, text views, …), `UIProgressView` and `UIActivityIndicatorView`, and false
///   for other views — a plain view with a label set is not read until it is made an element:
///   ```swift
///   card.isAccessibilityElement = true
///   card.accessibilityLabel = "Morning walk, happy"
///   ```
/// - `accessibilityFrame` is the view's bounds in window coordinates.
/// - An element's subviews are not visited; `accessibilityElements` replaces a container's subviews;
///   `accessibilityElementsHidden` hides a subtree; a shown `accessibilityViewIsModal` view hides its
///   siblings.
extension UIView {
    /// Whether this kind of view is an accessibility element unless told otherwise.
    var isAccessibilityElementByDefault: Bool {
        self is UILabel || self is UIControl || self is UIProgressView || self is UIActivityIndicatorView
    }

    /// The view's bounds in its window's coordinates; in its root's when it is in no window.
    var defaultAccessibilityFrame: CGRect {
        convert(bounds, to: nil)
    }
}
