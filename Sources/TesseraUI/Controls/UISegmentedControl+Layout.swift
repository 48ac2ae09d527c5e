public import Foundation
import TesseraGraphics

extension UISegmentedControl {
    /// Space on each side of a segment's content, in points.
    static let contentPadding: CGFloat = 12
    /// Space between a segment's image and its title, in points.
    static let imageTitleSpacing: CGFloat = 4

    /// The font of a segment's title: the title attributes' font for the state, else `font`,
    /// semibold when selected.
    func titleFont(selected: Bool) -> UIFont {
        if selected, let font = titleTextAttributes(for: .selected)?[.font] as? UIFont { return font }
        let base: UIFont = titleAttribute(.font, for: .normal) ?? font
        return selected ? base.withWeight(.semibold) : base
    }

    /// The colour of a segment's title and icon: the title attributes' colour for the state, else
    /// `textColor`.
    func titleColor(selected: Bool) -> UIColor {
        titleAttribute(.foregroundColor, for: selected ? .selected : .normal) ?? textColor
    }

    /// A segment's title as drawn.
    func titleText(_ title: String, selected: Bool, color: UIColor) -> AttributedText {
        AttributedText(title, attributes: TextAttributes(font: titleFont(selected: selected), foregroundColor: color))
    }

    /// The content of a segment (image, spacing, title — measured in the semibold face so that
    /// selecting does not change widths), in points.
    func contentSize(of segment: Segment) -> CGSize {
        let title =
            segment.title.map {
                TextEngine.shared.size(
                    of: titleText($0, selected: true, color: .black), width: nil,
                    style: ParagraphStyle(numberOfLines: 1))
            } ?? .zero
        let image = segment.image?.size ?? .zero
        let spacing = title.width > 0 && image.width > 0 ? Self.imageTitleSpacing : 0
        return CGSize(width: image.width + spacing + title.width, height: max(image.height, title.height))
    }

    /// Each segment's preferred width in points: its fixed width, or content plus padding — the
    /// widest such in equal mode, its own in proportional mode.
    var naturalWidths: [CGFloat] {
        let content = segments.map { contentSize(of: $0).width + 2 * Self.contentPadding }
        let widest = content.max() ?? 0
        return segments.indices.map { index in
            if segments[index].width > 0 { return segments[index].width }
            return apportionsSegmentWidthsByContent ? content[index] : widest
        }
    }

    /// The segments' widths when the control is `total` points wide: fixed widths are kept, the
    /// others share the remainder equally (or in proportion to their content).
    ///
    /// For example, three equal segments in 300 points get 100 each; with segment 0 fixed at 60,
    /// the other two get 120 each.
    public func segmentWidths(forTotal total: CGFloat) -> [CGFloat] {
        let natural = naturalWidths
        let fixed = segments.indices.filter { segments[$0].width > 0 }
        let flexible = segments.indices.filter { segments[$0].width <= 0 }
        let remaining = max(0, total - fixed.reduce(0) { $0 + natural[$1] })
        let flexibleNatural = flexible.reduce(0) { $0 + natural[$1] }
        var widths = natural
        for index in flexible {
            widths[index] =
                apportionsSegmentWidthsByContent && flexibleNatural > 0
                ? remaining * natural[index] / flexibleNatural
                : remaining / CGFloat(flexible.count)
        }
        return widths
    }

    /// Segment `index`'s rectangle in bounds coordinates. - Precondition: `index` is valid.
    public func rectForSegment(at index: Int) -> CGRect {
        precondition(segments.indices.contains(index), "Segment \(index) is out of range")
        let widths = segmentWidths(forTotal: bounds.width)
        let x = bounds.minX + widths[..<index].reduce(0, +)
        return CGRect(x: x, y: bounds.minY, width: widths[index], height: bounds.height)
    }

    /// The segment under `point` (bounds coordinates), or nil outside every segment.
    public func segmentIndex(at point: CGPoint) -> Int? {
        guard point.y >= bounds.minY - Self.trackingSlop, point.y <= bounds.maxY + Self.trackingSlop else { return nil }
        var x = bounds.minX
        for (index, width) in segmentWidths(forTotal: bounds.width).enumerated() {
            if point.x >= x, point.x < x + width { return index }
            x += width
        }
        return nil
    }
}
