import Foundation
import Testing

@testable import TesseraGraphics

/// The backdrop command: what is drawn beneath its shape comes back blurred, saturated and tinted.
@Suite("Backdrop")
struct BackdropTests {
    let size = CGSize(width: 80, height: 60)

    /// Vertical stripes 4 points wide, alternating red and blue, over the whole canvas.
    func stripes() -> DisplayList {
        var list = DisplayList()
        for index in 0..<20 {
            list.fill(
                .rect(CGRect(x: CGFloat(index) * 4, y: 0, width: 4, height: size.height)),
                color: index.isMultiple(of: 2) ? .red : .blue)
        }
        return list
    }

    func render(_ list: DisplayList, scale: CGFloat = 1) -> Bitmap {
        Canvas.render(list, size: size, scale: scale, background: .white)
    }

    @Test func blursWhatIsBeneathItsShapeOnly() {
        var list = stripes()
        list.drawBackdrop(in: .rect(CGRect(x: 20, y: 20, width: 40, height: 20)), backdrop: Backdrop(blurRadius: 6))
        let plain = render(stripes())
        let blurred = render(list)
        // Inside: a red pixel and a blue one four points apart become nearly the same purple.
        #expect(blurred.rgba(atX: 41, y: 30) != plain.rgba(atX: 41, y: 30))
        let left = blurred.rgba(atX: 41, y: 30)
        let right = blurred.rgba(atX: 45, y: 30)
        #expect(abs(Int(left[0]) - Int(right[0])) < 24)
        #expect((100...160).contains(Int(left[0])) && (100...160).contains(Int(left[2])))
        // Outside the shape nothing changes.
        #expect(blurred.rgba(atX: 41, y: 10) == plain.rgba(atX: 41, y: 10))
        #expect(blurred.rgba(atX: 10, y: 30) == plain.rgba(atX: 10, y: 30))
    }

    @Test func aUniformBackgroundStaysUniform() {
        var list = DisplayList()
        list.fill(.rect(CGRect(origin: .zero, size: size)), color: UIColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 1))
        let plain = render(list)
        list.drawBackdrop(in: .rect(CGRect(x: 0, y: 0, width: 80, height: 30)), backdrop: Backdrop(blurRadius: 8))
        let blurred = render(list)
        for (x, y) in [(0, 0), (40, 15), (79, 29), (2, 28)] {
            #expect(blurred.rgba(atX: x, y: y) == plain.rgba(atX: x, y: y))
        }
    }

    @Test func theTintIsLaidOverTheBlur() {
        var list = DisplayList()
        list.fill(.rect(CGRect(origin: .zero, size: size)), color: .white)
        list.drawBackdrop(
            in: .rect(CGRect(x: 10, y: 10, width: 40, height: 30)),
            backdrop: Backdrop(blurRadius: 4, tint: UIColor(white: 0, alpha: 0.5)))
        let pixel = render(list).rgba(atX: 30, y: 25)
        #expect((126...129).contains(Int(pixel[0])))
        #expect(pixel[0] == pixel[1] && pixel[1] == pixel[2])
    }

    @Test func aDynamicTintResolvesForTheAppearance() {
        var list = DisplayList()
        list.fill(.rect(CGRect(origin: .zero, size: size)), color: .white)
        let tint = UIColor(light: UIColor(white: 1, alpha: 0.8), dark: UIColor(white: 0, alpha: 0.8))
        list.drawBackdrop(
            in: .rect(CGRect(x: 10, y: 10, width: 40, height: 30)), backdrop: Backdrop(blurRadius: 4, tint: tint))
        let light = Canvas.render(list, size: size, scale: 1, appearance: .light).rgba(atX: 30, y: 25)
        let dark = Canvas.render(list, size: size, scale: 1, appearance: .dark).rgba(atX: 30, y: 25)
        #expect(light[0] == 255)
        #expect(dark[0] < 60)
    }

    @Test func saturationZeroMakesColoursGrey() {
        var list = DisplayList()
        list.fill(.rect(CGRect(origin: .zero, size: size)), color: .red)
        list.drawBackdrop(
            in: .rect(CGRect(x: 10, y: 10, width: 40, height: 30)), backdrop: Backdrop(blurRadius: 0, saturation: 0))
        let pixel = render(list).rgba(atX: 30, y: 25)
        #expect(pixel[0] == pixel[1] && pixel[1] == pixel[2])
        #expect((50...56).contains(Int(pixel[0])))  // red's Rec. 709 luminance, 0.2126 × 255
    }

    @Test func theClipAndTheRoundedShapeAreRespected() {
        var list = stripes()
        list.save()
        list.clip(to: CGRect(x: 0, y: 0, width: 40, height: 60))
        list.drawBackdrop(
            in: .roundedRect(CGRect(x: 20, y: 10, width: 40, height: 40), radius: 20), backdrop: Backdrop(blurRadius: 6)
        )
        list.restore()
        let plain = render(stripes())
        let blurred = render(list)
        #expect(blurred.rgba(atX: 33, y: 30) != plain.rgba(atX: 33, y: 30))  // inside the circle and the clip
        #expect(blurred.rgba(atX: 49, y: 30) == plain.rgba(atX: 49, y: 30))  // inside the circle, outside the clip
        #expect(blurred.rgba(atX: 21, y: 11) == plain.rgba(atX: 21, y: 11))  // the circle's corner
    }

    @Test func insideATransparencyLayerItBlursWhatTheLayerCovers() {
        var list = stripes()
        list.beginTransparencyLayer(alpha: 1)
        list.drawBackdrop(in: .rect(CGRect(x: 20, y: 20, width: 40, height: 20)), backdrop: Backdrop(blurRadius: 6))
        list.endTransparencyLayer()
        var direct = stripes()
        direct.drawBackdrop(in: .rect(CGRect(x: 20, y: 20, width: 40, height: 20)), backdrop: Backdrop(blurRadius: 6))
        #expect(render(list) == render(direct))
    }

    @Test func aRegionalDrawOfTheWholeReadingAreaMatchesAFullRender() {
        var list = stripes()
        list.drawBackdrop(
            in: .roundedRect(CGRect(x: 20, y: 20, width: 40, height: 20), radius: 8),
            backdrop: Backdrop(blurRadius: 5, saturation: 1.8, tint: UIColor(white: 1, alpha: 0.3)))
        let surface = FrameSurface(width: 160, height: 120, scale: 2)
        surface.draw(stripes(), appearance: .light)
        // The shape (40…120 × 40…80 pixels) and the blur's reach (σ 10 pixels, three boxes: < 34).
        surface.draw(list, appearance: .light, in: PixelRect(x: 4, y: 4, width: 152, height: 112))
        #expect(surface.bitmap() == Canvas.render(list, size: size, scale: 2))
    }

    @Test func vectorExportsDrawTheTintAlone() throws {
        var list = stripes()
        list.drawBackdrop(
            in: .rect(CGRect(x: 20, y: 20, width: 40, height: 20)),
            backdrop: Backdrop(blurRadius: 6, tint: UIColor(white: 1, alpha: 0.5)))
        let pdf = try Canvas.pdfData(list, size: size)
        let svg = try Canvas.svgData(list, size: size)
        #expect(pdf.starts(with: Array("%PDF".utf8)))
        #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
    }

    @Test func aLayerDrawingABackdropIsNeverKeptAsARaster() {
        let surface = FrameSurface(width: 80, height: 60, scale: 1)
        for alpha in [0.5, 0.6, 0.7, 0.8] {
            var frame = stripes()
            frame.beginTransparencyLayer(alpha: alpha)
            frame.drawBackdrop(
                in: .rect(CGRect(x: 20, y: 20, width: 40, height: 20)), backdrop: Backdrop(blurRadius: 6))
            frame.endTransparencyLayer()
            surface.draw(frame, appearance: .light)
        }
        #expect(surface.reusedLayerCount == 0)
    }
}

/// The four-channel blur behind backdrops.
@Suite("Pixel blur")
struct PixelBlurTests {
    @Test func aUniformImageStaysUniformToTheEdges() {
        var pixels = [UInt8](repeating: 0, count: 4 * 30 * 20)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index..<index + 4] = [10, 200, 90, 255]
        }
        let expected = pixels
        pixels.withUnsafeMutableBufferPointer {
            PixelBlur(standardDeviation: 6).apply(to: $0.baseAddress!, width: 30, height: 20, stride: 120)
        }
        #expect(pixels == expected)
    }

    @Test func aPointSpreadsSymmetricallyAndKeepsItsWeight() {
        let width = 41
        var pixels = [UInt8](repeating: 0, count: 4 * width * width)
        let centre = 4 * (20 * width + 20)
        pixels[centre..<centre + 4] = [255, 255, 255, 255]
        let blur = PixelBlur(standardDeviation: 2)
        #expect(blur.extent > 0)
        pixels.withUnsafeMutableBufferPointer {
            blur.apply(to: $0.baseAddress!, width: width, height: width, stride: 4 * width)
        }
        func value(_ x: Int, _ y: Int) -> UInt8 { pixels[4 * (y * width + x)] }
        #expect(value(20, 20) > 0 && value(20, 20) < 255)
        #expect(value(18, 20) == value(22, 20))
        #expect(value(20, 18) == value(20, 22))
        #expect(value(20, 20) >= value(21, 20))
        #expect(value(0, 0) == 0)
    }

    @Test func downsamplingAveragesBlocksAndCutsTheLastOnes() {
        // 5×3 pixels, channel value = x + 10·y, shrunk by 2 into 3×2.
        var source = [UInt8](repeating: 0, count: 4 * 5 * 3)
        for y in 0..<3 {
            for x in 0..<5 { source[4 * (5 * y + x)..<4 * (5 * y + x) + 4] = [UInt8(x + 10 * y), 0, 0, 255] }
        }
        var target = [UInt8](repeating: 0, count: 4 * 3 * 2)
        source.withUnsafeBufferPointer { input in
            target.withUnsafeMutableBufferPointer { output in
                PixelBlur.downsample(
                    input.baseAddress!, stride: 20, width: 5, height: 3, by: 2, into: output.baseAddress!, stride: 12)
            }
        }
        let firstChannel = stride(from: 0, to: target.count, by: 4).map { target[$0] }
        // Blocks: (0.5 + 5), (2.5 + 5), 4 + 5 → 6, 8, 9 (rounded); last row 20.5, 22.5, 24 → 21, 23, 24.
        #expect(firstChannel == [6, 8, 9, 21, 23, 24])
        #expect(stride(from: 3, to: target.count, by: 4).allSatisfy { target[$0] == 255 })
    }

    @Test func wideBlursAreShrunkFirstNarrowOnesAreNot() {
        #expect(PixelBlur.downsamplingFactor(forStandardDeviation: 4) == 1)
        #expect(PixelBlur.downsamplingFactor(forStandardDeviation: 12) == 4)
        #expect(PixelBlur.downsamplingFactor(forStandardDeviation: 60) == 8)
        #expect(abs(PixelBlur.standardDeviation(60, downsampledBy: 8) - 7.483) < 0.01)
        #expect(PixelBlur.standardDeviation(4, downsampledBy: 1) == 4)
    }
}
