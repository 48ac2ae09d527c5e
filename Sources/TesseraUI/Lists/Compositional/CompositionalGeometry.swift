import Foundation
import TesseraGraphics

/// Where a `UICollectionViewCompositionalLayout` puts every boundary supplementary item and
/// cell, in content coordinates (points), with each section's groups as the bands scroll lookups
/// search.
struct CompositionalGeometry: BandedLayoutGeometry {
    struct Supplementary {
        var kind: String
        /// The item's index path: its section, and its place among the section's items of its kind.
        var indexPath: IndexPath
        var frame: CGRect
        /// The edge of the visible area a `pinToVisibleBounds` item keeps to; nil when it scrolls.
        var pin: Pin?
    }

    enum Pin { case leading, trailing }

    /// How a cell may size itself: which sides are estimated, and the size it is offered.
    struct Sizing {
        var estimatesWidth: Bool
        var estimatesHeight: Bool
        var limit: CGSize
    }

    /// The row of an orthogonally scrolling section.
    struct Orthogonal {
        var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
        /// The row's area in the content, across the whole container.
        var frame: CGRect
        /// The row's content length along its own axis, content insets included.
        var contentLength: CGFloat
    }

    struct Decoration {
        var kind: String
        var frame: CGRect
        var zIndex: Int
    }

    struct Section {
        var supplementaries: [Supplementary] = []
        /// Section backgrounds, in the order given.
        var decorations: [Decoration] = []
        var itemFrames: [CGRect] = []
        var itemSizing: [Sizing] = []
        /// One band per group, with the items the group placed.
        var groups: [FlowLayoutGeometry.Line] = []
        /// The row of a section that scrolls orthogonally (its `groups` then are bands along the
        /// row, in the row's content coordinates); nil for a section that scrolls with the layout.
        var orthogonal: Orthogonal?
        /// The configuration of a list section, for its cells' look.
        var listConfiguration: UICollectionLayoutListConfiguration?
        var start: CGFloat = 0
        var end: CGFloat = 0
    }

    private(set) var sections: [Section] = []
    private(set) var contentSize: CGSize = .zero
    private(set) var isVertical = true
    /// Whether any item has an estimated side (cells are then asked for their sizes).
    private(set) var hasEstimatedItems = false

    init() {}

    /// Lays the sections out one after another along the scroll axis.
    /// - Parameters:
    ///   - container: the collection view's size inside its content insets.
    ///   - sections: each section's layout (nil: its items get no places) and item count.
    ///   - measured: sizes self-sizing cells asked for.
    ///   - mirrored: lays vertically scrolling sections out right to left.
    /// - Complexity: O(items).
    @MainActor
    init(
        container: CGSize, isVertical: Bool, interSectionSpacing: CGFloat, mirrored: Bool,
        sections layouts: [(section: NSCollectionLayoutSection?, itemCount: Int)], measured: MeasuredItemSizes
    ) {
        self.isVertical = isVertical
        var position: CGFloat = 0
        let spacing = NSCollectionLayoutDimension.clamped(interSectionSpacing)
        for (index, entry) in layouts.enumerated() {
            if index > 0 { position += spacing }
            guard let layout = entry.section else {
                sections.append(Section(start: position, end: position))
                continue
            }
            var placer = CompositionalSectionPlacer(
                section: index, itemCount: entry.itemCount, container: container, isVertical: isVertical,
                measured: measured)
            var section = placer.place(layout, at: position)
            if mirrored, isVertical, section.orthogonal == nil { section.mirror(acrossWidth: container.width) }
            section.decorations = layout.decorationItems.map { item in
                Decoration(
                    kind: item.elementKind,
                    frame: Self.backgroundFrame(
                        section.start, section.end, container: container, isVertical: isVertical,
                        insets: item.contentInsets, mirrored: mirrored),
                    zIndex: item.zIndex)
            }
            hasEstimatedItems = hasEstimatedItems || placer.hasEstimatedItems
            sections.append(section)
            position = section.end
        }
        contentSize =
            isVertical
            ? CGSize(width: container.width, height: position) : CGSize(width: position, height: container.height)
    }

    /// A background's frame: the section's extent across the container, less `insets`.
    private static func backgroundFrame(
        _ start: CGFloat, _ end: CGFloat, container: CGSize, isVertical: Bool, insets: NSDirectionalEdgeInsets,
        mirrored: Bool
    ) -> CGRect {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let (leading, trailing) =
            mirrored && isVertical ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
        let full =
            isVertical
            ? CGRect(x: 0, y: start, width: container.width, height: end - start)
            : CGRect(x: start, y: 0, width: end - start, height: container.height)
        let left = finite(leading)
        let top = finite(insets.top)
        return CGRect(
            x: full.minX + left, y: full.minY + top,
            width: NSCollectionLayoutDimension.clamped(full.width - left - finite(trailing)),
            height: NSCollectionLayoutDimension.clamped(full.height - top - finite(insets.bottom)))
    }

    var sectionCount: Int { sections.count }

    func extent(ofSection section: Int) -> (start: CGFloat, end: CGFloat) {
        (sections[section].start, sections[section].end)
    }

    func bands(ofSection section: Int) -> [FlowLayoutGeometry.Line] { sections[section].groups }

    func contains(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section)
            && sections[indexPath.section].itemFrames.indices.contains(indexPath.item)
    }

    /// The item's frame. - Precondition: the item exists.
    func frame(for indexPath: IndexPath) -> CGRect { sections[indexPath.section].itemFrames[indexPath.item] }

    /// How the item sizes itself. - Precondition: the item exists.
    func sizing(for indexPath: IndexPath) -> Sizing { sections[indexPath.section].itemSizing[indexPath.item] }

    /// Where a supplementary item of the section shows when `visible` (content coordinates) is in
    /// view: a pinned item stays at its edge of the visible area while its section is there, and
    /// never leaves its section or moves before (a header) or after (a footer) its own place.
    func frame(of supplementary: Supplementary, inSection section: Int, visible: CGRect) -> CGRect {
        guard let pin = supplementary.pin else { return supplementary.frame }
        let (start, end) = (sections[section].start, sections[section].end)
        var frame = supplementary.frame
        let place = isVertical ? frame.minY : frame.minX
        let length = isVertical ? frame.height : frame.width
        let (visibleStart, visibleEnd) = scrollRange(of: visible)
        let pinned =
            pin == .leading
            ? max(place, min(visibleStart, end - length)) : min(place, max(visibleEnd - length, start))
        if isVertical { frame.origin.y = pinned } else { frame.origin.x = pinned }
        return frame
    }

    /// The extent of `rect` across the scroll axis.
    func crossRange(of rect: CGRect) -> (start: CGFloat, end: CGFloat) {
        isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    }

    /// The items of the section that meet `rect` as the layout places them: along the scroll axis,
    /// or along the row of an orthogonally scrolling section.
    func items(ofSection section: Int, in rect: CGRect) -> [IndexPath] {
        let (start, end) = sections[section].orthogonal == nil ? scrollRange(of: rect) : crossRange(of: rect)
        return items(ofSection: section, inBandRangeFrom: start, to: end)
    }

    /// The section's row when it scrolls orthogonally.
    func orthogonalRow(ofSection index: Int) -> OrthogonalRow? {
        guard sections.indices.contains(index), let row = sections[index].orthogonal else { return nil }
        return OrthogonalRow(
            section: index, behavior: row.behavior, frame: row.frame, contentLength: row.contentLength,
            scrollsHorizontally: isVertical, groups: sections[index].groups.map { ($0.start, $0.end) })
    }

    /// The extent of `rect` along the scroll axis.
    func scrollRange(of rect: CGRect) -> (start: CGFloat, end: CGFloat) {
        isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }
}

extension CompositionalGeometry.Section {
    /// Flips every frame left to right inside `width`.
    fileprivate mutating func mirror(acrossWidth width: CGFloat) {
        func flipped(_ frame: CGRect) -> CGRect {
            CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
        itemFrames = itemFrames.map(flipped)
        for index in supplementaries.indices { supplementaries[index].frame = flipped(supplementaries[index].frame) }
    }
}
