public import TesseraLayout

extension UIScrollView {
    /// The content rectangle — `contentSize` at the content's origin — as a guide
    /// (`contentLayoutGuide`). Constraints that fix its width or height (content pinned to all four
    /// edges, with a size of its own) set `contentSize` on every layout pass; otherwise it is
    /// `contentSize` big. Items constrained to it scroll with the content.
    public var contentLayoutGuide: UILayoutGuide {
        let guide = scrollContentLayoutGuide
        if guide.solvedSizeDidChange == nil {
            guide.contentSize = contentSize
            guide.solvedSizeDidChange = { [weak self] size in self?.contentSize = size }
        }
        return guide
    }

    /// The scroll view's own rectangle — the visible part of the content — as a guide
    /// (`frameLayoutGuide`). Items constrained to it stay put while the content scrolls; a content
    /// width equal to the guide's makes a vertically scrolling column.
    public var frameLayoutGuide: UILayoutGuide { scrollFrameLayoutGuide }
}
