import Foundation
import TesseraGraphics
import Testing

/// Renders a list built by `build` on a transparent canvas.
func renderList(
    width: CGFloat = 100, height: CGFloat = 100, scale: CGFloat = 1, appearance: UIUserInterfaceStyle = .light,
    _ build: (inout DisplayList) -> Void
) -> Bitmap {
    var list = DisplayList()
    build(&list)
    return Canvas.render(list, size: CGSize(width: width, height: height), scale: scale, appearance: appearance)
}

/// Alpha byte of one pixel.
func alpha(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Int {
    Int(bitmap.rgba(atX: x, y: y)[3])
}

@Suite struct CanvasTests {
    @Test(arguments: [1, 2, 3])
    func scaleMultipliesThePixelSize(scale: Int) {
        let bitmap = renderList(width: 100, height: 50, scale: CGFloat(scale)) { _ in }
        #expect(bitmap.width == 100 * scale && bitmap.height == 50 * scale)
        #expect(bitmap.scale == CGFloat(scale))
        #expect(bitmap.size == CGSize(width: 100, height: 50))
    }

    @Test(arguments: [
        (CGSize(width: 10, height: 10), 0.0, "the scale must be positive and finite"),
        (CGSize(width: 10, height: 10), -2, "the scale must be positive and finite"),
        (CGSize(width: 10, height: 10), .nan, "the scale must be positive and finite"),
        (CGSize(width: 10, height: 10), .infinity, "the scale must be positive and finite"),
        (CGSize(width: -1, height: 10), 1, "the size must be finite and not negative"),
        (CGSize(width: 10, height: CGFloat.infinity), 1, "the size must be finite and not negative"),
        (CGSize(width: 1e7, height: 1e7), 3, "30000000×30000000 pixels exceeds Cairo's limit of 32767 a side"),
        (CGSize(width: 10_923, height: 10), 3, "32769×30 pixels exceeds Cairo's limit of 32767 a side"),
    ])
    func aCanvasWithoutPixelsCairoCanHoldThrows(size: CGSize, scale: CGFloat, reason: String) {
        let error = #expect(throws: GraphicsError.self) {
            try Canvas.pngData(DisplayList(), size: size, scale: scale)
        }
        guard case .invalidCanvas(let reportedSize, _, let reportedReason) = error else {
            Issue.record("expected .invalidCanvas, got \(String(describing: error))")
            return
        }
        #expect(reportedSize == size)
        #expect(reportedReason == reason)
    }

    @Test func theLargestCanvasCairoHoldsRenders() throws {
        let bitmap = try Canvas.bitmap(of: DisplayList(), size: CGSize(width: 32767, height: 1), scale: 1)
        #expect(bitmap.width == 32767 && bitmap.height == 1)
    }

    @Test func fractionalPixelSizeRoundsUpToCoverTheCanvas() {
        let bitmap = Canvas.render(DisplayList(), size: CGSize(width: 10.5, height: 3), scale: 1)
        #expect(bitmap.width == 11 && bitmap.height == 3)
    }

    @Test func emptyListWithoutBackgroundIsTransparent() {
        let bitmap = renderList { _ in }
        #expect(bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func backgroundFillsTheCanvas() {
        var list = DisplayList()
        list.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: .red)
        let bitmap = Canvas.render(list, size: CGSize(width: 20, height: 20), scale: 2, background: .white)
        #expect(bitmap.rgba(atX: 39, y: 39) == [255, 255, 255, 255])
        #expect(bitmap.rgba(atX: 5, y: 5) == [255, 0, 0, 255])
    }

    @Test func fillCoversExactlyTheRect() {
        let bitmap = renderList { $0.fill(.rect(CGRect(x: 10, y: 20, width: 30, height: 40)), color: .blue) }
        #expect(bitmap.rgba(atX: 10, y: 20) == [0, 0, 255, 255])
        #expect(bitmap.rgba(atX: 39, y: 59) == [0, 0, 255, 255])
        #expect(bitmap.rgba(atX: 9, y: 20) == [0, 0, 0, 0])
        #expect(bitmap.rgba(atX: 40, y: 59) == [0, 0, 0, 0])
        #expect(bitmap.rgba(atX: 39, y: 60) == [0, 0, 0, 0])
    }

    @Test func semiTransparentFillIsStoredUnpremultiplied() {
        let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        let bitmap = renderList { $0.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: orange) }
        // Cairo stores round(0.5·255) = 128 alpha, premultiplied red 128 → 255, green 64 → 128.
        #expect(bitmap.rgba(atX: 5, y: 5) == [255, 128, 0, 128])
    }

    @Test func dynamicColourResolvesAgainstTheAppearance() {
        let dynamic = UIColor(light: .white, dark: .black)
        let square = Path.rect(CGRect(x: 0, y: 0, width: 4, height: 4))
        let light = renderList(width: 4, height: 4, appearance: .light) { $0.fill(square, color: dynamic) }
        let dark = renderList(width: 4, height: 4, appearance: .dark) { $0.fill(square, color: dynamic) }
        #expect(light.rgba(atX: 1, y: 1) == [255, 255, 255, 255])
        #expect(dark.rgba(atX: 1, y: 1) == [0, 0, 0, 255])
    }

    @Test func horizontalGradientIsMidGreyHalfWay() {
        let gradient = LinearGradient(colors: [.black, .white], start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0))
        let bitmap = renderList {
            $0.fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 10)), with: .linearGradient(gradient))
        }
        let middle = bitmap.rgba(atX: 50, y: 5)  // pixel centre at 50.5 → 0.505 · 255 ≈ 128.8
        #expect(abs(Int(middle[0]) - 129) <= 1 && middle[0] == middle[1] && middle[1] == middle[2])
        #expect(bitmap.rgba(atX: 0, y: 5)[0] <= 2)
        #expect(bitmap.rgba(atX: 99, y: 5)[0] >= 253)
    }

    @Test func gradientEndColoursExtendPastTheLine() {
        let gradient = LinearGradient(colors: [.red, .blue], start: CGPoint(x: 40, y: 0), end: CGPoint(x: 60, y: 0))
        let bitmap = renderList {
            $0.fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 10)), with: .linearGradient(gradient))
        }
        #expect(bitmap.rgba(atX: 5, y: 5) == [255, 0, 0, 255])
        #expect(bitmap.rgba(atX: 95, y: 5) == [0, 0, 255, 255])
    }

    @Test func gradientFollowsTheCurrentTransform() {
        let gradient = LinearGradient(colors: [.black, .white], start: .zero, end: CGPoint(x: 10, y: 0))
        let bitmap = renderList {
            $0.translateBy(x: 50, y: 0)
            $0.fill(.rect(CGRect(x: -50, y: 0, width: 100, height: 10)), with: .linearGradient(gradient))
        }
        #expect(bitmap.rgba(atX: 45, y: 5)[0] == 0)
        #expect(bitmap.rgba(atX: 65, y: 5)[0] == 255)
    }

    @Test func perCornerRadiiRoundOnlyTheirCorners() {
        let radii = CornerRadii(topLeft: 40, topRight: 0, bottomRight: 20, bottomLeft: 0)
        let bitmap = renderList {
            $0.fill(.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 100), radii: radii), color: .black)
        }
        #expect(alpha(bitmap, 2, 2) == 0)  // outside the 40-point top-left arc
        #expect(alpha(bitmap, 20, 20) == 255)  // inside it
        #expect(alpha(bitmap, 98, 1) == 255)  // square top-right corner
        #expect(alpha(bitmap, 1, 98) == 255)  // square bottom-left corner
        #expect(alpha(bitmap, 97, 97) == 0)  // outside the 20-point bottom-right arc
        #expect(alpha(bitmap, 88, 88) == 255)
    }

    @Test func continuousCornerCutsDeeperThanACircularOne() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let circular = renderList { $0.fill(.roundedRect(rect, radius: 30), color: .black) }
        let continuous = renderList { $0.fill(.roundedRect(rect, radius: 30, curve: .continuous), color: .black) }
        // Along the top row, the continuous corner begins 48 points from the corner, the circular at 30.
        #expect(alpha(circular, 35, 0) == 255)
        #expect(alpha(continuous, 35, 0) < 255)
        #expect(alpha(continuous, 55, 0) == 255)
    }

    @Test func clipLimitsDrawingUntilRestore() {
        let bitmap = renderList {
            $0.save()
            $0.clip(to: CGRect(x: 0, y: 0, width: 50, height: 100))
            $0.fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 50)), color: .red)
            $0.restore()
            $0.fill(.rect(CGRect(x: 0, y: 50, width: 100, height: 50)), color: .blue)
        }
        #expect(bitmap.rgba(atX: 25, y: 25) == [255, 0, 0, 255])
        #expect(bitmap.rgba(atX: 75, y: 25) == [0, 0, 0, 0])
        #expect(bitmap.rgba(atX: 75, y: 75) == [0, 0, 255, 255])
    }

    @Test func roundedClipHidesTheCorner() {
        let bitmap = renderList {
            $0.clip(to: .roundedRect(CGRect(x: 0, y: 0, width: 100, height: 100), radius: 30))
            $0.fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 100)), color: .black)
        }
        #expect(alpha(bitmap, 2, 2) == 0 && alpha(bitmap, 50, 50) == 255)
    }

    @Test func evenOddRuleLeavesAHole() {
        var ring = Path.rect(CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        ring.usesEvenOddFillRule = true
        let bitmap = renderList { $0.fill(ring, color: .black) }
        #expect(alpha(bitmap, 10, 10) == 255 && alpha(bitmap, 50, 50) == 0)
    }

    @Test func translationAndScaleMoveTheShape() {
        let bitmap = renderList {
            $0.translateBy(x: 50, y: 10)
            $0.scaleBy(x: 2, y: 3)
            $0.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: .black)
        }
        #expect(alpha(bitmap, 5, 5) == 0)
        #expect(alpha(bitmap, 51, 11) == 255 && alpha(bitmap, 69, 39) == 255)
        #expect(alpha(bitmap, 70, 20) == 0 && alpha(bitmap, 60, 40) == 0)
    }

    @Test func rotationTurnsClockwiseOnScreen() {
        let bitmap = renderList {
            $0.translateBy(x: 50, y: 0)
            $0.rotate(by: .pi / 2)
            $0.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: .black)
        }
        // (x, y) ↦ (50 − y, x): the square lands on x 40…50, y 0…10.
        #expect(alpha(bitmap, 45, 5) == 255 && alpha(bitmap, 55, 5) == 0)
    }

    @Test func singularTransformHidesDrawingOnlyUntilRestore() {
        let bitmap = renderList {
            $0.save()
            $0.scaleBy(x: 0, y: 1)
            $0.fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 100)), color: .black)
            $0.restore()
            $0.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: .red)
        }
        #expect(bitmap.rgba(atX: 50, y: 50) == [0, 0, 0, 0])
        #expect(bitmap.rgba(atX: 5, y: 5) == [255, 0, 0, 255])
    }

    @Test func strokeIsCentredOnTheLineWithButtCaps() {
        var line = Path()
        line.move(to: CGPoint(x: 10, y: 50))
        line.addLine(to: CGPoint(x: 90, y: 50))
        let butt = renderList { $0.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 4)) }
        #expect(alpha(butt, 50, 48) == 255 && alpha(butt, 50, 51) == 255)
        #expect(alpha(butt, 50, 47) == 0 && alpha(butt, 50, 52) == 0)
        #expect(alpha(butt, 8, 50) == 0)
        let square = renderList {
            $0.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 4, lineCap: .square))
        }
        #expect(alpha(square, 8, 50) == 255)
    }

    @Test func dashedStrokeAlternatesOnAndOff() {
        var line = Path()
        line.move(to: CGPoint(x: 10, y: 50))
        line.addLine(to: CGPoint(x: 90, y: 50))
        let bitmap = renderList {
            $0.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 4, dash: [10, 10]))
        }
        #expect(alpha(bitmap, 15, 50) == 255 && alpha(bitmap, 25, 50) == 0 && alpha(bitmap, 35, 50) == 255)
    }

    @Test func invalidDashAndWidthDoNotBreakLaterDrawing() {
        var line = Path()
        line.move(to: CGPoint(x: 10, y: 50))
        line.addLine(to: CGPoint(x: 90, y: 50))
        let bitmap = renderList {
            $0.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 4, dash: [0, -3]))
            $0.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: -2))
            $0.fill(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), color: .red)
        }
        #expect(alpha(bitmap, 25, 50) == 255)  // solid: the bad pattern is ignored
        #expect(bitmap.rgba(atX: 2, y: 2) == [255, 0, 0, 255])
    }

    @Test func transparencyLayerCompositesTheGroupOnce() {
        let left = CGRect(x: 0, y: 0, width: 60, height: 20)
        let right = CGRect(x: 40, y: 0, width: 60, height: 20)
        let grouped = renderList {
            $0.beginTransparencyLayer(alpha: 0.5)
            $0.fill(.rect(left), color: .red)
            $0.fill(.rect(right), color: .red)
            $0.endTransparencyLayer()
        }
        #expect(alpha(grouped, 50, 10) == 128 && alpha(grouped, 10, 10) == 128)
        let separate = renderList {
            $0.fill(.rect(left), color: UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            $0.fill(.rect(right), color: UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        }
        #expect((191...192).contains(alpha(separate, 50, 10)))
    }

    @Test func scopesLeftOpenAreClosedAtTheEnd() {
        let bitmap = renderList {
            $0.beginTransparencyLayer(alpha: 0.5)
            $0.save()
            $0.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: .black)
        }
        #expect(alpha(bitmap, 5, 5) == 128)
    }

    @Test func imageIsScaledIntoTheRect() {
        let bitmap = Bitmap(
            width: 2, height: 2,
            pixels: [
                255, 0, 0, 255, 0, 255, 0, 255,
                0, 0, 255, 255, 255, 255, 255, 255,
            ])
        let canvas = renderList { $0.drawImage(bitmap, in: CGRect(x: 10, y: 10, width: 40, height: 40)) }
        #expect(canvas.rgba(atX: 12, y: 12) == [255, 0, 0, 255])
        #expect(canvas.rgba(atX: 47, y: 12) == [0, 255, 0, 255])
        #expect(canvas.rgba(atX: 12, y: 47) == [0, 0, 255, 255])
        #expect(canvas.rgba(atX: 47, y: 47) == [255, 255, 255, 255])
        #expect(canvas.rgba(atX: 9, y: 30) == [0, 0, 0, 0] && canvas.rgba(atX: 50, y: 30) == [0, 0, 0, 0])
    }

    @Test func imageAtAPointTakesItsSizeInPointsFromItsScale() {
        let image = Bitmap(width: 20, height: 20, scale: 2, fill: .green)
        let canvas = renderList(scale: 2) { $0.drawImage(image, at: CGPoint(x: 5, y: 5)) }
        // 10 × 10 points at (5, 5) is 20 × 20 pixels at (10, 10) on a 2× canvas.
        #expect(canvas.rgba(atX: 10, y: 10) == [0, 255, 0, 255] && canvas.rgba(atX: 29, y: 29) == [0, 255, 0, 255])
        #expect(canvas.rgba(atX: 30, y: 30) == [0, 0, 0, 0] && canvas.rgba(atX: 9, y: 9) == [0, 0, 0, 0])
    }

    /// FreeType fails on glyphs of a million points at 3×; text is drawn at most
    /// `largestPointSize` points, and the throwing render reports any Cairo failure instead.
    @Test(arguments: [1e4, 1e5, 1e6, 1e9])
    func aHugeFontDrawsWithoutACairoError(pointSize: Double) throws {
        var attributes = TextAttributes()
        attributes.font = .systemFont(ofSize: CGFloat(pointSize))
        var list = DisplayList()
        list.drawText(AttributedText("Aa", attributes: attributes), in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bitmap = try Canvas.bitmap(of: list, size: CGSize(width: 100, height: 100), scale: 3)
        #expect(bitmap.width == 300)
    }

    @Test func textDrawsGlyphPixelsInsideItsRect() {
        let bitmap = renderList(width: 200, height: 60) {
            $0.drawText(AttributedText("Hello 你好"), in: CGRect(x: 10, y: 10, width: 180, height: 40))
        }
        var inside = 0
        var outside = 0
        for y in 0..<60 {
            for x in 0..<200 where alpha(bitmap, x, y) > 0 {
                if x >= 10 && x < 190 && y >= 10 && y < 50 { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 50)
        #expect(outside == 0)
    }
}
