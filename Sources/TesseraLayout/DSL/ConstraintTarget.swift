public import Foundation
public import TesseraGraphics

/// What the right side of a `layout` DSL relation can be: a number, a size, a point, insets, an
/// item's attribute (`other.layout.bottom`) or a typed anchor. Views and guides are accepted by
/// their own overloads (`equalTo(otherView)`).
///
/// For example, each of these can follow `equalTo`:
/// ```swift
/// icon.layout.makeConstraints { make in
///     make.size.equalTo(CGSize(width: 24, height: 24))     // a size
///     make.center.equalTo(badge.layout.center)             // another item's attributes
///     make.leading.equalTo(16)                             // a number: the superview's leading + 16
/// }
/// ```
@preconcurrency @MainActor
public protocol ConstraintRelatableTarget {
    /// The target in the DSL's terms.
    var constraintTarget: ConstraintTarget { get }
}

/// A relation target of the `layout` DSL (see ``ConstraintRelatableTarget``).
public struct ConstraintTarget {
    /// The constant part (numbers, sizes, points, insets).
    let constant: ConstraintConstant?
    /// The item related to, with the attributes named (nil: the same as the left side).
    let item: (any LayoutItem)?
    let attributes: ConstraintAttributes?
}

/// A constant of the `layout` DSL, turned into one number per attribute with SnapKit's rules.
enum ConstraintConstant {
    case value(CGFloat)
    case size(CGSize)
    case point(CGPoint)
    case insets(UIEdgeInsets)
    case directionalInsets(NSDirectionalEdgeInsets)

    /// The constant for `attribute` (the *target* attribute, as SnapKit does): numbers apply as
    /// they are; sizes give width/height; points give x to horizontal and y to vertical positions;
    /// insets are positive on left/top, negative on right/bottom, `(left − right) / 2` on centres
    /// and `−(left + right)` on sizes — so a positive inset always moves an edge inward.
    func value(for attribute: NSLayoutConstraint.Attribute, direction: UIUserInterfaceLayoutDirection) -> CGFloat {
        switch self {
        case .value(let value):
            return value
        case .size(let size):
            return attribute == .width ? size.width : (attribute == .height ? size.height : 0)
        case .point(let point):
            if attribute.isDimension || attribute == .notAnAttribute { return 0 }
            return attribute.axis == .horizontal ? point.x : point.y
        case .insets(let insets):
            let leftToRight = direction == .leftToRight
            switch attribute {
            case .left, .leftMargin: return insets.left
            case .top, .topMargin, .firstBaseline: return insets.top
            case .right, .rightMargin: return -insets.right
            case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
            case .leading, .leadingMargin: return leftToRight ? insets.left : insets.right
            case .trailing, .trailingMargin: return leftToRight ? -insets.right : -insets.left
            case .centerX, .centerXWithinMargins: return (insets.left - insets.right) / 2
            case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
            case .width: return -(insets.left + insets.right)
            case .height: return -(insets.top + insets.bottom)
            case .notAnAttribute: return 0
            }
        case .directionalInsets(let insets):
            let leftToRight = direction == .leftToRight
            switch attribute {
            case .left, .leftMargin: return leftToRight ? insets.leading : insets.trailing
            case .top, .topMargin, .firstBaseline: return insets.top
            case .right, .rightMargin: return leftToRight ? -insets.trailing : -insets.leading
            case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
            case .leading, .leadingMargin: return insets.leading
            case .trailing, .trailingMargin: return -insets.trailing
            case .centerX, .centerXWithinMargins: return (insets.leading - insets.trailing) / 2
            case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
            case .width: return -(insets.leading + insets.trailing)
            case .height: return -(insets.top + insets.bottom)
            case .notAnAttribute: return 0
            }
        }
    }
}

extension CGFloat: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget {
        ConstraintTarget(constant: .value(self), item: nil, attributes: nil)
    }
}

extension Double: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget {
        ConstraintTarget(constant: .value(CGFloat(self)), item: nil, attributes: nil)
    }
}

extension Int: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget {
        ConstraintTarget(constant: .value(CGFloat(self)), item: nil, attributes: nil)
    }
}

extension CGSize: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget {
        ConstraintTarget(constant: .size(self), item: nil, attributes: nil)
    }
}

extension CGPoint: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget {
        ConstraintTarget(constant: .point(self), item: nil, attributes: nil)
    }
}

extension UIEdgeInsets: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget {
        ConstraintTarget(constant: .insets(self), item: nil, attributes: nil)
    }
}

extension NSDirectionalEdgeInsets: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget {
        ConstraintTarget(constant: .directionalInsets(self), item: nil, attributes: nil)
    }
}

extension NSLayoutXAxisAnchor: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { ConstraintTarget(anchor: self) }
}

extension NSLayoutYAxisAnchor: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { ConstraintTarget(anchor: self) }
}

extension NSLayoutDimension: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { ConstraintTarget(anchor: self) }
}

extension ConstraintTarget {
    @MainActor
    init(anchor: some LayoutAnchor) {
        let attributes = ConstraintAttributes.single(anchor.attribute)
        self.init(constant: nil, item: anchor.item, attributes: attributes)
    }
}

extension ConstraintAttributes {
    /// The set holding exactly `attribute`.
    static func single(_ attribute: NSLayoutConstraint.Attribute) -> ConstraintAttributes {
        switch attribute {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        case .notAnAttribute: []
        }
    }
}
