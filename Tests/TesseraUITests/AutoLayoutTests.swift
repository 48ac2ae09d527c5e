import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout
@testable import TesseraUI

/// Helpers shared by the Auto Layout suites.
@MainActor
enum AutoLayoutFixture {
    /// A root view of `size` (translating its frame) and `children` positioned by constraints.
    static func container(_ size: CGSize = CGSize(width: 300, height: 200), _ children: UIView...) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        for child in children {
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
        }
        return root
    }

    /// Moves `card` (100 × 40 pt, holding `title`, 50 × 20 pt at 4, 4, by its own constraints) into a
    /// new 300 × 300 host at 30, 30 and checks that both land there; returns the host.
    @discardableResult
    static func expectCardLaidOutInNewHost(_ card: UIView, title: UIView) -> UIView {
        let host = container(CGSize(width: 300, height: 300))
        host.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: host.topAnchor, constant: 30),
            card.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 30),
        ])
        host.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 30, y: 30, width: 100, height: 40))
        #expect(title.frame == CGRect(x: 4, y: 4, width: 50, height: 20))
        return host
    }

    /// A label in a fixed 17 pt font.
    static func label(_ text: String, lines: Int = 1) -> UILabel {
        let label = UILabel(text: text)
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = lines
        return label
    }
}

@MainActor
@Suite struct AutoLayoutTests {
    @Test func constraintsPositionASubviewInItsSuperview() {
        let box = UIView()
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 200), box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 20, width: 268, height: 44))
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func framesAreConvertedIntoEachSuperviewsSpace() {
        let card = UIView()
        let badge = UIView()
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 300), card)
        badge.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 40),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 100),
            badge.rightAnchor.constraint(equalTo: card.rightAnchor, constant: -10),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor, multiplier: 1),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 40, y: 50, width: 100, height: 100))
        #expect(badge.frame == CGRect(x: 70, y: 10, width: 20, height: 20))
    }

    @Test func changingTheConstantUpdatesTheSolverInPlace() throws {
        let box = UIView()
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 200), box)
        let left = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        let solverRecord = try #require(left.solverRecord)
        let count = engine.solver.constraintCount
        left.constant = 70
        root.layoutIfNeeded()
        #expect(box.frame.minX == 70)
        #expect(left.solverRecord == solverRecord)
        #expect(engine.solver.constraintCount == count)
    }

    @Test func multiplierScalesTheSecondAttribute() {
        let half = UIView()
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 200), half)
        NSLayoutConstraint.activate([
            half.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10),
            half.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25),
            half.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            half.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(half.frame == CGRect(x: 70, y: 75, width: 160, height: 50))
    }

    @Test func optionalPrioritiesGiveWayToHigherOnes() {
        let box = UIView()
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 200), box)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = 500
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = 501
        NSLayoutConstraint.activate([
            wide, narrow, box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        narrow.priority = 499  // optional → optional on an active constraint is allowed
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
    }

    @Test func deactivatingAndReactivatingInBatches() {
        let box = UIView()
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 200), box)
        let base = [
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ]
        let small = box.widthAnchor.constraint(equalToConstant: 50)
        let large = box.widthAnchor.constraint(equalToConstant: 250)
        NSLayoutConstraint.activate(base + [small])
        root.layoutIfNeeded()
        #expect(box.frame.width == 50)
        NSLayoutConstraint.deactivate([small])
        NSLayoutConstraint.activate([large])
        #expect(!small.isActive && large.isActive)
        root.layoutIfNeeded()
        #expect(box.frame.width == 250)
        #expect(box.constraintsMentioningItem.count == 4)
        #expect(root.layoutEngine.brokenConstraints.isEmpty)
    }

    @Test func constraintsRememberTheirIdentifierFileAndLine() {
        let box = UIView()
        _ = AutoLayoutFixture.container(CGSize(width: 10, height: 10), box)
        let line = #line + 1
        let width = box.widthAnchor.constraint(equalToConstant: 42)
        width.identifier = "box.width"
        #expect(width.file == #fileID)
        #expect(width.line == line)
        #expect(width.description == "box.width: UIView.width == 42 (\(#fileID):\(line))")
        #expect(width.firstAttribute == .width && width.secondItem == nil && width.secondAttribute == .notAnAttribute)
    }

    @Test func translatingViewsKeepTheirFramesAsRequiredConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let fixed = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(fixed)
        root.addSubview(follower)
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 88, y: 100, width: 50, height: 10))
        #expect(fixed.frame == CGRect(x: 30, y: 40, width: 50, height: 60))
        fixed.frame = CGRect(x: 0, y: 0, width: 20, height: 20)  // the constraints follow the new frame
        root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 28, y: 20, width: 20, height: 10))
    }
}
