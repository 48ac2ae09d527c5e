import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import TesseraUI
import Testing

extension DifferentialScenario {
    // MARK: Editing

    /// One random edit that changes one value (so the engine never passes through a state the final
    /// one does not have: two required constants moved one after the other could conflict midway).
    func edit() {
        let active = made.filter(\.constraint.isActive)
        let required = active.filter(\.constraint.priority.isRequired)
        if lastCheckWasUnsatisfiable && !required.isEmpty {
            // Lift the conflict (the engine then retries what it broke).
            let target = random.element(required).constraint
            edits.append("deactivate \(name(target))")
            target.isActive = false
            return
        }
        switch random.integer(0...11) {
        case 0...2 where !active.isEmpty:
            let target = random.element(active).constraint
            let constant =
                target.secondAttribute == .notAnAttribute ? CGFloat(random.integer(0...160)) : randomConstant()
            edits.append("constant of \(name(target)) → \(constant)")
            target.constant = constant
        case 3 where !active.isEmpty:
            let target = random.element(active).constraint
            edits.append("deactivate \(name(target))")
            target.isActive = false
        case 4...5:
            let inactive = made.filter { !$0.constraint.isActive }
            let target = !inactive.isEmpty && random.chance(0.6) ? random.element(inactive) : randomExtraConstraint()
            if !made.contains(where: { $0.constraint === target.constraint }) { made.append(target) }
            edits.append("activate \(name(target.constraint))")
            target.constraint.isActive = true
            noteMentioned(target)
        case 6:
            // An active constraint moves between optional priorities only; an inactive one anywhere.
            let candidates = made.filter { !$0.constraint.isActive || !$0.constraint.priority.isRequired }
            guard !candidates.isEmpty else { return edit() }
            let target = random.element(candidates).constraint
            let priority = target.isActive ? randomPriority(requiredChance: 0) : randomPriority(requiredChance: 0.5)
            edits.append("priority of \(name(target)) → \(priority)")
            target.priority = priority
        case 7:
            let candidates = items.compactMap { $0 as? FixedContentView }
            guard !candidates.isEmpty else { return edit() }
            let view = random.element(candidates)
            let metric = randomMetric()
            if random.chance(0.5) { view.contentSize.width = metric } else { view.contentSize.height = metric }
            edits.append("intrinsic size of \(name(view)) → \(view.contentSize)")
            view.invalidateIntrinsicContentSize()
        case 8:
            let view = items[random.integer(2...(items.count - 1))]
            let axis = random.element(NSLayoutConstraint.Axis.allCases)
            let priority = randomContentPriority()
            if random.chance(0.5) {
                edits.append("\(axis) hugging of \(name(view)) → \(priority)")
                view.setContentHuggingPriority(priority, for: axis)
            } else {
                edits.append("\(axis) compression resistance of \(name(view)) → \(priority)")
                view.setContentCompressionResistancePriority(priority, for: axis)
            }
        case 9:
            let candidates = items.indices.filter { $0 > 0 && items[$0].translatesAutoresizingMaskIntoConstraints }
            guard !candidates.isEmpty else { return edit() }
            let index = random.element(candidates)
            var frame = items[index].frame
            switch random.integer(0...3) {
            case 0: frame.origin.x += CGFloat(random.integer(-20...20))
            case 1: frame.origin.y += CGFloat(random.integer(-20...20))
            case 2: frame.size.width = max(0, frame.width + CGFloat(random.integer(-30...30)))
            default: frame.size.height = max(0, frame.height + CGFloat(random.integer(-30...30)))
            }
            edits.append("frame of \(name(items[index])) → \(frame)")
            items[index].frame = frame
        case 10:
            let view = items[random.integer(2...(items.count - 1))]
            // Keeping the solved frame makes the frame constraints repeat the required constraints that
            // placed the view: removing one of a redundant pair must leave the other holding.
            view.translatesAutoresizingMaskIntoConstraints.toggle()
            edits.append("\(name(view)) translates its frame: \(view.translatesAutoresizingMaskIntoConstraints)")
        case 11:
            // Re-resolving the directional constraints one by one could pass through conflicts.
            guard !active.contains(where: { isDirectional($0.constraint) && $0.constraint.priority.isRequired }) else {
                return edit()
            }
            let traits = window.windowTraits.modifyingTraits {
                $0.layoutDirection =
                    window.traitCollection.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            }
            edits.append("layout direction → \(traits.layoutDirection)")
            window.windowTraits = traits
        default:
            return edit()
        }
    }

    func name(_ view: UIView) -> String { "#\(items.firstIndex { $0 === view } ?? -1)" }

    func name(_ constraint: NSLayoutConstraint) -> String {
        guard let index = made.firstIndex(where: { $0.constraint === constraint }) else { return "a new constraint" }
        let entry = made[index]
        var text = "c\(index): #\(entry.first).\(constraint.firstAttribute) \(constraint.relation) "
        if let second = entry.second {
            text += "#\(second).\(constraint.secondAttribute) × \(constraint.multiplier) + "
        }
        return text + "\(constraint.constant) @\(constraint.priority)"
    }

    /// The scenario for a failure message: items, constraints, edits.
    func describe() -> String {
        var lines = ["direction \(window.windowTraits.layoutDirection)"]
        for (index, view) in items.enumerated().dropFirst() {
            let intrinsic = view.intrinsicContentSize
            lines.append(
                "#\(index) in #\(parentIndex(index) ?? -1): frame \(view.frame), translates "
                    + "\(view.translatesAutoresizingMaskIntoConstraints), intrinsic \(intrinsic), hugging "
                    + "\(view.contentHuggingPriority(for: .horizontal))/\(view.contentHuggingPriority(for: .vertical)), "
                    + "compression \(view.contentCompressionResistancePriority(for: .horizontal))/"
                    + "\(view.contentCompressionResistancePriority(for: .vertical))")
        }
        for entry in made { lines.append("\(name(entry.constraint))\(entry.constraint.isActive ? "" : " (inactive)")") }
        lines += edits.map { "edit: \($0)" }
        return lines.joined(separator: "\n")
    }

    func fail(_ step: Int, _ message: String) {
        failures += 1
        guard failures <= 2 else { return }
        Issue.record(Comment(rawValue: "seed \(seed), check \(step): \(message)\n\(describe())"))
    }
}
