import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraLayout
@testable import TesseraUI

/// Finite but huge constants and multipliers (issue 19, D14): the constraint whose values would make
/// frames infinite or NaN is broken and reported, as a NaN or infinite one is, and the rest lays out.
@MainActor
@Suite struct LayoutOverflowTests {
    /// A window at 3× whose engine logs into memory, holding `box`.
    private func root(_ box: UIView) -> (UIView, MemoryLogSink) {
        let window = UIWindow(device: .iPhoneSE)
        window.windowTraits = window.windowTraits.modifyingTraits { $0.displayScale = 3 }
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let sink = MemoryLogSink()
        window.layoutEngine.logger = Logger(category: "layout", hub: LogHub(sinks: [sink], minimumLevel: .trace))
        return (window, sink)
    }

    private func pin(_ box: UIView, in root: UIView) -> [NSLayoutConstraint] {
        [
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ]
    }

    @Test func aHugeConstantIsBrokenAndReported() throws {
        let box = UIView()
        let (root, sink) = root(box)
        // The width is finite; on the 3× pixel grid (1e308 × 3) it is not.
        let huge = box.widthAnchor.constraint(equalToConstant: 1e308)
        let fallback = box.widthAnchor.constraint(equalToConstant: 40)
        fallback.priority = .defaultLow
        NSLayoutConstraint.activate(pin(box, in: root) + [huge, fallback])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(root.layoutEngine.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(huge)])
        let record = try #require(sink.records.first)
        #expect(record.message.hasPrefix("Cannot use"))
    }

    @Test func aHugeMultiplierIsBrokenAndReported() {
        let box = UIView()
        let (root, sink) = root(box)
        let huge = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1e308)
        NSLayoutConstraint.activate(pin(box, in: root) + [huge, box.widthAnchor.constraint(equalToConstant: 40)])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(root.layoutEngine.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(huge)])
        #expect(sink.records.count == 1)
    }

    @Test func changingAConstantToAHugeValueBreaksTheConstraint() {
        let box = UIView()
        let (root, _) = root(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let fallback = box.widthAnchor.constraint(equalToConstant: 30)
        fallback.priority = .defaultLow
        NSLayoutConstraint.activate(pin(box, in: root) + [width, fallback])
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        width.constant = 1e308
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(root.layoutEngine.brokenConstraints.contains { $0 === width })
    }

    /// `lessThanOrEqualToConstant: .greatestFiniteMagnitude` is the usual "no maximum": accepted
    /// silently (the solver works with a smaller limit, as UIKit substitutes one), and it never binds.
    @Test func aHugeConstantOnTheOpenSideOfAnInequalityIsAcceptedSilently() {
        let box = UIView()
        let (root, sink) = root(box)
        let noMaximum = box.widthAnchor.constraint(lessThanOrEqualToConstant: .greatestFiniteMagnitude)
        let noMinimum = box.heightAnchor.constraint(greaterThanOrEqualToConstant: -.greatestFiniteMagnitude)
        let unboundedTrailing = box.trailingAnchor.constraint(
            lessThanOrEqualTo: root.trailingAnchor, constant: .infinity)
        let width = box.widthAnchor.constraint(equalToConstant: 5e11)
        NSLayoutConstraint.activate(
            pin(box, in: root) + [noMaximum, noMinimum, unboundedTrailing, width])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 5e11, height: 10))
        #expect(root.layoutEngine.brokenConstraints.isEmpty)
        #expect(sink.records.isEmpty)
        #expect(noMaximum.constant == .greatestFiniteMagnitude)  // the constraint keeps what it was given
        width.constant = 200
        noMaximum.constant = .greatestFiniteMagnitude / 2
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
        #expect(root.layoutEngine.brokenConstraints.isEmpty && sink.records.isEmpty)
    }

    /// The binding side of an inequality keeps its constant: `≥ 1e308` cannot be met, and says so.
    @Test func aHugeConstantOnTheBindingSideOfAnInequalityIsStillReported() {
        let box = UIView()
        let (root, sink) = root(box)
        let impossible = box.widthAnchor.constraint(greaterThanOrEqualToConstant: .greatestFiniteMagnitude)
        NSLayoutConstraint.activate(pin(box, in: root) + [impossible, box.widthAnchor.constraint(equalToConstant: 40)])
        root.layoutIfNeeded()
        #expect(box.frame.width == 40)
        #expect(root.layoutEngine.brokenConstraints.contains { $0 === impossible })
        #expect(!sink.records.isEmpty)
    }
}
