public import Foundation
public import Tessera

/// A card's row of tag chips that wraps onto more lines when the chips do not fit its width.
///
/// Stack views do not wrap, so this stays a small custom view: it places its chips itself
/// (left to right, 6 points apart, lines 6 points apart, each chip centred vertically in a line at
/// least `minimumLineHeight` tall) and reports the height of that flow at `preferredMaxLayoutWidth`
/// as its intrinsic height, as a wrapping label does. The owner sets `preferredMaxLayoutWidth` to
/// the width the constraints will give the flow before the layout is solved (see `EntryCardView`).
/// A chip wider than a line is narrowed to the line.
@MainActor
public final class TagChipFlowView: UIView {
    /// The chips, in order; replacing them replaces the subviews.
    public var chips: [TagChipView] = [] {
        didSet {
            oldValue.forEach { $0.removeFromSuperview() }
            chips.forEach(addSubview)
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The width the intrinsic height is measured at, in points; 0 lays every chip on one line.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The height of a line, in points, even when its chips are shorter (and of an empty flow).
    public var minimumLineHeight: CGFloat = 24 { didSet { invalidateIntrinsicContentSize() } }

    private static let spacing: CGFloat = 6

    /// The frames of the chips at `width` points, and the flow's height in points.
    private func flow(width: CGFloat) -> (frames: [CGRect], height: CGFloat) {
        let limit = width > 0 ? width : CGFloat.greatestFiniteMagnitude
        let sizes = chips.map { $0.sizeThatFits(CGSize(width: limit, height: .greatestFiniteMagnitude)) }
        var lines: [[Int]] = [[]]
        var x: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            if !lines[lines.count - 1].isEmpty, x + size.width > limit {
                lines.append([])
                x = 0
            }
            lines[lines.count - 1].append(index)
            x += size.width + Self.spacing
        }
        var frames = [CGRect](repeating: .zero, count: chips.count)
        var y: CGFloat = 0
        for (number, line) in lines.enumerated() {
            let lineHeight = max(minimumLineHeight, line.map { sizes[$0].height }.max() ?? 0)
            var left: CGFloat = 0
            for index in line {
                let size = sizes[index]
                frames[index] = CGRect(
                    x: left, y: y + ((lineHeight - size.height) / 2).rounded(), width: size.width, height: size.height)
                left += size.width + Self.spacing
            }
            y += lineHeight + (number < lines.count - 1 ? Self.spacing : 0)
        }
        return (frames, y)
    }

    /// No intrinsic width (the constraints give it); the flow's height at `preferredMaxLayoutWidth`.
    override public var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: flow(width: preferredMaxLayoutWidth).height)
    }

    override public func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: flow(width: size.width).height)
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        for (chip, frame) in zip(chips, flow(width: bounds.width).frames) { chip.frame = frame }
    }
}
