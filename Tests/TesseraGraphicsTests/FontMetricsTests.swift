import Foundation
import TesseraGraphics
import Testing

@Suite struct FontMetricsTests {
    let display = UIFont.systemFont(ofSize: 40, weight: .semibold)
    let largeTitle = UIFontMetrics(forTextStyle: .largeTitle)

    @Test func defaultMetricsFollowBody() {
        #expect(UIFontMetrics.default.textStyle == .body)
        #expect(UIFontMetrics.default == UIFontMetrics(forTextStyle: .body))
        #expect(UIFontMetrics.default.scaleFactor(for: .unspecified) == 1)
    }

    @Test func scaleFactorIsOneAtLargeForEveryStyle() {
        for style in UIFont.TextStyle.allCases {
            #expect(UIFontMetrics(forTextStyle: style).scaleFactor(for: .large) == 1)
        }
    }

    @Test func displayFontRelativeToLargeTitleAtAX5WithoutACapGrowsTo71() {
        // 40 · 60 / 34 = 70.59 → 71
        let scaled = largeTitle.scaledFont(
            for: display,
            compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(scaled.pointSize == 71)
    }

    @Test func displayFontRelativeToLargeTitleAtAX5CappedAtOneAndAHalfTimesIs60() {
        let scaled = largeTitle.scaledFont(
            for: display, maximumPointSize: 40 * 1.5,
            compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(scaled.pointSize == 60)
    }

    @Test func capAboveTheScaledSizeChangesNothing() {
        // 40 · 36 / 34 = 42.35 → 42, under the cap of 60.
        #expect(
            largeTitle.scaledFont(
                for: display, maximumPointSize: 60,
                compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge)
            ).pointSize == 42)
        #expect(
            largeTitle.scaledFont(
                for: display, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge)
            ).pointSize == 42)
    }

    @Test func capAppliesEvenAtTheDefaultCategory() {
        #expect(
            largeTitle.scaledFont(
                for: display, maximumPointSize: 30,
                compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)
            ).pointSize == 30)
    }

    @Test func fractionalCapIsReturnedUnrounded() {
        #expect(
            largeTitle.scaledFont(
                for: display, maximumPointSize: 50.5,
                compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
            ).pointSize == 50.5)
    }

    @Test func smallerCategoriesShrinkAndRound() {
        // 40 · 31 / 34 = 36.47 → 36
        #expect(
            largeTitle.scaledFont(
                for: display, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)
            ).pointSize == 36)
        // body: 20 · 14 / 17 = 16.47 → 16
        #expect(
            UIFontMetrics.default.scaledFont(
                for: .systemFont(ofSize: 20),
                compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)
            ).pointSize == 16)
    }

    @Test func exactHalvesRoundAwayFromZero() {
        // body at xL: 8.5 · 19 / 17 = 9.5 → 10
        #expect(
            UIFontMetrics.default.scaledFont(
                for: .systemFont(ofSize: 8.5),
                compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge)
            ).pointSize == 10)
    }

    @Test func fractionalSizeIsRoundedEvenAtLarge() {
        #expect(
            UIFontMetrics.default.scaledFont(
                for: .systemFont(ofSize: 15.4), compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)
            ).pointSize == 15)
    }

    @Test func tinyFontsNeverRoundDownToZero() {
        #expect(
            UIFontMetrics.default.scaledFont(
                for: .systemFont(ofSize: 0.4),
                compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)
            ).pointSize == 1)
    }

    @Test func scaledFontKeepsFamilyWeightAndSlant() {
        let font = UIFont(family: "WenQuanYi Micro Hei", size: 17, weight: .bold, isItalic: true)
        let scaled = UIFontMetrics.default.scaledFont(
            for: font, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))
        let expected = UIFont(family: "WenQuanYi Micro Hei", size: 28, weight: .bold, isItalic: true)
        #expect(scaled.fontDescriptor == expected.fontDescriptor)
        #expect(scaled != expected)  // it remembers its scaling, as a preferred font its style
    }

    @Test func scaledFontUsesTheCategoryOfTheTraits() {
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(largeTitle.scaledFont(for: display, maximumPointSize: 60, compatibleWith: traits).pointSize == 60)
    }

    @Test func scaledValueIsNotRounded() {
        #expect(
            abs(
                largeTitle.scaledValue(
                    for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)) - 310.0 / 34)
                < 1e-12)
        #expect(
            UIFontMetrics.default.scaledValue(
                for: 17,
                compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
                == 53)
        #expect(
            UIFontMetrics.default.scaledValue(
                for: 8, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 8)
        let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let caption2 = UIFontMetrics(forTextStyle: .caption2)
        #expect(abs(caption2.scaledValue(for: 4, compatibleWith: traits) - 68.0 / 11) < 1e-12)
    }

    @Test func metricsForAStyleReproduceThatStylesOwnSizesFromItsDefaultSize() {
        for style in UIFont.TextStyle.allCases {
            let metrics = UIFontMetrics(forTextStyle: style)
            for category in UIContentSizeCategory.allCases {
                let scaled = metrics.scaledFont(
                    for: .systemFont(ofSize: style.defaultPointSize),
                    compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
                #expect(scaled.pointSize == style.pointSize(for: category), "\(style) at \(category)")
            }
        }
    }

    @Test func withoutTraitsTheCurrentCategoryScales() {
        #expect(largeTitle.scaledFont(for: display).pointSize == 40)
        UITraitCollection(preferredContentSizeCategory: .extraLarge).performAsCurrent {
            #expect(largeTitle.scaledFont(for: display).pointSize == 42)
            #expect(largeTitle.scaledFont(for: display, maximumPointSize: 41).pointSize == 41)
            #expect(
                largeTitle.scaledFont(for: display, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
                    .pointSize == 42)
            #expect(abs(UIFontMetrics.default.scaledValue(for: 17) - 19) < 1e-12)
        }
    }

    @Test func aMaximumOfZeroMeansNoMaximum() {
        let largest = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(largeTitle.scaledFont(for: display, maximumPointSize: 0, compatibleWith: largest).pointSize == 71)
    }
}
