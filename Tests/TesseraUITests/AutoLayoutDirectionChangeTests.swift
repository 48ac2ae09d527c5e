import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraLayout
@testable import TesseraUI

@MainActor
/// Leading and trailing are re-resolved when the layout direction changes; the engine counts the
/// installed constraints that use them instead of indexing each one, and the count must stay exact
/// through broken and re-added constraints, priority changes, guides, deactivation and removal.
@Suite struct AutoLayoutDirectionChangeTests {
    private func installedDirectional(_ engine: LayoutEngine) -> Int {
        engine.installedConstraints().filter { $0.kind == .user && $0.isDirectional }.count
    }

    @Test func directionChangesMoveLeadingAndTrailingThroughChurn() {
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(layoutDirection: .rightToLeft))
        let screen = UIView()
        window.rootView = screen
        let badge = UIView()
        let other = UIView()
        for view in [badge, other] {
            view.translatesAutoresizingMaskIntoConstraints = false
            screen.addSubview(view)
        }
        let g1 = UILayoutGuide(identifier: "g1")
        let g2 = UILayoutGuide(identifier: "g2")
        screen.addLayoutGuide(g1)
        screen.addLayoutGuide(g2)
        let a = other.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 20)
        let b = other.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 30)
        let soft = badge.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -3)
        soft.priority = UILayoutPriority(300)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: screen.topAnchor),
            badge.heightAnchor.constraint(equalToConstant: 40),
            soft,
            a, b,  // b conflicts with a and is broken until a goes
            other.topAnchor.constraint(equalTo: screen.topAnchor),
            other.widthAnchor.constraint(equalToConstant: 5),
            other.heightAnchor.constraint(equalToConstant: 5),
            g1.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 5),
            g1.widthAnchor.constraint(equalToConstant: 10),
            g2.leadingAnchor.constraint(equalTo: g1.trailingAnchor, constant: 7),
            g2.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        let engine = screen.layoutEngine
        #expect(engine.directionalConstraintCount == installedDirectional(engine))
        soft.priority = UILayoutPriority(350)
        window.windowTraits = UITraitCollection(layoutDirection: .leftToRight)
        window.layoutIfNeeded()
        #expect(engine.directionalConstraintCount == installedDirectional(engine))
        #expect(g2.layoutFrame.minX == 22)
        #expect(other.frame.minX == 20)
        a.isActive = false
        window.layoutIfNeeded()
        #expect(other.frame.minX == 30)
        #expect(engine.directionalConstraintCount == installedDirectional(engine))
        window.windowTraits = UITraitCollection(layoutDirection: .rightToLeft)
        window.layoutIfNeeded()
        #expect(engine.directionalConstraintCount == installedDirectional(engine))
        #expect(g2.layoutFrame.maxX == screen.bounds.width - 22)
        #expect(other.frame.maxX == screen.bounds.width - 30)
        _ = badge.hasAmbiguousLayout
        _ = badge.systemLayoutSizeFitting(.zero)
        badge.removeFromSuperview()
        #expect(engine.directionalConstraintCount == installedDirectional(engine))
    }
}
