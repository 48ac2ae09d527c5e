import Foundation

/// Lays items out one after another along an axis inside a container with constraints
/// (DeclarativeLayoutKit's `StackingLayoutBuilder`, behind `HStack` and `VStack`).
///
/// - Main axis: the first item's leading (top) edge is its `leadingSpace` (`topSpace`) from the
///   container's, 0 when unset; between neighbours the gap is `previous.trailingSpace +
///   next.leadingSpace` (unset counts as 0); after the last item its `trailingSpace` holds when set,
///   otherwise the item only stays inside (`<=`), so a wider container leaves room at the end.
/// - Cross axis: each item's alignment (default `.fill()`); `center`, `leading` and `trailing` keep
///   the item inside the container.
/// - With nothing else sizing the container, it shrink-wraps its items on both axes (priority 1).
///
/// Constraints take the priority of their ``AnchorValue`` (999 by default); the containment
/// constraints are 999 too.
@preconcurrency @MainActor
public enum StackingLayout {
    /// Adds `items` to `container` in order, builds their chains, and activates the stacking
    /// constraints. Returns the constraints made here.
    @discardableResult
    public static func apply(
        _ items: [StackingItem], in container: some ViewLayoutItem, axis: NSLayoutConstraint.Axis,
        file: String = #fileID, line: Int = #line
    ) -> [NSLayoutConstraint] {
        var constraints: [NSLayoutConstraint] = []
        let start: NSLayoutConstraint.Attribute = axis == .horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = axis == .horizontal ? .trailing : .bottom
        func relate(
            _ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
            _ other: any LayoutItem,
            _ otherAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat, _ priority: UILayoutPriority
        ) {
            let constraint = NSLayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
                constant: constant, file: file, line: line)
            constraint.priority = priority
            constraints.append(constraint)
        }
        for item in items {
            container.addLayoutSubview(item.component.view)
            item.component.view.translatesAutoresizingMaskIntoConstraints = false
        }
        var previous: (view: any ViewLayoutItem, after: AnchorValue?)?
        for item in items {
            let view = item.component.view
            let before = axis == .horizontal ? item.leadingSpace : item.topSpace
            if let previous {
                let gap = combined(previous.after, before)
                relate(view, start, gap.relation, previous.view, end, gap.constant, gap.priority)
            } else {
                let gap = before ?? 0
                relate(view, start, gap.relation, container, start, gap.constant, gap.priority)
            }
            previous = (view, axis == .horizontal ? item.trailingSpace : item.bottomSpace)
            crossConstraints(item, view, in: container, axis: axis, relate: relate)
        }
        if let (last, after) = previous {
            if let after {
                relate(container, end, after.relation, last, end, after.constant, after.priority)
            } else {
                relate(last, end, .lessThanOrEqual, container, end, 0, .almostRequired)
            }
        }
        for dimension in [NSLayoutConstraint.Attribute.width, .height] {
            let hug = NSLayoutConstraint(
                item: container, attribute: dimension, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                constant: 0, file: file, line: line)
            hug.priority = 1
            constraints.append(hug)
        }
        NSLayoutConstraint.activate(constraints)
        for item in items { item.component.build() }
        return constraints
    }

    private static func crossConstraints(
        _ item: StackingItem, _ view: any ViewLayoutItem, in container: any ViewLayoutItem,
        axis: NSLayoutConstraint.Axis,
        relate: (
            any LayoutItem, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, any LayoutItem,
            NSLayoutConstraint.Attribute, CGFloat, UILayoutPriority
        ) -> Void
    ) {
        let start: NSLayoutConstraint.Attribute = axis == .horizontal ? .top : .leading
        let end: NSLayoutConstraint.Attribute = axis == .horizontal ? .bottom : .trailing
        let center: NSLayoutConstraint.Attribute = axis == .horizontal ? .centerY : .centerX
        let alignment = (axis == .horizontal ? item.verticalAlignment : item.horizontalAlignment) ?? .fill()
        func keepInside() {
            relate(view, start, .greaterThanOrEqual, container, start, 0, .almostRequired)
            relate(view, end, .lessThanOrEqual, container, end, 0, .almostRequired)
        }
        switch alignment {
        case .center:
            relate(view, center, .equal, container, center, 0, .almostRequired)
            keepInside()
        case .fill(let inset):
            relate(view, start, inset.relation, container, start, inset.constant, inset.priority)
            relate(view, end, mirrored(inset.relation), container, end, -inset.constant, inset.priority)
        case .leading(let inset):
            relate(view, start, inset.relation, container, start, inset.constant, inset.priority)
            relate(view, end, .lessThanOrEqual, container, end, 0, .almostRequired)
        case .trailing(let inset):
            relate(view, end, mirrored(inset.relation), container, end, -inset.constant, inset.priority)
            relate(view, start, .greaterThanOrEqual, container, start, 0, .almostRequired)
        case .custom(let leading, let trailing):
            relate(view, start, leading.relation, container, start, leading.constant, leading.priority)
            relate(view, end, mirrored(trailing.relation), container, end, -trailing.constant, trailing.priority)
        }
    }

    /// An inset "at least" on an end edge is the edge "at most" (it moves inward).
    private static func mirrored(_ relation: NSLayoutConstraint.Relation) -> NSLayoutConstraint.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }

    /// The gap between neighbours: the two spaces added; the first relation that is not `==`; the
    /// lower priority.
    private static func combined(_ after: AnchorValue?, _ before: AnchorValue?) -> AnchorValue {
        var gap = AnchorValue((after?.constant ?? 0) + (before?.constant ?? 0))
        gap.relation = [before?.relation, after?.relation].compactMap(\.self).first { $0 != .equal } ?? .equal
        gap.priority = min(after?.priority ?? .almostRequired, before?.priority ?? .almostRequired)
        return gap
    }
}
