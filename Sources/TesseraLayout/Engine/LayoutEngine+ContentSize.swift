import Foundation

/// One optional content-size constraint (compression resistance `size >= intrinsic`, or hugging
/// `size <= intrinsic`) kept as a bare solver constraint: a label has four, so the engine does not
/// make a `LayoutConstraint` object for each. (Required ones — priority 1000 — are made as
/// `LayoutConstraint`s instead, since only required constraints take part in conflicts.)
struct ContentSizeRecord {
    let axis: LayoutAxis
    /// `.greaterThanOrEqual` for compression resistance, `.lessThanOrEqual` for hugging.
    let relation: LayoutRelation
    let priority: LayoutPriority
    let solverConstraint: Constraint
    let sequence: Int
}

extension LayoutEngine {
    /// Compression resistance (`size >= intrinsic`) and hugging (`size <= intrinsic`) per axis that
    /// has an intrinsic metric, at the view's priorities, added to the solver.
    func makeContentSizeConstraints(_ registration: Registration, _ view: any ViewLayoutItem) {
        var size = view.intrinsicContentSize
        if registration.dependsOnWidth, let width = registration.measuredWidth {
            size.height = view.intrinsicContentHeight(forWidth: width)
        }
        registration.intrinsicSize = size
        registration.baselinesAreCurrent = false
        let node = registration.node
        for axis in LayoutAxis.allCases {
            let metric = axis == .horizontal ? size.width : size.height
            guard metric >= 0 else { continue }
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let variable = axis == .horizontal ? node.width : node.height
            for (relation, priority) in [
                (LayoutRelation.greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis)),
                (.lessThanOrEqual, view.contentHuggingPriority(for: axis)),
            ] where priority.rawValue > 0 {
                if priority.isRequired {
                    let constraint = system(.contentSize, view, attribute, relation, nil, .notAnAttribute, metric)
                    registration.contentSizeConstraints.append(constraint)
                    install(constraint, breakingOthers: true)
                    continue
                }
                let solverConstraint = Constraint(
                    Expression([Term(variable)], constant: -Double(metric)),
                    relation == .greaterThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual,
                    strength: priority.strength)
                // Optional constraints never make a system unsatisfiable, so adding cannot fail.
                try? solver.add(solverConstraint)
                registration.contentSizeRecords.append(ContentSizeRecord(
                    axis: axis, relation: relation, priority: priority, solverConstraint: solverConstraint,
                    sequence: nextSequence()))
            }
        }
        markNeedsSolve()
    }

    func removeContentSizeConstraints(_ registration: Registration) {
        for constraint in registration.contentSizeConstraints {
            uninstall(constraint)
            removeBroken(constraint)
        }
        for record in registration.contentSizeRecords { try? solver.remove(record.solverConstraint) }
        registration.contentSizeConstraints.removeAll()
        registration.contentSizeRecords.removeAll()
    }

    /// Moves the content-size constraints from `old` to `size` in place (only the axes that changed).
    func updateContentSizeConstants(_ registration: Registration, from old: CGSize, to size: CGSize) {
        for constraint in registration.contentSizeConstraints {
            setConstant(constraint, constraint.firstAttribute == .width ? size.width : size.height)
        }
        for record in registration.contentSizeRecords {
            let metric = record.axis == .horizontal ? size.width : size.height
            guard metric != (record.axis == .horizontal ? old.width : old.height) else { continue }
            try? solver.updateConstant(of: record.solverConstraint, to: -Double(metric))
        }
        markNeedsSolve()
    }

    /// The optional content-size constraints as `LayoutConstraint`s, for diagnostics.
    func describeContentSize(_ registration: Registration) -> [(LayoutConstraint, Constraint)] {
        guard let view = registration.view else { return [] }
        return registration.contentSizeRecords.map { record in
            let size = registration.intrinsicSize
            let constraint = LayoutConstraint(
                kind: .contentSize, item: view, attribute: record.axis == .horizontal ? .width : .height,
                relatedBy: record.relation, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: record.axis == .horizontal ? size.width : size.height, file: "", line: 0)
            constraint.priority = record.priority
            constraint.sequence = record.sequence
            return (constraint, record.solverConstraint)
        }
    }
}
