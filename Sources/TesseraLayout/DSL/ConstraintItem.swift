/// An item's attribute as a relation target of the `layout` DSL: `other.layout.bottom`,
/// `superview.layout.margins`.
///
/// For example:
/// ```swift
/// caption.layout.makeConstraints { make in
///     make.top.equalTo(title.layout.bottom).offset(4)
///     make.leading.equalTo(title.layout.leading)
/// }
/// ```
public struct ConstraintItem: ConstraintRelatableTarget {
    let item: any LayoutItem
    let attributes: ConstraintAttributes

    public var constraintTarget: ConstraintTarget {
        ConstraintTarget(constant: nil, item: item, attributes: attributes)
    }
}
