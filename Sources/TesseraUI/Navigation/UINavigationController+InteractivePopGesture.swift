import Foundation
import TesseraGraphics

/// A screen that decides whether the swipe from the leading edge may pop it: an editor with
/// unsaved changes returns false so the user cannot drag it away by accident.
///
/// ```swift
/// final class ComposeViewController: UIViewController, InteractivePopControlling {
///     var allowsInteractivePop: Bool { !hasUnsavedChanges }
/// }
/// ```
@preconcurrency @MainActor
public protocol InteractivePopControlling: AnyObject {
    /// Whether a swipe-back may start over this screen; read when the pan begins.
    var allowsInteractivePop: Bool { get }
}

/// The pan behind swipe-back: it only takes part in a touch sequence that starts within
/// `UINavigationController.interactivePopEdgeWidth` points of its view's leading edge (the left edge,
/// or the right one in a right-to-left layout), and fails when the first movement goes mostly
/// vertical or towards that edge, so scroll views and other pans keep those touches.
@MainActor
final class InteractivePopGestureRecognizer: UIPanGestureRecognizer {
    /// Where the touch went down, in window points.
    private var startLocation: CGPoint?
    /// Runs when the touch sequence is cancelled after the pan began (actions only see began,
    /// changed and ended).
    final var cancellationHandler: (@MainActor () -> Void)?

    /// +1 when the leading edge is the left one, −1 in a right-to-left layout.
    var leadingDirection: CGFloat {
        view?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let view else { return }
        let location = touch.location(in: view)
        let distanceFromEdge = leadingDirection > 0 ? location.x : view.bounds.width - location.x
        guard distanceFromEdge >= 0, distanceFromEdge <= UINavigationController.interactivePopEdgeWidth else {
            state = .failed
            return
        }
        startLocation = touch.locationInWindow
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let touch = touches.first, let startLocation {
            let dx = (touch.locationInWindow.x - startLocation.x) * leadingDirection
            let dy = touch.locationInWindow.y - startLocation.y
            if (dx * dx + dy * dy).squareRoot() >= minimumDistance, dx <= abs(dy) {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        let wasRecognizing = state == .began || state == .changed
        super.touchesCancelled(touches, with: event)
        if wasRecognizing { cancellationHandler?() }
    }

    override func reset() {
        super.reset()
        startLocation = nil
    }
}
