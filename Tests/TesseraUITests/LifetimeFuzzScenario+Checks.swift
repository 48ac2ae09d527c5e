import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraLayout
@testable import TesseraUI

/// The expectations of a lifetime fuzz sequence, recorded as issues naming the seed and the last
/// steps.
extension LifetimeFuzzScenario {
    /// After every step: kept constraints, handles and guides return their items and owning views
    /// while those live and nil once they die; a constraint with a dead item is inactive; an active
    /// constraint that is not orphaned relates items of one tree.
    ///
    /// An orphaned constraint (its items were split into separate trees by the deallocation of a
    /// common ancestor) may still report `isActive` between two surviving roots until one of them is
    /// laid out; that is accepted behaviour, checked by `checkActiveConstraints()` after layout.
    func checkKeptItems() {
        for kept in keptConstraints + keptSystemConstraints {
            let constraint = kept.constraint
            #expect(constraint.firstItem === kept.firstItem.object, "\(constraint) — \(recentSteps)")
            #expect(constraint.secondItem === kept.secondItem?.object, "\(constraint) — \(recentSteps)")
            let anItemDied = constraint.firstItem == nil || (kept.secondItem != nil && constraint.secondItem == nil)
            if anItemDied {
                #expect(!constraint.isActive, "active with a dead item: \(constraint) — \(recentSteps)")
            } else if constraint.isActive, constraint.state != .orphaned, let first = constraint.firstLayoutItem {
                #expect(tree(of: first) != nil, "active without a tree: \(constraint) — \(recentSteps)")
                if let second = constraint.secondLayoutItem {
                    #expect(shareATree(first, second), "active across trees: \(constraint) — \(recentSteps)")
                }
            }
        }
        for kept in keptHandles {
            #expect(kept.handle.item === kept.item.object, "handle — \(recentSteps)")
        }
        for kept in keptGuides {
            #expect(
                kept.guide.owningView === kept.owningView.object, "\(kept.guide.layoutDebugName) — \(recentSteps)")
        }
    }

    func layOutEveryRoot() {
        for view in liveViews where view.superview == nil { view.layoutIfNeeded() }
    }

    /// After every root was laid out: no kept constraint with live items is still orphaned; every
    /// active one relates live items of one tree; and an active required width constant of a view
    /// laid out by Auto Layout holds (within 1 pt) unless the engine broke it — also for views whose
    /// `frame` a step set by hand (the next layout pass puts them back; seed 26 with 300 steps found
    /// that it did not).
    func checkActiveConstraints() {
        for kept in keptConstraints where kept.constraint.state == .orphaned && kept.constraint.itemsAreAlive {
            Issue.record("still orphaned after every root was laid out: \(kept.constraint) — \(recentSteps)")
        }
        for kept in keptConstraints where kept.constraint.isActive {
            let constraint = kept.constraint
            guard let first = constraint.firstLayoutItem else {
                Issue.record("active without a first item: \(constraint) — \(recentSteps)")
                continue
            }
            guard let tree = tree(of: first) else {
                Issue.record("active but in no tree: \(constraint) — \(recentSteps)")
                continue
            }
            if let second = constraint.secondLayoutItem {
                #expect(self.tree(of: second) === tree, "active across trees: \(constraint) — \(recentSteps)")
            }
            guard constraint.kind == .user, constraint.secondNode == nil, constraint.priority.isRequired,
                constraint.firstAttribute == .width, let view = first as? UIView,
                !view.translatesAutoresizingMaskIntoConstraints, view.superview != nil,
                !tree.layoutEngine.brokenConstraints.contains(where: { $0 === constraint })
            else { continue }
            #expect(
                abs(view.frame.width - constraint.constant) <= 1,
                "\(constraint): width \(view.frame.width) — \(recentSteps)")
        }
    }

    /// What is still alive after `releaseEverything()`, and what holds it (for `FUZZ_VERBOSE`).
    func describeSurvivors() -> String {
        var lines: [String] = []
        for view in madeViews.compactMap(\.object) {
            lines.append("view \(view.layoutDebugName) superview \(view.superview != nil)")
        }
        for guide in madeGuides.compactMap(\.object) {
            let node = guide.existingLayoutNode
            lines.append("guide \(guide.identifier) role \(guide.role) owner \(guide.owningView != nil)")
            for constraint in node?.constraints ?? [] {
                lines.append("  constraint \(constraint) state \(constraint.state) kind \(constraint.kind)")
            }
        }
        for constraint in madeConstraints.compactMap(\.object) {
            lines.append("constraint \(constraint) state \(constraint.state) engine \(constraint.engine != nil)")
            for node in [constraint.firstNode, constraint.secondNode].compactMap({ $0 }) {
                lines.append(
                    "  node item \(node.item != nil) engine \(node.engine != nil) rootEngine \(node.rootEngine != nil) "
                        + "constraints \(node.constraints.count) guides \(node.guides.count) "
                        + "handles \(node.madeConstraints.count)")
            }
        }
        lines.append("engines \(madeEngines.count(where: { $0.object != nil }))")
        return lines.joined(separator: "\n")
    }
}
