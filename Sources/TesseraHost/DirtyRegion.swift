import Foundation
import TesseraGraphics

/// Finds the part of a frame that differs from the previous one, so only that part is uploaded.
///
/// The host renders only the region whose drawing changed (see `RegionRendering`), then compares
/// the frame with the last one to upload only pixels that really differ: rows are compared as
/// byte ranges, and within the changed rows each side is scanned inwards to the first difference.
///
/// - Complexity: O(width × height) in the worst case; unchanged rows cost one memory compare.
enum DirtyRegion {
    /// The smallest rectangle holding every pixel that differs; the whole frame when there is no
    /// previous frame or its size differs; nil when the frames are identical.
    static func changedRect(from previous: Bitmap?, to frame: Bitmap) -> PixelRect? {
        let whole = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
        guard let previous, previous.width == frame.width, previous.height == frame.height else {
            return whole.area == 0 ? nil : whole
        }
        let width = frame.width
        let rowBytes = 4 * width
        return previous.pixels.withUnsafeBytes { old in
            frame.pixels.withUnsafeBytes { new in
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(old.baseAddress! + y * rowBytes, new.baseAddress! + y * rowBytes, rowBytes) != 0
                }
                guard let top = (0..<frame.height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<frame.height).last(where: rowDiffers)!
                func samePixel(_ index: Int) -> Bool {
                    old.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self)
                        == new.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self)
                }
                var left = width
                var right = -1
                for y in top...bottom {
                    let start = y * width
                    var x = 0
                    while x < left, samePixel(start + x) { x += 1 }
                    guard x < width else { continue }  // this row is unchanged
                    left = min(left, x)
                    var end = width - 1
                    while end > right, samePixel(start + end) { end -= 1 }
                    right = max(right, end)
                }
                return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }
}
