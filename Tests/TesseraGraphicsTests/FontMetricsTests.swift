import Foundation
import Testing
import TesseraGraphics

@Suite struct FontMetricsTests {
    let display = UIFont.system(size: 40, weight: .semibold)
    let largeTitle = UIFontMetrics(forTextStyle: .largeTitle)

    @Test func defaultMetricsFollowBody() {
        #expect(UIFontMetrics().textStyle == .body)
        #expect(UIFontMetrics.default == UIFontMetrics(forTextStyle: .body))
    }

    @Test func scaleFactorIsOneAtLargeForEveryStyle() {
        for style in UIFont.TextStyle.allCases {
            #expect(UIFontMetrics(forTextStyle: style).scaleFactor(for: .large) == 1)
        }
    }

    @Test func displayFontRelativeToLargeTitleAtAX5WithoutACapGrowsTo71() {
        // 40 · 60 / 34 = 70.59 → 71
        let scaled = largeTitle.scaledFont(for: display, category: .accessibilityExtraExtraExtraLarge)
        #expect(scaled.size == 71)
    }

    @Test func displayFontRelativeToLargeTitleAtAX5CappedAtOneAndAHalfTimesIs60() {
        let scaled = largeTitle.scaledFont(
            for: display, maximumPointSize: 40 * 1.5, category: .accessibilityExtraExtraExtraLarge)
        #expect(scaled.size == 60)
    }

    @Test func capAboveTheScaledSizeChangesNothing() {
        // 40 · 36 / 34 = 42.35 → 42, under the cap of 60.
        #expect(largeTitle.scaledFont(for: display, maximumPointSize: 60, category: .extraLarge).size == 42)
        #expect(largeTitle.scaledFont(for: display, category: .extraLarge).size == 42)
    }

    @Test func capAppliesEvenAtTheDefaultCategory() {
        #expect(largeTitle.scaledFont(for: display, maximumPointSize: 30, category: .large).size == 30)
    }

    @Test func fractionalCapIsReturnedUnrounded() {
        #expect(largeTitle.scaledFont(for: display, maximumPointSize: 50.5, category: .accessibilityLarge).size == 50.5)
    }

    @Test func smallerCategoriesShrinkAndRound() {
        // 40 · 31 / 34 = 36.47 → 36
        #expect(largeTitle.scaledFont(for: display, category: .extraSmall).size == 36)
        // body: 20 · 14 / 17 = 16.47 → 16
        #expect(UIFontMetrics().scaledFont(for: .system(size: 20), category: .extraSmall).size == 16)
    }

    @Test func exactHalvesRoundAwayFromZero() {
        // body at xL: 8.5 · 19 / 17 = 9.5 → 10
        #expect(UIFontMetrics().scaledFont(for: .system(size: 8.5), category: .extraLarge).size == 10)
    }

    @Test func fractionalSizeIsRoundedEvenAtLarge() {
        #expect(UIFontMetrics().scaledFont(for: .system(size: 15.4), category: .large).size == 15)
    }

    @Test func tinyFontsNeverRoundDownToZero() {
        #expect(UIFontMetrics().scaledFont(for: .system(size: 0.4), category: .extraSmall).size == 1)
    }

    @Test func scaledFontKeepsFamilyWeightAndSlant() {
        let font = UIFont(family: "WenQuanYi Micro Hei", size: 17, weight: .bold, isItalic: true)
        let scaled = UIFontMetrics().scaledFont(for: font, category: .accessibilityMedium)
        #expect(scaled == UIFont(family: "WenQuanYi Micro Hei", size: 28, weight: .bold, isItalic: true))
    }

    @Test func scaledFontUsesTheCategoryOfTheTraits() {
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(largeTitle.scaledFont(for: display, maximumPointSize: 60, compatibleWith: traits).size == 60)
    }

    @Test func scaledValueIsNotRounded() {
        #expect(abs(largeTitle.scaledValue(for: 10, category: .extraSmall) - 310.0 / 34) < 1e-12)
        #expect(UIFontMetrics().scaledValue(for: 17, category: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(UIFontMetrics().scaledValue(for: 8, category: .large) == 8)
        let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let caption2 = UIFontMetrics(forTextStyle: .caption2)
        #expect(abs(caption2.scaledValue(for: 4, compatibleWith: traits) - 68.0 / 11) < 1e-12)
    }

    @Test func metricsForAStyleReproduceThatStylesOwnSizesFromItsDefaultSize() {
        for style in UIFont.TextStyle.allCases {
            let metrics = UIFontMetrics(forTextStyle: style)
            for category in UIContentSizeCategory.allCases {
                let scaled = metrics.scaledFont(for: .system(size: style.defaultPointSize), category: category)
                #expect(scaled.size == style.pointSize(for: category), "\(style) at \(category)")
            }
        }
    }
}
