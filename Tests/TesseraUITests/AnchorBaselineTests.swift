import Foundation
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
@Suite struct AnchorBaselineTests {
    @Test func baselinesAlignTextOfDifferentSizes() throws {
        let big = UILabel(text: "Big")
        let small = UILabel(text: "small")
        big.font = .systemFont(ofSize: 34)
        small.font = .systemFont(ofSize: 13)
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 100), big, small)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.textLayout.firstBaseline
        let smallBaseline = small.frame.minY + small.textLayout.firstBaseline
        #expect(abs(bigBaseline - smallBaseline) <= 0.5)
        #expect(small.frame.minY > big.frame.minY + 10)

        big.font = .systemFont(ofSize: 50)  // the baseline constant follows the text
        root.layoutIfNeeded()
        let newBig = big.frame.minY + big.textLayout.firstBaseline
        #expect(abs(newBig - (small.frame.minY + small.textLayout.firstBaseline)) <= 0.5)
    }

    @Test func aViewWithoutTextHasItsBaselineAtTheBottom() {
        let label = AutoLayoutFixture.label("Baseline")
        let box = UIView()
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 100), label, box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalToConstant: 30),
            label.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            label.lastBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(abs(label.frame.minY + label.textLayout.lastBaseline - 40) <= 0.5)
    }
}
