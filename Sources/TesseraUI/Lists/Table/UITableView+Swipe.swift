public import Foundation
import TesseraCore
import TesseraGraphics

extension UITableView {
    /// Width of each revealed action, in points.
    static let swipeActionWidth: CGFloat = 80

    /// The side a row's swipe actions are revealed on.
    enum SwipeEdge {
        /// Swiping towards the leading edge reveals the trailing actions (the content moves left in
        /// a left-to-right layout).
        case trailing
        case leading
    }

    func setUpRowSwipe() {
        // Begins for a mostly horizontal drag that starts on a row with actions that way (or on the
        // row whose actions are open).
        rowSwipeRecognizer.shouldBegin = { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer, let touch = pan.lastTouch else {
                return false
            }
            let translation = pan.translation(in: nil)
            guard abs(translation.x) > abs(translation.y) else { return false }
            let start = CGPoint(
                x: touch.locationInWindow.x - translation.x, y: touch.locationInWindow.y - translation.y)
            guard let indexPath = self.geometry.indexPath(at: self.convert(start, from: nil)) else { return false }
            if indexPath == self.swipedIndexPath { return true }
            return !self.swipeActions(for: indexPath, edge: self.swipeEdge(forTranslation: translation.x)).isEmpty
        }
        rowSwipeRecognizer.addAction { [weak self] recognizer in
            self?.handleRowSwipe(recognizer as! UIPanGestureRecognizer)
        }
        addGestureRecognizer(rowSwipeRecognizer)
        panGestureRecognizer.require(toFail: rowSwipeRecognizer)
    }

    /// The edge whose actions a horizontal movement reveals.
    private func swipeEdge(forTranslation dx: CGFloat) -> SwipeEdge {
        let leftward = dx < 0
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return leftward != rightToLeft ? .trailing : .leading
    }

    /// The configuration the delegate gives for a row and edge, or the standard Delete action for
    /// trailing swipes on an editable row.
    func swipeConfiguration(for indexPath: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
        guard !isEditing else { return nil }
        switch edge {
        case .leading:
            return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing:
            if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            {
                return configuration
            }
            guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath),
                (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
            else { return nil }
            let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
            let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
                guard let self else { return completion(false) }
                self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
    }

    private func swipeActions(for indexPath: IndexPath, edge: SwipeEdge) -> [UIContextualAction] {
        swipeConfiguration(for: indexPath, edge: edge)?.actions ?? []
    }

    private func handleRowSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let translation = pan.translation(in: nil)
            let location = pan.lastTouch?.locationInWindow ?? .zero
            let point = convert(CGPoint(x: location.x - translation.x, y: location.y - translation.y), from: nil)
            guard let indexPath = geometry.indexPath(at: point) else { return }
            rowTouchCancelled()
            if swipedIndexPath != indexPath {
                closeSwipe(animated: false)
                openSwipe(at: indexPath, edge: swipeEdge(forTranslation: translation.x), offset: 0)
            }
            fallthrough
        case .changed:
            guard let indexPath = swipedIndexPath, let cell = cellForRow(at: indexPath) else { return }
            let translation = pan.translation(in: self).x + (swipeStartOffset ?? 0)
            cell.swipeOffset = (swipeEdgeIsLeft ? min(0, translation) : max(0, translation))
        case .ended:
            guard let indexPath = swipedIndexPath, let cell = cellForRow(at: indexPath) else { return }
            let revealWidth = CGFloat(swipeActionViews.count) * Self.swipeActionWidth
            let distance = abs(cell.swipeOffset)
            if distance > cell.bounds.width * 0.6, currentSwipeConfiguration?.performsFirstActionWithFullSwipe ?? false,
                let first = currentSwipeActions.first, let view = swipeActionViews.first
            {
                perform(first, from: view)
            } else if distance > revealWidth / 2 {
                let open = swipeEdgeIsLeft ? -revealWidth : revealWidth
                animateSwipe(of: cell, to: open)
                swipeStartOffset = open
            } else {
                closeSwipe(animated: true)
            }
        case .cancelled, .failed:
            closeSwipe(animated: true)
        default:
            break
        }
    }

    /// Whether the open actions are revealed by moving the content left.
    var swipeEdgeIsLeft: Bool {
        guard let first = swipeActionViews.first, let cell = first.superview else { return true }
        return first.frame.midX > cell.bounds.midX
    }

    /// Shows a row's actions for `edge`, the content `offset` points across.
    private func openSwipe(at indexPath: IndexPath, edge: SwipeEdge, offset: CGFloat) {
        guard let cell = cellForRow(at: indexPath), let configuration = swipeConfiguration(for: indexPath, edge: edge),
            !configuration.actions.isEmpty
        else { return }
        swipedIndexPath = indexPath
        currentSwipeConfiguration = configuration
        currentSwipeActions = configuration.actions
        swipeActionViews.forEach { $0.removeFromSuperview() }
        let revealsOnRight = (edge == .trailing) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let width = Self.swipeActionWidth
        swipeActionViews = configuration.actions.enumerated().map { index, action in
            let view = SwipeActionView(action: action)
            let x = revealsOnRight ? cell.bounds.width - CGFloat(index + 1) * width : CGFloat(index) * width
            view.frame = CGRect(x: x, y: 0, width: width, height: cell.bounds.height)
            cell.insertSubview(view, at: 0)
            return view
        }
        if swipeStartOffset == nil { swipeStartOffset = offset }
        cell.swipeOffset = offset
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
    }

    /// Opens a row's trailing actions fully, as a completed swipe does (for the UI driver and
    /// tests) (Tessera).
    public func revealSwipeActions(forRowAt indexPath: IndexPath) {
        layoutIfNeeded()
        closeSwipe(animated: false)
        openSwipe(at: indexPath, edge: .trailing, offset: 0)
        guard swipedIndexPath == indexPath else { return }
        let width = CGFloat(swipeActionViews.count) * Self.swipeActionWidth
        let open = swipeEdgeIsLeft ? -width : width
        cellForRow(at: indexPath)?.swipeOffset = open
        swipeStartOffset = open
    }

    /// Titles of the revealed actions, edge-most first (Tessera).
    public var revealedSwipeActionTitles: [String] { currentSwipeActions.compactMap(\.title) }

    /// Closes the open swipe actions, if any (Tessera).
    public func closeSwipe(animated: Bool) {
        guard let indexPath = swipedIndexPath else { return }
        swipedIndexPath = nil
        swipeStartOffset = nil
        let views = swipeActionViews
        swipeActionViews = []
        currentSwipeActions = []
        currentSwipeConfiguration = nil
        pressedSwipeAction = nil
        defer { tableDelegate?.tableView(self, didEndEditingRowAt: indexPath) }
        guard let cell = cellForRow(at: indexPath) else {
            views.forEach { $0.removeFromSuperview() }
            return
        }
        if animated, window != nil {
            animateSwipe(of: cell, to: 0) { views.forEach { $0.removeFromSuperview() } }
        } else {
            cell.swipeOffset = 0
            views.forEach { $0.removeFromSuperview() }
        }
    }

    /// The open action under a point in the table's coordinates, if any.
    func swipeAction(at point: CGPoint) -> Int? {
        swipeActionViews.firstIndex { view in
            view.superview.map { view.frame.contains($0.convert(point, from: self)) } ?? false
        }
    }

    /// Performs an open action: its handler, whose completion closes the actions.
    func performSwipeAction(at index: Int) {
        guard currentSwipeActions.indices.contains(index), swipeActionViews.indices.contains(index) else { return }
        perform(currentSwipeActions[index], from: swipeActionViews[index])
    }

    private func perform(_ action: UIContextualAction, from view: UIView) {
        action.handler(action, view) { [weak self] _ in
            self?.closeSwipe(animated: true)
        }
    }

    private func animateSwipe(of cell: UITableViewCell, to offset: CGFloat, completion: (@MainActor () -> Void)? = nil)
    {
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
            let p = CGFloat(TesseraUI.AnimationCurve.easeOut.progress(atFraction: fraction, duration: 0.25))
            cell.swipeOffset = start + (offset - start) * p
            if fraction >= 1 {
                timer?.timer?.cancel()
                timer = nil
                completion?()
            }
        }
    }
}

/// One revealed swipe action: its colour, with its image and title centred.
@MainActor
final class SwipeActionView: UIView {
    private let titleLabel = UILabel()
    private let imageView = UIImageView()

    override class var setUpRunningClass: UIView.Type { SwipeActionView.self }

    init(action: UIContextualAction) {
        super.init(frame: .zero)
        defer { runSetUp(after: SwipeActionView.self) }
        backgroundColor = action.backgroundColor
        accessibilityTraits = .button  // its title label reads the action's title
        titleLabel.text = action.title
        titleLabel.textColor = .white
        titleLabel.font = .systemFont(ofSize: 15, weight: .medium)
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        imageView.image = action.image
        imageView.tintColor = .white
        imageView.contentMode = .center
        imageView.isHidden = action.image == nil
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
        addSubview(titleLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = titleLabel.text?.isEmpty == false
        let hasImage = !imageView.isHidden
        let titleHeight: CGFloat = hasTitle ? 20 : 0
        let imageHeight: CGFloat = hasImage ? 24 : 0
        let top = ((bounds.height - titleHeight - imageHeight - (hasTitle && hasImage ? 4 : 0)) / 2).rounded()
        imageView.frame = CGRect(x: 0, y: top, width: bounds.width, height: imageHeight)
        titleLabel.frame = CGRect(
            x: 4, y: top + imageHeight + (hasImage ? 4 : 0), width: bounds.width - 8, height: titleHeight)
    }
}

/// Holds a timer so its own handler can cancel it.
@MainActor
final class ClockTimerBox {
    var timer: ClockTimer?
}
