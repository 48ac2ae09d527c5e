import Foundation
import Tessera

/// The content of a scrolling grouped screen: views top to bottom, laid out with frames. Each view
/// is as wide as the column less `margins` and as tall as its `sizeThatFits` for that width says;
/// hidden views collapse with the space after them.
///
/// The screen puts the column in a scroll view and makes the scroll view's `contentSize` the
/// column's `sizeThatFits` — so every row measures its own text at the current Dynamic Type size and
/// nothing is clipped at accessibility sizes.
@MainActor
final class FormColumnView: UIView {
    private struct Item {
        let view: UIView
        let spacingAfter: CGFloat
        let minimumHeight: CGFloat
        let inset: CGFloat
    }

    /// Space around the column's content, in points. Default 16 on the sides (the iOS grouped
    /// margin), 16 at the top and 32 at the bottom.
    var margins = UIEdgeInsets(top: 16, left: 16, bottom: 32, right: 16) { didSet { setNeedsLayout() } }
    private var items: [Item] = []

    /// Adds `view` below the others, followed by `spacingAfter` points, at least `minimumHeight`
    /// points tall, indented `inset` points more on both sides (a section header lines up with the
    /// text inside the cards with 16).
    func append(_ view: UIView, spacingAfter: CGFloat = 12, minimumHeight: CGFloat = 0, inset: CGFloat = 0) {
        items.append(Item(view: view, spacingAfter: spacingAfter, minimumHeight: minimumHeight, inset: inset))
        addSubview(view)
        setNeedsLayout()
    }

    /// Sizes the column to `scrollView`'s width and the height its rows need, and makes that the
    /// scroll view's content size. The column must be the scroll view's content; call it from the
    /// screen's `layoutSubviews` after setting the scroll view's frame.
    func fill(_ scrollView: UIScrollView) {
        let width = scrollView.bounds.width
        let height = sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        frame = CGRect(x: 0, y: 0, width: width, height: height)
        scrollView.contentSize = CGSize(width: width, height: height)
    }

    /// The width offered, and the height of every visible view and the space between them.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: frames(forWidth: size.width).height)
    }

    override func layoutSubviews() {
        for (view, frame) in frames(forWidth: bounds.width).frames {
            view.frame = frame
            view.setNeedsLayout()  // its content may have changed without its frame changing
        }
    }

    private func frames(forWidth width: CGFloat) -> (frames: [(UIView, CGRect)], height: CGFloat) {
        let contentWidth = max(0, width - margins.left - margins.right)
        var y = margins.top
        var frames: [(UIView, CGRect)] = []
        var lastSpacing: CGFloat = 0
        for item in items where !item.view.isHidden {
            let itemWidth = max(0, contentWidth - 2 * item.inset)
            let fitting = item.view.sizeThatFits(CGSize(width: itemWidth, height: .greatestFiniteMagnitude))
            let height = max(item.minimumHeight, fitting.height).rounded(.up)
            frames.append((item.view, CGRect(x: margins.left + item.inset, y: y, width: itemWidth, height: height)))
            y += height + item.spacingAfter
            lastSpacing = item.spacingAfter
        }
        return (frames, y - lastSpacing + margins.bottom)
    }
}
