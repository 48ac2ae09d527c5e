import Foundation
import TesseraGraphics

extension DisplayListFootprint {
    /// The edits that turn `old` into `new` when items count as equal where `alike` says so.
    ///
    /// The search runs on numbers: each item gets the number of the first earlier item it is
    /// `alike` to among those with the same kind and nearly the same bounds, or a new one. Comparing
    /// two numbers is one instruction, where comparing two items compares their commands, clips and
    /// transforms — and the search compares many pairs that differ. Items `alike` calls alike but
    /// with bounds a rounding step apart get different numbers: they count as changed and are drawn
    /// again, which costs a little drawing and never a wrong pixel. Two items with one number are
    /// both alike to their class's first item (for `drawsLike`, whose rectangles may differ by
    /// 1e-9 point, they are then within twice that of each other).
    static func edits(from old: [Item], to new: [Item], by alike: (Item, Item) -> Bool) -> ShortestEditScript {
        // Per bucket, the items that started a class: (from `new`?, offset, number).
        var classes: [BucketKey: [(isNew: Bool, offset: Int, number: Int)]] = [:]
        var count = 0
        func number(of item: Item, isNew: Bool, offset: Int) -> Int {
            let key = BucketKey(item)
            let match = classes[key]?.first { alike(item, $0.isNew ? new[$0.offset] : old[$0.offset]) }
            if let match { return match.number }
            count += 1
            classes[key, default: []].append((isNew, offset, count))
            return count
        }
        let oldNumbers = old.indices.map { number(of: old[$0], isNew: false, offset: $0) }
        let newNumbers = new.indices.map { number(of: new[$0], isNew: true, offset: $0) }
        return ShortestEditScript(from: oldNumbers, to: newNumbers)
    }

    /// The kind of an item's command and its bounds rounded to 1/1024 point: alike items share it
    /// but for rounding.
    private struct BucketKey: Hashable {
        var kind: Int
        var minX, minY, maxX, maxY: UInt64

        init(_ item: Item) {
            kind =
                switch item.command {
                case .fill: 0
                case .stroke: 1
                case .shadow: 2
                case .text: 3
                case .image: 4
                case .backdrop: 5
                default: 6
                }
            // Bit patterns, not Int(_:): the null rectangle's edges are infinite.
            func rounded(_ edge: CGFloat) -> UInt64 { (edge * 1024).rounded().bitPattern }
            let bounds = item.bounds
            (minX, minY, maxX, maxY) = (
                rounded(bounds.minX), rounded(bounds.minY), rounded(bounds.maxX), rounded(bounds.maxY)
            )
        }
    }
}
