public import Foundation

/// The top or bottom layout guide of a view controller (`UILayoutSupport`, deprecated by Apple since iOS 11
/// in favour of `safeAreaLayoutGuide`, and still used by older code): the band between the edge of the
/// controller's view and its safe area.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The band's height in points.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}
