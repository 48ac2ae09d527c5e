import Foundation

/// One declaration of an ``AnchorLayoutBuilder``, resolved into constraints at `build()`.
@MainActor
enum AnchorDeclaration {
    case anchor(NSLayoutConstraint.Attribute, AnchorValue)
    case aspectRatio(CGFloat, UILayoutPriority)
    case maker((ConstraintMaker) -> Void, file: String, line: Int)

    /// The constraints for `item`, following the rules documented on ``AnchorValue``.
    func constraints(for item: any ViewLayoutItem, file: String, line: Int) -> [NSLayoutConstraint] {
        switch self {
        case .anchor(let attribute, let value):
            return [Self.constraint(item, attribute, value, file: file, line: line)]
        case .aspectRatio(let ratio, let priority):
            let constraint = NSLayoutConstraint(
                item: item, attribute: .width, relatedBy: .equal, toItem: item, attribute: .height, multiplier: ratio,
                file: file, line: line)
            constraint.priority = priority
            return [constraint]
        case .maker:
            return []
        }
    }

    static func constraint(
        _ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, _ value: AnchorValue, file: String, line: Int
    ) -> NSLayoutConstraint {
        let isEnd = attribute == .right || attribute == .bottom || attribute == .trailing
        let isCenter = attribute == .centerX || attribute == .centerY
        var other: (any LayoutItem)?
        var otherAttribute = attribute
        if let target = value.targetItem {
            other = target
            if let explicit = value.targetAttribute {
                otherAttribute = explicit
            } else if value.mode == .opposite, !isCenter, !attribute.isDimension {
                otherAttribute = opposite(of: attribute)
            }
        } else if attribute.isDimension {
            otherAttribute = .notAnAttribute
        } else {
            guard let superview = item.parentLayoutView else {
                preconditionFailure(
                    "\(item.layoutDebugName).\(attribute) relates to its superview, but it has none: add it to a view "
                        + "before build()")
            }
            other = superview
        }
        let constraint = NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: value.relation, toItem: other, attribute: otherAttribute,
            multiplier: other == nil ? 1 : value.multiplier, constant: isEnd ? -value.constant : value.constant,
            file: file, line: line)
        constraint.priority = value.priority
        return constraint
    }

    static func opposite(of attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .left: .right
        case .right: .left
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        default: attribute
        }
    }
}
