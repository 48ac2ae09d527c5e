import Foundation
public import Tessera

/// A bar chart drawn straight into the display list: one rounded bar per bucket with its count
/// above and its label below, on a baseline.
@MainActor
public final class BarChartView: View {
    public var buckets: [JournalStatistics.Bucket] = [] { didSet { setNeedsDisplay() } }
    public var barColor: Color = JournalPalette.accent { didSet { setNeedsDisplay() } }
    /// The bucket drawn in full colour; the others are lighter. Nil: all full colour.
    public var highlightedIndex: Int? { didSet { setNeedsDisplay() } }

    private static let labelHeight: CGFloat = 18
    private static let valueHeight: CGFloat = 16

    override public func draw(in context: inout DisplayList) {
        guard !buckets.isEmpty else { return }
        let traits = traitCollection
        let color = barColor.resolved(with: traits)
        let secondary = JournalPalette.secondaryText.resolved(with: traits)
        let plotTop = Self.valueHeight + 4
        let plotBottom = bounds.height - Self.labelHeight - 6
        let plotHeight = max(0, plotBottom - plotTop)
        let slot = bounds.width / CGFloat(buckets.count)
        let barWidth = min(28, slot * 0.6)
        let maximum = max(1, buckets.map(\.count).max() ?? 1)
        let centered = ParagraphStyle(alignment: .center, lineBreakMode: .byClipping, numberOfLines: 1)

        context.fill(.rect(CGRect(x: 0, y: plotBottom, width: bounds.width, height: 1)),
                     color: Color.separator.resolved(with: traits))
        for (index, bucket) in buckets.enumerated() {
            let x = slot * CGFloat(index) + (slot - barWidth) / 2
            let height = plotHeight * CGFloat(bucket.count) / CGFloat(maximum)
            let bar = CGRect(x: x, y: plotBottom - height, width: barWidth, height: height)
            let fill = highlightedIndex == nil || highlightedIndex == index ? color : color.withAlpha(0.35)
            if height > 0 {
                let radius = min(6, barWidth / 2, height)
                context.fill(.roundedRect(bar, radii: CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0), curve: .continuous),
                             color: fill)
            }
            let value = AttributedText("\(bucket.count)", attributes: TextAttributes(font: .system(size: 12, weight: .semibold), foregroundColor: secondary))
            context.drawText(value, in: CGRect(x: slot * CGFloat(index), y: bar.minY - Self.valueHeight - 2, width: slot, height: Self.valueHeight), style: centered)
            let label = AttributedText(bucket.label, attributes: TextAttributes(font: .system(size: 12), foregroundColor: secondary))
            context.drawText(label, in: CGRect(x: slot * CGFloat(index), y: plotBottom + 6, width: slot, height: Self.labelHeight), style: centered)
        }
    }
}
