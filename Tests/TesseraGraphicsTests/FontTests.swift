import Foundation
import Testing
import TesseraGraphics

@Suite struct FontTests {
    @Test func preferredFontAtTheDefaultCategoryIsInterAtTheLargeSize() {
        #expect(UIFont.preferred(.body) == UIFont(family: "Inter", size: 17))
        #expect(UIFont.preferred(.headline) == UIFont(family: "Inter", size: 17, weight: .semibold))
        #expect(UIFont.preferred(.largeTitle).size == 34)
    }

    @Test func preferredFontFollowsTheCategory() {
        #expect(UIFont.preferred(.body, category: .extraLarge) == .system(size: 19))
        #expect(UIFont.preferred(.caption2, category: .extraSmall).size == 11)
        let headline = UIFont.preferred(.headline, category: .accessibilityExtraExtraExtraLarge)
        #expect(headline == .system(size: 53, weight: .semibold))
    }

    @Test func preferredFontUsesTheCategoryOfTheTraits() {
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(UIFont.preferred(.title2, compatibleWith: traits).size == 34)
    }

    @Test func preferredFontsAreUpright() {
        for style in UIFont.TextStyle.allCases {
            #expect(!UIFont.preferred(style).isItalic)
            #expect(UIFont.preferred(style).family == UIFont.systemFamily)
        }
    }

    @Test func weightIsClampedToTheOpenTypeRange() {
        #expect(UIFont.Weight(50).value == 100)
        #expect(UIFont.Weight(1000).value == 900)
        #expect(UIFont.Weight.semibold > .medium)
    }

    @Test func withSizeAndWithWeightKeepTheOtherFields() {
        let font = UIFont(family: "Inter", size: 12, weight: .bold, isItalic: true)
        #expect(font.withSize(20) == UIFont(family: "Inter", size: 20, weight: .bold, isItalic: true))
        #expect(font.withWeight(.light) == UIFont(family: "Inter", size: 12, weight: .light, isItalic: true))
    }
}
