public import Foundation
public import TesseraUI

extension UIDriver {
    /// Scrolls every scroll view around `view` (innermost first) with wheel events until the view
    /// shows whole, or as much of it as fits; does nothing when it already shows.
    ///
    /// Each wheel event moves at most 90% of the scroll view's visible size (in whole points),
    /// towards the least
    /// movement that shows the view (as `UIScrollView.scrollRectToVisible`).
    ///
    /// - Throws: `.notInWindow`; `.offScreen` when a scroll view stops moving before the view
    ///   shows (scrolling disabled, a view in front takes the wheel) or after
    ///   `maximumScrollEvents` events; `.notHittable` when another view covers the scroll view.
    public func scroll(to view: UIView) throws(UIDriverError) {
        try requireInWindow(view)
        try scrollIntoView(view)
        try finishAction()
    }

    /// Scrolls `table` with wheel events until the row at `indexPath` shows, and returns its cell.
    ///
    /// ```swift
    /// let cell = try driver.scroll(to: IndexPath(row: 900, section: 0), in: table)
    /// try driver.tap(cell)
    /// ```
    /// - Throws: `.noSuchRow` when the table has no such row; otherwise as `scroll(to:)` for a
    ///   view.
    @discardableResult
    public func scroll(to indexPath: IndexPath, in table: UITableView) throws(UIDriverError) -> UITableViewCell {
        try requireInWindow(table)
        try requireRow(at: indexPath, in: table)
        try scrollIntoView(table)
        try reveal(in: table, culprit: "\(path(of: table)) row \(indexPath)") { table.rectForRow(at: indexPath) }
        try finishAction()
        guard let cell = table.cellForRow(at: indexPath) else {
            throw .offScreen(path: "\(path(of: table)) row \(indexPath)")
        }
        return cell
    }

    /// Scrolls the row at `indexPath` into view and taps its cell.
    /// - Throws: as `scroll(to:in:)` and `tap(_:)`.
    public func tapRow(at indexPath: IndexPath, in table: UITableView) throws(UIDriverError) {
        try tap(scroll(to: indexPath, in: table))
    }

    /// Sends one wheel event of `delta` points (positive y reveals content below) at the centre
    /// of `scrollView`'s visible part.
    /// - Throws: `.offScreen` when no part of it shows; `.notHittable` when another view covers
    ///   that centre.
    public func scroll(_ scrollView: UIScrollView, by delta: CGSize) throws(UIDriverError) {
        try requireInWindow(scrollView)
        send(.scroll(delta: delta, at: try wheelLocation(in: scrollView)))
        try finishAction()
    }

    // MARK: Helpers

    /// Throws `.noSuchRow` unless `table` has a row at `indexPath` (as of its last reload).
    func requireRow(at indexPath: IndexPath, in table: UITableView) throws(UIDriverError) {
        let rowCounts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        guard indexPath.count == 2, rowCounts.indices.contains(indexPath.section),
            (0..<rowCounts[indexPath.section]).contains(indexPath.row)
        else { throw .noSuchRow(path: path(of: table), indexPath: indexPath, rowCounts: rowCounts) }
    }

    /// Scrolls each scroll view around `view`, innermost first, to show it.
    func scrollIntoView(_ view: UIView) throws(UIDriverError) {
        for scrollView in ViewVisibility.scrollViewAncestors(of: view) {
            try reveal(in: scrollView, culprit: path(of: view)) { view.convert(view.bounds, to: scrollView) }
        }
    }

    /// Sends wheel events to `scrollView` until `rect()` (content coordinates, asked afresh after
    /// each event) shows, or no further movement is possible.
    func reveal(in scrollView: UIScrollView, culprit: String, rect: () -> CGRect) throws(UIDriverError) {
        var events = 0
        while true {
            window.layoutIfNeeded()
            let offset = scrollView.contentOffset
            let wanted = Self.offsetChange(showing: rect(), in: ViewVisibility.visibleContentRect(of: scrollView))
            let target = scrollView.clampedOffset(CGPoint(x: offset.x + wanted.width, y: offset.y + wanted.height))
            let delta = CGSize(width: target.x - offset.x, height: target.y - offset.y)
            if abs(delta.width) < 0.01, abs(delta.height) < 0.01 { return }
            guard events < maximumScrollEvents else { throw .offScreen(path: culprit) }
            let location = try wheelLocation(in: scrollView)
            let visible = ViewVisibility.visibleContentRect(of: scrollView)
            // Whole points, so offsets that start whole stay whole.
            let limit = CGSize(
                width: max(1, (visible.width * 0.9).rounded(.down)),
                height: max(1, (visible.height * 0.9).rounded(.down)))
            let step = CGSize(
                width: min(max(delta.width, -limit.width), limit.width),
                height: min(max(delta.height, -limit.height), limit.height))
            send(.scroll(delta: step, at: location))
            events += 1
            if scrollView.contentOffset == offset { throw .offScreen(path: culprit) }
        }
    }

    /// The centre of `scrollView`'s visible part in window points, scrolling the scroll views
    /// around it first when none of it shows.
    func wheelLocation(in scrollView: UIScrollView) throws(UIDriverError) -> CGPoint {
        var visible = ViewVisibility.visibleRect(of: scrollView, in: window)
        if !ViewVisibility.hasArea(visible) {
            try scrollIntoView(scrollView)
            visible = ViewVisibility.visibleRect(of: scrollView, in: window)
        }
        guard ViewVisibility.hasArea(visible) else { throw .offScreen(path: path(of: scrollView)) }
        let point = CGPoint(x: visible.midX, y: visible.midY)
        try requireHittable(scrollView, at: point)
        return point
    }

    /// The least offset change that brings `rect` inside `visible` (both in content
    /// coordinates); a rect larger than `visible` aligns its top (left) edge.
    static func offsetChange(showing rect: CGRect, in visible: CGRect) -> CGSize {
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if low < visibleLow || high - low > visibleHigh - visibleLow { return low - visibleLow }
            if high > visibleHigh { return high - visibleHigh }
            return 0
        }
        return CGSize(
            width: axis(rect.minX, rect.maxX, visible.minX, visible.maxX),
            height: axis(rect.minY, rect.maxY, visible.minY, visible.maxY))
    }
}
