import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraLayout
@testable import TesseraUI

@MainActor
@Suite struct LayoutDiagnosticsTests {
    /// A root whose engine logs into memory.
    private func root(_ size: CGSize = CGSize(width: 300, height: 200), _ children: UIView...) -> (
        UIView, MemoryLogSink
    ) {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.accessibilityIdentifier = "root"
        for child in children {
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
        }
        let sink = MemoryLogSink()
        root.layoutEngine.logger = Logger(category: "layout", hub: LogHub(sinks: [sink], minimumLevel: .trace))
        return (root, sink)
    }

    @Test func unsatisfiableConstraintsAreBrokenAndReportedWithTheConflictingSet() throws {
        let box = UIView()
        box.accessibilityIdentifier = "box"
        let (root, sink) = root(CGSize(width: 300, height: 200), box)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let line = #line + 1
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            first, second, box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        #expect(root.layoutEngine.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
        #expect(second.isActive)
        let record = try #require(sink.records.first)
        #expect(record.level == .error && record.category == "layout")
        #expect(record.message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(record.message.contains("    UIView#box.width == 100 (\(#fileID):\(line - 2))"))
        #expect(
            record.message.hasSuffix(
                "Will attempt to recover by breaking constraint\n    UIView#box.width == 200 (\(#fileID):\(line))"))
        #expect(record.metadata["conflicting"] == "2")

        second.isActive = false  // gone from the broken list
        #expect(root.layoutEngine.brokenConstraints.isEmpty)
    }

    @Test func aConstraintWithANaNOrInfiniteValueIsBrokenAndReported() throws {
        let box = UIView()
        box.accessibilityIdentifier = "box"
        let (root, sink) = root(CGSize(width: 300, height: 200), box)
        let nanWidth = box.widthAnchor.constraint(equalToConstant: .nan)
        let infiniteMultiplier = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity)
        NSLayoutConstraint.activate([
            nanWidth, infiniteMultiplier, box.widthAnchor.constraint(equalToConstant: 40),
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(
            Set(root.layoutEngine.brokenConstraints.map(ObjectIdentifier.init))
                == [ObjectIdentifier(nanWidth), ObjectIdentifier(infiniteMultiplier)])
        #expect(sink.records.count == 2)
        let record = try #require(sink.records.first)
        #expect(record.level == .error)
        #expect(record.message.hasPrefix("Cannot use UIView#box.width == nan"))
        #expect(
            record.message.hasSuffix(
                "its constant, multiplier or priority is NaN or infinite, or so large that solving with it overflows"))

        nanWidth.constant = 40  // finite and consistent again: installed on the next pass
        root.layoutIfNeeded()
        #expect(!root.layoutEngine.brokenConstraints.contains { $0 === nanWidth })
    }

    @Test func changingAnInstalledConstantToInfinityBreaksTheConstraint() {
        let box = UIView()
        let (root, sink) = root(CGSize(width: 300, height: 200), box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let fallback = box.widthAnchor.constraint(equalToConstant: 30)
        fallback.priority = .defaultLow
        NSLayoutConstraint.activate([
            width, fallback, box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        width.constant = .infinity
        root.layoutIfNeeded()
        #expect(box.frame.width == 30)
        #expect(root.layoutEngine.brokenConstraints.contains { $0 === width })
        #expect(sink.records.count == 1)
    }

    @Test func aBrokenConstraintComesBackWhenTheConflictGoesAway() {
        let box = UIView()
        let (root, sink) = root(CGSize(width: 300, height: 200), box)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            first, second, box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        first.isActive = false
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
        #expect(root.layoutEngine.brokenConstraints.isEmpty)
        #expect(sink.records.count == 1)
    }

    @Test func aConflictingConstantChangeBreaksTheChangedConstraint() {
        let box = UIView()
        let (root, sink) = root(CGSize(width: 300, height: 200), box)
        let maximum = box.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            maximum, width, box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        width.constant = 180
        root.layoutIfNeeded()
        #expect(sink.records.count == 1)
        #expect(root.layoutEngine.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width)])
        width.constant = 120  // fits again: the broken constraint is retried
        root.layoutIfNeeded()
        #expect(box.frame.width == 120)
        #expect(root.layoutEngine.brokenConstraints.isEmpty)
    }

    @Test func aConstraintYouMadeBreaksBeforeAFrameTheSystemTranslated() {
        let (root, _) = root()
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(fixed)  // translates its frame
        let width = fixed.widthAnchor.constraint(equalToConstant: 80)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(fixed.frame.width == 50)
        #expect(root.layoutEngine.brokenConstraints.first === width)
    }

    @Test func ambiguousLayoutIsDetectedPerView() {
        let pinned = UIView()
        let floating = UIView()
        let (root, _) = root(CGSize(width: 300, height: 200), pinned, floating)
        NSLayoutConstraint.activate([
            pinned.leftAnchor.constraint(equalTo: root.leftAnchor),
            pinned.topAnchor.constraint(equalTo: root.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10),
            pinned.heightAnchor.constraint(equalToConstant: 10),
            floating.widthAnchor.constraint(equalToConstant: 10),  // no position at all
            floating.heightAnchor.constraint(equalToConstant: 10),
            floating.leftAnchor.constraint(greaterThanOrEqualTo: pinned.rightAnchor),
        ])
        root.layoutIfNeeded()
        let before = floating.frame
        #expect(!pinned.hasAmbiguousLayout)
        #expect(floating.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        #expect(floating.frame == before)  // checking does not move anything
        floating.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        floating.leftAnchor.constraint(equalTo: pinned.rightAnchor, constant: 5).isActive = true
        #expect(!floating.hasAmbiguousLayout)
    }

    @Test func constraintsAffectingLayoutFollowTheAxis() {
        let box = UIView()
        box.accessibilityIdentifier = "box"
        let (root, _) = root(CGSize(width: 300, height: 200), box)
        let line = #line + 1
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
        let height = box.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([leading, width, top, height])
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        let vertical = box.constraintsAffectingLayout(for: .vertical)
        #expect(horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
        #expect(!horizontal.contains { $0 === top || $0 === height })
        #expect(vertical.contains { $0 === top } && vertical.contains { $0 === height })
        // The root's width does not reach the box's left edge or width: only its left edge does.
        #expect(
            horizontal.map(\.description) == [
                "UIView#box.leading == UIView#root.leading + 16 (\(#fileID):\(line))",
                "UIView#box.width == 100 (\(#fileID):\(line + 1))",
                "UIView#root.left == 0 (root)",
            ])
    }

    /// Hugging and compression resistance share one solver row but stay two constraints, each with
    /// its own place in the activation order, so the list never changes from one call to the next.
    @Test func contentSizeConstraintsAreListedInOneOrder() {
        let label = UILabel(text: "Hello")
        label.font = .systemFont(ofSize: 17)
        label.accessibilityIdentifier = "label"
        let (root, _) = root(CGSize(width: 300, height: 200), label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let first = label.constraintsAffectingLayout(for: .horizontal).map(\.description)
        for _ in 0..<50 { #expect(label.constraintsAffectingLayout(for: .horizontal).map(\.description) == first) }
        #expect(
            first.filter { $0.contains("(compression resistance)") || $0.contains("(content hugging)") } == [
                "UILabel#label.width >= \(Int(label.intrinsicContentSize.width)) @750 (compression resistance)",
                "UILabel#label.width <= \(Int(label.intrinsicContentSize.width)) @250 (content hugging)",
            ])
        let sequences = root.layoutEngine.installedConstraints().filter { $0.kind == .contentSize }.map(\.sequence)
        #expect(Set(sequences).count == sequences.count)
    }

    @Test func theLayoutTraceIsADeterministicTextSnapshot() {
        let title = UILabel(text: "Title")
        title.font = .systemFont(ofSize: 17)
        let badge = UIView()
        badge.tag = 7
        let plain = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let (root, _) = root(CGSize(width: 300, height: 200), title, badge)
        root.addSubview(plain)
        let gap = UILayoutGuide(identifier: "gap")
        root.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            gap.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 12),
            gap.topAnchor.constraint(equalTo: title.topAnchor),
            gap.heightAnchor.constraint(equalTo: title.heightAnchor),
            badge.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalToConstant: 24),
        ])
        let size = title.intrinsicContentSize
        let number = { (value: CGFloat) in value == value.rounded() ? String(Int(value)) : String(Double(value)) }
        let expected = """
            •UIView#root (0, 0, 300, 200)
            |   [UILayoutGuide#gap (\(number(8 + size.width)), 20, 12, \(number(size.height)))]
            |   [UIView#root.layoutMarginsGuide (8, 8, 284, 184)]
            |   *UILabel'Title' (8, 20, \(number(size.width)), \(number(size.height)))
            |   *UIView[tag 7] (\(number(20 + size.width)), 0, 24, 24) — AMBIGUOUS LAYOUT for minY
             \u{20}  UIView (1, 2, 3, 4)
            """
        #expect(root.layoutTrace() == expected.replacingOccurrences(of: " \u{20}  UIView", with: "|    UIView"))
    }
}
