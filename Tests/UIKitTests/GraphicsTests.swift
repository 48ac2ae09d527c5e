import Testing
import UIKit

// Written as code for Apple's platforms is: colours, fonts, images and traits through UIKit's API only.

extension UIColor {
    fileprivate static let brand = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.4, green: 0.6, blue: 1, alpha: 1) : UIColor(red: 0, green: 0.3, blue: 0.8, alpha: 1)
    }

    fileprivate var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (red, green, blue, alpha)
    }
}

extension UIFont {
    fileprivate static func rounded(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
        let font = UIFont.systemFont(ofSize: size, weight: weight)
        guard let descriptor = font.fontDescriptor.withDesign(.rounded) else { return font }
        return UIFont(descriptor: descriptor, size: size)
    }
}

@Suite("UIKit colours")
struct ColourTests {
    @Test func dynamicColoursResolvePerAppearance() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.brand.resolvedColor(with: dark).rgba == (0.4, 0.6, 1, 1))
        #expect(UIColor.brand.rgba == (0, 0.3, 0.8, 1))
        var inDark: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        dark.performAsCurrent { inDark = UIColor.brand.rgba }
        #expect(inDark == (0.4, 0.6, 1, 1))
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.separator.withAlphaComponent(1).resolvedColor(with: dark).rgba.alpha == 1)
    }

    @Test func hueSaturationAndBrightness() {
        var hue: CGFloat = 0
        var saturation: CGFloat = 0
        var brightness: CGFloat = 0
        var alpha: CGFloat = 0
        let colour = UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1)
        #expect(colour.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 0.5) < 1e-9 && abs(saturation - 0.5) < 1e-9 && abs(brightness - 0.8) < 1e-9)
        var white: CGFloat = 0
        #expect(UIColor.lightGray.getWhite(&white, alpha: nil))
        #expect(abs(white - 2.0 / 3) < 1e-9)
    }
}

@Suite("UIKit fonts")
struct FontTests {
    @Test func systemAndNamedFonts() throws {
        let title = UIFont.systemFont(ofSize: 22, weight: .bold)
        #expect(title.pointSize == 22)
        #expect(title.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont(name: "Helvetica-Bold", size: 12) == nil)
        let named = try #require(UIFont(name: UIFont.fontNames(forFamilyName: UIFont.familyNames[0]).first!, size: 12))
        #expect(named.familyName == UIFont.familyNames[0])
        #expect(UIFont.rounded(ofSize: 15, weight: .semibold) == UIFont.systemFont(ofSize: 15, weight: .semibold))
    }

    @Test func dynamicTypeFontsAndMetrics() {
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits)
        #expect(body.pointSize == 33)
        let metrics = UIFontMetrics(forTextStyle: .headline)
        #expect(
            metrics.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 30, compatibleWith: traits).pointSize
                == 30)
        #expect(metrics.scaledValue(for: 8, compatibleWith: traits) > 8)
        #expect(body.lineHeight > body.pointSize && body.descender < 0 && body.capHeight > body.xHeight)
        let italic = body.fontDescriptor.withSymbolicTraits(.traitItalic).map { UIFont(descriptor: $0, size: 0) }
        #expect(italic?.fontDescriptor.symbolicTraits == .traitItalic)
        #expect(italic?.pointSize == 33)
    }
}

@Suite("UIKit images")
struct ImageTests {
    @Test func systemImagesAndConfigurations() throws {
        let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold, scale: .large)
        let gear = try #require(UIImage(systemName: "gearshape.fill", withConfiguration: configuration))
        #expect(gear.size.width == 26)
        #expect(gear.symbolConfiguration == configuration)
        #expect(UIImage(systemName: "not.a.symbol") == nil)
        let red = gear.withTintColor(.systemRed, renderingMode: .alwaysOriginal)
        #expect(red.renderingMode == .alwaysOriginal)
        #expect(gear.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
    }

    @Test func imagesFromDataAndFiles() throws {
        let png = try #require(UIImage(systemName: "star.fill")?.withTintColor(.orange).pngData())
        let decoded = try #require(UIImage(data: png, scale: 3))
        #expect(decoded.scale == 3)
        #expect(decoded.size == CGSize(width: 17, height: 17))
        let jpeg = try #require(decoded.jpegData(compressionQuality: 0.7))
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(UIImage(data: jpeg)?.size == CGSize(width: 51, height: 51))
        #expect(UIImage(data: Data("<!DOCTYPE html>".utf8)) == nil)
        #expect(UIImage(data: png.prefix(40)) == nil)
    }

    @Test func namedImagesPickTheScaleOfTheTraits() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-named-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let star = try #require(
            UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 10)))
        let pixels = try #require(star.pngData())
        try pixels.write(to: folder.appendingPathComponent("star.png"))
        try pixels.write(to: folder.appendingPathComponent("star@2x.png"))
        let bundle = try #require(Bundle(url: folder))
        let twice = try #require(UIImage(named: "star", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(twice.scale == 2)
        let thrice = try #require(
            UIImage(named: "star.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(thrice.scale == 2)  // no @3x: the nearest smaller one
        #expect(UIImage(named: "star", in: bundle, compatibleWith: UITraitCollection(displayScale: 1))?.scale == 1)
        #expect(UIImage(named: "moon", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("star@2x.png").path)?.scale == 2)
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("none.png").path) == nil)
    }

    @Test func imagesCanBeCachedByKey() throws {
        let cache = NSCache<NSString, UIImage>()
        let image = try #require(UIImage(systemName: "heart"))
        cache.setObject(image, forKey: "heart")
        #expect(cache.object(forKey: "heart") === image)
    }

    @Test @MainActor func imageViewsShowTemplateSymbolsInTheirTint() throws {
        let imageView = UIImageView(image: UIImage(systemName: "checkmark.circle.fill"))
        imageView.tintColor = .systemGreen
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
        #expect(imageView.intrinsicContentSize == CGSize(width: 30, height: 30))
        imageView.isHighlighted = true
        #expect(imageView.image != nil)
    }
}

@Suite("UIKit traits and screens")
struct TraitTests {
    @Test @MainActor func windowsCombineTheirTraitsWithTheDevice() {
        let window = UIWindow(device: .iPhone15)
        window.windowTraits = UITraitCollection(userInterfaceStyle: .dark)
        #expect(window.traitCollection.displayScale == 3)
        #expect(window.traitCollection.userInterfaceIdiom == .phone)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(window.screen.bounds.size == CGSize(width: 393, height: 852))
        #expect(
            window.traitCollection.hasDifferentColorAppearance(
                comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        let combined = UITraitCollection(traitsFrom: [
            window.traitCollection, UITraitCollection(preferredContentSizeCategory: .small),
        ])
        #expect(combined.preferredContentSizeCategory < .large)
        #expect(combined.modifyingTraits { $0.displayScale = 2 }.displayScale == 2)
    }
}
