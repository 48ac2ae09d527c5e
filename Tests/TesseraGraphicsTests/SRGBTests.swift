import Foundation
import TesseraGraphics
import Testing

@Suite struct SRGBTests {
    @Test func linearKeepsTheEnds() {
        #expect(SRGB.linear(0) == 0)
        #expect(abs(SRGB.linear(1) - 1) < 1e-12)
    }

    /// Below 0.04045 the curve is the straight segment `c / 12.92`; above it the 2.4 power.
    @Test func linearUsesTheStraightSegmentBelowTheThreshold() {
        #expect(SRGB.linear(0.04) == 0.04 / 12.92)
        #expect(abs(SRGB.linear(0.5) - 0.214_041_140_5) < 1e-9)
    }

    /// The two pieces meet at the threshold, so the curve has no visible step.
    @Test func linearIsContinuousAtTheThreshold() {
        let below = SRGB.linear(0.04045)
        let above = SRGB.linear(0.040_450_001)
        #expect(abs(above - below) < 1e-8)
    }

    @Test func luminanceWeighsGreenMostAndSumsToOneForWhite() {
        #expect(abs(SRGB.luminance(red: 1, green: 1, blue: 1) - 1) < 1e-12)
        #expect(SRGB.luminance(red: 0, green: 1, blue: 0) == 0.7152)
        #expect(SRGB.luminance(red: 1, green: 0, blue: 0) == 0.2126)
        #expect(SRGB.luminance(red: 0, green: 0, blue: 1) == 0.0722)
    }
}
