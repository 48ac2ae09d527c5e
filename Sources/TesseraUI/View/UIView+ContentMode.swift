public import Foundation

extension UIView {
    /// How a view places content whose size differs from its bounds (`UIView.ContentMode`).
    /// Raw values are Apple's.
    ///
    /// For example, a cover image that fills its frame and crops the overflow:
    /// ```swift
    /// cover.contentMode = .scaleAspectFill
    /// cover.clipsToBounds = true
    /// ```
    public enum ContentMode: Int, Hashable, Sendable, CaseIterable {
        /// Stretch to fill, ignoring the aspect ratio.
        case scaleToFill = 0
        /// Scale to fit inside, keeping the aspect ratio (letterboxed).
        case scaleAspectFit = 1
        /// Scale to cover, keeping the aspect ratio (overflow is cropped only when clipping).
        case scaleAspectFill = 2
        /// Stretch to fill, like `scaleToFill`; a view with this mode redraws when its bounds change.
        case redraw = 3
        /// Natural size, centred.
        case center = 4
        /// Natural size, centred horizontally along the top edge.
        case top = 5
        /// Natural size, centred horizontally along the bottom edge.
        case bottom = 6
        /// Natural size, centred vertically along the left edge.
        case left = 7
        /// Natural size, centred vertically along the right edge.
        case right = 8
        /// Natural size, in the top-left corner.
        case topLeft = 9
        /// Natural size, in the top-right corner.
        case topRight = 10
        /// Natural size, in the bottom-left corner.
        case bottomLeft = 11
        /// Natural size, in the bottom-right corner.
        case bottomRight = 12

        /// Where content of `contentSize` (points) goes inside `bounds` (points).
        ///
        /// For example, a 200×100 image in a 100×100 view:
        /// `.scaleAspectFit` → (0, 25, 100, 50); `.scaleAspectFill` → (−50, 0, 200, 100).
        public func rect(forContentOfSize contentSize: CGSize, in bounds: CGRect) -> CGRect {
            guard contentSize.width > 0, contentSize.height > 0 else { return bounds }
            switch self {
            case .scaleToFill:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let widthRatio = bounds.width / contentSize.width
                let heightRatio = bounds.height / contentSize.height
                let ratio = self == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
                let size = CGSize(width: contentSize.width * ratio, height: contentSize.height * ratio)
                return CGRect(
                    x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
                    height: size.height)
            default:
                let x: CGFloat =
                    switch self {
                    case .left, .topLeft, .bottomLeft: bounds.minX
                    case .right, .topRight, .bottomRight: bounds.maxX - contentSize.width
                    default: bounds.midX - contentSize.width / 2
                    }
                let y: CGFloat =
                    switch self {
                    case .top, .topLeft, .topRight: bounds.minY
                    case .bottom, .bottomLeft, .bottomRight: bounds.maxY - contentSize.height
                    default: bounds.midY - contentSize.height / 2
                    }
                return CGRect(x: x, y: y, width: contentSize.width, height: contentSize.height)
            }
        }
    }
}
