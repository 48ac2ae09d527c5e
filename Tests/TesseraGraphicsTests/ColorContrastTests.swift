import Foundation
import TesseraGraphics
import Testing

@Suite struct ColorContrastTests {
    @Test func blackAndWhiteHaveTheExtremeLuminances() {
        #expect(UIColor.black.relativeLuminance == 0)
        #expect(abs(UIColor.white.relativeLuminance - 1) < 1e-12)
    }

    @Test func primariesWeighByTheRec709Coefficients() {
        #expect(abs(UIColor.red.relativeLuminance - 0.2126) < 1e-12)
        #expect(abs(UIColor.green.relativeLuminance - 0.7152) < 1e-12)
        #expect(abs(UIColor.blue.relativeLuminance - 0.0722) < 1e-12)
    }

    @Test func midGreyLinearisesWithTheSRGBCurve() {
        // ((119/255 + 0.055) / 1.055)^2.4 = 0.184475
        #expect(abs(UIColor(rgb: 0x777777).relativeLuminance - 0.184475) < 1e-6)
    }

    @Test func darkChannelsBelowTheThresholdAreLinearNotPowered() {
        // 10/255 = 0.0392 ≤ 0.04045, so it is divided by 12.92.
        #expect(abs(UIColor(rgb: 0x0A0A0A).relativeLuminance - (10.0 / 255) / 12.92) < 1e-12)
        // 11/255 = 0.0431 > 0.04045, so it goes through the power curve.
        let powered = pow((11.0 / 255 + 0.055) / 1.055, 2.4)
        #expect(abs(UIColor(rgb: 0x0B0B0B).relativeLuminance - powered) < 1e-12)
    }

    @Test func blackOnWhiteIs21() {
        #expect(abs(UIColor.black.contrastRatio(with: .white) - 21) < 0.01)
    }

    @Test func grey777777OnWhiteFallsJustShortOfAA() {
        let ratio = UIColor(rgb: 0x777777).contrastRatio(with: .white)
        #expect(abs(ratio - 4.48) < 0.01)
        #expect(ratio < 4.5)
    }

    @Test func contrastIsSymmetricAndOneForEqualColours() {
        let blue = UIColor(rgb: 0x007AFF)
        #expect(blue.contrastRatio(with: .white) == UIColor.white.contrastRatio(with: blue))
        #expect(blue.contrastRatio(with: blue) == 1)
        #expect(abs(blue.contrastRatio(with: .white) - 4.02) < 0.01)
    }

    @Test func pureRedOnWhiteIsAboutFour() {
        #expect(abs(UIColor.red.contrastRatio(with: .white) - 4.00) < 0.01)
    }

    @Test func alphaIsIgnoredUntilTheColourIsComposited() {
        let translucent = UIColor.black.withAlphaComponent(0.1)
        #expect(abs(translucent.contrastRatio(with: .white) - 21) < 0.01)
        #expect(translucent.composited(over: .white).contrastRatio(with: .white) < 1.3)
    }

    @Test func dynamicColoursAreMeasuredInTheAppearanceAsked() {
        #expect(abs(UIColor.label.contrastRatio(with: .systemBackground, for: .light) - 21) < 0.01)
        #expect(abs(UIColor.label.contrastRatio(with: .systemBackground, for: .dark) - 21) < 0.01)
        // Without an appearance, the light variants are compared.
        #expect(abs(UIColor.label.contrastRatio(with: .systemBackground) - 21) < 0.01)
        #expect(UIColor.label.contrastRatio(with: .white, for: .dark) == 1)
    }

    @Test func secondaryLabelCompositedOnItsBackgroundMissesAAInLightButPassesInDark() {
        let composite = UIColor.secondaryLabel.composited(over: .systemBackground)
        let light = composite.contrastRatio(with: .systemBackground, for: .light)
        let dark = composite.contrastRatio(with: .systemBackground, for: .dark)
        #expect(abs(light - 3.44) < 0.01)
        #expect(abs(dark - 6.36) < 0.01)
    }
}
