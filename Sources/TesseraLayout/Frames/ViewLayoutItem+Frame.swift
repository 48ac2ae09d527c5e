public import Foundation
import TesseraGraphics

/// Aquarius-style frame access: read and set one edge or dimension of a view's frame at a time, in
/// points in the superview's space. Setting an edge *moves* the view (its size stays); setting a
/// dimension keeps the origin.
///
/// For example:
/// ```swift
/// button.size = CGSize(width: 100, height: 44)
/// button.right = container.width - 16      // moves it; the width stays 100
/// caption.place(below: button, offset: 8)
/// ```
/// These set frames directly: use them on views that translate their frames
/// (`translatesAutoresizingMaskIntoConstraints`, the default), not on views positioned by constraints.
extension ViewLayoutItem {
    /// The left edge (`frame.minX`); setting it moves the view horizontally.
    public var left: CGFloat {
        get { frame.minX }
        set { frame.origin.x = newValue }
    }

    /// The top edge (`frame.minY`); setting it moves the view vertically.
    public var top: CGFloat {
        get { frame.minY }
        set { frame.origin.y = newValue }
    }

    /// The right edge (`frame.maxX`); setting it moves the view so that its right edge is there.
    public var right: CGFloat {
        get { frame.maxX }
        set { frame.origin.x = newValue - frame.width }
    }

    /// The bottom edge (`frame.maxY`); setting it moves the view so that its bottom edge is there.
    public var bottom: CGFloat {
        get { frame.maxY }
        set { frame.origin.y = newValue - frame.height }
    }

    /// The width; setting it keeps the left edge. Negative values become 0.
    public var width: CGFloat {
        get { frame.width }
        set { frame.size.width = max(0, newValue) }
    }

    /// The height; setting it keeps the top edge. Negative values become 0.
    public var height: CGFloat {
        get { frame.height }
        set { frame.size.height = max(0, newValue) }
    }

    /// The size; setting it keeps the origin. Negative dimensions become 0.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = CGSize(width: max(0, newValue.width), height: max(0, newValue.height)) }
    }

    /// The top-left corner; setting it keeps the size.
    public var origin: CGPoint {
        get { frame.origin }
        set { frame.origin = newValue }
    }

    /// The horizontal centre (`frame.midX`); setting it moves the view.
    public var centerX: CGFloat {
        get { frame.midX }
        set { frame.origin.x = newValue - frame.width / 2 }
    }

    /// The vertical centre (`frame.midY`); setting it moves the view.
    public var centerY: CGFloat {
        get { frame.midY }
        set { frame.origin.y = newValue - frame.height / 2 }
    }

    // MARK: Placement next to another view (both in the same superview)

    /// Moves the view so that its top is `offset` points below `other`'s bottom (Aquarius `alignTop`).
    public func place(below other: some ViewLayoutItem, offset: CGFloat = 0) {
        top = other.bottom + offset
    }

    /// Moves the view so that its bottom is `offset` points above `other`'s top (Aquarius `alignBottom`).
    public func place(above other: some ViewLayoutItem, offset: CGFloat = 0) {
        bottom = other.top - offset
    }

    /// The direction the view is arranged in: its superview's (itself when it has none).
    private var arrangingDirection: UIUserInterfaceLayoutDirection {
        (parentLayoutView ?? self).effectiveUserInterfaceLayoutDirection
    }

    /// Moves the view `offset` points after `other` in reading order: right of it in left-to-right
    /// layouts, left of it in right-to-left ones (Aquarius `alignLeft`).
    public func place(after other: some ViewLayoutItem, offset: CGFloat = 0) {
        if arrangingDirection == .rightToLeft {
            right = other.left - offset
        } else {
            left = other.right + offset
        }
    }

    /// Moves the view `offset` points before `other` in reading order (Aquarius `alignRight`).
    public func place(before other: some ViewLayoutItem, offset: CGFloat = 0) {
        if arrangingDirection == .rightToLeft {
            left = other.right + offset
        } else {
            right = other.left - offset
        }
    }

    // MARK: The screen

    /// The screen's size in points: the bounds of the root of the view's tree (the window), or zero
    /// outside a tree. `UIView` replaces this with its window's size, or the main screen's.
    public var screenSize: CGSize {
        var root: any ViewLayoutItem = self
        while let parent = root.parentLayoutView { root = parent }
        return root === self ? .zero : root.bounds.size
    }

    /// As wide as the screen less `inset` on each side, starting `inset` from the left
    /// (Aquarius `equalScreenWidth`); never narrower than zero.
    public func fillScreenWidth(inset: CGFloat = 0) {
        frame = CGRect(x: inset, y: frame.minY, width: max(0, screenSize.width - 2 * inset), height: frame.height)
    }

    /// As tall as the screen less `inset` at the top and bottom, starting `inset` from the top
    /// (Aquarius `equalScreenHeight`); never shorter than zero.
    public func fillScreenHeight(inset: CGFloat = 0) {
        frame = CGRect(x: frame.minX, y: inset, width: frame.width, height: max(0, screenSize.height - 2 * inset))
    }

    /// The whole screen less `inset` on every side (Aquarius `equalScreenSize`); never smaller than zero.
    public func fillScreen(inset: CGFloat = 0) {
        let size = screenSize
        frame = CGRect(
            x: inset, y: inset, width: max(0, size.width - 2 * inset), height: max(0, size.height - 2 * inset))
    }
}
