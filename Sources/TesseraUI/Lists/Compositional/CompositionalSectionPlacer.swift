import Foundation
import TesseraGraphics

/// Places one compositional layout section: its leading boundary items, its group repeated along
/// the scroll axis until the items run out, and its trailing boundary items.
///
/// Groups are laid out in plain x/y: a horizontal group puts its places left to right and a
/// vertical one top to bottom, whatever the scroll direction. Fractional dimensions refer to the
/// element's container: the section's area inside its content insets for the group and boundary
/// items, the group for its subitems.
@MainActor
struct CompositionalSectionPlacer {
    private let section: Int
    private let itemCount: Int
    private let container: CGSize
    private let isVertical: Bool
    private let measured: MeasuredItemSizes
    /// The section's area inside its content insets.
    private var content: CGSize = .zero
    private var result = CompositionalGeometry.Section()
    private(set) var hasEstimatedItems = false

    /// Slack for comparing accumulated lengths, in points.
    private static let tolerance: CGFloat = 0.001

    init(section: Int, itemCount: Int, container: CGSize, isVertical: Bool, measured: MeasuredItemSizes) {
        self.section = section
        self.itemCount = max(0, itemCount)
        self.container = container
        self.isVertical = isVertical
        self.measured = measured
    }

    mutating func place(_ layout: NSCollectionLayoutSection, at start: CGFloat) -> CompositionalGeometry.Section {
        let insets = Self.finite(layout.contentInsets)
        content = CGSize(
            width: NSCollectionLayoutDimension.clamped(container.width - insets.leading - insets.trailing),
            height: NSCollectionLayoutDimension.clamped(container.height - insets.top - insets.bottom))
        let (acrossStart, alongStart, alongEnd) =
            isVertical ? (insets.leading, insets.top, insets.bottom) : (insets.top, insets.leading, insets.trailing)
        result.start = start
        result.listConfiguration = layout.listConfiguration
        var position = start
        let boundary = layout.boundarySupplementaryItems
        let leading = boundary.filter { $0.isLeading(scrollingVertically: isVertical) }
        for item in leading { placeBoundary(item, of: layout, at: &position) }
        if itemCount > 0 {
            let rowStart = position
            position += alongStart
            placeGroups(layout, from: &position, across: acrossStart)
            position += alongEnd
            if layout.orthogonalScrollingBehavior != .none {
                let crossLength = isVertical ? container.width : container.height
                result.orthogonal = .init(
                    behavior: layout.orthogonalScrollingBehavior,
                    frame: isVertical
                        ? CGRect(x: 0, y: rowStart, width: crossLength, height: position - rowStart)
                        : CGRect(x: rowStart, y: 0, width: position - rowStart, height: crossLength),
                    contentLength: (result.groups.last?.end ?? acrossStart)
                        + (isVertical ? insets.trailing : insets.bottom))
            }
        }
        for item in boundary where !item.isLeading(scrollingVertically: isVertical) {
            placeBoundary(item, of: layout, at: &position)
        }
        result.end = position
        return result
    }

    /// Repeats the section's group along the scroll axis while items are left — or, for a
    /// section that scrolls orthogonally, across it in one row as deep as its deepest group (the
    /// groups then are bands along the row).
    private mutating func placeGroups(
        _ layout: NSCollectionLayoutSection, from position: inout CGFloat, across: CGFloat
    ) {
        let spacing = NSCollectionLayoutDimension.clamped(layout.interGroupSpacing)
        let orthogonal = layout.orthogonalScrollingBehavior != .none
        // Whether groups follow one another downwards, and where the next one starts that way.
        let downwards = isVertical != orthogonal
        let fixed = orthogonal ? position : across
        var cursor = orthogonal ? across : position
        var bandEnd = cursor
        var depth: CGFloat = 0
        while result.itemFrames.count < itemCount {
            let first = result.itemFrames.count
            let origin = downwards ? CGPoint(x: fixed, y: cursor) : CGPoint(x: cursor, y: fixed)
            let size = place(layout.group, at: origin, in: content, slot: nil)
            guard result.itemFrames.count > first else { break }
            let placed = result.itemFrames[first...]
            let extent = downwards ? size.height : size.width
            let itemsEnd = placed.map { downwards ? $0.maxY : $0.maxX }.max() ?? cursor
            bandEnd = max(bandEnd, cursor + extent, itemsEnd)
            let itemsDepth = (placed.map { downwards ? $0.maxX : $0.maxY }.max() ?? fixed) - fixed
            depth = max(depth, downwards ? size.width : size.height, itemsDepth)
            result.groups.append(
                .init(start: cursor, end: bandEnd, firstItem: first, endItem: result.itemFrames.count))
            cursor += extent
            if result.itemFrames.count < itemCount { cursor += spacing }
        }
        position = orthogonal ? position + depth : cursor
    }

    private mutating func placeBoundary(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, of layout: NSCollectionLayoutSection,
        at position: inout CGFloat
    ) {
        let insets = Self.finite(layout.contentInsets)
        let follows = layout.supplementariesFollowContentInsets
        let (acrossStart, acrossLength) =
            isVertical
            ? (follows ? insets.leading : 0, follows ? content.width : container.width)
            : (follows ? insets.top : 0, follows ? content.height : container.height)
        let size = item.layoutSize.resolved(
            in: isVertical
                ? CGSize(width: acrossLength, height: content.height)
                : CGSize(width: content.width, height: acrossLength))
        let (along, across) = isVertical ? (size.height, size.width) : (size.width, size.height)
        let offset = acrossStart + (acrossLength - across) * item.crossPosition(scrollingVertically: isVertical)
        var frame =
            isVertical
            ? CGRect(x: offset, y: position, width: across, height: along)
            : CGRect(x: position, y: offset, width: along, height: across)
        frame.origin.x += item.offset.x.isFinite ? item.offset.x : 0
        frame.origin.y += item.offset.y.isFinite ? item.offset.y : 0
        let ordinal = result.supplementaries.count(where: { $0.kind == item.elementKind })
        result.supplementaries.append(
            .init(
                kind: item.elementKind, indexPath: IndexPath(item: ordinal, section: section), frame: frame,
                pin: item.pinToVisibleBounds
                    ? (item.isLeading(scrollingVertically: isVertical) ? .leading : .trailing) : nil))
        if item.extendsBoundary { position += along }
    }

    /// Places an item or group with its top left at `origin` inside a container of `parent`;
    /// `slot` is its length along its group's axis. Returns the size it takes.
    private mutating func place(
        _ item: NSCollectionLayoutItem, at origin: CGPoint, in parent: CGSize,
        slot: (axis: NSCollectionLayoutGroup.Axis, length: CGFloat)?
    ) -> CGSize {
        if let group = item as? NSCollectionLayoutGroup { return placeGroup(group, at: origin, in: parent, slot: slot) }
        let index = result.itemFrames.count
        guard index < itemCount else { return .zero }
        let estimatesWidth = item.layoutSize.widthDimension.isEstimated
        let estimatesHeight = item.layoutSize.heightDimension.isEstimated
        hasEstimatedItems = hasEstimatedItems || estimatesWidth || estimatesHeight
        var size = item.layoutSize.resolved(in: parent)
        if let measuredSize = measured[IndexPath(item: index, section: section)] {
            if estimatesWidth { size.width = NSCollectionLayoutDimension.clamped(measuredSize.width) }
            if estimatesHeight { size.height = NSCollectionLayoutDimension.clamped(measuredSize.height) }
        }
        if let slot {
            if slot.axis == .horizontal { size.width = slot.length } else { size.height = slot.length }
        }
        var frame = CGRect(origin: origin, size: size)
        let insets = Self.finite(item.contentInsets)
        if !estimatesWidth {
            frame.origin.x += insets.leading
            frame.size.width = max(0, size.width - insets.leading - insets.trailing)
        }
        if !estimatesHeight {
            frame.origin.y += insets.top
            frame.size.height = max(0, size.height - insets.top - insets.bottom)
        }
        let unlimited = CGFloat.greatestFiniteMagnitude
        let limit = CGSize(
            width: estimatesWidth ? (isVertical ? content.width : unlimited) : frame.width,
            height: estimatesHeight ? (isVertical ? unlimited : content.height) : frame.height)
        result.itemFrames.append(frame)
        result.itemSizing.append(.init(estimatesWidth: estimatesWidth, estimatesHeight: estimatesHeight, limit: limit))
        return size
    }

    private mutating func placeGroup(
        _ group: NSCollectionLayoutGroup, at origin: CGPoint, in parent: CGSize,
        slot: (axis: NSCollectionLayoutGroup.Axis, length: CGFloat)?
    ) -> CGSize {
        let horizontal = group.axis == .horizontal
        var size = group.layoutSize.resolved(in: parent)
        if let slot {
            if slot.axis == .horizontal { size.width = slot.length } else { size.height = slot.length }
        }
        let (alongDimension, acrossDimension) =
            horizontal
            ? (group.layoutSize.widthDimension, group.layoutSize.heightDimension)
            : (group.layoutSize.heightDimension, group.layoutSize.widthDimension)
        let length = horizontal ? size.width : size.height
        let spacing = NSCollectionLayoutDimension.clamped(group.interItemSpacing?.spacing ?? 0)
        let places = plan(
            group, in: size, length: length, spacing: spacing, repeating: slot != nil || !alongDimension.isEstimated)
        var gap = spacing
        if group.interItemSpacing?.isFlexibleSpacing == true, places.count > 1 {
            let used = places.reduce(0) { $0 + $1.length } + spacing * CGFloat(places.count - 1)
            gap += max(0, length - used) / CGFloat(places.count - 1)
        }
        var cursor: CGFloat = 0
        var end: CGFloat = 0
        var thickness: CGFloat = 0
        for (subitem, subitemLength) in places where result.itemFrames.count < itemCount {
            let childOrigin =
                horizontal ? CGPoint(x: origin.x + cursor, y: origin.y) : CGPoint(x: origin.x, y: origin.y + cursor)
            let taken = place(subitem, at: childOrigin, in: size, slot: (group.axis, subitemLength))
            thickness = max(thickness, horizontal ? taken.height : taken.width)
            end = cursor + subitemLength
            cursor += subitemLength + gap
        }
        if acrossDimension.isEstimated, thickness > 0 {
            if horizontal { size.height = thickness } else { size.width = thickness }
        }
        if alongDimension.isEstimated, slot == nil {
            if horizontal { size.width = end } else { size.height = end }
        }
        return size
    }

    /// The group's places along its axis: `count` equal ones for a repeating subitem, else its
    /// subitems over and over while the next one fits (the first always does) — once only when
    /// not `repeating` (a group whose length is estimated grows to fit one round).
    private func plan(
        _ group: NSCollectionLayoutGroup, in size: CGSize, length: CGFloat, spacing: CGFloat, repeating: Bool
    ) -> [(item: NSCollectionLayoutItem, length: CGFloat)] {
        guard let firstSubitem = group.subitems.first else { return [] }
        if let count = group.repeatCount {
            let share = NSCollectionLayoutDimension.clamped((length - spacing * CGFloat(count - 1)) / CGFloat(count))
            return Array(repeating: (firstSubitem, share), count: count)
        }
        var places: [(item: NSCollectionLayoutItem, length: CGFloat)] = []
        var used: CGFloat = 0
        // The item each leaf place will show, while only leaves came before (for measured sizes).
        var nextItem: Int? = result.itemFrames.count
        while places.count < NSCollectionLayoutGroup.maximumItemCount {
            let roundStart = used
            for subitem in group.subitems {
                let subitemLength = self.length(of: subitem, along: group.axis, in: size, item: nextItem)
                let next = used + (places.isEmpty ? 0 : spacing) + subitemLength
                if repeating, !places.isEmpty, next > length + Self.tolerance { return places }
                places.append((subitem, subitemLength))
                used = next
                nextItem = subitem is NSCollectionLayoutGroup ? nil : nextItem.map { $0 + 1 }
                if places.count == NSCollectionLayoutGroup.maximumItemCount { return places }
            }
            // A round of subitems that takes no room would repeat for ever: keep one.
            if !repeating || used <= roundStart { return places }
        }
        return places
    }

    /// A subitem's length along `axis` in a group of `size`: a measured size for an estimated
    /// leaf whose item is known, else its dimension.
    private func length(
        of subitem: NSCollectionLayoutItem, along axis: NSCollectionLayoutGroup.Axis, in size: CGSize, item: Int?
    ) -> CGFloat {
        let dimension = axis == .horizontal ? subitem.layoutSize.widthDimension : subitem.layoutSize.heightDimension
        if dimension.isEstimated, !(subitem is NSCollectionLayoutGroup), let item, item < itemCount,
            let measuredSize = measured[IndexPath(item: item, section: section)]
        {
            return NSCollectionLayoutDimension.clamped(axis == .horizontal ? measuredSize.width : measuredSize.height)
        }
        return dimension.resolved(in: size)
    }

    private static func finite(_ insets: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return NSDirectionalEdgeInsets(
            top: finite(insets.top), leading: finite(insets.leading), bottom: finite(insets.bottom),
            trailing: finite(insets.trailing))
    }
}
