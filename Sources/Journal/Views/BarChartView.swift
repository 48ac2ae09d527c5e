public import Foundation
public import Tessera

/// A bar chart drawn straight into the display list: one rounded bar per bucket with its count
/// above and its label below, on a baseline.
///
/// Its text is `caption1`-sized and follows Dynamic Type up to `maximumTextSize` points, so a
/// chart of twelve months still fits a phone at the accessibility sizes. When the labels are wider
/// than their bars' slots, only every second (third, …) label is drawn, always including the last.
/// With Auto Layout the chart is `plotHeight` plus its text rows tall (`intrinsicContentSize`).
@MainActor
public final class BarChartView: UIView {
    public var buckets: [JournalStatistics.Bucket] = [] { didSet { setNeedsDisplay() } }
    public var barColor: UIColor = JournalPalette.accent { didSet { setNeedsDisplay() } }
    /// The bucket drawn in full colour; the others are lighter. Nil: all full colour.
    public var highlightedIndex: Int? { didSet { setNeedsDisplay() } }
    /// The height of the bars' area in points (the tallest bar's height). Default 140.
    public var plotHeight: CGFloat = 140 { didSet { invalidateIntrinsicContentSize() } }
    /// The largest point size the counts and labels grow to with Dynamic Type. Default 17.
    public var maximumTextSize: CGFloat = 17 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The counts' and labels' font at the current text size: 12 pt at the default size.
    public var textFont: UIFont {
        UIFontMetrics(forTextStyle: .caption1).scaledFont(
            for: .systemFont(ofSize: 12), maximumPointSize: maximumTextSize, compatibleWith: traitCollection)
    }

    /// The height of one text row (a count or a label), in points.
    private var textRowHeight: CGFloat { (textFont.pointSize * 1.5).rounded(.up) }

    /// No preferred width; `plotHeight` plus a count row above and a label row below.
    override public var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: plotHeight + 2 * textRowHeight + 10)
    }

    override public func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Every `labelStride`-th label is drawn: 1 when all fit their slots.
    func labelStride(slot: CGFloat, font: UIFont) -> Int {
        let style = ParagraphStyle(alignment: .center, lineBreakMode: .byClipping, numberOfLines: 1)
        let widest =
            buckets.map {
                TextEngine.shared.size(
                    of: AttributedText($0.label, attributes: TextAttributes(font: font)), width: nil, style: style
                ).width
            }.max() ?? 0
        guard slot > 0, widest + 4 > slot else { return 1 }
        return Int(((widest + 4) / slot).rounded(.up))
    }

    override public func draw(in context: inout DisplayList) {
        guard !buckets.isEmpty else { return }
        let traits = traitCollection
        let color = barColor.resolvedColor(with: traits)
        let secondary = JournalPalette.secondaryText.resolvedColor(with: traits)
        let font = textFont
        let rowHeight = textRowHeight
        let plotTop = rowHeight + 4
        let plotBottom = bounds.height - rowHeight - 6
        let plotHeight = max(0, plotBottom - plotTop)
        let slot = bounds.width / CGFloat(buckets.count)
        let barWidth = min(28, slot * 0.6)
        let maximum = max(1, buckets.map(\.count).max() ?? 1)
        let centered = ParagraphStyle(alignment: .center, lineBreakMode: .byClipping, numberOfLines: 1)
        let stride = labelStride(slot: slot, font: font)

        context.fill(
            .rect(CGRect(x: 0, y: plotBottom, width: bounds.width, height: 1)),
            color: UIColor.separator.resolvedColor(with: traits))
        for (index, bucket) in buckets.enumerated() {
            let x = slot * CGFloat(index) + (slot - barWidth) / 2
            let height = plotHeight * CGFloat(bucket.count) / CGFloat(maximum)
            let bar = CGRect(x: x, y: plotBottom - height, width: barWidth, height: height)
            let fill = highlightedIndex == nil || highlightedIndex == index ? color : color.withAlphaComponent(0.35)
            if height > 0 {
                let radius = min(6, barWidth / 2, height)
                context.fill(
                    .roundedRect(
                        bar, radii: CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0),
                        curve: .continuous),
                    color: fill)
            }
            let valueFont = font.withWeight(.semibold)
            let value = AttributedText(
                "\(bucket.count)", attributes: TextAttributes(font: valueFont, foregroundColor: secondary))
            context.drawText(
                value,
                in: CGRect(x: slot * CGFloat(index), y: bar.minY - rowHeight - 2, width: slot, height: rowHeight),
                style: centered)
            guard (buckets.count - 1 - index) % stride == 0 else { continue }
            let labelWidth = slot * CGFloat(stride)
            let label = AttributedText(bucket.label, attributes: TextAttributes(font: font, foregroundColor: secondary))
            context.drawText(
                label,
                in: CGRect(
                    x: slot * (CGFloat(index) + 0.5) - labelWidth / 2, y: plotBottom + 6, width: labelWidth,
                    height: rowHeight), style: centered)
        }
    }
}
