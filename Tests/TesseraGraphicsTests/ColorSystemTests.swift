import TesseraGraphics
import Testing

@Suite struct ColorSystemTests {
    /// Apple's published light and dark values, as 8-bit hex (alpha appended when not opaque).
    static let expected: [(name: String, color: UIColor, light: String, dark: String)] = [
        ("label", .label, "#000000", "#FFFFFF"),
        ("secondaryLabel", .secondaryLabel, "#3C3C4399", "#EBEBF599"),
        ("tertiaryLabel", .tertiaryLabel, "#3C3C434D", "#EBEBF54D"),
        ("quaternaryLabel", .quaternaryLabel, "#3C3C432E", "#EBEBF529"),
        ("placeholderText", .placeholderText, "#3C3C434D", "#EBEBF54D"),
        ("link", .link, "#007AFF", "#0984FF"),
        ("systemFill", .systemFill, "#78788033", "#7878805C"),
        ("secondarySystemFill", .secondarySystemFill, "#78788029", "#78788052"),
        ("tertiarySystemFill", .tertiarySystemFill, "#7676801F", "#7676803D"),
        ("quaternarySystemFill", .quaternarySystemFill, "#74748014", "#7676802E"),
        ("systemBackground", .systemBackground, "#FFFFFF", "#000000"),
        ("secondarySystemBackground", .secondarySystemBackground, "#F2F2F7", "#1C1C1E"),
        ("tertiarySystemBackground", .tertiarySystemBackground, "#FFFFFF", "#2C2C2E"),
        ("systemGroupedBackground", .systemGroupedBackground, "#F2F2F7", "#000000"),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, "#FFFFFF", "#1C1C1E"),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, "#F2F2F7", "#2C2C2E"),
        ("separator", .separator, "#3C3C434A", "#54545899"),
        ("opaqueSeparator", .opaqueSeparator, "#C6C6C8", "#38383A"),
        ("systemRed", .systemRed, "#FF3B30", "#FF453A"),
        ("systemOrange", .systemOrange, "#FF9500", "#FF9F0A"),
        ("systemYellow", .systemYellow, "#FFCC00", "#FFD60A"),
        ("systemGreen", .systemGreen, "#34C759", "#30D158"),
        ("systemMint", .systemMint, "#00C7BE", "#63E6E2"),
        ("systemTeal", .systemTeal, "#30B0C7", "#40C8E0"),
        ("systemCyan", .systemCyan, "#32ADE6", "#64D2FF"),
        ("systemBlue", .systemBlue, "#007AFF", "#0A84FF"),
        ("systemIndigo", .systemIndigo, "#5856D6", "#5E5CE6"),
        ("systemPurple", .systemPurple, "#AF52DE", "#BF5AF2"),
        ("systemPink", .systemPink, "#FF2D55", "#FF375F"),
        ("systemBrown", .systemBrown, "#A2845E", "#AC8E68"),
        ("tintColor", .tintColor, "#007AFF", "#0A84FF"),
        ("systemGray", .systemGray, "#8E8E93", "#8E8E93"),
        ("systemGray2", .systemGray2, "#AEAEB2", "#636366"),
        ("systemGray3", .systemGray3, "#C7C7CC", "#48484A"),
        ("systemGray4", .systemGray4, "#D1D1D6", "#3A3A3C"),
        ("systemGray5", .systemGray5, "#E5E5EA", "#2C2C2E"),
        ("systemGray6", .systemGray6, "#F2F2F7", "#1C1C1E"),
    ]

    @Test func everySystemColourResolvesToApplesValuesInBothAppearances() {
        for entry in Self.expected {
            #expect(
                entry.color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).hexString == entry.light,
                "\(entry.name) light")
            #expect(
                entry.color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).hexString == entry.dark,
                "\(entry.name) dark")
            #expect(
                entry.color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .unspecified)).hexString
                    == entry.light, "\(entry.name) unspecified")
        }
        #expect(Self.expected.count == 37)
    }

    @Test func systemColoursAreDynamicExceptGrayWhichIsTheSameInBoth() {
        for entry in Self.expected where entry.name != "systemGray" {
            #expect(entry.color.isDynamic, "\(entry.name)")
        }
        #expect(!UIColor.systemGray.isDynamic)
    }

    @Test func labelsAreExactlyBlackAndWhite() {
        #expect(UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(UIColor.secondaryLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).alpha == 0.6)
        #expect(UIColor.tertiaryLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).alpha == 0.3)
    }

    @Test func resolvingWithTraitsFollowsTheirInterfaceStyle() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.systemBlue.resolvedColor(with: dark) == UIColor(rgb: 0x0A84FF))
        #expect(UIColor.systemBlue.resolvedColor(with: .default) == UIColor(rgb: 0x007AFF))
    }

    @Test func fixedColoursHaveUIKitsComponents() {
        let expected: [(UIColor, String)] = [
            (.black, "#000000"), (.darkGray, "#555555"), (.gray, "#808080"), (.lightGray, "#AAAAAA"),
            (.white, "#FFFFFF"), (.red, "#FF0000"), (.green, "#00FF00"), (.blue, "#0000FF"), (.cyan, "#00FFFF"),
            (.yellow, "#FFFF00"), (.magenta, "#FF00FF"), (.orange, "#FF8000"), (.purple, "#800080"),
            (.brown, "#996633"), (.clear, "#00000000"), (.darkText, "#000000"), (.lightText, "#FFFFFF99"),
        ]
        for (color, hex) in expected {
            #expect(color.hexString == hex)
            #expect(!color.isDynamic)
        }
    }
}
