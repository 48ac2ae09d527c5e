import Testing
import UIKit

// The extensions iOS apps write on UIColor and UIFont, which need them to be classes: convenience
// initialisers that delegate to UIKit's own, and identity.

extension UIColor {
    fileprivate convenience init(hex: String, alpha: CGFloat = 1) {
        var digits = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if digits.hasPrefix("#") { digits.removeFirst() }
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        let value = UInt64(digits, radix: 16) ?? 0
        self.init(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
    }

    fileprivate convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    fileprivate convenience init(light: Int, dark: Int) {
        self.init { $0.userInterfaceStyle == .dark ? UIColor(hex: dark) : UIColor(hex: light) }
    }

    fileprivate static let brandTint = UIColor(hex: 0x3478F6)
}

extension UIFont {
    fileprivate convenience init(appStyle size: CGFloat) {
        self.init(descriptor: UIFont.systemFont(ofSize: size, weight: .semibold).fontDescriptor, size: size)
    }
}

@Suite("UIColor and UIFont as classes")
@MainActor
struct ColorAndFontClassUIKitTests {
    private func components(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        return [red, green, blue, alpha]
    }

    @Test func anAppsHexInitialisersDelegateToUIKits() {
        #expect(components(UIColor(hex: "#FF8000")) == [1, 128.0 / 255, 0, 1])
        #expect(components(UIColor(hex: "0f0")) == [0, 1, 0, 1])
        #expect(components(UIColor(hex: 0x0000FF, alpha: 0.5)) == [0, 0, 1, 0.5])
        #expect(UIColor.brandTint == UIColor(red: 0x34 / 255, green: 0x78 / 255, blue: 0xF6 / 255, alpha: 1))
        // In an optional context too (the app's three-digit rule applies, not another parser's).
        let view = UIView()
        view.backgroundColor = UIColor(hex: "#FFF")
        #expect(view.backgroundColor == .white)
    }

    @Test func aConvenienceInitialiserCanMakeADynamicColour() {
        let color = UIColor(light: 0xFFFFFF, dark: 0x000000)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
    }

    @Test func coloursCompareByValueAndHaveIdentity() {
        let first = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let second = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(first == second)
        #expect(first !== second)
        #expect(Set([first, second]).count == 1)
        #expect(first != first.withAlphaComponent(0.5))
        let shared = first
        #expect(shared === first)
    }

    @Test func anAppsFontInitialiserDelegatesToUIKits() {
        let font = UIFont(appStyle: 20)
        #expect(font.pointSize == 20)
        #expect(font == UIFont.systemFont(ofSize: 20, weight: .semibold))
        #expect(font != UIFont.systemFont(ofSize: 20))
        #expect(Set([font, UIFont.systemFont(ofSize: 20, weight: .semibold)]).count == 1)
    }
}
