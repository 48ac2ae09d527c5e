import Foundation
import TesseraGraphics
import Testing

@Suite struct ColorComponentsTests {
    @Test func getRedStoresEachComponentThroughItsPointer() {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (9, 9, 9, 9)
        #expect(
            UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.4).getRed(
                &red, green: &green, blue: &blue, alpha: &alpha))
        #expect((red, green, blue, alpha) == (0.25, 0.5, 0.75, 0.4))
    }

    @Test func getRedAcceptsNilPointers() {
        var alpha: CGFloat = 0
        #expect(UIColor.red.withAlphaComponent(0.5).getRed(nil, green: nil, blue: nil, alpha: &alpha))
        #expect(alpha == 0.5)
    }

    @Test func getRedOfADynamicColourReadsTheCurrentAppearance() {
        var red: CGFloat = 0
        UIColor.label.getRed(&red, green: nil, blue: nil, alpha: nil)
        #expect(red == 0)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            UIColor.label.getRed(&red, green: nil, blue: nil, alpha: nil)
        }
        #expect(red == 1)
    }

    @Test func getWhiteSucceedsForGreysOnly() {
        var (white, alpha): (CGFloat, CGFloat) = (9, 9)
        #expect(UIColor(white: 0.3, alpha: 0.8).getWhite(&white, alpha: &alpha))
        #expect(abs(white - 0.3) < 1e-12 && abs(alpha - 0.8) < 1e-12)
        (white, alpha) = (9, 9)
        #expect(!UIColor.systemOrange.getWhite(&white, alpha: &alpha))
        #expect((white, alpha) == (9, 9))
    }

    @Test func getHueGivesHueSaturationAndBrightness() {
        func hsb(_ color: UIColor) -> [CGFloat] {
            var (hue, saturation, brightness, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
            return [hue, saturation, brightness, alpha].map { ($0 * 1000).rounded() / 1000 }
        }
        #expect(hsb(.red) == [0, 1, 1, 1])
        #expect(hsb(.green) == [0.333, 1, 1, 1])
        #expect(hsb(.blue) == [0.667, 1, 1, 1])
        #expect(hsb(.magenta) == [0.833, 1, 1, 1])
        #expect(hsb(UIColor(white: 0.5, alpha: 0.5)) == [0, 0, 0.5, 0.5])
        #expect(hsb(.black) == [0, 0, 0, 1])
    }

    @Test func hueSaturationBrightnessRoundTrips() {
        let colours = [UIColor(rgb: 0x3478F6), .systemOrange, .brown, UIColor(rgb: 0x9A9A9A), UIColor(rgb: 0xFF00AA)]
        for colour in colours {
            var (hue, saturation, brightness, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            colour.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
            let back = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
            #expect(back.hexString == colour.hexString)
        }
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 0.5, saturation: 0, brightness: 0.25, alpha: 1) == UIColor(white: 0.25, alpha: 1))
    }

    @Test func withAlphaComponentClampsAndKeepsBothAppearances() {
        let faded = UIColor.systemBlue.withAlphaComponent(0.25)
        #expect(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).hexString == "#0A84FF40")
        #expect(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).hexString == "#007AFF40")
        #expect(UIColor.red.withAlphaComponent(3).alpha == 1)
        #expect(UIColor.red.withAlphaComponent(.nan).alpha == 0)
    }

    @Test func dynamicProviderIsAskedForLightAndDarkWithTheCurrentTraits() {
        var asked: [UITraitCollection] = []
        let colour = UIColor { traits in
            asked.append(traits)
            return traits.userInterfaceStyle == .dark ? .secondarySystemBackground : .white
        }
        #expect(asked.map(\.userInterfaceStyle) == [.light, .dark])
        #expect(asked.allSatisfy { $0.displayScale == UITraitCollection.application.displayScale })
        #expect(colour.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).hexString == "#1C1C1E")
        #expect(colour.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
        #expect(colour.isDynamic)
    }

    @Test func dynamicProviderThatIgnoresTheTraitsMakesAFixedColour() {
        #expect(UIColor { _ in .systemRed.resolvedColor(with: .default) } == UIColor(rgb: 0xFF3B30))
        #expect(!UIColor { _ in .orange }.isDynamic)
    }
}
