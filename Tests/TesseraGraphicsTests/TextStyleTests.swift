import Foundation
import TesseraGraphics
import Testing

@Suite struct TextStyleTests {
    /// Apple's Dynamic Type sizes, transposed from the reference table: row i is `categories[i]`,
    /// column j is `styles[j]`.
    static let styles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
        .caption1, .caption2,
    ]
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    static let sizes: [[CGFloat]] = [
        // LT  T1  T2  T3  Hd  Bd  Co  Sh  Fn  C1  C2
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xS
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // S
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // M
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // L
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xL
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxL
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxL
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // AX1
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // AX2
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // AX3
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // AX4
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 41],  // AX5
    ]

    @Test func everyCellOfTheDynamicTypeTableMatchesApplesSizes() {
        var checked = 0
        #expect(Self.sizes.count == 12 && Self.sizes.allSatisfy { $0.count == 11 })
        for (category, row) in zip(Self.categories, Self.sizes) {
            for (style, expected) in zip(Self.styles, row) {
                #expect(style.pointSize(for: category) == expected, "\(style) at \(category)")
                checked += 1
            }
        }
        #expect(checked == 132)
        #expect(Set(Self.categories) == Set(UIContentSizeCategory.allCases))
        #expect(Set(Self.styles) == Set(UIFont.TextStyle.allCases))
    }

    @Test func sizesNeverShrinkAsTheCategoryGrows() {
        for style in UIFont.TextStyle.allCases {
            let sizes = UIContentSizeCategory.allCases.map(style.pointSize(for:))
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }

    @Test func defaultPointSizeIsTheLargeCategory() {
        #expect(UIFont.TextStyle.body.defaultPointSize == 17)
        #expect(UIFont.TextStyle.largeTitle.defaultPointSize == 34)
        #expect(UIFont.TextStyle.caption2.defaultPointSize == 11)
    }

    @Test func onlyHeadlineIsSemibold() {
        #expect(UIFont.TextStyle.headline.weight == .semibold)
        for style in UIFont.TextStyle.allCases where style != .headline {
            #expect(style.weight == .regular, "\(style)")
        }
    }
}
