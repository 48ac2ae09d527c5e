import Foundation
import Testing
import TesseraGraphics

@Suite struct FontTests {
    @Test func preferredFontAtTheDefaultCategoryIsInterAtTheLargeSize() {
        #expect(Font.preferred(.body) == Font(family: "Inter", size: 17))
        #expect(Font.preferred(.headline) == Font(family: "Inter", size: 17, weight: .semibold))
        #expect(Font.preferred(.largeTitle).size == 34)
    }

    @Test func preferredFontFollowsTheCategory() {
        #expect(Font.preferred(.body, category: .extraLarge) == .system(size: 19))
        #expect(Font.preferred(.caption2, category: .extraSmall).size == 11)
        let headline = Font.preferred(.headline, category: .accessibilityExtraExtraExtraLarge)
        #expect(headline == .system(size: 53, weight: .semibold))
    }

    @Test func preferredFontUsesTheCategoryOfTheTraits() {
        let traits = TraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(Font.preferred(.title2, compatibleWith: traits).size == 34)
    }

    @Test func preferredFontsAreUpright() {
        for style in TextStyle.allCases {
            #expect(!Font.preferred(style).isItalic)
            #expect(Font.preferred(style).family == Font.systemFamily)
        }
    }

    @Test func weightIsClampedToTheOpenTypeRange() {
        #expect(Font.Weight(50).value == 100)
        #expect(Font.Weight(1000).value == 900)
        #expect(Font.Weight.semibold > .medium)
    }

    @Test func withSizeAndWithWeightKeepTheOtherFields() {
        let font = Font(family: "Inter", size: 12, weight: .bold, isItalic: true)
        #expect(font.withSize(20) == Font(family: "Inter", size: 20, weight: .bold, isItalic: true))
        #expect(font.withWeight(.light) == Font(family: "Inter", size: 12, weight: .light, isItalic: true))
    }
}
