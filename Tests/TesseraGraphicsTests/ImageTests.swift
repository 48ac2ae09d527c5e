import Foundation
import Testing

@testable import TesseraGraphics

@Suite struct SystemSymbolTests {
    @Test func everyListedSymbolDrawsAnInstalledIcon() {
        #expect(UIImage.systemSymbolIcons.count >= 80)
        for (symbol, icon) in UIImage.systemSymbolIcons {
            let image = UIImage(systemName: symbol)
            #expect(image?.icon?.name.rawValue == icon, "\(symbol) → \(icon)")
        }
    }

    @Test func commonSymbolsMapToTheirMaterialCounterparts() {
        let expected = [
            "plus": "add", "xmark": "close", "checkmark.circle.fill": "check_circle", "chevron.right": "chevron_right",
            "heart.fill": "favorite", "heart": "favorite_border", "star": "star_border", "trash": "delete_outline",
            "magnifyingglass": "search", "gearshape": "settings", "person.circle": "account_circle",
            "square.and.arrow.up": "ios_share", "exclamationmark.triangle": "warning_amber", "ellipsis": "more_horiz",
            "line.3.horizontal": "menu", "play.fill": "play_arrow", "envelope": "mail_outline", "book": "book",
        ]
        for (symbol, icon) in expected {
            #expect(UIImage(systemName: symbol)?.icon?.name.rawValue == icon, "\(symbol)")
        }
    }

    @Test func unknownSymbolNamesGiveNil() {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "Star") == nil)
        #expect(UIImage(systemName: "add") == nil)  // a Material name is not an SF Symbols name
    }

    @Test func symbolsAreTemplatesSizedAsBodyText() throws {
        let image = try #require(UIImage(systemName: "star.fill"))
        #expect(image.isSymbolImage)
        #expect(image.renderingMode == .automatic)
        #expect(image.size == CGSize(width: 17, height: 17))
        #expect(image.scale == UITraitCollection.application.displayScale)
        UITraitCollection(preferredContentSizeCategory: .accessibilityMedium).performAsCurrent {
            #expect(image.size == CGSize(width: 28, height: 28))
        }
    }

    @Test func configurationsSizeSymbols() throws {
        func side(_ configuration: UIImage.SymbolConfiguration) throws -> CGFloat {
            try #require(UIImage(systemName: "heart", withConfiguration: configuration)).size.width
        }
        #expect(try side(UIImage.SymbolConfiguration(pointSize: 24)) == 24)
        #expect(try abs(side(UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)) - 31.2) < 1e-9)
        #expect(try side(UIImage.SymbolConfiguration(pointSize: 20, weight: .light, scale: .small)) == 16)
        #expect(try side(UIImage.SymbolConfiguration(textStyle: .largeTitle)) == 34)
        #expect(try side(UIImage.SymbolConfiguration(scale: .large)) == 17 * 1.3)
        #expect(try side(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 30, weight: .bold))) == 30)
        #expect(try side(.unspecified) == 17)
    }

    @Test func applyingAConfigurationOverridesWhatItSpecifies() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .small)
        #expect(
            base.applying(UIImage.SymbolConfiguration(scale: .large))
                == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
        #expect(
            base.applying(UIImage.SymbolConfiguration(textStyle: .title1))
                == UIImage.SymbolConfiguration(textStyle: .title1, scale: .small).applying(
                    UIImage.SymbolConfiguration(weight: .bold)))
        #expect(base.applying(nil) == base)
        let star = UIImage(systemName: "star", withConfiguration: base)
        #expect(star?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 10))?.size.width == 8)
        #expect(star?.withConfiguration(UIImage.SymbolConfiguration(pointSize: 10)).size.width == 10)
    }

    @Test func bitmapsIgnoreSymbolConfigurations() {
        let photo = UIImage(bitmap: Bitmap(width: 4, height: 2, scale: 2, fill: .red))
        #expect(photo.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) == nil)
        #expect(photo.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) === photo)
        #expect(photo.size == CGSize(width: 2, height: 1))
        #expect(photo.scale == 2)
        #expect(!photo.isSymbolImage)
    }

    @Test func iconImagesAreSymbolsOfTheirPointSize() {
        let image = UIImage(icon: Icon(.star), pointSize: 22)
        #expect(image.size == CGSize(width: 22, height: 22))
        #expect(
            image == UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 22)))
    }
}

@Suite struct ImageRenderingTests {
    /// The colour at the centre of the image drawn into a 10 × 10 point canvas at scale 1.
    func centreColour(of image: UIImage, tint: UIColor = .systemGreen) -> String {
        var list = DisplayList()
        image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), tint: tint, into: &list)
        return Canvas.render(list, size: CGSize(width: 10, height: 10), scale: 1).color(atX: 5, y: 5).hexString
    }

    let square = UIImage(bitmap: Bitmap(width: 10, height: 10, fill: UIColor(rgb: 0x123456)))
    let dot = UIImage(systemName: "circle.fill")!

    @Test func templateImagesTakeTheTint() {
        #expect(centreColour(of: dot) == UIColor.systemGreen.resolvedColor(with: .default).hexString)
        #expect(centreColour(of: square.withRenderingMode(.alwaysTemplate)) == "#34C759")
        #expect(centreColour(of: dot.withTintColor(.systemRed)) == "#34C759")  // still a template
    }

    @Test func originalImagesKeepTheirOwnColours() {
        #expect(centreColour(of: square) == "#123456")
        #expect(centreColour(of: dot.withRenderingMode(.alwaysOriginal)) == "#000000")
        #expect(centreColour(of: dot.withTintColor(.systemRed, renderingMode: .alwaysOriginal)) == "#FF3B30")
        #expect(centreColour(of: square.withTintColor(.blue)) == "#0000FF")
    }

    @Test func renderingModesHaveUIKitsRawValues() {
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
        #expect(UIImage.SymbolScale.default.rawValue == -1)
        #expect(UIImage.SymbolWeight.black.rawValue == 9)
    }

    @Test func pngDataRoundTripsABitmapAndRendersASymbol() throws {
        let data = try #require(square.pngData())
        #expect(try Bitmap(pngData: data) == square.bitmap)
        let star = try #require(
            UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
        let rendered = try Bitmap(pngData: try #require(star.withTintColor(.red).pngData()))
        #expect(rendered.width == Int(20 * star.scale))
        #expect(rendered.color(atX: rendered.width / 2, y: rendered.height / 2).hexString == "#FF0000")
        #expect(rendered.color(atX: 0, y: 0).alpha == 0)
        #expect(UIImage().pngData() == nil)
        #expect(UIImage().size == .zero)
    }

    @Test func equalImagesCompareEqual() {
        #expect(UIImage(systemName: "star") == UIImage(systemName: "star"))
        #expect(UIImage(systemName: "star") != UIImage(systemName: "star.fill"))
        #expect(dot.withTintColor(.red) != dot)
        #expect(Set([square, UIImage(bitmap: square.bitmap!)]).count == 1)
    }
}
