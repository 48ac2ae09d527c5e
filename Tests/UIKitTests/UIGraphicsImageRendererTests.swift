import Foundation
import TesseraTesting
import Testing
import UIKit

/// Images drawn with UIKit drawing code, as iOS apps make avatars and thumbnails.
@MainActor
@Suite("UIGraphicsImageRenderer")
struct UIGraphicsImageRendererTests {
    private func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = scale
        format.opaque = opaque
        return format
    }

    /// The red, green, blue and alpha of a pixel.
    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) throws -> [UInt8] {
        try #require(image.bitmap).rgba(atX: x, y: y)
    }

    @Test func drawsWhatTheActionsDrawAtTheFormatsScale() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format(scale: 2))
        var insideContext: CGContext?
        let image = renderer.image { context in
            insideContext = UIGraphicsGetCurrentContext()
            #expect(insideContext === context.cgContext)
            UIColor.red.setFill()
            UIBezierPath(ovalIn: renderer.format.bounds).fill()
        }
        #expect(insideContext != nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 40, height: 40))
        #expect(image.scale == 2)
        #expect(try pixel(image, 40, 40) == [255, 0, 0, 255])
        #expect(try pixel(image, 0, 0) == [0, 0, 0, 0])  // outside the circle: transparent
    }

    @Test func anOpaqueImageIsBlackWhereNothingIsDrawn() throws {
        let renderer = UIGraphicsImageRenderer(
            size: CGSize(width: 4, height: 4), format: format(scale: 1, opaque: true))
        let image = renderer.image { _ in }
        #expect(try pixel(image, 1, 1) == [0, 0, 0, 255])
    }

    @Test func theBoundsOriginIsTheTopLeftCorner() throws {
        let renderer = UIGraphicsImageRenderer(
            bounds: CGRect(x: 100, y: 50, width: 20, height: 20), format: format(scale: 1))
        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 100, y: 50, width: 10, height: 10))
        }
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(try pixel(image, 2, 2) == [0, 0, 255, 255])
        #expect(try pixel(image, 15, 15)[3] == 0)
    }

    @Test func currentImageShowsTheDrawingSoFar() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 1))
        var midway: UIImage?
        let final = renderer.image { context in
            UIColor.green.setFill()
            context.cgContext.saveGState()  // left open: currentImage closes it in its copy
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            midway = context.currentImage
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
            context.cgContext.restoreGState()
        }
        let image = try #require(midway)
        #expect(try pixel(image, 2, 5) == [0, 255, 0, 255])
        #expect(try pixel(image, 7, 5)[3] == 0)
        #expect(try pixel(final, 7, 5) == [0, 255, 0, 255])
    }

    @Test func imagesAndTextDrawIntoIt() throws {
        let square = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format(scale: 1)).image { _ in
            UIColor.magenta.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30), format: format(scale: 1))
        let image = renderer.image { _ in
            square.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            "Hi".draw(at: CGPoint(x: 20, y: 0), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
        }
        #expect(try pixel(image, 5, 5) == [255, 0, 255, 255])
        let bitmap = try #require(image.bitmap)
        var inked = 0
        for y in 0..<30 {
            for x in 20..<60 where bitmap.rgba(atX: x, y: y)[3] > 128 { inked += 1 }
        }
        #expect(inked > 40)  // the glyphs of "Hi"
        #expect(bitmap.rgba(atX: 15, y: 25)[3] == 0)
    }

    @Test func theContextsAlphaFadesImagesAndText() throws {
        let solid = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format(scale: 1)).image { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(scale: 1)).image {
            context in
            context.cgContext.setAlpha(0.5)
            solid.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let alpha = try pixel(image, 2, 2)[3]
        #expect((126...129).contains(alpha))
    }

    @Test func pngAndJPEGData() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6), format: format(scale: 3))
        let png = renderer.pngData { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 6))
        }
        let decoded = try #require(UIImage(data: png))
        #expect(decoded.size == CGSize(width: 24, height: 18))  // decoded at scale 1
        let jpeg = renderer.jpegData(withCompressionQuality: 0.8) { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 6))
        }
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
    }

    @Test(arguments: [
        CGSize.zero, CGSize(width: -5, height: 10), CGSize(width: CGFloat.infinity, height: 1),
        CGSize(width: 40_000, height: 1), CGSize(width: CGFloat.nan, height: 1),
    ])
    func aSizeWithoutPixelsGivesAnEmptyImage(_ size: CGSize) {
        let renderer = UIGraphicsImageRenderer(size: size, format: format(scale: 1))
        var ran = false
        let image = renderer.image { _ in ran = true }
        #expect(ran)
        #expect(image.size == .zero)
        #expect(renderer.pngData { _ in }.isEmpty)
    }

    @Test func anAvatarAndACaption() throws {
        let format = format(scale: 2)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 80), format: format)
        let image = renderer.image { context in
            UIColor.systemBackground.setFill()
            context.fill(renderer.format.bounds)
            let circle = CGRect(x: 8, y: 8, width: 64, height: 64)
            UIColor.systemBlue.setFill()
            UIBezierPath(ovalIn: circle).fill()
            let initials = NSAttributedString(
                string: "AL", attributes: [.font: UIFont.boldSystemFont(ofSize: 26), .foregroundColor: UIColor.white])
            let size = initials.size()
            initials.draw(at: CGPoint(x: circle.midX - size.width / 2, y: circle.midY - size.height / 2))
            let caption = "Ada Lovelace wrote the first published program, in 1843."
            UIColor.separator.setStroke()
            let box = CGRect(x: 82, y: 8, width: 110, height: 64)
            UIBezierPath(roundedRect: box, cornerRadius: 8).stroke()
            caption.draw(
                in: box.insetBy(dx: 6, dy: 4),
                withAttributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.label])
        }
        assertSnapshot(of: try #require(image.bitmap))
    }

    @Test func stringsMeasureAsTheyDraw() {
        let font = UIFont.systemFont(ofSize: 20)
        let line = "Hello".size(withAttributes: [.font: font])
        #expect(line.width > 20 && line.width < 100)
        #expect(line.height >= font.lineHeight - 1 && line.height <= font.lineHeight + 1)
        #expect(("Hello" as NSString).size(withAttributes: [.font: font]) == line)

        let text = "The quick brown fox jumps over the lazy dog"
        let wrapped = text.boundingRect(
            with: CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.width <= 80)
        #expect(wrapped.height > 3 * line.height)

        let twoLines = text.boundingRect(
            with: CGSize(width: 80, height: line.height * 2.5), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(abs(twoLines.height - 2 * line.height) < 2)

        let context = NSStringDrawingContext()
        let oneLine = text.boundingRect(
            with: CGSize(width: 80, height: 100), options: [], attributes: [.font: font], context: context)
        #expect(oneLine.origin.y < -10)  // from the baseline: minus the ascent
        #expect(oneLine.width > 300)
        #expect(context.totalBounds == oneLine)
        #expect(context.actualScaleFactor == 1)

        let plain = "Hello".size()
        #expect(plain.height < line.height)  // 12-point system font by default
    }
}

/// The older image context functions, still common in iOS code.
@MainActor
@Suite("UIGraphicsBeginImageContext")
struct UIGraphicsImageContextTests {
    @Test func drawsAnImageBetweenBeginAndEnd() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
        UIColor.red.setStroke()
        UIRectFrame(CGRect(x: 5, y: 5, width: 5, height: 5))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 2)
        let bitmap = try #require(image.bitmap)
        #expect(bitmap.rgba(atX: 4, y: 4) == [0, 0, 255, 255])
        #expect(bitmap.rgba(atX: 10, y: 10) == [255, 0, 0, 255])  // the frame's top-left corner
        #expect(bitmap.rgba(atX: 15, y: 15)[3] == 0)  // inside the frame: nothing
    }

    @Test func contextsNestAndUnbalancedEndsAreHarmless() throws {
        UIGraphicsEndImageContext()  // nothing to end
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        let outer = UIGraphicsGetCurrentContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 0)
        let inner = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(inner.scale == UIScreen.main.scale)
        #expect(inner.bitmap?.rgba(atX: 0, y: 0) == [0, 0, 0, 255])  // opaque: black
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 4, height: 4))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func anEmptySizeGivesNoImage() {
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
    }
}
