import Foundation
import TesseraGraphics
import Testing

@Suite struct FontTests {
    static let large = UITraitCollection(preferredContentSizeCategory: .large)

    @Test func systemFontsAreInterAtTheSizeAndWeightAsked() {
        #expect(UIFont.systemFont(ofSize: 15) == UIFont(family: "Inter", size: 15))
        #expect(
            UIFont.systemFont(ofSize: 15, weight: .semibold) == UIFont(family: "Inter", size: 15, weight: .semibold))
        #expect(UIFont.boldSystemFont(ofSize: 12).weight == .bold)
        #expect(UIFont.italicSystemFont(ofSize: 12).isItalic)
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == UIFont.monospacedFamily)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .medium).familyName == "Inter")
        #expect(UIFont.systemFontSize == 14 && UIFont.labelFontSize == 17)
    }

    /// Core Text reads a size of 0 as its default, 12 points; iOS code that passes 0 gets that font.
    @Test func aSizeOfZeroIsTwelvePoints() {
        #expect(UIFont.systemFont(ofSize: 0).pointSize == 12)
        #expect(UIFont.boldSystemFont(ofSize: 0).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: 17).withSize(0).pointSize == 12)
        #expect(UIFont(family: "Inter", size: 0).pointSize == 12)
    }

    @Test func preferredFontAtTheLargeCategoryIsInterAtApplesSize() {
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: Self.large)
        #expect((body.familyName, body.pointSize, body.weight) == ("Inter", 17, .regular))
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: Self.large)
        #expect((headline.pointSize, headline.weight) == (17, .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: Self.large).pointSize == 34)
    }

    @Test func preferredFontFollowsTheCategoryOfTheTraits() {
        func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(
                forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)
            )
            .pointSize
        }
        #expect(size(.body, .extraLarge) == 19)
        #expect(size(.caption2, .extraSmall) == 11)
        #expect(size(.headline, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(size(.title2, .accessibilityMedium) == 34)
    }

    @Test func preferredFontWithoutACategoryUsesTheCurrentTraits() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        UITraitCollection(preferredContentSizeCategory: .extraExtraLarge).performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 21)
            #expect(
                UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
                    .pointSize == 21)
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: Self.large).pointSize == 17)
        }
    }

    @Test func preferredFontsAreUprightInterAndRememberTheirStyle() {
        for style in UIFont.TextStyle.allCases {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(!font.isItalic && font.familyName == UIFont.systemFamily)
            #expect(font != UIFont(family: "Inter", size: font.pointSize, weight: font.weight))  // it carries the style
            #expect(font.withSize(40) == UIFont(descriptor: font.fontDescriptor, size: 40))
        }
    }

    @Test func weightsHaveApplesRawValuesAndOpenTypeNumbers() {
        let named: [(UIFont.Weight, CGFloat, Int)] = [
            (.ultraLight, -0.8, 100), (.thin, -0.6, 200), (.light, -0.4, 300), (.regular, 0, 400), (.medium, 0.23, 500),
            (.semibold, 0.3, 600), (.bold, 0.4, 700), (.heavy, 0.56, 800), (.black, 0.62, 900),
        ]
        for (weight, rawValue, openType) in named {
            #expect(weight.rawValue == rawValue)
            #expect(weight.openTypeWeight == openType)
            #expect(UIFont.Weight(rawValue: rawValue) == weight)
        }
        #expect(UIFont.Weight(0.35).openTypeWeight == 650)
        #expect(UIFont.Weight(-2).openTypeWeight == 100)
        #expect(UIFont.Weight(1).openTypeWeight == 900)
        #expect(UIFont.Weight(.nan).openTypeWeight == 100)
        #expect(UIFont.Weight.semibold > .medium)
    }

    @Test func textStylesHaveUIKitsRawValues() {
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
        #expect(UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption2") == .caption2)
        #expect(Set(UIFont.TextStyle.allCases.map(\.rawValue)).count == 11)
    }

    @Test func withSizeAndWithWeightKeepTheOtherFields() {
        let font = UIFont(family: "Inter", size: 12, weight: .bold, isItalic: true)
        #expect(font.withSize(20) == UIFont(family: "Inter", size: 20, weight: .bold, isItalic: true))
        #expect(font.withWeight(.light) == UIFont(family: "Inter", size: 12, weight: .light, isItalic: true))
    }

    @Test func sizeMustNotBeNegativeOrNaN() async {
        await #expect(processExitsWith: .failure) { _ = UIFont.systemFont(ofSize: -1) }
        await #expect(processExitsWith: .failure) { _ = UIFont.systemFont(ofSize: .nan) }
    }
}

@Suite struct FontNameTests {
    @Test func installedFamiliesAreTesserasFontsWithoutGenericNames() {
        let families = UIFont.familyNames
        #expect(families.contains("Inter"))
        #expect(families.contains(UIFont.iconFamily))
        #expect(families.contains(UIFont.cjkFamily))
        #expect(families.contains(UIFont.monospacedFamily))
        #expect(!families.contains { ["Sans", "Serif", "Monospace", "System-ui"].contains($0) })
        #expect(families == families.sorted())
    }

    @Test func interHasItsNineWeightsUprightAndItalic() {
        let names = UIFont.fontNames(forFamilyName: "inter")
        #expect(names.count == 18)
        #expect(
            names.contains("Inter-Regular") && names.contains("Inter-SemiBoldItalic") && names.contains("Inter-Black"))
        #expect(!names.contains { $0.hasPrefix("InterDisplay") })
        #expect(UIFont.fontNames(forFamilyName: "Helvetica").isEmpty)
    }

    @Test func aPostScriptNameGivesThatFace() throws {
        let font = try #require(UIFont(name: "Inter-SemiBoldItalic", size: 13))
        #expect(font == UIFont(family: "Inter", size: 13, weight: .semibold, isItalic: true))
        #expect(font.fontName == "Inter-SemiBoldItalic")
        #expect(UIFont(name: "inter-bold", size: 13)?.weight == .bold)
    }

    @Test func aFamilyNameGivesItsRegularFace() throws {
        let font = try #require(UIFont(name: "inter", size: 13))
        #expect(font.familyName == "Inter" && font.weight == .regular && !font.isItalic)
        #expect(font.fontName == "Inter-Regular")
        #expect(UIFont(name: UIFont.cjkFamily, size: 13)?.familyName == UIFont.cjkFamily)
    }

    @Test func anUnknownFontIsNil() {
        #expect(UIFont(name: "Helvetica", size: 13) == nil)
        #expect(UIFont(name: "Avenir-Heavy", size: 13) == nil)
        #expect(UIFont(name: "", size: 13) == nil)
    }

    @Test func fontNameIsTheNearestInstalledFace() {
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "Inter-SemiBold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "Inter-Italic")
        #expect(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(0.28)).fontName == "Inter-SemiBold")
        #expect(UIFont(family: "No Such Family", size: 12).fontName == "Inter-Regular")
    }
}

@Suite struct FontLineMetricsTests {
    @Test func metricsDescribeTheLineTheTextEngineLaysOut() {
        for font in [
            UIFont.systemFont(ofSize: 17), .boldSystemFont(ofSize: 30),
            .monospacedSystemFont(ofSize: 13, weight: .regular),
        ] {
            let text = AttributedText("Hg", attributes: TextAttributes(font: font))
            let layout = TextEngine.shared.layout(text, width: nil, style: ParagraphStyle())
            #expect(font.lineHeight == layout.size.height)
            #expect(font.ascender == layout.firstBaseline)
            #expect(font.descender < 0)
            #expect(abs(font.ascender - font.descender + font.leading - font.lineHeight) < 1e-9)
            #expect(0 < font.xHeight && font.xHeight < font.capHeight && font.capHeight < font.ascender)
        }
    }

    @Test func metricsScaleWithTheSize() {
        let small = UIFont.systemFont(ofSize: 10)
        let big = UIFont.systemFont(ofSize: 40)
        #expect(abs(big.capHeight - 4 * small.capHeight) < 0.01)
        #expect(abs(big.lineHeight - 4 * small.lineHeight) < 0.05)
    }

    @Test func interCapAndXHeightsAreItsOwn() {
        // Inter's OS/2 table: units per em 2048 (Inter 3.x) or 2816 (4.x); cap height ≈ 0.727 em,
        // x height ≈ 0.546 em.
        let font = UIFont.systemFont(ofSize: 100)
        #expect((70...75).contains(font.capHeight))
        #expect((52...57).contains(font.xHeight))
    }
}

@Suite struct FontDescriptorTests {
    @Test func symbolicTraitsReadBoldItalicAndMonospace() {
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == .traitBold)
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == .traitItalic)
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontDescriptor.symbolicTraits == [])
        #expect(
            UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits == .traitMonoSpace)
    }

    @Test func withSymbolicTraitsReplacesTheTraits() throws {
        let body = UIFont.preferredFont(
            forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        let boldDescriptor = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: boldDescriptor, size: 0)
        #expect((bold.pointSize, bold.weight, bold.isItalic) == (17, .bold, false))
        let both = try #require(boldDescriptor.withSymbolicTraits(boldDescriptor.symbolicTraits.union(.traitItalic)))
        let boldItalic = UIFont(descriptor: both, size: 20)
        #expect((boldItalic.pointSize, boldItalic.weight, boldItalic.isItalic) == (20, .bold, true))
        let plain = try #require(both.withSymbolicTraits([]))
        #expect(UIFont(descriptor: plain, size: 0) == body)
    }

    @Test func unavailableTraitsAndDesignsGiveNil() {
        let descriptor = UIFont.systemFont(ofSize: 12).fontDescriptor
        #expect(descriptor.withSymbolicTraits(.traitCondensed) == nil)
        #expect(descriptor.withDesign(.rounded) == nil)
        #expect(descriptor.withDesign(.serif) == nil)
        #expect(UIFont(family: UIFont.cjkFamily, size: 12).fontDescriptor.withSymbolicTraits(.traitMonoSpace) == nil)
    }

    @Test func monospacedDesignSwitchesFamily() throws {
        let descriptor = try #require(UIFont.systemFont(ofSize: 12).fontDescriptor.withDesign(.monospaced))
        #expect(UIFont(descriptor: descriptor, size: 0).familyName == UIFont.monospacedFamily)
        #expect(UIFont(descriptor: try #require(descriptor.withDesign(.default)), size: 0).familyName == "Inter")
    }

    @Test func descriptorByNameAndSize() {
        let descriptor = UIFontDescriptor(name: "Inter-Bold", size: 0)
        #expect(descriptor.pointSize == 0)
        #expect(descriptor.postscriptName == "Inter-Bold")
        #expect(UIFont(descriptor: descriptor, size: 0).pointSize == 12)
        #expect(UIFont(descriptor: descriptor.withSize(9), size: 0).pointSize == 9)
        #expect(
            UIFontDescriptor.preferredFontDescriptor(
                withTextStyle: .title1, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)
            ).pointSize == 28)
    }

    @Test func monospacedDigitsHaveEqualWidths() {
        func width(_ text: String, _ font: UIFont) -> CGFloat {
            TextEngine.shared.size(
                of: AttributedText(text, attributes: TextAttributes(font: font)), width: nil, style: ParagraphStyle()
            ).width
        }
        let tabular = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular)
        let proportional = UIFont.systemFont(ofSize: 20)
        #expect(width("1111", tabular) == width("8888", tabular))
        #expect(width("1111", proportional) < width("8888", proportional))
    }
}
