import Foundation

/// Where every section header, row and footer of a table sits, in content coordinates (points).
/// Rebuilt when rows change; lookups by position are binary searches.
struct TableGeometry {
    struct Section {
        var headerFrame: CGRect
        var rowOrigins: [CGFloat]
        var rowHeights: [CGFloat]
        var footerFrame: CGRect
        var maxY: CGFloat { footerFrame.maxY }
    }

    var sections: [Section] = []
    /// The table header view's place above the first section (zero height without one).
    var tableHeaderFrame: CGRect = .zero
    /// The table footer view's place below the last section (zero height without one).
    var tableFooterFrame: CGRect = .zero
    var contentHeight: CGFloat = 0
    /// Horizontal inset of rows (inset-grouped style), in points.
    var rowInset: CGFloat = 0
    var width: CGFloat = 0

    /// Lays out sections of rows of `height(section, row)` points, each section preceded by a
    /// header and followed by a footer of the given heights, between a table header and footer.
    init(
        width: CGFloat, rowInset: CGFloat, rowCounts: [Int], tableHeaderHeight: CGFloat = 0,
        tableFooterHeight: CGFloat = 0,
        headerHeight: (Int) -> CGFloat, footerHeight: (Int) -> CGFloat, rowHeight: (Int, Int) -> CGFloat
    ) {
        self.width = width
        self.rowInset = rowInset
        tableHeaderFrame = CGRect(x: 0, y: 0, width: width, height: max(0, tableHeaderHeight))
        var y = tableHeaderFrame.maxY
        for (section, count) in rowCounts.enumerated() {
            let header = CGRect(x: 0, y: y, width: width, height: max(0, headerHeight(section)))
            y = header.maxY
            var origins: [CGFloat] = []
            var heights: [CGFloat] = []
            origins.reserveCapacity(count)
            heights.reserveCapacity(count)
            for row in 0..<count {
                let height = max(0, rowHeight(section, row))
                origins.append(y)
                heights.append(height)
                y += height
            }
            let footer = CGRect(x: 0, y: y, width: width, height: max(0, footerHeight(section)))
            y = footer.maxY
            sections.append(Section(headerFrame: header, rowOrigins: origins, rowHeights: heights, footerFrame: footer))
        }
        tableFooterFrame = CGRect(x: 0, y: y, width: width, height: max(0, tableFooterHeight))
        contentHeight = tableFooterFrame.maxY
    }

    init() {}

    var rowCounts: [Int] { sections.map(\.rowOrigins.count) }

    func contains(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section)
            && sections[indexPath.section].rowOrigins.indices.contains(indexPath.row)
    }

    /// The row's rectangle in content coordinates. - Precondition: the row exists.
    func rect(for indexPath: IndexPath) -> CGRect {
        let section = sections[indexPath.section]
        return CGRect(
            x: rowInset, y: section.rowOrigins[indexPath.row], width: width - 2 * rowInset,
            height: section.rowHeights[indexPath.row])
    }

    /// Sections whose header, rows or footer meet the vertical band `minY..<maxY`, in order.
    func sections(inBandFrom minY: CGFloat, to maxY: CGFloat) -> [Int] {
        sections.indices.filter { sections[$0].headerFrame.minY < maxY && sections[$0].maxY > minY }
    }

    /// Rows whose rectangles intersect the vertical band `minY..<maxY`, in order.
    /// - Complexity: O(sections + log rows + result).
    func rows(inBandFrom minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for (index, section) in sections.enumerated() {
            guard section.headerFrame.minY < maxY, section.maxY > minY, !section.rowOrigins.isEmpty else { continue }
            var low = 0
            var high = section.rowOrigins.count
            while low < high {
                let middle = (low + high) / 2
                if section.rowOrigins[middle] + section.rowHeights[middle] <= minY {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            var row = low
            while row < section.rowOrigins.count, section.rowOrigins[row] < maxY {
                result.append(IndexPath(row: row, section: index))
                row += 1
            }
        }
        return result
    }

    /// The row under a content point, if any.
    func indexPath(at point: CGPoint) -> IndexPath? {
        rows(inBandFrom: point.y, to: point.y + 0.001).first { rect(for: $0).contains(point) }
    }
}
