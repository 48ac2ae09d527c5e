/// An item's attribute as a relation target of the `layout` DSL: `other.layout.bottom`,
/// `superview.layout.margins`.
public struct ConstraintItem: ConstraintRelatableTarget {
    let item: any LayoutItem
    let attributes: ConstraintAttributes

    public var constraintTarget: ConstraintTarget {
        ConstraintTarget(constant: nil, item: item, attributes: attributes)
    }
}
