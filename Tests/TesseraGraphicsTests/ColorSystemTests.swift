import Testing
import TesseraGraphics

@Suite struct ColorSystemTests {
    /// Apple's published light and dark values, as 8-bit hex (alpha appended when not opaque).
    static let expected: [(name: String, color: UIColor, light: String, dark: String)] = [
        ("label", .label, "#000000", "#FFFFFF"),
        ("secondaryLabel", .secondaryLabel, "#3C3C4399", "#EBEBF599"),
        ("tertiaryLabel", .tertiaryLabel, "#3C3C434D", "#EBEBF54D"),
        ("systemBackground", .systemBackground, "#FFFFFF", "#000000"),
        ("secondarySystemBackground", .secondarySystemBackground, "#F2F2F7", "#1C1C1E"),
        ("tertiarySystemBackground", .tertiarySystemBackground, "#FFFFFF", "#2C2C2E"),
        ("separator", .separator, "#3C3C434A", "#54545899"),
        ("systemBlue", .systemBlue, "#007AFF", "#0A84FF"),
        ("systemRed", .systemRed, "#FF3B30", "#FF453A"),
        ("systemGreen", .systemGreen, "#34C759", "#30D158"),
        ("systemOrange", .systemOrange, "#FF9500", "#FF9F0A"),
        ("systemYellow", .systemYellow, "#FFCC00", "#FFD60A"),
        ("systemPink", .systemPink, "#FF2D55", "#FF375F"),
        ("systemPurple", .systemPurple, "#AF52DE", "#BF5AF2"),
        ("systemTeal", .systemTeal, "#30B0C7", "#40C8E0"),
        ("systemIndigo", .systemIndigo, "#5856D6", "#5E5CE6"),
        ("systemGray", .systemGray, "#8E8E93", "#8E8E93"),
    ]

    @Test func everySystemColourResolvesToApplesValuesInBothAppearances() {
        for entry in Self.expected {
            #expect(entry.color.resolved(for: .light).hexString == entry.light, "\(entry.name) light")
            #expect(entry.color.resolved(for: .dark).hexString == entry.dark, "\(entry.name) dark")
            #expect(entry.color.resolved(for: .unspecified).hexString == entry.light, "\(entry.name) unspecified")
        }
        #expect(Self.expected.count == 17)
    }

    @Test func systemColoursAreDynamicExceptGrayWhichIsTheSameInBoth() {
        for entry in Self.expected where entry.name != "systemGray" {
            #expect(entry.color.isDynamic, "\(entry.name)")
        }
        #expect(!UIColor.systemGray.isDynamic)
    }

    @Test func labelsAreExactlyBlackAndWhite() {
        #expect(UIColor.label.resolved(for: .light) == .black)
        #expect(UIColor.label.resolved(for: .dark) == .white)
        #expect(UIColor.secondaryLabel.resolved(for: .dark).alpha == 0.6)
        #expect(UIColor.tertiaryLabel.resolved(for: .light).alpha == 0.3)
    }

    @Test func resolvingWithTraitsFollowsTheirInterfaceStyle() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.systemBlue.resolved(with: dark) == UIColor(rgb: 0x0A84FF))
        #expect(UIColor.systemBlue.resolved(with: .default) == UIColor(rgb: 0x007AFF))
    }
}
