import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct VerticalAlignmentTests {
    func label(_ alignment: VerticallyAlignedLabel.VerticalAlignment, text: String = "One line")
        -> VerticallyAlignedLabel
    {
        let label = VerticallyAlignedLabel(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100), text: text, verticalAlignment: alignment)
        label.font = .systemFont(ofSize: 15)
        return label
    }

    @Test func topCentreAndBottomPlaceTheTextBlock() {
        let height = label(.top).textLayout.size.height
        #expect(height > 0 && height < 100)
        #expect(label(.top).textRect == CGRect(x: 0, y: 0, width: 200, height: height))
        #expect(label(.center).textRect.minY == ((100 - height) / 2).rounded(.down))
        #expect(label(.bottom).textRect.maxY == 100)
    }

    @Test func centreMatchesAPlainLabel() {
        let aligned = label(.center)
        let plain = UILabel(frame: aligned.frame, text: "One line")
        plain.font = .systemFont(ofSize: 15)
        var alignedList = DisplayList()
        var plainList = DisplayList()
        aligned.draw(in: &alignedList)
        plain.draw(in: &plainList)
        #expect(alignedList == plainList)
    }

    @Test func textTallerThanTheBoundsStartsAtTheTopWhateverTheAlignment() {
        let tall = label(.bottom, text: String(repeating: "Wrapped words ", count: 30))
        tall.numberOfLines = 0
        tall.frame.size.height = 10
        #expect(tall.textRect.minY == 0)
    }

    @Test func theDefaultIsTop() {
        #expect(VerticallyAlignedLabel(text: "x").verticalAlignment == .top)
    }

    @Test func galleryLight() {
        assertSnapshot(of: gallery(), appearance: .light)
    }

    @Test func galleryDark() {
        assertSnapshot(of: gallery(), appearance: .dark)
    }

    /// Top, centre and bottom, single and two lines, on tinted bounds.
    func gallery() -> UIView {
        var views: [UIView] = []
        for alignment in VerticallyAlignedLabel.VerticalAlignment.allCases {
            for text in ["Aligned \(alignment)", "Two lines of text that wrap, 两行文字"] {
                let label = VerticallyAlignedLabel(text: text, verticalAlignment: alignment)
                label.numberOfLines = 0
                label.font = .systemFont(ofSize: 14)
                label.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.1)
                label.frame.size = CGSize(width: 150, height: 70)
                views.append(label)
            }
        }
        let panel = UIView()
        panel.backgroundColor = .systemBackground
        for (index, view) in views.enumerated() {
            view.frame.origin = CGPoint(x: 16 + CGFloat(index % 2) * 166, y: 16 + CGFloat(index / 2) * 86)
            panel.addSubview(view)
        }
        panel.frame = CGRect(x: 0, y: 0, width: 348, height: 16 + 3 * 86)
        return panel
    }
}
