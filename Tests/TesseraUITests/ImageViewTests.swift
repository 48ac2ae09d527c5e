import Foundation
import TesseraGraphics
import Testing

@testable import TesseraUI

@MainActor
@Suite struct ImageViewTests {
    let bitmap = UIImage(bitmap: Bitmap(width: 8, height: 6, scale: 2, fill: UIColor(rgb: 0x123456)))

    /// The colour at the centre of a view rendered alone at scale 1.
    func centreColour(of view: UIView, traits: UITraitCollection = .default) -> String {
        view.renderBitmap(traits: traits, scale: 1).color(atX: Int(view.bounds.midX), y: Int(view.bounds.midY))
            .hexString
    }

    @Test func initWithImageSizesTheViewToTheImage() {
        let view = UIImageView(image: bitmap)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 4, height: 3))
        #expect(view.intrinsicContentSize == CGSize(width: 4, height: 3))
        #expect(UIImageView(image: nil).frame == .zero)
        #expect(UIImageView().image == nil)
        #expect(UIImageView().accessibilityTraits == .image)
    }

    @Test func highlightedImageShowsWhileHighlighted() throws {
        let star = try #require(
            UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)))
        let view = UIImageView(image: bitmap, highlightedImage: star)
        #expect(view.intrinsicContentSize == CGSize(width: 4, height: 3))
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 30))
        view.highlightedImage = nil
        #expect(view.intrinsicContentSize == CGSize(width: 4, height: 3))
    }

    @Test func templateImagesDrawInTheTintColour() throws {
        let view = UIImageView(image: UIImage(systemName: "stop.fill"))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.tintColor = .systemPurple
        #expect(centreColour(of: view) == "#AF52DE")
        #expect(centreColour(of: view, traits: UITraitCollection(userInterfaceStyle: .dark)) == "#BF5AF2")
    }

    @Test func originalImagesIgnoreTheTintColour() throws {
        let view = UIImageView(
            image: try #require(UIImage(systemName: "stop.fill")).withTintColor(
                .systemRed, renderingMode: .alwaysOriginal))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.tintColor = .systemPurple
        #expect(centreColour(of: view) == "#FF3B30")
        let photo = UIImageView(image: bitmap)
        photo.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(centreColour(of: photo) == "#123456")
        photo.image = bitmap.withRenderingMode(.alwaysTemplate)
        #expect(centreColour(of: photo) == UIColor.systemBlue.resolvedColor(with: .default).hexString)
    }

    @Test func preferredSymbolConfigurationSizesSymbolsButNotBitmaps() throws {
        let view = UIImageView(image: UIImage(systemName: "heart"))
        #expect(view.intrinsicContentSize.width == 17)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40, weight: .bold, scale: .small)
        #expect(view.intrinsicContentSize.width == 32)
        view.image = bitmap
        #expect(view.intrinsicContentSize == CGSize(width: 4, height: 3))
    }

    @Test func symbolsSizedByTextStyleFollowTheViewsContentSize() throws {
        let window = UIWindow(device: .iPhoneSE)
        let view = UIImageView(image: UIImage(systemName: "heart"))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title1)
        window.addSubview(view)
        #expect(view.intrinsicContentSize.width == 28)
        window.windowTraits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(view.intrinsicContentSize.width == 34)
    }
}
