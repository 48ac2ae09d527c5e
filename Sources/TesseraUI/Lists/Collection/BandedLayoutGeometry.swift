import Foundation
import TesseraGraphics

/// Layout geometry made of sections stacked along the scroll axis, each cut into bands of
/// consecutive items (a flow layout's lines, a compositional layout's groups). Finds what meets a
/// scroll range with binary searches, so layouts of any length answer in time proportional to
/// what is in view.
protocol BandedLayoutGeometry {
    var sectionCount: Int { get }
    /// The section's extent along the scroll axis; sections are in order and do not overlap.
    func extent(ofSection section: Int) -> (start: CGFloat, end: CGFloat)
    /// The section's bands, in order; their starts and ends never decrease.
    func bands(ofSection section: Int) -> [FlowLayoutGeometry.Line]
}

extension BandedLayoutGeometry {
    /// Sections whose extent meets `start..<end` along the scroll axis, in order.
    /// - Complexity: O(log sections + result).
    func sections(inScrollRangeFrom start: CGFloat, to end: CGFloat) -> Range<Int> {
        let first = firstIndex(in: sectionCount) { extent(ofSection: $0).end > start }
        var last = first
        while last < sectionCount, extent(ofSection: last).start < end { last += 1 }
        return first..<last
    }

    /// Items of the bands that meet `start..<end` along the scroll axis, in order.
    /// - Complexity: O(log sections + log bands + result).
    func items(inScrollRangeFrom start: CGFloat, to end: CGFloat) -> [IndexPath] {
        sections(inScrollRangeFrom: start, to: end).flatMap { items(ofSection: $0, inBandRangeFrom: start, to: end) }
    }

    /// Items of the section's bands that meet `start..<end` along the axis the bands follow, in
    /// order.
    /// - Complexity: O(log bands + result).
    func items(ofSection section: Int, inBandRangeFrom start: CGFloat, to end: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        let bands = bands(ofSection: section)
        var band = firstIndex(in: bands.count) { bands[$0].end > start }
        while band < bands.count, bands[band].start < end {
            for item in bands[band].firstItem..<bands[band].endItem {
                result.append(IndexPath(item: item, section: section))
            }
            band += 1
        }
        return result
    }

    /// The first index in `0..<count` where `isPast` holds, given it holds for a suffix (count if none).
    private func firstIndex(in count: Int, where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
