import Foundation
import TesseraGraphics

/// One line of a `makeConstraints` closure as it is being written: the attributes, then the
/// relation and target, then the modifiers. Turned into a ``ConstraintHandle`` when the closure
/// returns.
@MainActor
final class ConstraintDescription {
    let item: any LayoutItem
    var attributes: ConstraintAttributes
    var relation: NSLayoutConstraint.Relation?
    var targetItem: (any LayoutItem)?
    var targetAttributes: ConstraintAttributes?
    var constant: ConstraintConstant = .value(0)
    var multiplier: CGFloat = 1
    var priority: UILayoutPriority = .required
    var label: String?
    let file: String
    let line: Int
    private var made: ConstraintHandle?

    init(item: any LayoutItem, attributes: ConstraintAttributes, file: String, line: Int) {
        self.item = item
        self.attributes = attributes
        self.file = file
        self.line = line
    }

    /// The handle for this line, made once; nil while no relation was given.
    var handle: ConstraintHandle? {
        if let made { return made }
        guard let relation else { return nil }
        let handle = ConstraintHandle(
            item: item, layoutConstraints: makeLayoutConstraints(relation), constant: constant, priority: priority,
            label: label)
        made = handle
        return handle
    }

    /// One `NSLayoutConstraint` per attribute, paired with the target's attributes as SnapKit pairs them.
    private func makeLayoutConstraints(_ relation: NSLayoutConstraint.Relation) -> [NSLayoutConstraint] {
        let fromAttributes = attributes.layoutAttributes
        let toAttributes = targetAttributes?.layoutAttributes ?? []
        let direction = layoutDirection
        return fromAttributes.map { from in
            var to = pairedAttribute(for: from, toAttributes: toAttributes)
            var other = targetItem
            if other == nil, to != .width, to != .height {
                guard let superview = item.parentLayoutView else {
                    preconditionFailure(
                        "\(item.layoutDebugName).\(from) relates to its superview, but it has none "
                            + "(\(file):\(line)): add it to a view first")
                }
                other = superview
            }
            if other == nil { to = .notAnAttribute }
            let constraint = NSLayoutConstraint(
                kind: .user, item: item, attribute: from, relatedBy: relation, toItem: other, attribute: to,
                multiplier: multiplier,
                constant: constant.value(for: to == .notAnAttribute ? from : to, direction: direction),
                file: file, line: line)
            constraint.priority = priority
            constraint.identifier = label
            return constraint
        }
    }

    private func pairedAttribute(for from: NSLayoutConstraint.Attribute, toAttributes: [NSLayoutConstraint.Attribute])
        -> NSLayoutConstraint.Attribute
    {
        guard let target = targetAttributes, !toAttributes.isEmpty else {
            if targetItem == nil, from == .centerX { return .left }
            if targetItem == nil, from == .centerY { return .top }
            return from
        }
        let mapped: [ConstraintAttributes: ConstraintAttributes] = [
            .edges: .margins, .margins: .edges, .directionalEdges: .directionalMargins,
            .directionalMargins: .directionalEdges,
        ]
        if mapped[attributes] == target {
            return from.isMargin ? from.withoutMargin : marginAttribute(of: from)
        }
        if attributes == target { return from }
        return toAttributes[0]
    }

    private func marginAttribute(of attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: attribute
        }
    }

    private var layoutDirection: UIUserInterfaceLayoutDirection {
        if let view = item as? any ViewLayoutItem {
            return view.traitCollection.layoutDirection.userInterfaceLayoutDirection
        }
        return item.parentLayoutView?.traitCollection.layoutDirection.userInterfaceLayoutDirection ?? .leftToRight
    }
}
