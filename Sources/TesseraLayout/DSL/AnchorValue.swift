public import Foundation

/// One anchor value of the DeclarativeLayoutKit-style chains: a number of points with a relation,
/// an optional target, a multiplier and a priority — `16`, `24.orLess`, `8.from(avatar)`,
/// `16.from(header.layout.bottom).priority(.required)`.
///
/// Rules (each chain method states which part of its item it constrains):
/// - a bare number relates to the **superview**'s same edge, as an *inset*: positive moves an edge
///   inward, so `rightAnchor(24)` is `right == superview.right − 24`; for width and height a bare
///   number is the size itself, and for centres it is an *offset* (`centerXAnchor(10)` is
///   `centerX == superview.centerX + 10`);
/// - `.to(item)` relates to the item's same edge; `.from(item)` to its *opposite* edge (spacing
///   from it: `leftAnchor(8.from(avatar))` is `left == avatar.right + 8`); `.from`/`.to` with an
///   attribute (`other.layout.bottom`) or an anchor relate to exactly that;
/// - `.orLess` / `.orGreater` turn `==` into `<=` / `>=` on the constrained edge
///   (`rightAnchor(24.orLess)` is `right <= superview.right − 24`);
/// - `.multiplied(by:)` scales the target attribute; the default priority is **999** (strong, but
///   it yields instead of breaking the layout when a conflict appears).
///
/// For example:
/// ```swift
/// title.leftAnchor(16)                            // left == superview.left + 16
///     .rightAnchor(16.orLess)                     // right <= superview.right − 16
///     .topAnchor(8.from(avatar))                  // top == avatar.bottom + 8
///     .heightAnchor(24)                           // height == 24
///     .build()
/// ```
public struct AnchorValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// How the value's target is chosen.
    enum TargetMode {
        /// The target item's same attribute.
        case same
        /// The target item's opposite attribute (spacing from it).
        case opposite
    }

    /// Points: an inset for edges, an offset for centres, a size or offset for dimensions.
    public var constant: CGFloat
    /// `==` by default; `orLess` and `orGreater` switch it to `<=` and `>=` on the constrained edge.
    public var relation: NSLayoutConstraint.Relation = .equal
    /// The factor applied to the target attribute (1 unless set with `multiplied(by:)`).
    public var multiplier: CGFloat = 1
    /// The constraint's priority: 999 (`.almostRequired`) unless set, so it yields in a conflict instead of
    /// breaking the layout.
    public var priority: UILayoutPriority = .almostRequired
    var targetItem: (any LayoutItem)?
    var targetAttribute: NSLayoutConstraint.Attribute?
    var mode: TargetMode = .same

    /// `constant` points, relating with `==` to the superview (see the rules above).
    public init(_ constant: CGFloat) { self.constant = constant }
    /// An integer literal as a number of points, so `leftAnchor(16)` reads naturally.
    public init(integerLiteral value: Int) { constant = CGFloat(value) }
    /// A floating-point literal as a number of points (`topAnchor(8.5)`).
    public init(floatLiteral value: Double) { constant = CGFloat(value) }

    /// The same value with `<=` instead of `==`.
    public var orLess: AnchorValue { with { $0.relation = .lessThanOrEqual } }
    /// The same value with `>=` instead of `==`.
    public var orGreater: AnchorValue { with { $0.relation = .greaterThanOrEqual } }

    /// Spacing from `item`: relates to its opposite edge (for centres and sizes: its same attribute).
    @MainActor public func from(_ item: some LayoutItem) -> AnchorValue {
        with {
            $0.targetItem = item
            $0.targetAttribute = nil
            $0.mode = .opposite
        }
    }

    /// Relates to `item`'s same attribute.
    @MainActor public func to(_ item: some LayoutItem) -> AnchorValue {
        with {
            $0.targetItem = item
            $0.targetAttribute = nil
            $0.mode = .same
        }
    }

    /// Relates to exactly this attribute (`other.layout.bottom`; a composite such as `edges` uses its
    /// first attribute).
    @MainActor public func from(_ target: ConstraintItem) -> AnchorValue { to(target) }

    /// Relates to exactly this attribute (`other.layout.bottom`).
    @MainActor public func to(_ target: ConstraintItem) -> AnchorValue {
        with {
            $0.targetItem = target.item
            $0.targetAttribute = target.attributes.layoutAttributes.first
        }
    }

    /// Relates to exactly this anchor.
    @MainActor public func from(_ anchor: some LayoutAnchor) -> AnchorValue { to(anchor) }

    /// Relates to exactly this anchor.
    @MainActor public func to(_ anchor: some LayoutAnchor) -> AnchorValue {
        with {
            $0.targetItem = anchor.item
            $0.targetAttribute = anchor.attribute
        }
    }

    /// Scales the target attribute.
    public func multiplied(by multiplier: CGFloat) -> AnchorValue { with { $0.multiplier = multiplier } }

    /// Sets the priority (default 999).
    public func priority(_ priority: UILayoutPriority) -> AnchorValue { with { $0.priority = priority } }

    private func with(_ change: (inout AnchorValue) -> Void) -> AnchorValue {
        var copy = self
        change(&copy)
        return copy
    }
}

/// Starting an ``AnchorValue`` from a number: `24.orLess`, `8.from(avatar)`, `0.priority(.required)`.
///
/// For example, a number or a value is accepted where a chain takes one:
/// ```swift
/// badge.topAnchor(4).rightAnchor(AnchorValue(4).priority(.defaultHigh)).build()
/// ```
public protocol AnchorValueConvertible {
    /// The value as an ``AnchorValue`` (a plain number becomes a bare value relating to the superview).
    var anchorValue: AnchorValue { get }
}

extension AnchorValue: AnchorValueConvertible {
    public var anchorValue: AnchorValue { self }
}

extension Int: AnchorValueConvertible {
    public var anchorValue: AnchorValue { AnchorValue(CGFloat(self)) }
}

extension Double: AnchorValueConvertible {
    public var anchorValue: AnchorValue { AnchorValue(CGFloat(self)) }
}

extension CGFloat: AnchorValueConvertible {
    public var anchorValue: AnchorValue { AnchorValue(self) }
}

extension AnchorValueConvertible {
    /// This number with `<=`.
    public var orLess: AnchorValue { anchorValue.orLess }
    /// This number with `>=`.
    public var orGreater: AnchorValue { anchorValue.orGreater }
    /// This number as spacing from `item` (its opposite edge).
    @MainActor public func from(_ item: some LayoutItem) -> AnchorValue { anchorValue.from(item) }
    /// This number relative to `item`'s same attribute.
    @MainActor public func to(_ item: some LayoutItem) -> AnchorValue { anchorValue.to(item) }
    /// This number relative to exactly this attribute.
    @MainActor public func from(_ target: ConstraintItem) -> AnchorValue { anchorValue.from(target) }
    /// This number relative to exactly this attribute.
    @MainActor public func to(_ target: ConstraintItem) -> AnchorValue { anchorValue.to(target) }
    /// This number relative to exactly this anchor.
    @MainActor public func from(_ anchor: some LayoutAnchor) -> AnchorValue { anchorValue.from(anchor) }
    /// This number relative to exactly this anchor.
    @MainActor public func to(_ anchor: some LayoutAnchor) -> AnchorValue { anchorValue.to(anchor) }
    /// This number with a multiplier on the target.
    public func multiplied(by multiplier: CGFloat) -> AnchorValue { anchorValue.multiplied(by: multiplier) }
    /// This number with a priority.
    public func priority(_ priority: UILayoutPriority) -> AnchorValue { anchorValue.priority(priority) }
}
