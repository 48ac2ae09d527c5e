import Testing
import UIKit

// CGImage as iOS code uses it: read sizes, crop a region, wrap it in a UIImage with a scale and
// orientation, draw it with Core Graphics.

@Suite("CGImage and UIImage(cgImage:)")
@MainActor
struct CGImageUIKitTests {
    /// A 4 × 2 point image at scale 2 (8 × 4 pixels): red on the left half, blue on the right, with
    /// a green top-left pixel.
    private func sample() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 0.5, height: 0.5))
        }
    }

    private func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        Array(image.bitmap.rgba(atX: x, y: y).prefix(3))
    }

    @Test func anImagesPixelsAreACGImage() throws {
        let image = sample()
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 8 && cgImage.height == 4)
        #expect(cgImage.bitsPerComponent == 8 && cgImage.bitsPerPixel == 32 && cgImage.bytesPerRow == 32)
        #expect(rgb(cgImage, 0, 0) == [0, 255, 0])
        #expect(rgb(cgImage, 7, 3) == [0, 0, 255])
        #expect(UIImage(systemName: "star")?.cgImage == nil)
        #expect(image.imageOrientation == .up)
    }

    @Test func croppingTakesARegionInPixels() throws {
        let cgImage = try #require(sample().cgImage)
        let right = try #require(cgImage.cropping(to: CGRect(x: 4, y: 0, width: 4, height: 4)))
        #expect(right.width == 4 && right.height == 4)
        #expect(rgb(right, 0, 0) == [0, 0, 255])
        let clipped = try #require(cgImage.cropping(to: CGRect(x: 6.5, y: -2, width: 10, height: 3)))
        #expect(clipped.width == 2 && clipped.height == 1)  // made integral (6…17 × -2…1), clipped to the image
        #expect(cgImage.cropping(to: CGRect(x: 20, y: 0, width: 4, height: 4)) == nil)
        #expect(cgImage.cropping(to: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4)) == nil)

        let wrapped = UIImage(cgImage: right, scale: 2, orientation: .up)
        #expect(wrapped.size == CGSize(width: 2, height: 2))
        #expect(wrapped.scale == 2)
        #expect(UIImage(cgImage: right).size == CGSize(width: 4, height: 4))
    }

    @Test func anOrientationTurnsThePixelsUpright() throws {
        let cgImage = try #require(sample().cgImage)  // 8 × 4, green at the top-left
        let right = try #require(UIImage(cgImage: cgImage, scale: 1, orientation: .right).cgImage)
        #expect(right.width == 4 && right.height == 8)
        #expect(rgb(right, 3, 0) == [0, 255, 0])  // turned clockwise: the top-left goes top-right
        let left = try #require(UIImage(cgImage: cgImage, scale: 1, orientation: .left).cgImage)
        #expect(rgb(left, 0, 7) == [0, 255, 0])
        let down = try #require(UIImage(cgImage: cgImage, scale: 1, orientation: .down).cgImage)
        #expect(rgb(down, 7, 3) == [0, 255, 0])
        let mirrored = try #require(UIImage(cgImage: cgImage, scale: 1, orientation: .upMirrored).cgImage)
        #expect(rgb(mirrored, 7, 0) == [0, 255, 0])
        #expect(rgb(mirrored, 0, 0) == [0, 0, 255])
        let transposed = try #require(UIImage(cgImage: cgImage, scale: 1, orientation: .leftMirrored).cgImage)
        #expect(transposed.width == 4 && rgb(transposed, 0, 0) == [0, 255, 0] && rgb(transposed, 0, 7) == [0, 0, 255])
        let flipped = try #require(UIImage(cgImage: cgImage, scale: 1, orientation: .downMirrored).cgImage)
        #expect(rgb(flipped, 0, 3) == [0, 255, 0] && rgb(flipped, 7, 0) == [0, 0, 255])
        let transversed = try #require(UIImage(cgImage: cgImage, scale: 1, orientation: .rightMirrored).cgImage)
        #expect(
            transversed.width == 4 && rgb(transversed, 3, 7) == [0, 255, 0] && rgb(transversed, 3, 0) == [0, 0, 255])
    }

    @Test func coreGraphicsDrawsItWithTheFirstRowAtTheBottom() throws {
        let cgImage = try #require(sample().cgImage)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format).image { context in
            context.cgContext.draw(cgImage, in: CGRect(x: 0, y: 0, width: 8, height: 4))
        }
        let pixels = try #require(drawn.cgImage)
        #expect(rgb(pixels, 0, 3) == [0, 255, 0])  // upside down, as in a UIKit context on iOS
        #expect(rgb(pixels, 0, 0) == [255, 0, 0])

        // Elsewhere than the origin: flipped within its own rectangle.
        let offset = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 10), format: format).image { context in
            context.cgContext.draw(cgImage, in: CGRect(x: 0, y: 6, width: 8, height: 4))
        }
        let moved = try #require(offset.cgImage)
        #expect(rgb(moved, 0, 9) == [0, 255, 0])
        #expect(rgb(moved, 0, 6) == [255, 0, 0])
        #expect(moved.bitmap.rgba(atX: 0, y: 5)[3] == 0)  // nothing above the rectangle
    }
}
