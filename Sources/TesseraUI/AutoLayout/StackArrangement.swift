import Foundation
import TesseraLayout

/// The constraints that arrange a stack view's arranged subviews, made from its current
/// properties. `UIStackView.rebuildArrangement()` makes one and activates its constraints.
///
/// Four groups, each with an identifier as in UIKit's stack view but prefixed `TSV-`: hidden views
/// collapse (`hiding`); the visible ones are chained along the axis (`canvas-connection`,
/// `spacing`); their lengths follow the distribution (`fill-equally`, `fill-proportionally`,
/// `distributing`); they are placed across the axis by the alignment (`alignment`,
/// `spanning-fit`, `ambiguity-suppression`, `canvas-fit`).
@MainActor
struct StackArrangement {
    /// Holds an arranged view's cross length at zero when the alignment leaves it free (any
    /// alignment but `fill`), so a view without intrinsic size is not ambiguous. It must lose to
    /// every size a user can express, so it sits below `fittingSizeLevel` (50), the lowest level
    /// UIKit names; UIKit's stack view uses 25 for these constraints.
    static let ambiguitySuppressionPriority = UILayoutPriority(25)
    /// Shrinks the stack across the axis onto its arranged views when nothing else sizes it. Just
    /// below `fittingSizeLevel`, so `systemLayoutSizeFitting` still decides the size it asks for,
    /// and above the ambiguity suppression, so the stack hugs its views rather than squeezing
    /// them. UIKit's stack view uses 49 for its canvas-fit constraint.
    static let canvasFitPriority = UILayoutPriority(49)

    let stack: UIStackView
    /// What the views are pinned to: the stack, or its layout margins guide.
    let container: any LayoutItem
    let attributes: StackAxisAttributes
    let visibleViews: [UIView]
    /// The gap after each visible view but the last, in points.
    let gaps: [CGFloat]
    private(set) var constraints: [NSLayoutConstraint] = []
    /// The guides between neighbours for `equalSpacing` and `equalCentering`, already added to
    /// the stack.
    private(set) var spacerGuides: [UILayoutGuide] = []

    /// Makes every constraint for `stack` as it is now (and adds its spacer guides to it).
    init(for stack: UIStackView) {
        self.stack = stack
        container = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        attributes = StackAxisAttributes(stack.axis)
        visibleViews = stack.arrangedSubviews.filter { !$0.isHidden }
        gaps = visibleViews.dropLast().map { view in
            let custom = stack.customSpacing(after: view)
            return custom == UIStackView.spacingUseDefault ? stack.spacing : custom
        }
        collapseHiddenViews()
        chainAlongAxis()
        sizeAlongAxis()
        placeAcrossAxis()
    }

    // MARK: Along the axis

    /// A hidden view gets no length and sits at the start corner, out of the chain.
    private mutating func collapseHiddenViews() {
        for view in stack.arrangedSubviews where view.isHidden {
            fix(view, attributes.length, "TSV-hiding")
            pin(view, attributes.start, to: container, attributes.start, "TSV-hiding")
            pin(view, attributes.crossStart, to: container, attributes.crossStart, "TSV-hiding")
        }
    }

    /// The first and last views touch the container's ends; neighbours are `gaps` apart (at least,
    /// for the distributions that spread views out).
    private mutating func chainAlongAxis() {
        guard let first = visibleViews.first, let last = visibleViews.last else { return }
        pin(first, attributes.start, to: container, attributes.start, "TSV-canvas-connection")
        pin(container, attributes.end, to: last, attributes.end, "TSV-canvas-connection")
        let spreads = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        let relation: NSLayoutConstraint.Relation = spreads ? .greaterThanOrEqual : .equal
        let baselineToBaseline = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        for (index, (previous, next)) in zip(visibleViews, visibleViews.dropFirst()).enumerated() {
            if baselineToBaseline {
                pin(next, .firstBaseline, relation, to: previous, .lastBaseline, plus: gaps[index], "TSV-spacing")
            } else {
                pin(next, attributes.start, relation, to: previous, attributes.end, plus: gaps[index], "TSV-spacing")
            }
        }
    }

    /// The lengths the distribution asks for (`fill` leaves them to hugging and compression).
    private mutating func sizeAlongAxis() {
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visibleViews.dropFirst() {
                pin(view, attributes.length, to: visibleViews[0], attributes.length, "TSV-fill-equally")
            }
        case .fillProportionally:
            shareLengthInProportion()
        case .equalSpacing:
            spaceWithGuides(betweenCenters: false)
        case .equalCentering:
            spaceWithGuides(betweenCenters: true)
        }
    }

    /// Each view's length is its intrinsic share of the container's length less the gaps (equal
    /// shares when no view has an intrinsic length), just below required.
    private mutating func shareLengthInProportion() {
        let horizontal = stack.axis == .horizontal
        let intrinsicLengths = visibleViews.map { view in
            let size = view.intrinsicContentSize
            return max(0, horizontal ? size.width : size.height)
        }
        let total = intrinsicLengths.reduce(0, +)
        let totalGaps = gaps.reduce(0, +)
        for (view, intrinsic) in zip(visibleViews, intrinsicLengths) {
            let share = total > 0 ? intrinsic / total : 1 / CGFloat(visibleViews.count)
            let constraint = NSLayoutConstraint(
                item: view, attribute: attributes.length, relatedBy: .equal, toItem: container,
                attribute: attributes.length, multiplier: share, constant: -share * totalGaps)
            add(constraint, priority: .almostRequired, "TSV-fill-proportionally")
        }
    }

    /// A guide spans each gap (from edge to edge, or centre to centre), and every guide has the
    /// first one's length: required for equal gaps, just below for equal centring (which gives
    /// way to the minimum spacing).
    private mutating func spaceWithGuides(betweenCenters: Bool) {
        let from = betweenCenters ? attributes.center : attributes.end
        let to = betweenCenters ? attributes.center : attributes.start
        for (previous, next) in zip(visibleViews, visibleViews.dropFirst()) {
            let guide = UILayoutGuide(identifier: "TSV-distributing")
            stack.addLayoutGuide(guide)
            pin(guide, attributes.start, to: previous, from, "TSV-distributing-edge")
            pin(guide, attributes.end, to: next, to, "TSV-distributing-edge")
            pin(guide, attributes.crossStart, to: container, attributes.crossStart, "TSV-distributing-edge")
            fix(guide, attributes.crossLength, "TSV-distributing-edge")
            if let firstGuide = spacerGuides.first {
                let equal = pin(guide, attributes.length, to: firstGuide, attributes.length, "TSV-distributing")
                equal.priority = betweenCenters ? .almostRequired : .required
            }
            spacerGuides.append(guide)
        }
    }

    // MARK: Across the axis

    /// Places each view by the alignment, then lets the stack shrink onto its views.
    private mutating func placeAcrossAxis() {
        guard !visibleViews.isEmpty else { return }
        let horizontal = stack.axis == .horizontal
        switch stack.alignment {
        case .firstBaseline where horizontal:
            alignBaselines(.firstBaseline)
        case .lastBaseline where horizontal:
            alignBaselines(.lastBaseline)
        case .fill, .firstBaseline, .lastBaseline:  // baselines do not apply across a vertical stack
            for view in visibleViews { fill(view) }
        case .leading, .trailing, .center:
            for view in visibleViews { align(view, stack.alignment) }
        }
        fix(stack, attributes.crossLength, priority: Self.canvasFitPriority, "TSV-canvas-fit")
    }

    /// Every view's `baseline` on the first view's, each view inside the container.
    private mutating func alignBaselines(_ baseline: NSLayoutConstraint.Attribute) {
        for view in visibleViews {
            if view !== visibleViews[0] { pin(view, baseline, to: visibleViews[0], baseline, "TSV-alignment") }
            fitInside(view, start: true, end: true)
        }
    }

    private mutating func fill(_ view: UIView) {
        pin(view, attributes.crossStart, to: container, attributes.crossStart, "TSV-alignment")
        pin(view, attributes.crossEnd, to: container, attributes.crossEnd, "TSV-alignment")
    }

    /// Pins one cross edge (or the centre) of `view`, keeps it inside the container, and holds its
    /// otherwise free cross length weakly at zero.
    private mutating func align(_ view: UIView, _ alignment: UIStackView.Alignment) {
        switch alignment {
        case .leading:
            pin(view, attributes.crossStart, to: container, attributes.crossStart, "TSV-alignment")
            fitInside(view, start: false, end: true)
        case .trailing:
            pin(view, attributes.crossEnd, to: container, attributes.crossEnd, "TSV-alignment")
            fitInside(view, start: true, end: false)
        default:
            pin(view, attributes.crossCenter, to: container, attributes.crossCenter, "TSV-alignment")
            fitInside(view, start: true, end: true)
        }
        fix(view, attributes.crossLength, priority: Self.ambiguitySuppressionPriority, "TSV-ambiguity-suppression")
    }

    /// Keeps `view`'s cross start edge and/or end edge within the container's.
    private mutating func fitInside(_ view: UIView, start keepsStart: Bool, end keepsEnd: Bool) {
        let start = attributes.crossStart
        let end = attributes.crossEnd
        if keepsStart { pin(view, start, .greaterThanOrEqual, to: container, start, "TSV-spanning-fit") }
        if keepsEnd { pin(view, end, .lessThanOrEqual, to: container, end, "TSV-spanning-fit") }
    }

    // MARK: Making constraints

    /// Adds `item.attribute (relation) other.otherAttribute + constant`, required. The constraint
    /// records the caller's source location.
    @discardableResult
    private mutating func pin(
        _ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation = .equal, to other: any LayoutItem,
        _ otherAttribute: NSLayoutConstraint.Attribute, plus constant: CGFloat = 0, _ identifier: String,
        file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            constant: constant, file: file, line: line)
        add(constraint, priority: .required, identifier)
        return constraint
    }

    /// Adds `item.attribute == 0` at `priority`, recording the caller's source location.
    private mutating func fix(
        _ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, priority: UILayoutPriority = .required,
        _ identifier: String, file: String = #fileID, line: Int = #line
    ) {
        let constraint = NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            file: file, line: line)
        add(constraint, priority: priority, identifier)
    }

    private mutating func add(_ constraint: NSLayoutConstraint, priority: UILayoutPriority, _ identifier: String) {
        constraint.priority = priority
        constraint.identifier = identifier
        constraints.append(constraint)
    }
}
