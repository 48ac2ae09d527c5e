public import Foundation
import TesseraLayout

extension UIWindow {
    /// The priority that pulls the content towards zero size when its minimum is measured: above
    /// every optional priority (999 included), so only required constraints hold the content open.
    static let minimumSizeFittingPriority = UILayoutPriority(999.5)

    /// The smallest size, in points, the window's content lays out in without breaking a required
    /// constraint: the root view's `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)` with
    /// only required constraints counting (hugging, compression resistance and other optional
    /// constraints give way), rounded up to whole points. Zero without a root view, or when the root
    /// lays its subviews out by frame alone. Hosts do not let the window get smaller
    /// (`WindowHost` gives it to the window system and clamps resizes).
    ///
    /// For example, a root whose panel keeps 20 points from every edge and is at least 260 × 160:
    /// ```swift
    /// window.minimumContentSize   // 300 × 200
    /// ```
    /// - Complexity: solves the root's subtree once in a throwaway engine.
    public var minimumContentSize: CGSize {
        guard let rootView else { return .zero }
        let priority = Self.minimumSizeFittingPriority
        let size = rootView.systemLayoutSizeFitting(
            UIView.layoutFittingCompressedSize, withHorizontalFittingPriority: priority,
            verticalFittingPriority: priority)
        return CGSize(width: max(0, size.width).rounded(.up), height: max(0, size.height).rounded(.up))
    }
}
