import TesseraGraphics
import Testing

@Suite struct ColorBlendingTests {
    @Test func tintHalfOfPureRedIsPink() {
        #expect(UIColor.red.tint(0.5) == UIColor(red: 1, green: 0.5, blue: 0.5))
    }

    @Test func toneHalfOfPureRedMovesHalfwayToMidGrey() {
        #expect(UIColor.red.tone(0.5) == UIColor(red: 0.75, green: 0.25, blue: 0.25))
    }

    @Test func shadeQuarterOfPureRedDarkensIt() {
        #expect(UIColor.red.shade(0.25) == UIColor(red: 0.75, green: 0, blue: 0))
    }

    @Test func blendHalfOfBlueTowardRedIsPurple() {
        #expect(UIColor.blue.blend(toward: .red, amount: 0.5) == UIColor(red: 0.5, green: 0, blue: 0.5))
    }

    @Test func blendFollowsTheLinearFormulaPerChannel() {
        let base = UIColor(red: 0.25, green: 0.5, blue: 1)
        let target = UIColor(red: 0.75, green: 0, blue: 0.5)
        // c + (t − c)·0.25: 0.25 + 0.5·0.25, 0.5 − 0.5·0.25, 1 − 0.5·0.25
        #expect(base.blend(toward: target, amount: 0.25) == UIColor(red: 0.375, green: 0.375, blue: 0.875))
    }

    @Test func amountZeroKeepsTheColourAndOneReachesTheTarget() {
        let base = UIColor(red: 0.25, green: 0.5, blue: 0.75)
        #expect(base.tint(0) == base)
        #expect(base.tint(1) == .white)
        #expect(base.shade(1) == .black)
        #expect(base.tone(1) == .gray)
    }

    @Test func amountOutsideZeroToOneIsClampedAndNaNCountsAsZero() {
        let base = UIColor(red: 0.25, green: 0.5, blue: 0.75)
        #expect(base.tint(2) == .white)
        #expect(base.shade(-1) == base)
        #expect(base.tone(.nan) == base)
        #expect(base.blend(toward: .black, amount: .infinity) == .black)
    }

    @Test func blendingKeepsTheReceiversAlpha() {
        let translucent = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5)
        #expect(translucent.shade(0.5) == UIColor(red: 0.1, green: 0.2, blue: 0.4, alpha: 0.5))
        #expect(UIColor.red.blend(toward: .clear, amount: 1) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test func withAlphaReplacesOpacityAndClamps() {
        #expect(UIColor.red.withAlphaComponent(0.25) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))
        #expect(UIColor.red.withAlphaComponent(3).alpha == 1)
        #expect(UIColor.red.withAlphaComponent(-3).alpha == 0)
        #expect(UIColor.red.withAlphaComponent(.nan).alpha == 0)
    }

    @Test func acheronsTransparentPinkExample() {
        #expect(UIColor.red.tint(0.5).withAlphaComponent(0.5) == UIColor(red: 1, green: 0.5, blue: 0.5, alpha: 0.5))
    }

    @Test func tintToneAndShadeTransformBothVariantsOfADynamicColour() {
        let dynamic = UIColor(light: .red, dark: .blue)
        let tinted = dynamic.tint(0.5)
        #expect(tinted.isDynamic)
        #expect(
            tinted.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == UIColor(red: 1, green: 0.5, blue: 0.5))
        #expect(
            tinted.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(red: 0.5, green: 0.5, blue: 1))

        let toned = dynamic.tone(0.5)
        #expect(
            toned.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == UIColor(red: 0.75, green: 0.25, blue: 0.25))
        #expect(
            toned.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(red: 0.25, green: 0.25, blue: 0.75))

        let shaded = dynamic.shade(0.5)
        #expect(
            shaded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == UIColor(red: 0.5, green: 0, blue: 0))
        #expect(
            shaded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(red: 0, green: 0, blue: 0.5))
    }

    @Test func withAlphaAppliesToBothVariants() {
        let faded = UIColor(light: .red, dark: .blue).withAlphaComponent(0.5)
        #expect(
            faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(
            faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
    }

    @Test func blendingAFixedColourTowardADynamicTargetGivesADynamicColour() {
        let blended = UIColor.black.blend(toward: UIColor(light: .red, dark: .green), amount: 0.5)
        #expect(blended.isDynamic)
        #expect(
            blended.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == UIColor(red: 0.5, green: 0, blue: 0))
        #expect(
            blended.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(red: 0, green: 0.5, blue: 0))
    }

    @Test func blendingTwoDynamicColoursPairsLightWithLightAndDarkWithDark() {
        let base = UIColor(light: .white, dark: .black)
        let target = UIColor(light: .blue, dark: .red)
        let blended = base.blend(toward: target, amount: 0.5)
        #expect(
            blended.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == UIColor(red: 0.5, green: 0.5, blue: 1))
        #expect(
            blended.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(red: 0.5, green: 0, blue: 0))
    }

    @Test func blendingADynamicColourUntilBothVariantsMeetGivesAFixedColour() {
        let merged = UIColor(light: .red, dark: .blue).shade(1)
        #expect(!merged.isDynamic)
        #expect(merged == .black)
    }

    @Test func compositingHalfBlackOverWhiteIsOpaqueMidGrey() {
        #expect(UIColor.black.withAlphaComponent(0.5).composited(over: .white) == UIColor(white: 0.5))
    }

    @Test func compositingOverAClearBackgroundKeepsTheColour() {
        let translucent = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        #expect(translucent.composited(over: .clear) == translucent)
        #expect(UIColor.clear.composited(over: .clear) == .clear)
    }

    @Test func compositingTwoTranslucentColoursAddsCoverage() {
        // alpha = 0.5 + 0.5·(1 − 0.5) = 0.75; red = (1·0.5 + 0·0.25) / 0.75 = 2/3
        let result = UIColor.red.withAlphaComponent(0.5).composited(over: UIColor.blue.withAlphaComponent(0.5))
        #expect(result.alpha == 0.75)
        #expect(abs(result.red - 2.0 / 3) < 1e-12)
        #expect(abs(result.blue - 1.0 / 3) < 1e-12)
    }

    @Test func compositingADynamicColourOverADynamicBackgroundIsPerAppearance() {
        let composite = UIColor.secondaryLabel.composited(over: .systemBackground)
        #expect(composite.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).hexString == "#8A8A8E")
        #expect(composite.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).hexString == "#8D8D93")
    }
}
