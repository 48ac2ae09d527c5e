import Foundation
import TesseraGraphics

// Dragging a sheet (as on iOS): from its top band (grabber and navigation bar), from any part of
// it that no scroll view or control takes, or from its content scroll view at the top edge (down,
// or up to expand the sheet), up and down between its detents; released, it comes to
// rest at the detent nearest to where it was heading, or — below the smallest — is dismissed as
// the user's dismissal (refused while `isModalInPresentation` or by the delegate, when it springs
// back). Past the largest detent, and past the smallest while dismissal is refused, it moves a
// third as far as the finger.

extension PresentationContainerView: UIGestureRecognizerDelegate {
    /// The height of the band at the sheet's top that always drags it.
    static let sheetHandleHeight: CGFloat = 56
    /// How far a release's speed carries the sheet, in seconds of that speed.
    static let sheetProjection: CGFloat = 0.15
    /// How far below its smallest detent a sheet that refuses dismissal must be pulled for the
    /// release to count as an attempt to dismiss it.
    static let refusedDismissalSlack: CGFloat = 20

    func installSheetDrag() {
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            sheetDragChanged(pan)
        }
        pan.delegate = self
        addGestureRecognizer(pan)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let presentedView else { return false }
        let moved = pan.translation(in: self)
        guard abs(moved.y) >= abs(moved.x) else { return false }
        let location = pan.location(in: self)
        let start = CGPoint(x: location.x - moved.x, y: location.y - moved.y)
        guard start.y >= presentedView.frame.minY - 10 else { return false }
        if start.y <= presentedView.frame.minY + Self.sheetHandleHeight { return true }
        let contentScrollView = sheet?.presentedViewController.contentScrollView(for: .top)
        var control: UIControl?
        var view = hitTest(start, with: nil)
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled, scrollView.canScrollVertically {
                // The sheet's content scroll view hands drags over at its top edge (controls in it
                // included, as cells' buttons); any other scroll view keeps its drags.
                guard scrollView === contentScrollView else { return false }
                return sheetTakesDrag(from: scrollView, upwards: moved.y < 0)
            }
            if control == nil { control = current as? UIControl }
            if current === presentedView { return control == nil }
            view = current.superview
        }
        return false
    }

    /// Whether a vertical drag starting in the sheet's content scroll view moves the sheet rather
    /// than the content: only while the content is at its top edge; downwards unless a refresh
    /// control waits to be pulled, upwards while a larger detent is left and the sheet prefers
    /// `prefersScrollingExpandsWhenScrolledToEdge`.
    private func sheetTakesDrag(from scrollView: UIScrollView, upwards: Bool) -> Bool {
        guard let sheet, scrollView.contentOffset.y <= scrollView.minimumContentOffset.y + 0.5 else { return false }
        guard upwards else { return scrollView.refreshControl == nil }
        let heights = detentHeights.map(\.1)
        return sheet.prefersScrollingExpandsWhenScrolledToEdge
            && bounds.height - restingTop < (heights.max() ?? maximumSheetHeight) - 0.5
    }

    /// A scroll view in the sheet lets the sheet decide first whether a drag is the sheet's.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let scrollView = otherGestureRecognizer.view as? UIScrollView,
            otherGestureRecognizer === scrollView.panGestureRecognizer, let presentedView
        else { return false }
        return scrollView.isDescendant(of: presentedView)
    }

    private func sheetDragChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            dragOffset = resistedTop(restingTop + pan.translation(in: self).y) - restingTop
            setNeedsLayout()
            layoutIfNeeded()
        case .ended:
            settleSheet(velocity: pan.velocity(in: self).y)
        case .cancelled, .failed:
            settleSheet(velocity: 0)
        default:
            break
        }
    }

    /// The resting heights the sheet may take now, by detent.
    private var detentHeights: [(UISheetPresentationController.Detent.Identifier, CGFloat)] {
        sheet?.detentHeights(maximumHeight: maximumSheetHeight, traits: traitCollection) ?? []
    }

    private var refusesDismissal: Bool { sheet?.presentedViewController.refusesUserDismissal ?? true }

    /// `top` with the resistance past the largest detent, and past the smallest while the sheet
    /// cannot be dismissed.
    private func resistedTop(_ top: CGFloat) -> CGFloat {
        let heights = detentHeights.map(\.1)
        let highest = bounds.height - (heights.max() ?? maximumSheetHeight)
        let lowest = bounds.height - (heights.min() ?? maximumSheetHeight)
        if top < highest { return highest - (highest - top) / 3 }
        if refusesDismissal && top > lowest { return lowest + (top - lowest) / 3 }
        return top
    }

    /// Brings the sheet to rest after a drag released at `velocity` (points per second, downwards).
    private func settleSheet(velocity: CGFloat) {
        guard let sheet else { return }
        let heights = detentHeights
        let shownTop = restingTop + dragOffset
        let projectedHeight = bounds.height - shownTop - velocity * Self.sheetProjection
        var targets: [(UISheetPresentationController.Detent.Identifier?, CGFloat)] = heights.map { ($0.0, $0.1) }
        targets.append((nil, 0))  // dismissed
        var nearest = targets.min { abs($0.1 - projectedHeight) < abs($1.1 - projectedHeight) }!
        // A sheet that refuses dismissal moves only a little below its smallest detent: pulled
        // there at all, the user meant to dismiss it (and the delegate hears of the attempt).
        let smallest = heights.map(\.1).min() ?? maximumSheetHeight
        if refusesDismissal && bounds.height - shownTop < smallest - Self.refusedDismissalSlack { nearest = (nil, 0) }
        let restingIdentifier = sheet.restingDetent(among: heights, maximumHeight: maximumSheetHeight).0
        guard let identifier = nearest.0 else {
            let presented = sheet.presentedViewController
            _ = presented.attemptUserDismissal()
            if !presented.isBeingDismissed { springBack() }
            return
        }
        if identifier != restingIdentifier {
            sheet.selectedDetentIdentifier = identifier
            // Keep the sheet where the finger left it, then move it to the new rest.
            let newTop = bounds.height - nearest.1
            dragOffset = shownTop - newTop
            setNeedsLayout()
            layoutIfNeeded()
            (sheet.delegate as? any UISheetPresentationControllerDelegate)?
                .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
        }
        springBack()
    }

    private func springBack() {
        UIView.animate(withDuration: 0.3, curve: .easeOut) {
            self.dragOffset = 0
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }
}
