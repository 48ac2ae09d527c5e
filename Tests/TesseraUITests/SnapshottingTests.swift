import Foundation
import TesseraGraphics
import Testing

@testable import TesseraUI

@Suite("drawHierarchy, snapshotView and layer.render as iOS code uses them")
@MainActor
struct SnapshottingTests {
    /// A 40 × 20 card, red on the left half and blue on the right, placed off the origin.
    func makeCard() -> UIView {
        let card = UIView(frame: CGRect(x: 30, y: 50, width: 40, height: 20))
        card.backgroundColor = .red
        let right = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        right.backgroundColor = .blue
        card.addSubview(right)
        return card
    }

    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> UIColor? {
        image.bitmap?.color(atX: x, y: y)
    }

    @Test func drawHierarchyDrawsTheViewInItsOwnBounds() throws {
        let card = makeCard()
        let window = UIWindow(device: .iPhoneSE)
        window.addSubview(card)
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        var drew = false
        let image = UIGraphicsImageRenderer(bounds: card.bounds, format: format).image { _ in
            drew = card.drawHierarchy(in: card.bounds, afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(pixel(image, 5, 10) == .red)
        #expect(pixel(image, 35, 10) == .blue)

        // Scaled into a rect twice as large, offset.
        let big = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50), format: format).image { _ in
            card.drawHierarchy(in: CGRect(x: 10, y: 5, width: 80, height: 40), afterScreenUpdates: false)
        }
        #expect(pixel(big, 5, 20) != .red)  // outside the rect: nothing drawn
        #expect(pixel(big, 30, 25) == .red)
        #expect(pixel(big, 70, 25) == .blue)
    }

    @Test func layerRenderAndSnapshotViewShowTheSameImage() throws {
        let card = makeCard()
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        let rendered = UIGraphicsImageRenderer(bounds: card.bounds, format: format).image { context in
            card.layer.render(in: context.cgContext)
        }
        #expect(pixel(rendered, 5, 10) == .red)
        #expect(pixel(rendered, 35, 10) == .blue)

        let snapshot = try #require(card.snapshotView(afterScreenUpdates: true) as? UIImageView)
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        card.backgroundColor = .green  // the snapshot keeps what it saw
        let image = try #require(snapshot.image)
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(UIView().snapshotView(afterScreenUpdates: false) == nil)
        #expect(!UIView().drawHierarchy(in: .zero, afterScreenUpdates: false))
    }
}
