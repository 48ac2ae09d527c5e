import Foundation
import TesseraGraphics

/// Where a `UICollectionViewFlowLayout` puts every header, item and footer, in content coordinates (points).
///
/// Built in "flow space" — `u` along a line, `v` along the scroll axis — and stored in content
/// coordinates (x = u, y = v when scrolling vertically; transposed when scrolling horizontally).
/// Lookups by scroll position are binary searches over sections, then over a section's lines
/// (`BandedLayoutGeometry`).
struct FlowLayoutGeometry: BandedLayoutGeometry {
    /// One line of items: its extent along the scroll axis and its items `firstItem..<endItem`.
    struct Line {
        var start: CGFloat
        var end: CGFloat
        var firstItem: Int
        var endItem: Int
    }

    struct Section {
        var headerFrame: CGRect
        var itemFrames: [CGRect]
        var lines: [Line]
        var footerFrame: CGRect
        /// The section's extent along the scroll axis, from its header's start to its footer's end.
        var start: CGFloat
        var end: CGFloat
    }

    /// What the layout needs to know about one section.
    struct SectionMetrics {
        var itemCount: Int
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerSize: CGSize
        var footerSize: CGSize
    }

    private(set) var sections: [Section] = []
    private(set) var contentSize: CGSize = .zero
    private(set) var isVertical = true
    /// The length across the scroll axis the lines were broken for.
    private(set) var crossLength: CGFloat = 0

    init() {}

    /// Breaks each section's items into lines `crossLength` points long.
    /// - Parameters:
    ///   - itemSize: the size of the item at an index path, asked once per item.
    ///   - mirrored: lays vertical-scrolling lines out right to left.
    /// - Complexity: O(items).
    init(
        direction: UICollectionViewFlowLayout.ScrollDirection, crossLength: CGFloat,
        alignment: UICollectionViewFlowLayout.LineAlignment, mirrored: Bool,
        sections metrics: [SectionMetrics], itemSize: (IndexPath) -> CGSize
    ) {
        isVertical = direction == .vertical
        self.crossLength = max(0, crossLength)
        var builder = FlowLineBuilder(
            isVertical: isVertical, crossLength: self.crossLength, alignment: alignment,
            mirrored: mirrored && isVertical)
        for (index, section) in metrics.enumerated() {
            sections.append(builder.addSection(section) { itemSize(IndexPath(item: $0, section: index)) })
        }
        contentSize =
            isVertical
            ? CGSize(width: self.crossLength, height: builder.position)
            : CGSize(width: builder.position, height: self.crossLength)
    }

    var itemCounts: [Int] { sections.map(\.itemFrames.count) }

    func contains(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section)
            && sections[indexPath.section].itemFrames.indices.contains(indexPath.item)
    }

    /// The item's frame. - Precondition: the item exists.
    func frame(for indexPath: IndexPath) -> CGRect { sections[indexPath.section].itemFrames[indexPath.item] }

    /// The extent of `rect` along the scroll axis.
    func scrollRange(of rect: CGRect) -> (start: CGFloat, end: CGFloat) {
        isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// The item under a content point, if any.
    func indexPath(at point: CGPoint) -> IndexPath? {
        let along = isVertical ? point.y : point.x
        return items(inScrollRangeFrom: along, to: along.nextUp).first { frame(for: $0).contains(point) }
    }

    var sectionCount: Int { sections.count }

    func extent(ofSection section: Int) -> (start: CGFloat, end: CGFloat) {
        (sections[section].start, sections[section].end)
    }

    func bands(ofSection section: Int) -> [Line] { sections[section].lines }
}
