import Foundation
public import TesseraGraphics

extension UIScrollView {
    /// Which edges of the safe area are added to `contentInset` to make `adjustedContentInset`
    /// (`UIScrollView.ContentInsetAdjustmentBehavior`).
    ///
    /// For example, a header image that reaches under the status bar:
    /// ```swift
    /// scrollView.contentInsetAdjustmentBehavior = .never
    /// ```
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        /// As `scrollableAxes`, and the top and bottom edges always when the scroll view belongs to a
        /// view controller inside a navigation or tab bar controller (its root view, or that view's
        /// first subview).
        case automatic = 0
        /// The top and bottom edges when the content can scroll vertically (taller than the view, or
        /// `alwaysBounceVertical`), the left and right ones when it can scroll horizontally.
        case scrollableAxes = 1
        /// `contentInset` only.
        case never = 2
        /// Every edge, always.
        case always = 3
    }

    /// `contentInset` plus the safe-area edges `contentInsetAdjustmentBehavior` chooses, plus the
    /// refresh control's height at the top while it refreshes, plus — unless the behaviour is
    /// `.never` — the part of the view the window's on-screen keyboard covers (so a focused field
    /// can scroll above it; UIKit leaves that to the app).
    public var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        inset.top += refreshControl?.topInsetContribution ?? 0
        let safe = safeAreaInsets
        let (vertical, horizontal) = adjustedAxes
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        if contentInsetAdjustmentBehavior != .never {
            inset.bottom = max(inset.bottom, contentInset.bottom + keyboardOverlap)
        }
        return inset
    }

    /// Whether the safe area is added vertically and horizontally.
    private var adjustedAxes: (vertical: Bool, horizontal: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (scrollsVertically, scrollsHorizontally)
        case .automatic: return (scrollsVertically || isOwnedByContainedController, scrollsHorizontally)
        }
    }

    private var scrollsVertically: Bool { alwaysBounceVertical || contentSize.height > bounds.height }
    private var scrollsHorizontally: Bool { alwaysBounceHorizontal || contentSize.width > bounds.width }

    /// Whether this is the root view of a view controller inside a navigation or tab bar controller,
    /// or the first subview of that root view.
    private var isOwnedByContainedController: Bool {
        let controller =
            lifecycle.viewController
            ?? superview.flatMap { parent in parent.subviews.first === self ? parent.lifecycle.viewController : nil }
        guard let controller else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    /// How much of the view the window's on-screen keyboard covers, in points.
    var keyboardOverlap: CGFloat {
        guard let window, window.keyboardHeight > 0 else { return 0 }
        let frameInWindow = convert(bounds, to: nil)
        return max(0, frameInWindow.maxY - (window.bounds.height - window.keyboardHeight))
    }

    /// Calls `adjustedContentInsetDidChange()` when the adjusted inset differs from the last one reported.
    func reportAdjustedContentInsetChange() {
        let inset = adjustedContentInset
        guard inset != reportedAdjustedContentInset else { return }
        reportedAdjustedContentInset = inset
        adjustedContentInsetDidChange()
    }
}
