import Foundation
public import TesseraGraphics

extension TransitionRecording {
    /// Up to `frameCount` of the recorded images side by side, left to right in time order, evenly
    /// spaced through the recording (the first and the last frame included), `spacing` pixels of
    /// mid grey apart: one image to snapshot (`assertSnapshot(of:)`) or look at.
    ///
    /// For example:
    /// ```swift
    /// let recorder = TransitionRecorder(driver: driver, imageScale: 1)
    /// let push = try recorder.record { try driver.tap(label: "Concert night") }
    /// assertSnapshot(of: push.filmstrip(frameCount: 6))
    /// ```
    /// - Precondition: the recorder kept images (`imageScale` set) and all have one size;
    ///   `frameCount` ≥ 1.
    /// - Complexity: O(pixels of the strip).
    public func filmstrip(frameCount: Int = 6, spacing: Int = 8) -> Bitmap {
        precondition(frameCount >= 1, "filmstrip(frameCount:): at least one frame")
        let images = frames.compactMap(\.image)
        precondition(!images.isEmpty, "filmstrip: the recording has no images; set TransitionRecorder.imageScale")
        let count = min(frameCount, images.count)
        let picked = (0..<count).map { slot in
            images[count == 1 ? 0 : slot * (images.count - 1) / (count - 1)]
        }
        let (width, height) = (picked[0].width, picked[0].height)
        precondition(picked.allSatisfy { $0.width == width && $0.height == height }, "filmstrip: frames differ in size")
        var strip = Bitmap(
            width: count * width + (count - 1) * spacing, height: height, scale: picked[0].scale,
            fill: UIColor(red: 0.5, green: 0.5, blue: 0.5))
        let rowBytes = 4 * width
        let stripRowBytes = 4 * strip.width
        for (slot, image) in picked.enumerated() {
            let left = 4 * slot * (width + spacing)
            for row in 0..<height {
                let source = row * rowBytes
                let target = row * stripRowBytes + left
                strip.pixels.replaceSubrange(
                    target..<(target + rowBytes), with: image.pixels[source..<(source + rowBytes)])
            }
        }
        return strip
    }
}
