public import Foundation
import TesseraCore
import TesseraGraphics

extension UITableView {
    /// Width of each revealed action button, in points.
    static let swipeActionWidth: CGFloat = 80

    func setUpRowSwipe() {
        // Begins only for a mostly horizontal drag that starts on a row with swipe actions.
        rowSwipeRecognizer.shouldBegin = { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer, let touch = pan.lastTouch else { return false }
            let translation = pan.translation(in: nil)
            guard abs(translation.x) > abs(translation.y) else { return false }
            let start = CGPoint(x: touch.locationInWindow.x - translation.x, y: touch.locationInWindow.y - translation.y)
            guard let indexPath = self.geometry.indexPath(at: self.convert(start, from: nil)) else { return false }
            return !(self.delegate?.tableView(self, trailingSwipeActionsForRowAt: indexPath) ?? []).isEmpty
        }
        rowSwipeRecognizer.addAction { [weak self] recognizer in
            self?.handleRowSwipe(recognizer as! UIPanGestureRecognizer)
        }
        addGestureRecognizer(rowSwipeRecognizer)
        panGestureRecognizer.require(toFail: rowSwipeRecognizer)
    }

    private func handleRowSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let translation = pan.translation(in: nil)
            let location = pan.lastTouch?.locationInWindow ?? .zero
            let point = convert(CGPoint(x: location.x - translation.x, y: location.y - translation.y), from: nil)
            guard let indexPath = geometry.indexPath(at: point) else { return }
            if swipedIndexPath != indexPath { closeSwipe(animated: false) }
            rowTouchCancelled()
            openSwipe(at: indexPath, offset: 0)
            fallthrough
        case .changed:
            guard let indexPath = swipedIndexPath, let cell = cellForRow(at: indexPath) else { return }
            let translation = pan.translation(in: self).x
            cell.swipeOffset = min(0, translation + (swipeStartOffset ?? 0))
        case .ended:
            guard let indexPath = swipedIndexPath, let cell = cellForRow(at: indexPath) else { return }
            let revealWidth = CGFloat(swipeActionViews.count) * Self.swipeActionWidth
            if -cell.swipeOffset > cell.bounds.width * 0.6, let first = currentSwipeActions.first, first.style == .destructive {
                performSwipeAction(first, at: indexPath)
            } else if -cell.swipeOffset > revealWidth / 2 {
                animateSwipe(of: cell, to: -revealWidth)
                swipeStartOffset = -revealWidth
            } else {
                closeSwipe(animated: true)
            }
        case .cancelled, .failed:
            closeSwipe(animated: true)
        default:
            break
        }
    }

    /// Shows the swipe actions of a row, `offset` points open (negative).
    func openSwipe(at indexPath: IndexPath, offset: CGFloat) {
        guard let cell = cellForRow(at: indexPath) else { return }
        swipedIndexPath = indexPath
        currentSwipeActions = delegate?.tableView(self, trailingSwipeActionsForRowAt: indexPath) ?? []
        swipeActionViews.forEach { $0.removeFromSuperview() }
        swipeActionViews = currentSwipeActions.enumerated().map { index, action in
            let button = UIButton()
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.setBackgroundColor(action.backgroundColor ?? (action.style == .destructive ? .systemRed : .systemGray), for: .normal)
            button.accessibilityLabel = action.title
            let width = Self.swipeActionWidth
            button.frame = CGRect(x: cell.bounds.width - CGFloat(index + 1) * width, y: 0, width: width, height: cell.bounds.height)
            button.addAction(for: .touchUpInside) { [weak self] _ in
                guard let self, let path = self.swipedIndexPath else { return }
                self.performSwipeAction(action, at: path)
            }
            cell.insertSubview(button, at: 0)
            return button
        }
        if swipeStartOffset == nil { swipeStartOffset = offset }
        cell.swipeOffset = offset
    }

    /// Opens a row's trailing actions fully, as a completed swipe does (for the UI driver and tests).
    public func revealSwipeActions(forRowAt indexPath: IndexPath) {
        openSwipe(at: indexPath, offset: 0)
        let width = -CGFloat(swipeActionViews.count) * Self.swipeActionWidth
        cellForRow(at: indexPath)?.swipeOffset = width
        swipeStartOffset = width
    }

    /// Titles of the revealed actions, trailing-most first.
    public var revealedSwipeActionTitles: [String] { currentSwipeActions.map(\.title) }

    /// Closes the open swipe actions, if any.
    public func closeSwipe(animated: Bool) {
        guard let indexPath = swipedIndexPath else { return }
        swipedIndexPath = nil
        swipeStartOffset = nil
        let buttons = swipeActionViews
        swipeActionViews = []
        currentSwipeActions = []
        guard let cell = cellForRow(at: indexPath) else {
            buttons.forEach { $0.removeFromSuperview() }
            return
        }
        if animated, window != nil {
            animateSwipe(of: cell, to: 0) { buttons.forEach { $0.removeFromSuperview() } }
        } else {
            cell.swipeOffset = 0
            buttons.forEach { $0.removeFromSuperview() }
        }
    }

    private func performSwipeAction(_ action: SwipeAction, at indexPath: IndexPath) {
        closeSwipe(animated: false)
        action.handler(indexPath)
    }

    private func animateSwipe(of cell: UITableViewCell, to offset: CGFloat, completion: (@MainActor () -> Void)? = nil) {
        let start = cell.swipeOffset
        guard let clock = window?.clock, start != offset else {
            cell.swipeOffset = offset
            completion?()
            return
        }
        let begin = clock.now
        var timer: ClockTimerBox? = ClockTimerBox()
        timer?.timer = clock.repeatingTimer(every: .seconds(1) / Animator.framesPerSecond, catchUp: .coalesce) { _ in
            let fraction = min(1, (clock.now - begin).timeInterval / 0.25)
            let p = CGFloat(AnimationCurve.easeOut.progress(atFraction: fraction, duration: 0.25))
            cell.swipeOffset = start + (offset - start) * p
            if fraction >= 1 {
                timer?.timer?.cancel()
                timer = nil
                completion?()
            }
        }
    }
}


/// Holds a timer so its own handler can cancel it.
@MainActor
final class ClockTimerBox {
    var timer: ClockTimer?
}
