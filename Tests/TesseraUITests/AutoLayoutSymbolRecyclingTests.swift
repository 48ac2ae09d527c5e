import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout
@testable import TesseraUI

/// A window's solver does not grow with every screen that comes and goes (issue 15, defect 9): the
/// symbols of views that leave the tree, of removed constraints and of phase-one artificial
/// variables are used again.
@MainActor
@Suite struct AutoLayoutSymbolRecyclingTests {
    /// A card: a label pinned inside a padded box, with a button below it, centred in `host`.
    func addCard(to host: UIView) -> UIView {
        let card = UIView()
        let label = UILabel()
        label.text = "Morning run by West Lake"
        let button = UIButton(type: .system)
        button.setTitle("Open", for: .normal)
        for view in [card, label, button] { view.translatesAutoresizingMaskIntoConstraints = false }
        card.addSubview(label)
        card.addSubview(button)
        host.addSubview(card)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: host.centerXAnchor),
            card.topAnchor.constraint(equalTo: host.topAnchor, constant: 40),
            card.widthAnchor.constraint(lessThanOrEqualTo: host.widthAnchor, constant: -32),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            button.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            button.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        return card
    }

    @Test func addingAndRemovingASubtreeKeepsTheSolverSize() {
        let window = UIWindow(device: .iPhone15)
        let screen = UIView()
        window.rootView = screen
        window.layoutIfNeeded()
        func cycle() {
            let card = addCard(to: screen)
            window.layoutIfNeeded()
            #expect(card.frame.width > 0)
            card.removeFromSuperview()
            window.layoutIfNeeded()
        }
        for _ in 0..<3 { cycle() }
        let settled = window.layoutEngine.solver.symbolCount
        for _ in 0..<50 { cycle() }
        #expect(window.layoutEngine.solver.symbolCount == settled)
        // The layout is still right after the serials were reused.
        let card = addCard(to: screen)
        window.layoutIfNeeded()
        #expect(card.frame.minY == 40)
        #expect(abs(card.frame.midX - window.bounds.midX) < 0.5)
    }
}
