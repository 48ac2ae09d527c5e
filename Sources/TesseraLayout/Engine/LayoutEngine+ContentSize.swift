import Foundation

/// The optional content-size constraints of one axis (compression resistance `size >= intrinsic`,
/// hugging `size <= intrinsic`) kept as one bare solver row: a label has four, so the engine does not
/// make a `NSLayoutConstraint` object for each, and when both are optional they share one two-sided row. (Required ones — priority 1000 — are made as `NSLayoutConstraint`s instead,
/// since only required constraints take part in conflicts.)
struct ContentSizeRecord {
    let axis: NSLayoutConstraint.Axis
    /// The optional compression resistance held, if any.
    let compressionResistance: UILayoutPriority?
    /// The optional hugging held, if any.
    let hugging: UILayoutPriority?
    /// The solver record of the row.
    let record: Int
    /// The activation order diagnostics show for the compression resistance and for the hugging.
    let compressionSequence: Int
    let huggingSequence: Int
}

extension LayoutEngine {
    /// Compression resistance (`size >= intrinsic`) and hugging (`size <= intrinsic`) per axis that
    /// has an intrinsic metric, at the view's priorities, added to the solver.
    ///
    /// With `allowingStandIn`, wrapping text not yet measured at a width starts from a stand-in size
    /// (see `mayStandIn`).
    func makeContentSizeConstraints(
        _ registration: Registration, _ view: any ViewLayoutItem, allowingStandIn: Bool = false
    ) {
        var size: CGSize
        registration.contentWidthIsStandIn =
            allowingStandIn && registration.measuredWidth == nil && mayStandIn(registration, view)
        if registration.contentWidthIsStandIn {
            size = .zero
        } else {
            size = view.intrinsicContentSize
            if registration.dependsOnWidth, let width = registration.measuredWidth {
                size.height = view.intrinsicContentHeight(forWidth: width)
            }
        }
        registration.intrinsicSize = size
        registration.baselinesAreCurrent = false
        for axis in NSLayoutConstraint.Axis.allCases {
            let metric = axis == .horizontal ? size.width : size.height
            guard metric >= 0 else { continue }
            let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            let compressionPriority = view.contentCompressionResistancePriority(for: axis)
            let huggingPriority = view.contentHuggingPriority(for: axis)
            for (relation, priority) in [
                (NSLayoutConstraint.Relation.greaterThanOrEqual, compressionPriority),
                (.lessThanOrEqual, huggingPriority),
            ] where priority.isRequired {
                let constraint = system(.contentSize, view, attribute, relation, nil, .notAnAttribute, metric)
                registration.contentSizeConstraints.append(constraint)
                install(constraint, breakingOthers: true)
            }
            func optional(_ priority: UILayoutPriority) -> UILayoutPriority? {
                priority.isRequired || priority.rawValue <= 0 ? nil : priority
            }
            let compression = optional(compressionPriority)
            let hugging = optional(huggingPriority)
            var row = SolverRow()
            row.add(axis == .horizontal ? registration.width : registration.height, 1)
            row.constant = -Double(metric)
            switch (compression, hugging) {
            case (let compression?, let hugging?):
                // Both sides at once: size − intrinsic = plus − minus (see `Constraint(_:equalWithStrengthBelow:above:)`).
                row.strength = compression.strength
                row.strengthAbove = hugging.strength
            case (let compression?, nil):
                row.relation = .greaterThanOrEqual
                row.strength = compression.strength
            case (nil, let hugging?):
                row.relation = .lessThanOrEqual
                row.strength = hugging.strength
            case (nil, nil):
                continue
            }
            // Optional rows never make a system unsatisfiable, so adding cannot fail.
            guard row.isFinite, case .added(let record) = row.add(to: solver) else { continue }
            registration.contentSizeRecords.append(
                ContentSizeRecord(
                    axis: axis, compressionResistance: compression, hugging: hugging,
                    record: record, compressionSequence: nextSequence(), huggingSequence: nextSequence()))
        }
        markNeedsSolve()
    }

    /// Whether a view whose height depends on its width may start from a stand-in size instead of
    /// measuring its unwrapped text: its hugging and compression resistance are all optional, so the
    /// stand-in cannot make the system unsatisfiable; the first solve then tells whether required
    /// equalities fix the width (the unwrapped width cannot matter, and is never measured) or not
    /// (it is measured, as it would have been here). Either way the text is measured at the width it
    /// gets. Only a tree or a fitting engine resolves width-dependent heights.
    ///
    /// A required vertical compression resistance may stand in too (`height >= 0` holds anywhere
    /// and becomes the measured height before the pass ends); a required hugging may not
    /// (`size <= 0` could clash with other required constraints), nor a required horizontal
    /// compression resistance (the unwrapped width would be a hard minimum, so it must be known).
    private func mayStandIn(_ registration: Registration, _ view: any ViewLayoutItem) -> Bool {
        guard registration.dependsOnWidth, mode != .diagnostic else { return false }
        return !view.contentHuggingPriority(for: .horizontal).isRequired
            && !view.contentCompressionResistancePriority(for: .horizontal).isRequired
            && !view.contentHuggingPriority(for: .vertical).isRequired
    }

    func removeContentSizeConstraints(_ registration: Registration) {
        for constraint in registration.contentSizeConstraints { discard(constraint) }
        for record in registration.contentSizeRecords { solver.removeRow(ofRecord: record.record) }
        registration.contentSizeConstraints.removeAll()
        registration.contentSizeRecords.removeAll()
    }

    /// Moves the content-size constraints from `old` to `size` in place (only the axes that changed).
    func updateContentSizeConstants(_ registration: Registration, from old: CGSize, to size: CGSize) {
        // A required hugging (<=) and compression resistance (>=) pair must never cross on the way:
        // the upper bound moves first when the size grows, the lower bound first when it shrinks.
        func movesFirst(_ constraint: NSLayoutConstraint) -> Bool {
            let grows = constraint.firstAttribute == .width ? size.width > old.width : size.height > old.height
            return (constraint.relation == .lessThanOrEqual) == grows
        }
        let ordered =
            registration.contentSizeConstraints.filter(movesFirst)
            + registration.contentSizeConstraints.filter { !movesFirst($0) }
        for constraint in ordered {
            setConstant(constraint, constraint.firstAttribute == .width ? size.width : size.height)
        }
        for record in registration.contentSizeRecords {
            let metric = record.axis == .horizontal ? size.width : size.height
            guard metric != (record.axis == .horizontal ? old.width : old.height), metric.isFinite else { continue }
            _ = solver.updateConstant(ofRecord: record.record, to: -Double(metric))
        }
        markNeedsSolve()
    }

    /// The optional content-size constraints as `NSLayoutConstraint`s, for diagnostics (the hugging
    /// and compression resistance of one axis share their solver record).
    func describeContentSize(_ registration: Registration) -> [(NSLayoutConstraint, Int)] {
        guard let view = registration.view else { return [] }
        var size = registration.intrinsicSize
        if registration.contentWidthIsStandIn { size.width = view.intrinsicContentSize.width }
        var result: [(NSLayoutConstraint, Int)] = []
        // A stand-in keeps a width row even for a view without an intrinsic width (it never
        // matters there: the width is fixed); such a row is not described.
        for record in registration.contentSizeRecords where record.axis == .vertical || size.width >= 0 {
            for (relation, priority, sequence) in [
                (
                    NSLayoutConstraint.Relation.greaterThanOrEqual, record.compressionResistance,
                    record.compressionSequence
                ),
                (.lessThanOrEqual, record.hugging, record.huggingSequence),
            ] {
                guard let priority else { continue }
                let constraint = NSLayoutConstraint(
                    kind: .contentSize, item: view, attribute: record.axis == .horizontal ? .width : .height,
                    relatedBy: relation, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                    constant: record.axis == .horizontal ? size.width : size.height, file: "", line: 0)
                constraint.priority = priority
                constraint.sequence = sequence
                result.append((constraint, record.record))
            }
        }
        return result
    }
}
