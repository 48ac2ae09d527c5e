import Foundation
import TesseraGraphics

/// A frame that differs from the previous one mostly by drawing moved inside a rectangular clip — a
/// scroll view scrolled — found by comparing the two frames' footprints.
///
/// The moved pixels are moved on the surface (``FrameSurface/moveContents(of:dx:dy:)``) and only the
/// rest is drawn again: what came into view, what changed otherwise, and whatever inside the clip did
/// not move with the content (the blit moved its pixels too). Each pixel then comes out as a full
/// render would make it, because the move is by whole pixels: every item inside the clip rasterises
/// the same at a whole-pixel offset (a sideways one only when no curve reaches past the window's
/// side, see `rasterizesAlike(movedBy:inWindowWidth:scale:)`).
struct ContentShift {
    /// The clip's interior, in window pixels, whose pixels move.
    var area: PixelRect
    var dx: Int
    var dy: Int
    /// What to draw again after the move, in window pixels (may overlap).
    var dirty: [PixelRect]

    /// Items compared when looking for the shift, and old items searched for each.
    static let sampledItems = 48
    static let searchedItems = 96

    /// The shift that turns `previous`'s items into `footprint`'s with the least drawing, or nil
    /// when the frames do not differ that way (then the caller renders as before).
    static func find(_ footprint: DisplayListFootprint, previous frame: RenderedFrame) -> Self? {
        let old = frame.footprint.items
        let new = footprint.items
        let scale = frame.scale
        let surface = frame.surfaceBounds
        guard let pair = likelyMove(new, old) else { return nil }
        let offset = pair.offset
        let dx = offset.x * scale
        let dy = offset.y * scale
        guard abs(dx - dx.rounded()) < 1e-6, abs(dy - dy.rounded()) < 1e-6 else { return nil }
        guard let stationary = stationaryClipCount(new: pair.new, old: pair.old, offset: offset),
            let clipped = rectangle(of: Array(pair.new.clips[..<stationary])),
            case let clip = clipped.intersection(surface.points(scale: scale)), !clip.isNull, !clip.isEmpty,
            let area = wholePixels(clip, scale: scale)
        else { return nil }
        let prefix = Array(pair.new.clips[..<stationary])
        let moved = old.map { item -> Item in
            Item(
                item: item,
                moves: item.clips.count >= stationary && item.clips[..<stationary].coverTheSameRegion(as: prefix))
        }
        var shift = ContentShift(area: area, dx: Int(dx.rounded()), dy: Int(dy.rounded()), dirty: [])
        var dirtyPoints = [exposedStrip(of: clip, offset: offset)]
        let shifted = moved.map { $0.moves ? $0.item.shifted(by: offset, keepingClips: stationary) : $0.item }
        let edits = DisplayListFootprint.edits(from: shifted, to: new, by: { $0.drawsLike($1) })
        dirtyPoints += edits.insertions.map { new[$0].bounds }
        for index in edits.removals {
            let item = moved[index]
            if item.moves {
                dirtyPoints.append(item.item.bounds.offsetBy(dx: offset.x, dy: offset.y).intersection(clip))
            } else {
                dirtyPoints += ghost(of: item.item.bounds, in: clip, offset: offset)
                dirtyPoints.append(item.item.bounds)
            }
        }
        let removed = Set(edits.removals)
        for (index, item) in moved.enumerated() where !removed.contains(index) {
            if item.moves {
                guard item.item.rasterizesAlike(movedBy: offset, inWindowWidth: frame.size.width, scale: scale),
                    shifted[index].rasterizesAlike(movedBy: offset, inWindowWidth: frame.size.width, scale: scale)
                else { return nil }
                // A large shadow is blurred only as far as its clip reaches: one the clip cuts
                // rasterises differently at another offset.
                guard !item.item.isClipSensitiveShadow(scale: scale) || clip.contains(item.item.unclippedBounds)
                else { return nil }
            } else if item.item.bounds.intersects(clip), !item.item.looksTheSameShifted(within: clip) {
                dirtyPoints += ghost(of: item.item.bounds, in: clip, offset: offset)
            }
        }
        let dirty = dirtyPoints.compactMap { PixelRect(covering: $0, scale: scale, within: surface) }
        // A rectangle inside another (a row that came into view, inside the exposed strip) is drawn once.
        shift.dirty = dirty.enumerated().filter { index, rect in
            !dirty.enumerated().contains { other, outer in
                other != index && outer.contains(rect) && (outer != rect || other < index)
            }
        }.map(\.element)
        return shift
    }

    /// The offset most of the first differing items moved by, if any did, with the first pair of
    /// items (new, old) that moved by it: the moving clip is read from them.
    private static func likelyMove(_ new: [DisplayListFootprint.Item], _ old: [DisplayListFootprint.Item])
        -> Move?
    {
        // Offsets with the first pair (new, old index) that moved by each, and their counts.
        var votes: [(offset: CGPoint, new: Int, old: Int, count: Int)] = []
        var sampled = 0
        for index in new.indices where sampled < sampledItems {
            if index < old.count, new[index].drawsLike(old[index]) { continue }
            sampled += 1
            let window = max(0, index - searchedItems)..<min(old.count, index + searchedItems)
            for candidate in window {
                guard let offset = new[index].offset(from: old[candidate]), offset != .zero else { continue }
                if let vote = votes.firstIndex(where: { $0.offset == offset }) {
                    votes[vote].count += 1
                } else {
                    votes.append((offset, index, candidate, 1))
                }
                break
            }
        }
        guard let winner = votes.max(by: { $0.count < $1.count }) else { return nil }
        return Move(offset: winner.offset, new: new[winner.new], old: old[winner.old])
    }

    /// An offset and one pair of items that moved by it.
    private struct Move {
        var offset: CGPoint
        var new: DisplayListFootprint.Item
        var old: DisplayListFootprint.Item
    }

    /// How many outer clips stay put while the rest move by `offset` (at least one), or nil.
    private static func stationaryClipCount(
        new: DisplayListFootprint.Item, old: DisplayListFootprint.Item, offset: CGPoint
    ) -> Int? {
        var count = 0
        while count < new.clips.count, new.clips[count].coversTheSameRegion(as: old.clips[count]) { count += 1 }
        guard count > 0 else { return nil }
        for index in count..<new.clips.count
        where !new.clips[index].coversTheSameRegion(as: old.clips[index].shifted(by: offset)) {
            return nil
        }
        return count
    }

    /// The window rectangle the clips leave, when each is an axis-aligned rectangle.
    private static func rectangle(of clips: [DisplayListFootprint.ClipEntry]) -> CGRect? {
        var result = CGRect.infinite
        for clip in clips {
            guard let rectangle = clip.windowRectangle else { return nil }
            result = result.intersection(rectangle)
        }
        return result.isNull || result.isEmpty ? nil : result
    }

    /// `rect` in pixels when its edges lie on pixel edges (no pixel is partly inside), else nil.
    private static func wholePixels(_ rect: CGRect, scale: CGFloat) -> PixelRect? {
        let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY].map { $0 * scale }
        guard edges.allSatisfy({ abs($0 - $0.rounded()) < 1e-6 }) else { return nil }
        let x = Int(edges[0].rounded())
        let y = Int(edges[1].rounded())
        return PixelRect(x: x, y: y, width: Int(edges[2].rounded()) - x, height: Int(edges[3].rounded()) - y)
    }

    /// The part of `clip` the move leaves without a source: what scrolled into view.
    private static func exposedStrip(of clip: CGRect, offset: CGPoint) -> CGRect {
        var strip = CGRect.null
        if offset.y > 0 { strip = strip.union(CGRect(x: clip.minX, y: clip.minY, width: clip.width, height: offset.y)) }
        if offset.y < 0 {
            strip = strip.union(CGRect(x: clip.minX, y: clip.maxY + offset.y, width: clip.width, height: -offset.y))
        }
        if offset.x > 0 {
            strip = strip.union(CGRect(x: clip.minX, y: clip.minY, width: offset.x, height: clip.height))
        }
        if offset.x < 0 {
            strip = strip.union(CGRect(x: clip.maxX + offset.x, y: clip.minY, width: -offset.x, height: clip.height))
        }
        return strip.intersection(clip)
    }

    /// Where the move took the pixels of something that stayed put inside `clip`, and where it was.
    private static func ghost(of bounds: CGRect, in clip: CGRect, offset: CGPoint) -> [CGRect] {
        let inside = bounds.intersection(clip)
        guard !inside.isNull else { return [] }
        return [inside, inside.offsetBy(dx: offset.x, dy: offset.y).intersection(clip)]
    }

    /// An old item and whether it lies inside the moving clip.
    private struct Item {
        var item: DisplayListFootprint.Item
        var moves: Bool
    }
}

extension DisplayListFootprint.Item {
    /// Whether the two draw the same pixels (the same item; `bounds` is derived and not compared).
    fileprivate func drawsLike(_ other: Self) -> Bool {
        guard layerAlphas == other.layerAlphas, clips[...].coverTheSameRegion(as: other.clips[...]) else {
            return false
        }
        if command == other.command && transform == other.transform { return true }
        // A rectangle filled in other coordinates (a scroll view fills its bounds, whose origin moves).
        guard case .fill(_, let paint) = command, case .fill(_, let otherPaint) = other.command, paint == otherPaint,
            let rectangle = filledWindowRectangle, let otherRectangle = other.filledWindowRectangle
        else { return false }
        return rectangle.isClose(to: otherRectangle)
    }

    /// The window rectangle a rectangle fill with an axis-aligned transform covers.
    var filledWindowRectangle: CGRect? {
        guard case .fill(let path, _) = command, path == Path.rect(path.boundingRect), transform.b == 0,
            transform.c == 0
        else { return nil }
        return transform.apply(to: path.boundingRect)
    }

    /// How far this item lies from `old` when it is the same drawing moved, else nil.
    func offset(from old: Self) -> CGPoint? {
        // The command last: comparing two commands costs the most.
        guard clips.count == old.clips.count, transform.a == old.transform.a, transform.b == old.transform.b,
            transform.c == old.transform.c, transform.d == old.transform.d, layerAlphas == old.layerAlphas,
            command == old.command
        else { return nil }
        // Rounded to a millionth of a point, so that one scroll step gives one offset however the
        // transforms were composed.
        func rounded(_ value: CGFloat) -> CGFloat { (value * 1e6).rounded() / 1e6 }
        return CGPoint(x: rounded(transform.tx - old.transform.tx), y: rounded(transform.ty - old.transform.ty))
    }

    /// The item moved by `offset` inside its first `kept` clips, which stay.
    fileprivate func shifted(by offset: CGPoint, keepingClips kept: Int) -> Self {
        var item = self
        item.transform.tx += offset.x
        item.transform.ty += offset.y
        for index in kept..<clips.count { item.clips[index] = clips[index].shifted(by: offset) }
        // Where the moved item can paint, as the footprint would record it: the bucket of
        // `DisplayListFootprint.edits` is chosen by it.
        item.bounds = DisplayListFootprint.windowBounds(
            of: command, transform: item.transform,
            clippedTo: item.clips.reduce(CGRect.infinite) { $0.intersection($1.windowBounds) })
        return item
    }

    /// Where it could paint were it not clipped.
    var unclippedBounds: CGRect {
        DisplayListFootprint.unclippedWindowBounds(of: command, transform: transform)
    }

    /// Whether it is a shadow the renderer blurs only as far as it reaches the clip (one whose
    /// blurred silhouette is larger than `Shadow.largestWholeMaskArea` at `scale`; the reach counted
    /// here is wider than the renderer's, and the limit halved, so none is missed).
    func isClipSensitiveShadow(scale: CGFloat) -> Bool {
        guard case .shadow = command else { return false }
        let reach = unclippedBounds
        return reach.width * reach.height * scale * scale > Shadow.largestWholeMaskArea / 2
            || max(reach.width, reach.height) * scale > Shadow.longestWholeMaskSide / 2
    }

    /// Whether it rasterises the same when whole pixels move it by `offset` inside a window
    /// `width` points wide. Cairo covers a path row by row, each row clamped to the left and right
    /// edges of the surface and of the clip's extents, so a path with curves reaching past any of
    /// them rasterises differently as a sideways move makes it reach further (text and images do
    /// not; nor a rectangle fill, whose coverage is exact; nor a shadow blurred whole under
    /// rectangular clips, whose silhouette is drawn into a mask of its own).
    func rasterizesAlike(movedBy offset: CGPoint, inWindowWidth width: CGFloat, scale: CGFloat) -> Bool {
        switch command {
        case .fill, .stroke, .shadow:
            guard offset.x != 0, filledWindowRectangle == nil else { return true }
            // A shadow's mask is painted under the clip, so only rectangular clips leave it alike.
            if case .shadow = command, !isClipSensitiveShadow(scale: scale),
                clips.allSatisfy({ $0.windowRectangle != nil })
            {
                return true
            }
            let reach = unclippedBounds
            let left = clips.reduce(0) { Swift.max($0, $1.windowBounds.minX) }
            let right = clips.reduce(width) { Swift.min($0, $1.windowBounds.maxX) }
            return reach.minX >= left && reach.maxX <= right
        case .backdrop:
            return false  // it reads the pixels around it, which a move does not bring along
        case .text, .image, .save, .restore, .concatenate, .clip, .beginTransparencyLayer, .endTransparencyLayer:
            return true
        }
    }

    /// Whether it paints every pixel of `clip` alike: a one-colour rectangle covering it, so moving
    /// pixels inside `clip` cannot change what it drew there.
    fileprivate func looksTheSameShifted(within clip: CGRect) -> Bool {
        guard case .fill(_, .color) = command, filledWindowRectangle?.contains(clip) ?? false else { return false }
        return clips.allSatisfy { $0.windowRectangle?.contains(clip) ?? false }
    }
}

extension DisplayListFootprint.ClipEntry {
    /// Whether both clip to the same pixels: equal, or the same window rectangle however each is
    /// written (a scroll view clips to its bounds, whose origin is its content offset).
    func coversTheSameRegion(as other: Self) -> Bool {
        if self == other { return true }
        guard let rectangle = windowRectangle, let otherRectangle = other.windowRectangle else { return false }
        return rectangle.isClose(to: otherRectangle)
    }

    func shifted(by offset: CGPoint) -> Self {
        var moved = transform
        moved.tx += offset.x
        moved.ty += offset.y
        return Self(path: path, transform: moved)
    }
}

extension ArraySlice<DisplayListFootprint.ClipEntry> {
    /// Whether each clip covers the same region as the one at its place in `other` (same counts).
    fileprivate func coverTheSameRegion(as other: some Collection<DisplayListFootprint.ClipEntry>) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.coversTheSameRegion(as: $1) }
    }
}

extension CGRect {
    /// Equal but for rounding in how the two were computed.
    fileprivate func isClose(to other: CGRect) -> Bool {
        abs(minX - other.minX) < 1e-9 && abs(minY - other.minY) < 1e-9 && abs(maxX - other.maxX) < 1e-9
            && abs(maxY - other.maxY) < 1e-9
    }
}
