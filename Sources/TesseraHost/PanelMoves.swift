import Foundation
import TesseraGraphics

/// A frame in which opaque panels — rectangles filled with an opaque colour, as screens' backgrounds
/// — moved by whole pixels since the previous frame, each with what it draws: a navigation push or
/// pop, where one screen slides over another that moves at a fraction of its speed.
///
/// The part of each panel that no later panel covers keeps its pixels, moved on the surface
/// (``FrameSurface/moveContents(of:dx:dy:)``), when everything that can paint there — the panel's
/// fill and each later item that reaches the part — is, one for one and in order, what painted the
/// same part of the previous frame, moved by the same whole pixels. The fill hides whatever was
/// drawn before it and each item rasterises the same at a whole-pixel offset, so every pixel of the
/// part comes out as a full render makes it. The rest of what changed is drawn again.
struct PanelMoves {
    /// One panel's move: the pixels of `source` land on `target`, `dx`, `dy` pixels away.
    struct Move {
        var target: PixelRect
        var dx: Int
        var dy: Int

        var source: PixelRect {
            PixelRect(x: target.x - dx, y: target.y - dy, width: target.width, height: target.height)
        }
        /// The rectangle `moveContents` moves inside: its moved part is exactly `target`.
        var area: PixelRect { target.union(source) }
    }

    /// In the order to make them: none writes where a later one reads.
    var moves: [Move]
    /// What to draw again after the moves, in window pixels.
    var dirty: [PixelRect]

    /// How many of the largest opaque fills are tried as panels, and how small one may be, as a
    /// fraction of the window.
    static let examinedFills = 8
    static let minimumPanelFraction: CGFloat = 1.0 / 16
    /// How many times a panel's part is cut down to leave out what does not move with it (each cut
    /// can make items reach the part in another order).
    static let maximumCuts = 6

    /// The moves that turn `previous`'s pixels into most of `footprint`'s, or nil when no panel
    /// moved (then the caller renders as before).
    static func find(_ footprint: DisplayListFootprint, previous frame: RenderedFrame) -> Self? {
        let old = frame.footprint.items
        let new = footprint.items
        let scale = frame.scale
        let surface = frame.surfaceBounds
        let traits = UITraitCollection(userInterfaceStyle: frame.appearance)
        let minimumArea = Int(minimumPanelFraction * CGFloat(surface.area))
        let fills = new.indices.compactMap { index -> (index: Int, rect: PixelRect)? in
            guard let rect = new[index].opaqueRectangle(traits: traits),
                let pixels = innerPixels(of: rect, scale: scale, within: surface), pixels.area >= minimumArea
            else { return nil }
            return (index, pixels)
        }.sorted { $0.rect.area > $1.rect.area }
        var panels: [Panel] = []
        for fill in fills.prefix(examinedFills) {
            guard let (oldIndex, offset) = counterpart(of: fill.index, new: new, old: old),
                !panels.contains(where: { $0.offset == offset })
            else { continue }
            // The offset is rounded to a millionth of a point (`offset(from:)`).
            let dx = offset.x * scale
            let dy = offset.y * scale
            guard abs(dx - dx.rounded()) < 1e-4, abs(dy - dy.rounded()) < 1e-4 else { continue }
            let (pixelsX, pixelsY) = (Int(dx.rounded()), Int(dy.rounded()))
            panels.append(
                Panel(
                    new: fill.index, old: oldIndex,
                    offset: CGPoint(x: CGFloat(pixelsX) / scale, y: CGFloat(pixelsY) / scale),
                    rect: fill.rect, dx: pixelsX, dy: pixelsY))
        }
        panels.sort { $0.new < $1.new }
        var moves: [Move] = []
        for (position, panel) in panels.enumerated() {
            var visible: PixelRect? = panel.rect
            for later in panels[(position + 1)...] {
                visible = visible.flatMap { $0.largestPiece(avoiding: [later.rect]) }
            }
            // Only pixels whose source is on the surface can be moved; what does not move with the
            // panel is cut away, a few times at most.
            var target = visible?.intersection(surface.offsetBy(dx: panel.dx, dy: panel.dy))
            for _ in 0..<maximumCuts {
                guard let part = target else { break }
                let obstacles = obstacles(
                    to: panel, target: part, new: new, old: old, scale: scale, window: frame.size)
                guard !obstacles.isEmpty else {
                    moves.append(Move(target: part, dx: panel.dx, dy: panel.dy))
                    break
                }
                let smaller = part.largestPiece(
                    avoiding: obstacles.compactMap { PixelRect(covering: $0, scale: scale, within: surface) })
                // An obstacle that covers no whole pixel of the part cuts nothing: give up on it.
                guard smaller != part else { break }
                target = smaller
            }
        }
        guard !moves.isEmpty, let ordered = inOrder(moves) else { return nil }
        let settled = ordered.map { $0.target.points(scale: scale) }
        var pieces = footprint.dirtyRects(since: frame.footprint, settled: settled).compactMap {
            PixelRect(covering: $0, scale: scale, within: surface)
        }
        for move in ordered { pieces = pieces.flatMap { $0.subtracting(move.target) } }
        return PanelMoves(moves: ordered, dirty: joined(pieces))
    }

    /// An opaque fill of the new frame: its item, the old item it is a moved copy of, the move in
    /// points and pixels, and the whole pixels it covers now.
    private struct Panel {
        var new: Int
        var old: Int
        var offset: CGPoint
        var rect: PixelRect
        var dx: Int
        var dy: Int
    }

    /// The old item `new[index]` is the same drawing as, moved, with the move: the nearest in
    /// painting order (two screens' backgrounds are often the same command).
    private static func counterpart(
        of index: Int, new: [DisplayListFootprint.Item], old: [DisplayListFootprint.Item]
    ) -> (Int, CGPoint)? {
        var best: (index: Int, offset: CGPoint)?
        for candidate in old.indices {
            guard let offset = new[index].offset(from: old[candidate]), offset != .zero else { continue }
            if let found = best, abs(found.index - index) <= abs(candidate - index) { continue }
            best = (candidate, offset)
        }
        return best.map { ($0.index, $0.offset) }
    }

    /// Where `target`'s pixels are not the previous frame's pixels `panel`'s move away: from the
    /// panel's fill on, each item reaching `target` that is not the item that reached the source,
    /// moved (window points, both frames' places). Empty when the move gives every pixel.
    private static func obstacles(
        to panel: Panel, target: PixelRect, new: [DisplayListFootprint.Item], old: [DisplayListFootprint.Item],
        scale: CGFloat, window: CGSize
    ) -> [CGRect] {
        let move = Move(target: target, dx: panel.dx, dy: panel.dy)
        let targetPoints = target.points(scale: scale)
        let sourcePoints = move.source.points(scale: scale)
        var newIndex = panel.new
        var oldIndex = panel.old
        var found: [CGRect] = []
        while true {
            while newIndex < new.count, !new[newIndex].reaches(targetPoints) { newIndex += 1 }
            while oldIndex < old.count, !old[oldIndex].reaches(sourcePoints) { oldIndex += 1 }
            let newItem = newIndex < new.count ? new[newIndex] : nil
            let oldItem = oldIndex < old.count ? old[oldIndex] : nil
            guard newItem != nil || oldItem != nil else { return found }
            let isCopy =
                if let newItem, let oldItem {
                    newItem.isCopy(
                        of: oldItem, movedBy: panel.offset, inside: targetPoints, source: sourcePoints,
                        inWindowOf: window, scale: scale)
                } else {
                    false
                }
            if !isCopy {
                let moved = oldItem?.bounds.offsetBy(dx: panel.offset.x, dy: panel.offset.y) ?? .null
                found.append((newItem?.bounds ?? .null).union(moved).intersection(targetPoints))
            }
            newIndex += 1
            oldIndex += 1
        }
    }

    /// `moves` ordered so that none writes into the source of a later one, or nil when they read
    /// each other's targets both ways.
    private static func inOrder(_ moves: [Move]) -> [Move]? {
        var remaining = moves
        var ordered: [Move] = []
        while !remaining.isEmpty {
            let next = remaining.indices.first { index in
                remaining.indices.allSatisfy { other in
                    other == index || remaining[index].target.intersection(remaining[other].source) == nil
                }
            }
            guard let next else { return nil }
            ordered.append(remaining.remove(at: next))
        }
        return ordered
    }

    /// `rects` without those inside another, and pairs whose bounding box has no more pixels than
    /// the two drawn apart joined into it.
    private static func joined(_ rects: [PixelRect]) -> [PixelRect] {
        var result: [PixelRect] = []
        for rect in rects.sorted(by: { $0.area > $1.area }) where !result.contains(where: { $0.contains(rect) }) {
            result.append(rect)
        }
        var index = 0
        while index < result.count {
            let partner = result.indices.first { other in
                other != index && result[index].union(result[other]).area <= result[index].area + result[other].area
            }
            if let partner {
                // The joined rectangle is tried again against the rest, in place.
                result[index] = result[index].union(result[partner])
                result.remove(at: partner)
                if partner < index { index -= 1 }
            } else {
                index += 1
            }
        }
        return result
    }

    /// The whole pixels inside `rect` (points), cut to `surface`; nil when there are none.
    private static func innerPixels(of rect: CGRect, scale: CGFloat, within surface: PixelRect) -> PixelRect? {
        // A millionth of a pixel of slack: edges computed in points land a rounding step off the grid.
        func edge(_ value: CGFloat, _ rule: FloatingPointRoundingRule) -> Int {
            let pixels = value * scale
            return Int(abs(pixels - pixels.rounded()) < 1e-6 ? pixels.rounded() : pixels.rounded(rule))
        }
        let minX = max(surface.x, edge(rect.minX, .up))
        let minY = max(surface.y, edge(rect.minY, .up))
        let maxX = min(surface.x + surface.width, edge(rect.maxX, .down))
        let maxY = min(surface.y + surface.height, edge(rect.maxY, .down))
        guard maxX > minX, maxY > minY else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

}

extension DisplayListFootprint.Item {
    /// The window rectangle this item paints opaquely, every pixel inside it wholly: a fill of a
    /// rectangle with an opaque colour, outside any translucent layer, cut to its clips (each a
    /// rectangle); nil for any other item.
    fileprivate func opaqueRectangle(traits: UITraitCollection) -> CGRect? {
        guard case .fill(_, .color(let color)) = command, color.resolvedColor(with: traits).alpha >= 1,
            layerAlphas.allSatisfy({ $0 >= 1 }), var rectangle = filledWindowRectangle
        else { return nil }
        for clip in clips {
            guard let clipRectangle = clip.windowRectangle else { return nil }
            rectangle = rectangle.intersection(clipRectangle)
        }
        return rectangle.isNull || rectangle.isEmpty ? nil : rectangle
    }

    /// Whether it can paint a pixel inside `rect` (window points): its bounds overlap it, or for a
    /// rectangle fill, whose antialiasing stays inside the rectangle, the rectangle itself does.
    fileprivate func reaches(_ rect: CGRect) -> Bool {
        var painted = bounds
        if let filled = filledWindowRectangle { painted = painted.intersection(filled) }
        guard !painted.isNull else { return false }
        return painted.minX < rect.maxX && rect.minX < painted.maxX && painted.minY < rect.maxY
            && rect.minY < painted.maxY
    }

    /// Whether this item paints `target` (window points) as `old` painted `source`: the same drawing
    /// moved by `offset`, each clip moved with it or holding the whole of both rectangles, and
    /// drawn alike at both places (`rasterizesAlike(movedBy:inWindowWidth:scale:)`).
    fileprivate func isCopy(
        of old: Self, movedBy offset: CGPoint, inside target: CGRect, source: CGRect, inWindowOf window: CGSize,
        scale: CGFloat
    ) -> Bool {
        guard layerAlphas == old.layerAlphas, clips.count == old.clips.count, transform.a == old.transform.a,
            transform.b == old.transform.b, transform.c == old.transform.c, transform.d == old.transform.d,
            abs(transform.tx - old.transform.tx - offset.x) < 1e-6,
            abs(transform.ty - old.transform.ty - offset.y) < 1e-6
        else { return false }
        for (clip, oldClip) in zip(clips, old.clips) {
            if clip.coversTheSameRegion(as: oldClip.shifted(by: offset)) { continue }
            guard let rectangle = clip.windowRectangle, let oldRectangle = oldClip.windowRectangle,
                rectangle.holds(target), oldRectangle.holds(source)
            else { return false }
        }
        guard rasterizesAlike(movedBy: offset, inWindowWidth: window.width, scale: scale),
            old.rasterizesAlike(movedBy: offset, inWindowWidth: window.width, scale: scale)
        else { return false }
        // The shadow renderer blurs a large shadow only where it reaches the clip: such a shadow
        // must lie wholly inside.
        if isClipSensitiveShadow(scale: scale), !target.holds(unclippedBounds) { return false }
        return command == old.command
    }
}

extension CGRect {
    /// Whether `other` lies inside, but for rounding in how the two were computed.
    fileprivate func holds(_ other: CGRect) -> Bool {
        other.minX >= minX - 1e-9 && other.minY >= minY - 1e-9 && other.maxX <= maxX + 1e-9
            && other.maxY <= maxY + 1e-9
    }
}

extension PixelRect {
    /// The pixels both hold; nil when none.
    fileprivate func intersection(_ other: PixelRect) -> PixelRect? {
        let minX = max(x, other.x)
        let minY = max(y, other.y)
        let maxX = min(x + width, other.x + other.width)
        let maxY = min(y + height, other.y + other.height)
        guard maxX > minX, maxY > minY else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    fileprivate func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The pixels of this rectangle outside `other`, as up to four rectangles (above, below, left,
    /// right of it).
    fileprivate func subtracting(_ other: PixelRect) -> [PixelRect] {
        guard let inside = intersection(other) else { return [self] }
        let pieces = [
            PixelRect(x: x, y: y, width: width, height: inside.y - y),
            PixelRect(x: x, y: inside.y + inside.height, width: width, height: y + height - inside.y - inside.height),
            PixelRect(x: x, y: inside.y, width: inside.x - x, height: inside.height),
            PixelRect(
                x: inside.x + inside.width, y: inside.y, width: x + width - inside.x - inside.width,
                height: inside.height),
        ]
        return pieces.filter { $0.width > 0 && $0.height > 0 }
    }

    /// The largest rectangle inside this one that overlaps none of `obstacles`; nil when none is
    /// left. Each edge lies on this rectangle's edge or an obstacle's (all combinations are tried,
    /// with the obstacles past the first `maximumSeparate` merged into their bounding box).
    fileprivate func largestPiece(avoiding obstacles: [PixelRect]) -> PixelRect? {
        let maximumSeparate = 12
        var kept = Array(obstacles.prefix(maximumSeparate - 1))
        if let first = obstacles.dropFirst(maximumSeparate - 1).first {
            kept.append(obstacles.dropFirst(maximumSeparate).reduce(first) { $0.union($1) })
        }
        let lefts = [x] + kept.map { $0.x + $0.width }.filter { $0 > x && $0 < x + width }
        let rights = [x + width] + kept.map(\.x).filter { $0 > x && $0 < x + width }
        let tops = [y] + kept.map { $0.y + $0.height }.filter { $0 > y && $0 < y + height }
        let bottoms = [y + height] + kept.map(\.y).filter { $0 > y && $0 < y + height }
        var best: PixelRect?
        for left in lefts {
            for right in rights where right > left {
                for top in tops {
                    for bottom in bottoms where bottom > top {
                        let piece = PixelRect(x: left, y: top, width: right - left, height: bottom - top)
                        guard piece.area > best?.area ?? 0, !kept.contains(where: { piece.intersection($0) != nil })
                        else { continue }
                        best = piece
                    }
                }
            }
        }
        return best
    }
}
