import Foundation

/// A page turn in progress: from a swipe, a key, or an animated `setViewControllers`.
@MainActor
struct PendingPageTurn {
    let page: UIViewController
    let previous: UIViewController
    let direction: UIPageViewController.NavigationDirection
    /// Whether the user turned (a swipe or a key): the delegate hears it and the page control
    /// steps one dot; otherwise `setViewControllers` did, and the data source gives the dot.
    let byUser: Bool
    let completion: ((Bool) -> Void)?
}

/// Page turns: a turn begins when the pages start moving toward a neighbour and ends when they
/// come to rest — completed on the neighbour's slot, cancelled back on the shown page's.
extension UIPageViewController {
    /// The scroll view moved. Under the finger, moving off the shown page starts a turn toward
    /// the neighbour on that side (switching turns when the finger crosses back).
    func pagesDidScroll() {
        guard !isRepositioning, scrollView.isDragging, let currentPage, let rest = slotIndex(of: currentPage) else {
            return
        }
        let displacement = axisOffset(scrollView.contentOffset) - axisOffset(slotOrigin(rest))
        guard displacement != 0 else { return }
        let step = displacement > 0 ? 1 : -1
        if let turn = pending {
            if slotIndex(of: turn.page) == rest + step { return }
            cancelTurn(turn)
        }
        guard let (page, direction) = neighbour(atStep: step) else { return }
        beginTurn(to: page, direction: direction, byUser: true)
    }

    /// The pages stopped moving: a turn in progress completes if its page is the one shown.
    func pagesCameToRest() {
        guard let turn = pending else { return }
        if nearestSlotPage === turn.page { completeTurn(turn) } else { cancelTurn(turn) }
    }

    /// Turns to the neighbour `step` slots away with an animated scroll, as a swipe would (for keys).
    /// False when there is no page there or the pages are already moving.
    func turnPage(bySlots step: Int) -> Bool {
        guard pending == nil, isViewLoaded, !scrollView.isDragging, let (page, direction) = neighbour(atStep: step),
            let index = slotIndex(of: page)
        else { return false }
        beginTurn(to: page, direction: direction, byUser: true)
        scrollToRest(atSlot: index)
        return true
    }

    /// Slides `page` in from the `direction` side in place of that neighbour
    /// (`setViewControllers(_:direction:animated: true:completion:)`).
    func slideIn(_ page: UIViewController, direction: NavigationDirection, completion: ((Bool) -> Void)?) {
        if direction == .forward { neighbours.after = page } else { neighbours.before = page }
        layOutPages()
        beginTurn(to: page, direction: direction, byUser: false, completion: completion)
        guard let index = slotIndex(of: page) else { return }
        scrollToRest(atSlot: index)
    }

    /// Scrolls to slot `index`, animated in a window; the turn lands when the scroll ends.
    private func scrollToRest(atSlot index: Int) {
        guard view.window != nil else {
            isRepositioning = true
            scrollView.contentOffset = slotOrigin(index)
            isRepositioning = false
            return pagesCameToRest()
        }
        scrollView.setContentOffset(slotOrigin(index), animated: true)
    }

    /// Ends a turn still in progress as cancelled, where the pages are (`setViewControllers` arrived).
    func cancelTurnInProgress() {
        guard let turn = pending else { return }
        scrollView.stopMotion()
        cancelTurn(turn)
    }

    /// Shows `page` at once in place of the page shown, with appearance callbacks when visible.
    func replaceCurrentPage(with page: UIViewController) {
        let old = currentPage
        let isVisible = isViewLoaded && appearanceState.isVisible
        addChild(page)
        if isVisible {
            old?.beginAppearanceTransition(false)
            page.beginAppearanceTransition(true)
        }
        old?.beginMove(toParent: nil)
        old?.viewIfLoaded?.removeFromSuperview()
        currentPage = page
        if isViewLoaded { scrollView.addSubview(page.view) }
        if isVisible {
            old?.endAppearanceTransition()
            if appearanceState == .appeared { page.endAppearanceTransition() }
        }
        old?.detachFromParent()
        page.endMove(toParent: self)
    }

    /// Starts turning to `page`: the delegate hears it (for user turns), the page joins as a child
    /// with its view in its slot, and the shown page starts disappearing as it starts appearing.
    private func beginTurn(
        to page: UIViewController, direction: NavigationDirection, byUser: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard let currentPage else { return }
        pending = PendingPageTurn(
            page: page, previous: currentPage, direction: direction, byUser: byUser, completion: completion)
        if byUser { delegate?.pageViewController(self, willTransitionTo: [page]) }
        addChild(page)
        if appearanceState.isVisible {
            currentPage.beginAppearanceTransition(false, animated: true)
            page.beginAppearanceTransition(true, animated: true)
        }
        if let index = slotIndex(of: page) { page.view.frame = slotFrame(index) }
        scrollView.addSubview(page.view)
        page.endMove(toParent: self)
    }

    /// The turn's page is shown: the previous page leaves and disappears, the new one appears, the
    /// data source gives the new neighbours.
    private func completeTurn(_ turn: PendingPageTurn) {
        pending = nil
        let old = turn.previous
        currentPage = turn.page
        old.beginMove(toParent: nil)
        old.viewIfLoaded?.removeFromSuperview()
        old.endAppearanceTransition()
        if appearanceState == .appeared { turn.page.endAppearanceTransition() }
        old.detachFromParent()
        refreshNeighbours()
        if turn.byUser {
            container.pageControl.currentPage += turn.direction == .forward ? 1 : -1
        } else {
            updatePageControl(askingIndex: true)
        }
        turn.completion?(true)
        if turn.byUser {
            delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [old], transitionCompleted: true)
        }
    }

    /// The turn went back: the pending page disappears and leaves, the shown page appears again
    /// (UIKit's balancing of a cancelled transition).
    private func cancelTurn(_ turn: PendingPageTurn) {
        pending = nil
        let page = turn.page
        if appearanceState.isVisible {
            page.beginAppearanceTransition(false, animated: true)
            turn.previous.beginAppearanceTransition(true, animated: true)
        }
        page.beginMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.endAppearanceTransition()
        if appearanceState == .appeared { turn.previous.endAppearanceTransition() }
        page.detachFromParent()
        if turn.byUser { layOutPages() } else { refreshNeighbours() }  // a slid-in page took a neighbour's slot
        turn.completion?(false)
        if turn.byUser {
            delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [turn.previous], transitionCompleted: false)
        }
    }
}
