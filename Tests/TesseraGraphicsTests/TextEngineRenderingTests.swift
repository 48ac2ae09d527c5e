import CPangoCairo
import Foundation
import Testing

@testable import TesseraGraphics

/// Draws text and icons into a Cairo image surface through `TextEngine.draw` and checks where ink
/// lands. The PNG is written to the temporary directory (`tessera-text-engine.png`) for a human to
/// look at.
@Suite struct TextEngineRenderingTests {
    /// An ARGB32 surface of `size` points at `scale` pixels per point, white, with the CTM scaled.
    final class Canvas {
        let surface: OpaquePointer
        let context: OpaquePointer
        let scale: Double

        init(width: Int, height: Int, scale: Double) {
            self.scale = scale
            surface = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32(Double(width) * scale), Int32(Double(height) * scale))
            context = cairo_create(surface)
            cairo_set_source_rgb(context, 1, 1, 1)
            cairo_paint(context)
            cairo_scale(context, scale, scale)
        }

        deinit {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }

        /// Pixels darker than `threshold` (0…255 in every channel) or clearly coloured, inside a
        /// rectangle in points.
        func inkedPixels(in rect: CGRect, threshold: Int = 128) -> Int {
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let width = Int(cairo_image_surface_get_width(surface))
            let height = Int(cairo_image_surface_get_height(surface))
            guard let data = cairo_image_surface_get_data(surface) else { return 0 }
            var count = 0
            let minY = max(0, Int(rect.minY * scale))
            let maxY = min(height, Int(rect.maxY * scale))
            let minX = max(0, Int(rect.minX * scale))
            let maxX = min(width, Int(rect.maxX * scale))
            for y in minY..<max(minY, maxY) {
                for x in minX..<max(minX, maxX) {
                    let pixel = data.advanced(by: y * stride + x * 4)
                    let (blue, green, red) = (Int(pixel[0]), Int(pixel[1]), Int(pixel[2]))
                    if min(red, green, blue) < threshold || max(red, green, blue) - min(red, green, blue) > 60 {
                        count += 1
                    }
                }
            }
            return count
        }

        func writePNG(named name: String) -> URL {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
            cairo_surface_write_to_png(surface, url.path)
            return url
        }
    }

    static let body = TextAttributes(font: .systemFont(ofSize: 17))

    @Test func drawsLatinChineseAndIconsWhereTheLayoutPutsThem() {
        let engine = TextEngine.shared
        let canvas = Canvas(width: 320, height: 300, scale: 2)
        var samples: [(text: AttributedText, rect: CGRect, style: ParagraphStyle)] = []

        let title = AttributedText(
            "Journal 日记", attributes: TextAttributes(font: .systemFont(ofSize: 28, weight: .bold)))
        samples.append((title, CGRect(x: 16, y: 10, width: 288, height: 40), ParagraphStyle()))
        let excerpt = AttributedText(
            "今天和朋友去了公园散步，天气很好。We walked along the river and talked for hours about everything.",
            attributes: Self.body)
        samples.append(
            (
                excerpt, CGRect(x: 16, y: 56, width: 288, height: 44),
                ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 2)
            ))
        let centred = AttributedText(
            "Centred caption",
            attributes: TextAttributes(
                font: .italicSystemFont(ofSize: 13), foregroundColor: UIColor(red: 0.1, green: 0.4, blue: 0.9),
                underline: true))
        samples.append((centred, CGRect(x: 16, y: 110, width: 288, height: 20), ParagraphStyle(alignment: .center)))
        let struck =
            AttributedText("Struck", attributes: TextAttributes(font: .systemFont(ofSize: 15), strikethrough: true))
            + AttributedText(
                " highlighted ",
                attributes: TextAttributes(
                    font: .systemFont(ofSize: 15, weight: .semibold),
                    backgroundColor: UIColor(red: 1, green: 0.9, blue: 0.3)))
            + AttributedText("²", attributes: TextAttributes(font: .systemFont(ofSize: 10), baselineOffset: 6))
        samples.append((struck, CGRect(x: 16, y: 136, width: 288, height: 22), ParagraphStyle(alignment: .right)))

        let icons: [Icon.Name] = [
            .star, .starBorder, .favorite, .mood, .sentimentVerySatisfied, .calendarToday, .tag, .search,
        ]
        for (index, name) in icons.enumerated() {
            let text = Icon(name).attributedText(size: 28, color: UIColor(red: 0.85, green: 0.3, blue: 0.2))
            samples.append((text, CGRect(x: 16 + CGFloat(index) * 36, y: 170, width: 28, height: 28), ParagraphStyle()))
        }
        let dark = AttributedText(
            "Dark mode 深色",
            attributes: TextAttributes(
                font: .systemFont(ofSize: 17, weight: .medium), foregroundColor: UIColor(light: .black, dark: .white)))

        for sample in samples {
            engine.draw(sample.text, in: sample.rect, style: sample.style, appearance: .light, context: canvas.context)
        }
        cairo_set_source_rgb(canvas.context, 0.11, 0.11, 0.12)
        cairo_rectangle(canvas.context, 0, 220, 320, 80)
        cairo_fill(canvas.context)
        engine.draw(
            dark, in: CGRect(x: 16, y: 240, width: 288, height: 24), style: ParagraphStyle(), appearance: .dark,
            context: canvas.context)
        let url = canvas.writePNG(named: "tessera-text-engine.png")
        #expect(FileManager.default.fileExists(atPath: url.path))

        for sample in samples {
            let layout = engine.layout(sample.text, width: sample.rect.width, style: sample.style)
            #expect(layout.unknownGlyphCount == 0, "\(sample.text.string)")
            for line in layout.lines {
                let inked = canvas.inkedPixels(in: line.rect.offsetBy(dx: sample.rect.minX, dy: sample.rect.minY))
                #expect(inked > 20, "no ink for line \(line.displayedText)")
            }
        }
        // Nothing is drawn left of the centred caption's line or right of the page margin.
        let caption = engine.layout(centred, width: 288, style: ParagraphStyle(alignment: .center))
        #expect(canvas.inkedPixels(in: CGRect(x: 16, y: 110, width: caption.lines[0].rect.minX - 1, height: 20)) == 0)
        #expect(canvas.inkedPixels(in: CGRect(x: 305, y: 0, width: 15, height: 220)) == 0)
        // Light text on the dark band.
        let darkLayout = engine.layout(dark, width: 288, style: ParagraphStyle())
        #expect(darkLayout.size.width > 100)
    }

    @Test func boldChineseIsSynthesisedFromTheRegularFace() {
        func ink(weight: UIFont.Weight) -> Int {
            let canvas = Canvas(width: 120, height: 40, scale: 2)
            let text = AttributedText("日记标题", attributes: TextAttributes(font: .systemFont(ofSize: 24, weight: weight)))
            TextEngine.shared.draw(
                text, in: CGRect(x: 0, y: 0, width: 120, height: 40), style: ParagraphStyle(),
                appearance: .light, context: canvas.context)
            return canvas.inkedPixels(in: CGRect(x: 0, y: 0, width: 120, height: 40))
        }
        let regular = ink(weight: .regular)
        #expect(regular > 200)
        #expect(Double(ink(weight: .bold)) > Double(regular) * 1.15)
    }

    @Test func drawingIgnoresEmptyText() {
        let canvas = Canvas(width: 40, height: 40, scale: 1)
        TextEngine.shared.draw(
            AttributedText(""), in: CGRect(x: 0, y: 0, width: 40, height: 40), style: ParagraphStyle(),
            appearance: .light, context: canvas.context)
        #expect(canvas.inkedPixels(in: CGRect(x: 0, y: 0, width: 40, height: 40)) == 0)
    }

    @Test func inkStaysAtTheSamePointPositionsAtEveryScale() {
        let text = AttributedText("Scale 缩放 ★", attributes: Self.body)
        var extents: [CGFloat] = []
        for scale in [1.0, 2.0, 3.0] {
            let canvas = Canvas(width: 200, height: 30, scale: scale)
            TextEngine.shared.draw(
                text, in: CGRect(x: 0, y: 0, width: 200, height: 30), style: ParagraphStyle(),
                appearance: .light, context: canvas.context)
            // The right edge of the rightmost column with any ink, in points.
            let right =
                (0..<200).last {
                    canvas.inkedPixels(in: CGRect(x: CGFloat($0), y: 0, width: 1, height: 30), threshold: 250) > 0
                } ?? 0
            extents.append(CGFloat(right + 1))
        }
        #expect(extents.max()! - extents.min()! <= 1)
        // The star's ink ends a little before its advance; nothing is drawn past the advance.
        let width = TextEngine.shared.size(of: text, width: nil, style: ParagraphStyle()).width
        #expect(extents.allSatisfy { $0 <= width.rounded(.up) && $0 > width - 4 })
    }
}
