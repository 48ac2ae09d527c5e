public import Foundation

/// The top or bottom layout guide of a view controller (`UILayoutSupport`, deprecated by Apple since iOS 11
/// in favour of `safeAreaLayoutGuide`, and still used by older code): the band between the edge of the
/// controller's view and its safe area.
///
/// For example, code written before safe areas:
/// ```swift
/// content.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
/// ```
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The band's height in points.
    var length: CGFloat { get }
    /// The band's top edge (the top of the view for the top guide).
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The band's bottom edge (where the safe area starts, for the top guide).
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The band's height, equal to `length`.
    var heightAnchor: NSLayoutDimension { get }
}
