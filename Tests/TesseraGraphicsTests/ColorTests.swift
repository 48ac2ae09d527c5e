import TesseraGraphics
import Testing

@Suite struct ColorTests {
    @Test func componentsOutsideZeroToOneAreClampedAndNaNBecomesZero() {
        let color = UIColor(red: 1.5, green: -0.5, blue: .nan, alpha: 2)
        #expect(color == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func whiteLevelSetsAllThreeChannels() {
        #expect(UIColor(white: 0.25, alpha: 0.5) == UIColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
    }

    @Test func dynamicColourReadsItsLightVariantAndResolvesPerStyle() {
        let dynamic = UIColor(light: .white, dark: UIColor(rgb: 0x1C1C1E))
        #expect(dynamic.isDynamic)
        #expect(dynamic.red == 1)
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(rgb: 0x1C1C1E))
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .unspecified)) == .white)
        #expect(!dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).isDynamic)
    }

    @Test func dynamicInputsAreFlattenedToTheirOwnVariants() {
        let inner = UIColor(light: .red, dark: .blue)
        let outer = UIColor(light: inner, dark: inner)
        #expect(outer.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .red)
        #expect(outer.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .blue)
    }

    @Test func dynamicColourWithEqualVariantsIsAFixedColour() {
        let same = UIColor(light: .red, dark: .red)
        #expect(!same.isDynamic)
        #expect(same == .red)
        #expect(Set([same, .red]).count == 1)
    }
}
