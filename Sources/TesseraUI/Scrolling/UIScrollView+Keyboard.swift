public import Foundation

/// Scrolling with the keyboard, as a desktop scroll area does: Up/Down a line (40 points), Page
/// Up/Down and Shift-Space/Space a screenful less a line, Home/End (or Control with them) to the top
/// and the bottom.
extension UIScrollView {
    /// Points an arrow key scrolls.
    public static let keyboardLineScroll: CGFloat = 40

    /// Scrolls for `key`; false when the key does not scroll or the content is already there.
    @discardableResult
    public func scroll(forKey key: Key, modifiers: KeyModifiers) -> Bool {
        guard isScrollEnabled else { return false }
        let page = max(Self.keyboardLineScroll, bounds.height - adjustedContentInset.vertical - Self.keyboardLineScroll)
        let low = minimumContentOffset.y
        let high = maximumContentOffset.y
        let y: CGFloat
        switch (key, modifiers) {
        case (.upArrow, []): y = contentOffset.y - Self.keyboardLineScroll
        case (.downArrow, []): y = contentOffset.y + Self.keyboardLineScroll
        case (.pageUp, []), (.space, .shift): y = contentOffset.y - page
        case (.pageDown, []), (.space, []): y = contentOffset.y + page
        case (.home, []), (.home, .control): y = low
        case (.end, []), (.end, .control): y = high
        default: return false
        }
        let target = CGPoint(x: contentOffset.x, y: min(max(y, low), high))
        guard target != contentOffset else { return false }
        setContentOffset(target, animated: false)
        showIndicatorsBriefly()
        return true
    }
}
