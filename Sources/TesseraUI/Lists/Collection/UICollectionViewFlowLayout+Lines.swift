import Foundation
import TesseraGraphics

/// Breaks sections of items into lines and places them, section after section, for
/// `FlowLayoutGeometry`. Works in flow space — `u` along a line, `v` along the scroll axis — and
/// emits content-coordinate rectangles.
struct FlowLineBuilder {
    let isVertical: Bool
    let crossLength: CGFloat
    let alignment: UICollectionViewFlowLayout.LineAlignment
    /// Lines run right to left (vertical scrolling in a right-to-left layout).
    let mirrored: Bool
    /// Where the next section starts along the scroll axis.
    private(set) var position: CGFloat = 0

    /// Slack for comparing accumulated widths, in points.
    private static let tolerance: CGFloat = 0.001

    init(isVertical: Bool, crossLength: CGFloat, alignment: UICollectionViewFlowLayout.LineAlignment, mirrored: Bool) {
        self.isVertical = isVertical
        self.crossLength = crossLength
        self.alignment = alignment
        self.mirrored = mirrored
    }

    /// Lays out one section below (or after) the previous one.
    mutating func addSection(
        _ metrics: FlowLayoutGeometry.SectionMetrics, itemSize: (Int) -> CGSize
    ) -> FlowLayoutGeometry.Section {
        let start = position
        let headerThickness = max(0, isVertical ? metrics.headerSize.height : metrics.headerSize.width)
        let header = rect(u: 0, v: position, length: crossLength, thickness: headerThickness)
        position += headerThickness
        var frames: [CGRect] = []
        var lines: [FlowLayoutGeometry.Line] = []
        if metrics.itemCount > 0 {
            let inset = metrics.inset
            let (uStart, uEnd, vStart, vEnd) =
                isVertical
                ? (inset.left, inset.right, inset.top, inset.bottom)
                : (inset.top, inset.bottom, inset.left, inset.right)
            position += vStart
            let sizes = (0..<metrics.itemCount).map { index -> (u: CGFloat, v: CGFloat) in
                let size = itemSize(index)
                return isVertical
                    ? (max(0, size.width), max(0, size.height)) : (max(0, size.height), max(0, size.width))
            }
            frames.reserveCapacity(sizes.count)
            let available = max(0, crossLength - uStart - uEnd)
            let spacing = max(0, metrics.interitemSpacing)
            var first = 0
            while first < sizes.count {
                // Take items while they fit (a line always takes at least one).
                var end = first
                var used: CGFloat = 0
                var thickness: CGFloat = 0
                while end < sizes.count {
                    let next = used + (end > first ? spacing : 0) + sizes[end].u
                    if end > first, next > available + Self.tolerance { break }
                    used = next
                    thickness = max(thickness, sizes[end].v)
                    end += 1
                }
                var (u, gap) = placement(
                    count: end - first, used: used, available: available, spacing: spacing,
                    isLast: end == sizes.count)
                u += uStart
                for size in sizes[first..<end] {
                    frames.append(rect(u: u, v: position + (thickness - size.v) / 2, length: size.u, thickness: size.v))
                    u += size.u + gap
                }
                lines.append(.init(start: position, end: position + thickness, firstItem: first, endItem: end))
                position += thickness
                if end < sizes.count { position += max(0, metrics.lineSpacing) }
                first = end
            }
            position += vEnd
        }
        let footerThickness = max(0, isVertical ? metrics.footerSize.height : metrics.footerSize.width)
        let footer = rect(u: 0, v: position, length: crossLength, thickness: footerThickness)
        position += footerThickness
        return .init(
            headerFrame: header, itemFrames: frames, lines: lines, footerFrame: footer, start: start, end: position)
    }

    /// Where a line's first item starts (from the line's leading edge) and the gap between items.
    private func placement(count: Int, used: CGFloat, available: CGFloat, spacing: CGFloat, isLast: Bool) -> (
        CGFloat, CGFloat
    ) {
        let extra = max(0, available - used)
        switch alignment {
        case .leading:
            return (0, spacing)
        case .center:
            return (extra / 2, spacing)
        case .justified:
            if isLast { return (0, spacing) }
            if count == 1 { return (extra / 2, spacing) }
            return (0, spacing + extra / CGFloat(count - 1))
        }
    }

    /// A content rectangle from flow coordinates: `length` along the line, `thickness` along the scroll axis.
    private func rect(u: CGFloat, v: CGFloat, length: CGFloat, thickness: CGFloat) -> CGRect {
        if isVertical {
            let x = mirrored ? crossLength - u - length : u
            return CGRect(x: x, y: v, width: length, height: thickness)
        }
        return CGRect(x: v, y: u, width: thickness, height: length)
    }
}
