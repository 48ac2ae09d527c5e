import Foundation
import Testing
import TesseraCore
import TesseraGraphics
@testable import TesseraLayout
@testable import TesseraUI

@MainActor
@Suite struct LayoutDiagnosticsTests {
    /// A root whose engine logs into memory.
    private func root(_ size: CGSize = CGSize(width: 300, height: 200), _ children: View...) -> (View, MemoryLogSink) {
        let root = View(frame: CGRect(origin: .zero, size: size))
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
        let box = View()
        box.accessibilityIdentifier = "box"
        let (root, sink) = root(CGSize(width: 300, height: 200), box)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let line = #line + 1
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
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
        #expect(record.message.contains("    View#box.width == 100 (\(#fileID):\(line - 2))"))
        #expect(record.message.hasSuffix("Will attempt to recover by breaking constraint\n    View#box.width == 200 (\(#fileID):\(line))"))
        #expect(record.metadata["conflicting"] == "2")

        second.isActive = false  // gone from the broken list
        #expect(root.layoutEngine.brokenConstraints.isEmpty)
    }

    @Test func aConstraintWithANaNOrInfiniteValueIsBrokenAndReported() throws {
        let box = View()
        box.accessibilityIdentifier = "box"
        let (root, sink) = root(CGSize(width: 300, height: 200), box)
        let nanWidth = box.widthAnchor.constraint(equalToConstant: .nan)
        let infiniteMultiplier = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity)
        LayoutConstraint.activate([
            nanWidth, infiniteMultiplier, box.widthAnchor.constraint(equalToConstant: 40),
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(Set(root.layoutEngine.brokenConstraints.map(ObjectIdentifier.init))
            == [ObjectIdentifier(nanWidth), ObjectIdentifier(infiniteMultiplier)])
        #expect(sink.records.count == 2)
        let record = try #require(sink.records.first)
        #expect(record.level == .error)
        #expect(record.message.hasPrefix("Cannot use View#box.width == nan"))
        #expect(record.message.hasSuffix("its constant, multiplier or priority is NaN or infinite"))

        nanWidth.constant = 40  // finite and consistent again: installed on the next pass
        root.layoutIfNeeded()
        #expect(!root.layoutEngine.brokenConstraints.contains { $0 === nanWidth })
    }

    @Test func changingAnInstalledConstantToInfinityBreaksTheConstraint() {
        let box = View()
        let (root, sink) = root(CGSize(width: 300, height: 200), box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let fallback = box.widthAnchor.constraint(equalToConstant: 30)
        fallback.priority = .defaultLow
        LayoutConstraint.activate([
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
        let box = View()
        let (root, sink) = root(CGSize(width: 300, height: 200), box)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
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
        let box = View()
        let (root, sink) = root(CGSize(width: 300, height: 200), box)
        let maximum = box.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
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
        let fixed = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(fixed)  // translates its frame
        let width = fixed.widthAnchor.constraint(equalToConstant: 80)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(fixed.frame.width == 50)
        #expect(root.layoutEngine.brokenConstraints.first === width)
    }

    @Test func ambiguousLayoutIsDetectedPerView() {
        let pinned = View(), floating = View()
        let (root, _) = root(CGSize(width: 300, height: 200), pinned, floating)
        LayoutConstraint.activate([
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
        let box = View()
        box.accessibilityIdentifier = "box"
        let (root, _) = root(CGSize(width: 300, height: 200), box)
        let line = #line + 1
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
        let height = box.heightAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.activate([leading, width, top, height])
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        let vertical = box.constraintsAffectingLayout(for: .vertical)
        #expect(horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
        #expect(!horizontal.contains { $0 === top || $0 === height })
        #expect(vertical.contains { $0 === top } && vertical.contains { $0 === height })
        // The root's width does not reach the box's left edge or width: only its left edge does.
        #expect(horizontal.map(\.description) == [
            "View#box.leading == View#root.leading + 16 (\(#fileID):\(line))",
            "View#box.width == 100 (\(#fileID):\(line + 1))",
            "View#root.left == 0 (root)",
        ])
    }

    /// Hugging and compression resistance share one solver row but stay two constraints, each with
    /// its own place in the activation order, so the list never changes from one call to the next.
    @Test func contentSizeConstraintsAreListedInOneOrder() {
        let label = Label(text: "Hello")
        label.font = .system(size: 17)
        label.accessibilityIdentifier = "label"
        let (root, _) = root(CGSize(width: 300, height: 200), label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let first = label.constraintsAffectingLayout(for: .horizontal).map(\.description)
        for _ in 0..<50 { #expect(label.constraintsAffectingLayout(for: .horizontal).map(\.description) == first) }
        #expect(first.filter { $0.contains("(compression resistance)") || $0.contains("(content hugging)") } == [
            "Label#label.width >= \(Int(label.intrinsicContentSize.width)) @750 (compression resistance)",
            "Label#label.width <= \(Int(label.intrinsicContentSize.width)) @250 (content hugging)",
        ])
        let sequences = root.layoutEngine.installedConstraints().filter { $0.kind == .contentSize }.map(\.sequence)
        #expect(Set(sequences).count == sequences.count)
    }

    @Test func theLayoutTraceIsADeterministicTextSnapshot() {
        let title = Label(text: "Title")
        title.font = .system(size: 17)
        let badge = View()
        badge.tag = 7
        let plain = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let (root, _) = root(CGSize(width: 300, height: 200), title, badge)
        root.addSubview(plain)
        let gap = LayoutGuide(identifier: "gap")
        root.addLayoutGuide(gap)
        LayoutConstraint.activate([
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
            •View#root (0, 0, 300, 200)
            |   [LayoutGuide#gap (\(number(8 + size.width)), 20, 12, \(number(size.height)))]
            |   [View#root.layoutMarginsGuide (8, 8, 284, 184)]
            |   *Label'Title' (8, 20, \(number(size.width)), \(number(size.height)))
            |   *View[tag 7] (\(number(20 + size.width)), 0, 24, 24) — AMBIGUOUS LAYOUT for minY
             \u{20}  View (1, 2, 3, 4)
            """
        #expect(root.layoutTrace() == expected.replacingOccurrences(of: " \u{20}  View", with: "|    View"))
    }
}
