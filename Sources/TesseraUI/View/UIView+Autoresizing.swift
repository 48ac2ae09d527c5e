public import Foundation
import TesseraLayout

extension UIView {
    /// How a view's frame follows its superview's size (`UIView.AutoresizingMask`): which of the
    /// three parts of each axis — the margin before the view, the view's extent, the margin after
    /// it — are flexible. The empty set (the default) keeps the frame as it is.
    ///
    /// The rule, applied per axis when the superview's bounds size changes by Δ points (UIKit's
    /// documentation of `UIView.autoresizingMask`: "When more than one option along the same axis
    /// is set, the default behavior is to distribute the size difference proportionally among the
    /// flexible portions. The larger the flexible portion, relative to the other flexible portions,
    /// the more it is likely to grow"):
    ///
    /// - the parts are measured in the old superview size: before = `minX − bounds.minX`,
    ///   extent = width, after = old superview width − before − extent (likewise for y);
    /// - no flexible part: the frame stays;
    /// - each flexible part grows by Δ × part ÷ (sum of the flexible parts), with negative parts
    ///   (a view hanging out of its superview) counted as 0;
    /// - when the flexible parts add up to 0 (all zero-sized; the documentation is silent), Δ is
    ///   split evenly among them, as AppKit documents for `NSView` ("as evenly as possible");
    /// - a width or height that would become negative becomes 0.
    ///
    /// For example, an 80-point-wide view at x 40 in a 200-point superview (right margin 80), with
    /// `[.flexibleLeftMargin, .flexibleWidth]`, gets x 60 and width 120 when the superview grows to
    /// 260 points: the 60 points go 40 : 80 to the left margin and the width.
    /// ```swift
    /// let banner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    /// banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]   // full width, pinned to the top
    /// ```
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The margin between the superview's left edge and the view is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The margin between the view and the superview's right edge is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The margin between the superview's top edge and the view is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The margin between the view and the superview's bottom edge is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// `frame` (points, in a superview whose bounds start at `boundsOrigin`) after the superview's
        /// size changes from `oldSize` to `newSize`, per the rule above. Pure; the same result
        /// as a view with this mask gets.
        ///
        /// For example:
        /// ```swift
        /// let mask: UIView.AutoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        /// mask.resizedFrame(CGRect(x: 20, y: 0, width: 40, height: 10),
        ///                   fromSuperviewSize: CGSize(width: 100, height: 10),
        ///                   to: CGSize(width: 160, height: 10))
        /// // (x 40, y 0, width 40, height 10): the margins 20 and 40 share the 60 points 1 : 2
        /// ```
        public func resizedFrame(
            _ frame: CGRect, fromSuperviewSize oldSize: CGSize, to newSize: CGSize, boundsOrigin: CGPoint = .zero
        ) -> CGRect {
            let (x, width) = Self.distribute(
                start: frame.minX - boundsOrigin.x, extent: frame.width, container: oldSize.width,
                change: newSize.width - oldSize.width,
                flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
            let (y, height) = Self.distribute(
                start: frame.minY - boundsOrigin.y, extent: frame.height, container: oldSize.height,
                change: newSize.height - oldSize.height,
                flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
            return CGRect(x: boundsOrigin.x + x, y: boundsOrigin.y + y, width: width, height: height)
        }

        /// One axis: the new start and extent after the container grows by `change` points.
        private static func distribute(
            start: CGFloat, extent: CGFloat, container: CGFloat, change: CGFloat,
            flexible: (before: Bool, extent: Bool, after: Bool)
        ) -> (start: CGFloat, extent: CGFloat) {
            let parts = [start, extent, container - start - extent]
            let isFlexible = [flexible.before, flexible.extent, flexible.after]
            let count = isFlexible.filter { $0 }.count
            guard change != 0, count > 0 else { return (start, extent) }
            let weights = zip(parts, isFlexible).map { part, flexible in flexible ? max(0, part) : 0 }
            let total = weights.reduce(0, +)
            let shares = zip(weights, isFlexible).map { weight, flexible -> CGFloat in
                guard flexible else { return 0 }
                return total > 0 ? change * weight / total : change / CGFloat(count)
            }
            return (start + shares[0], max(0, extent + shares[1]))
        }
    }

    /// Applies the subviews' autoresizing masks after this view's bounds size changed from
    /// `oldSize` (called by the `bounds` observer). Only subviews that translate their frames
    /// (`translatesAutoresizingMaskIntoConstraints`) follow their mask; constrained ones are left to
    /// the constraints, as in UIKit. Setting their frames tells the Auto Layout engine, which keeps
    /// the new frames (its autoresizing-mask constraints are remade from them).
    func resizeSubviews(withOldSize oldSize: CGSize) {
        guard autoresizesSubviews, !subviews.isEmpty else { return }
        let newSize = bounds.size
        for subview in subviews
        where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
            subview.resize(withOldSuperviewSize: oldSize, newSize: newSize, boundsOrigin: bounds.origin)
        }
    }

    /// Moves and resizes this view per its mask. Works on the untransformed frame (centre and
    /// bounds size), so a transformed view keeps its transform.
    private func resize(withOldSuperviewSize oldSize: CGSize, newSize: CGSize, boundsOrigin: CGPoint) {
        let size = bounds.size
        let untransformed = CGRect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        let resized = autoresizingMask.resizedFrame(
            untransformed, fromSuperviewSize: oldSize, to: newSize, boundsOrigin: boundsOrigin)
        guard resized != untransformed else { return }
        bounds = CGRect(origin: bounds.origin, size: resized.size)
        center = CGPoint(x: resized.midX, y: resized.midY)
    }
}
