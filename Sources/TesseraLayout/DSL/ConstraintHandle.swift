public import Foundation
public import TesseraGraphics

/// The constraints one line of the `layout` DSL made (SnapKit's `Constraint`): `make.edges…` makes
/// four. Keep it to change the constant later, or to turn the line off and on.
///
/// For example:
/// ```swift
/// var top: ConstraintHandle?
/// banner.layout.makeConstraints { make in
///     top = make.top.equalToSuperview().offset(-80).constraint
///     make.horizontalEdges.equalToSuperview()
/// }
/// top?.update(offset: 0)   // slides the banner in; only the constant changes
/// ```
@preconcurrency @MainActor
public final class ConstraintHandle: @MainActor CustomStringConvertible {
    /// The constraints, one per attribute of the line.
    public let layoutConstraints: [NSLayoutConstraint]
    /// The label given with `labeled(_:)`, also each constraint's `identifier`.
    public let label: String?

    /// The node of the item the line constrains (see `NSLayoutConstraint.firstNode`).
    let node: LayoutNode
    /// The item the line constrains; nil once it has been deallocated.
    var item: (any LayoutItem)? { node.item }
    private var constant: ConstraintConstant
    private var priority: UILayoutPriority

    init(
        item: any LayoutItem, layoutConstraints: [NSLayoutConstraint], constant: ConstraintConstant,
        priority: UILayoutPriority, label: String?
    ) {
        node = item.layoutNode
        self.layoutConstraints = layoutConstraints
        self.constant = constant
        self.priority = priority
        self.label = label
    }

    /// True while any of its constraints is active.
    public var isActive: Bool {
        get { layoutConstraints.contains(where: \.isActive) }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// Activates the constraints and records them as made by the DSL for their item (so
    /// `updateConstraints`, `remakeConstraints` and `removeConstraints` see them).
    public func activate() {
        NSLayoutConstraint.activate(layoutConstraints)
        guard node.item != nil, !node.madeConstraints.contains(where: { $0 === self }) else { return }
        node.madeConstraints.append(self)
    }

    /// Deactivates the constraints and forgets them as made by the DSL.
    public func deactivate() {
        NSLayoutConstraint.deactivate(layoutConstraints)
        node.madeConstraints.removeAll { $0 === self }
    }

    /// Sets the constant to a raw offset (the same number on every attribute).
    @discardableResult
    public func update(offset: CGFloat) -> ConstraintHandle {
        update(constant: .value(offset))
    }

    /// Sets the constant to an inset on every edge, with SnapKit's signs (inward is positive).
    @discardableResult
    public func update(inset: CGFloat) -> ConstraintHandle {
        update(constant: .insets(UIEdgeInsets(all: inset)))
    }

    /// Sets the constant to per-edge insets, with SnapKit's signs.
    @discardableResult
    public func update(inset: UIEdgeInsets) -> ConstraintHandle {
        update(constant: .insets(inset))
    }

    /// Sets the constant to directional insets, with SnapKit's signs.
    @discardableResult
    public func update(inset: NSDirectionalEdgeInsets) -> ConstraintHandle {
        update(constant: .directionalInsets(inset))
    }

    /// Changes the priority of the constraints.
    ///
    /// An active constraint cannot switch between required and optional, as in UIKit: deactivate
    /// it, update the priority, then activate it. (SnapKit skips such a change without a word,
    /// which leaves a layout that does not say why; here it stops with that advice.)
    /// - Precondition: the constraints are inactive, or the change stays on one side of required.
    @discardableResult
    public func update(priority newPriority: UILayoutPriority) -> ConstraintHandle {
        for constraint in layoutConstraints where constraint.isActive {
            precondition(
                constraint.priority.isRequired == newPriority.isRequired,
                "update(priority: \(newPriority)) would switch the active constraint \(constraint) between "
                    + "required and optional, which UIKit does not support; call deactivate(), "
                    + "update(priority:), then activate()")
        }
        priority = newPriority
        for constraint in layoutConstraints { constraint.priority = newPriority }
        return self
    }

    @discardableResult
    func update(constant newConstant: ConstraintConstant) -> ConstraintHandle {
        constant = newConstant
        for constraint in layoutConstraints { apply(newConstant, to: constraint) }
        return self
    }

    /// Recomputes `constraint.constant` from `newConstant` for its attribute.
    func apply(_ newConstant: ConstraintConstant, to constraint: NSLayoutConstraint) {
        let attribute =
            constraint.secondAttribute == .notAnAttribute ? constraint.firstAttribute : constraint.secondAttribute
        constraint.constant = newConstant.value(for: attribute, direction: direction)
    }

    private var direction: UIUserInterfaceLayoutDirection {
        if let view = item as? any ViewLayoutItem {
            return view.traitCollection.layoutDirection.userInterfaceLayoutDirection
        }
        return item?.parentLayoutView?.traitCollection.layoutDirection.userInterfaceLayoutDirection ?? .leftToRight
    }

    public var description: String {
        layoutConstraints.map(\.description).joined(separator: "; ")
    }

    /// SnapKit's test for `updateConstraints`: same items, attributes, relation, priority and multiplier.
    static func matches(_ lhs: NSLayoutConstraint, _ rhs: NSLayoutConstraint) -> Bool {
        lhs.firstAttribute == rhs.firstAttribute && lhs.secondAttribute == rhs.secondAttribute
            && lhs.relation == rhs.relation && lhs.priority == rhs.priority && lhs.multiplier == rhs.multiplier
            && lhs.firstItem === rhs.firstItem && lhs.secondItem === rhs.secondItem
    }

    /// The constant of this handle, for updates made from another handle.
    var currentConstant: ConstraintConstant { constant }
}
