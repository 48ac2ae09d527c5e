import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct PlaceholderViewTests {
    @Test func preferredSizeIsTheIntrinsicSize() {
        let placeholder = PlaceholderView(style: .hollow, title: "Cover")
        #expect(
            placeholder.intrinsicContentSize
                == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        placeholder.preferredSize = CGSize(width: 320, height: 180)
        #expect(placeholder.intrinsicContentSize == CGSize(width: 320, height: 180))
        #expect(placeholder.sizeThatFits(.zero) == CGSize(width: 320, height: 180))
    }

    @Test func theTitleIsTheAccessibilityLabel() {
        let placeholder = PlaceholderView(title: "Photo")
        #expect(placeholder.accessibilityLabel == "Photo")
        placeholder.title = "Map"
        #expect(placeholder.accessibilityLabel == "Map")
        #expect(placeholder.accessibilityTraits == .image)
    }

    @Test func theHollowStyleStrokesADashedOutlineOnly() throws {
        let placeholder = PlaceholderView(frame: CGRect(x: 0, y: 0, width: 100, height: 60), style: .hollow)
        var list = DisplayList()
        placeholder.draw(in: &list)
        let strokes = list.commands.compactMap { command -> StrokeStyle? in
            if case .stroke(_, _, let style) = command { return style }
            return nil
        }
        let fills = list.commands.filter { if case .fill = $0 { return true } else { return false } }
        #expect(strokes.map(\.dash) == [[6, 4]])
        #expect(fills.isEmpty)
    }

    @Test func anEmptyViewDrawsNothing() {
        let placeholder = PlaceholderView(style: .solid, title: "Nothing")
        var list = DisplayList()
        placeholder.draw(in: &list)
        #expect(list.isEmpty)
    }

    @Test func galleryLight() {
        assertSnapshot(of: gallery(), appearance: .light)
    }

    @Test func galleryDark() {
        assertSnapshot(of: gallery(), appearance: .dark)
    }

    /// Solid and hollow, with and without titles, rounded, with diagonals, tinted.
    func gallery() -> UIView {
        let solid = PlaceholderView(style: .solid, title: "Solid")
        let hollow = PlaceholderView(style: .hollow, title: "Hollow")
        hollow.layer.cornerRadius = 12
        let wireframe = PlaceholderView(style: .hollow, title: "Image 图片")
        wireframe.showsDiagonals = true
        let tinted = PlaceholderView(style: .solid)
        tinted.color = .systemBlue
        tinted.layer.cornerRadius = 8
        let views = [solid, hollow, wireframe, tinted]
        for view in views { view.frame.size = CGSize(width: 280, height: 90) }
        return SnapshotFixtures.column(views, width: 280)
    }
}
