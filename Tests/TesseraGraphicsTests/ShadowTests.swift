import Foundation
import Testing

@testable import TesseraGraphics

@Suite struct ShadowTests {
    let square = Path.rect(CGRect(x: 30, y: 30, width: 40, height: 40))

    @Test(arguments: [1, 2, 4, 7.5, 12, 30])
    func boxBlurVarianceMatchesTheGaussian(sigma: Double) {
        let blur = BoxBlur(standardDeviation: CGFloat(sigma))
        #expect(blur.radii.count == 3)
        // Widths are limited to odd numbers, so small σ is approximated less closely.
        #expect(abs(blur.effectiveStandardDeviation - CGFloat(sigma)) <= max(0.1 * CGFloat(sigma), 0.2))
    }

    @Test func blurBelowHalfAPixelIsClosestToNoBlur() {
        // The narrowest real box (width 3) has σ ≈ 0.82; for σ = 0.5 no blur is the closer variance.
        #expect(BoxBlur(standardDeviation: 0.5).extent == 0)
        #expect(BoxBlur(standardDeviation: 0.7).radii == [1, 0, 0] || BoxBlur(standardDeviation: 0.7).extent == 1)
    }

    @Test func zeroStandardDeviationDoesNotBlur() {
        #expect(BoxBlur(standardDeviation: 0).radii == [0, 0, 0])
        #expect(BoxBlur(standardDeviation: -3).extent == 0)
        #expect(BoxBlur(standardDeviation: .nan).extent == 0)
    }

    @Test(arguments: [1e7, 1e10, 1e20, 1e300, .infinity, .greatestFiniteMagnitude])
    func aHugeBlurIsTheWidestOneMade(sigma: Double) {
        let widest = BoxBlur(standardDeviation: BoxBlur.largestStandardDeviation)
        #expect(BoxBlur(standardDeviation: CGFloat(sigma)) == widest)
        #expect(abs(widest.effectiveStandardDeviation - BoxBlur.largestStandardDeviation) < 1)
    }

    @Test func blurSpreadsAnImpulseSymmetricallyAndKeepsItsMass() {
        var plane = [UInt8](repeating: 0, count: 41 * 41)
        plane[20 * 41 + 20] = 255
        plane.withUnsafeMutableBufferPointer { buffer in
            BoxBlur(standardDeviation: 1).apply(to: buffer.baseAddress!, width: 41, height: 41, stride: 41)
        }
        #expect(plane[20 * 41 + 19] == plane[20 * 41 + 21] && plane[19 * 41 + 20] == plane[21 * 41 + 20])
        #expect(plane[20 * 41 + 20] > plane[20 * 41 + 22])
        #expect(plane[0] == 0)
        let mass = plane.reduce(0) { $0 + Int($1) }
        #expect(abs(mass - 255) < 40)  // integer rounding in each pass
    }

    @Test func shadowFallsOffSmoothlyAcrossTheEdge() {
        let blurRadius: CGFloat = 8
        let bitmap = renderList { $0.drawShadow(of: square, shadow: Shadow(color: .black, blurRadius: blurRadius)) }
        let row = (0..<100).map { alpha(bitmap, $0, 50) }
        #expect(row[50] >= 250)  // deep inside: fully dark
        #expect((100...155).contains(row[30]))  // on the edge: about half
        #expect(row[40] > row[30] && row[30] > row[25] && row[25] > row[20])
        #expect(row[30 - Int(blurRadius * 1.5) - 2] == 0)  // beyond the blur: clear
        #expect(row[5] == 0 && row[95] == 0)
        // Monotonic from the centre outward on both sides.
        #expect(zip(row[10...50], row[11...51]).allSatisfy { $0 <= $1 })
        #expect(zip(row[50...90], row[51...91]).allSatisfy { $0 >= $1 })
    }

    @Test func hardShadowIsTheOffsetSilhouetteOnly() {
        let shadow = Shadow(
            color: UIColor(red: 0, green: 0, blue: 1, alpha: 1), offset: CGSize(width: 20, height: 0), blurRadius: 0)
        let bitmap = renderList { $0.drawShadow(of: square, shadow: shadow) }
        #expect(bitmap.rgba(atX: 85, y: 50) == [0, 0, 255, 255])
        #expect(bitmap.rgba(atX: 40, y: 50) == [0, 0, 0, 0])  // the shape itself is not drawn
        #expect(bitmap.rgba(atX: 50, y: 50) == [0, 0, 255, 255])
    }

    @Test func shadowColourAlphaScalesTheShadow() {
        let bitmap = renderList {
            $0.drawShadow(of: square, shadow: Shadow(color: UIColor(white: 0, alpha: 0.5), blurRadius: 4))
        }
        #expect(bitmap.rgba(atX: 50, y: 50) == [0, 0, 0, 128])
    }

    @Test func shadowFollowsTranslationAndScale() {
        let shadow = Shadow(color: .black, offset: CGSize(width: 0, height: 5), blurRadius: 6)
        let plain = renderList { $0.drawShadow(of: square, shadow: shadow) }
        let moved = renderList(width: 200, height: 200) {
            $0.translateBy(x: 100, y: 100)
            $0.scaleBy(x: 0.5, y: 0.5)
            $0.drawShadow(of: square, shadow: shadow)
        }
        // The moved shadow is the plain one at half size, 100 points in: offset and blur scale too.
        for (x, y) in [(50, 55), (50, 32), (30, 55), (22, 55), (50, 80)] {
            #expect(abs(alpha(plain, x, y) - alpha(moved, 100 + x / 2, 100 + y / 2)) <= 40, "at (\(x), \(y))")
        }
        let twice = renderList(scale: 2) { $0.drawShadow(of: square, shadow: shadow) }
        for (x, y) in [(50, 55), (30, 55), (24, 55), (50, 79)] {
            #expect(abs(alpha(plain, x, y) - alpha(twice, 2 * x + 1, 2 * y + 1)) <= 12, "at (\(x), \(y))")
        }
    }

    @Test func shadowIsClippedButBlurFromOutsideTheClipStillReachesIn() {
        let bitmap = renderList {
            $0.clip(to: CGRect(x: 0, y: 0, width: 25, height: 100))
            $0.drawShadow(of: square, shadow: Shadow(color: .black, blurRadius: 8))
        }
        #expect(alpha(bitmap, 24, 50) > 0)  // the blur of a shape outside the clip
        #expect(alpha(bitmap, 50, 50) == 0)  // clipped away
    }

    @Test func dynamicShadowColourResolvesAgainstTheAppearance() {
        let color = UIColor(light: .black, dark: .white)
        let dark = renderList(appearance: .dark) {
            $0.drawShadow(of: square, shadow: Shadow(color: color, blurRadius: 2))
        }
        #expect(dark.rgba(atX: 50, y: 50) == [255, 255, 255, 255])
    }

    @Test func clearShadowOrEmptyPathDrawsNothing() {
        let bitmap = renderList {
            $0.drawShadow(of: square, shadow: Shadow(color: .clear, blurRadius: 4))
            $0.drawShadow(of: Path(), shadow: Shadow(color: .black, blurRadius: 4))
        }
        #expect(bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func shadowInsideATransparencyLayerUsesTheSameDeviceSpace() {
        let bitmap = renderList {
            $0.beginTransparencyLayer(alpha: 1)
            $0.translateBy(x: 10, y: 0)
            $0.drawShadow(of: square, shadow: Shadow(color: .black, blurRadius: 0))
            $0.endTransparencyLayer()
        }
        #expect(alpha(bitmap, 42, 50) == 255 && alpha(bitmap, 35, 50) == 0 && alpha(bitmap, 78, 50) == 255)
    }
}
