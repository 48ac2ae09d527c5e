import Foundation
import TesseraGraphics

/// The sizes self-sizing cells asked for, by index path, kept by a layout between preparations
/// (flow and compositional layouts) and moved along with the items by batch updates.
struct MeasuredItemSizes {
    private var sizes: [IndexPath: CGSize] = [:]

    subscript(indexPath: IndexPath) -> CGSize? { sizes[indexPath] }

    mutating func removeAll() {
        sizes.removeAll()
    }

    /// Keeps a cell's preferred size, within `limit` and rounded up to whole points; returns it.
    mutating func record(_ preferred: CGSize, for indexPath: IndexPath, limit: CGSize) -> CGSize {
        let size = CGSize(
            width: Self.clamp(preferred.width, to: limit.width), height: Self.clamp(preferred.height, to: limit.height))
        sizes[indexPath] = size
        return size
    }

    /// Moves the sizes to the items' new index paths after a batch update; reloaded and deleted
    /// items forget theirs.
    mutating func apply(_ mapping: ListUpdateMapping) {
        var moved: [IndexPath: CGSize] = [:]
        for (path, size) in sizes where !mapping.reloadedIndexPaths.contains(path) {
            if let newPath = mapping.newIndexPath(for: path) { moved[newPath] = size }
        }
        sizes = moved
    }

    private static func clamp(_ length: CGFloat, to limit: CGFloat) -> CGFloat {
        length.isNaN ? 0 : max(0, min(length, limit)).rounded(.up)
    }
}
