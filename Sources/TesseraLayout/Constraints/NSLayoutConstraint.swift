public import Foundation

/// A linear relation between two items' attributes (`NSLayoutConstraint`):
/// `first.attribute  relation  multiplier × second.attribute + constant`, or
/// `first.attribute  relation  constant` without a second item.
///
/// Constraints are made by anchors, the `layout` DSL, the chained DSL and stacks, and do nothing
/// until activated. Activation puts the constraint into the engine of the tree its items share
/// (one incremental solver per window, or per root view outside a window); the next layout pass
/// solves and applies the frames.
///
/// - `constant` changes cheaply: the solver updates it in place, nothing is rebuilt.
/// - `priority` may move between optional values at any time, but switching an *active* constraint
///   between required (1000) and optional is a programmer error (as on Apple's platforms).
/// - A constraint never keeps its items alive; `firstItem`/`secondItem` read nil once an item is gone.
/// - The class is open, as Apple's: a subclass (SnapKit's `LayoutConstraint`) inherits
///   `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
/// - An active constraint is installed on the closest common ancestor of its items (the item itself for a
///   constant width or height; a guide counts as its owning view): that view lists it in `constraints`.
///
/// For example:
/// ```swift
/// title.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///     title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
///     title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
/// ])
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// Where a constraint came from; the engine makes the non-`user` kinds itself.
    enum Kind: Equatable {
        /// Made by app code, a DSL or a stack.
        case user
        /// A frame turned into constraints (`translatesAutoresizingMaskIntoConstraints`).
        case autoresizingMask
        /// Hugging or compression resistance around the intrinsic content size.
        case contentSize
        /// A safe-area or layout-margins guide following its view.
        case guide
        /// The root of the engine's space.
        case root
        /// The target size of `systemLayoutSizeFitting`.
        case fitting
    }

    /// Where the constraint is in its engine's life cycle.
    enum State: Equatable {
        case inactive
        /// Activated; added to the solver by the next layout pass.
        case pending
        /// In the solver.
        case installed
        /// Active but left out of the solver because it conflicted with required constraints.
        case broken
        /// Active, but the root of its tree was deallocated while its items live on: the engine of
        /// their next tree installs it (`LayoutEngine.adoptOrphans(inSubtreeOf:)`).
        case orphaned
    }

    /// The constrained view or layout guide; nil once it has been deallocated (a constraint never keeps it
    /// alive).
    public var firstItem: AnyObject? { firstNode.item }
    /// `firstItem` as the layout item it is.
    public var firstLayoutItem: (any LayoutItem)? { firstNode.item }
    /// The attribute of `firstItem` that the constraint sets; fixed once made.
    public let firstAttribute: NSLayoutConstraint.Attribute
    /// How the first attribute relates to `multiplier × secondAttribute + constant`; fixed once made.
    public let relation: NSLayoutConstraint.Relation
    /// The view or layout guide related to, or nil for a constant size; nil too once it has been deallocated.
    public var secondItem: AnyObject? { secondNode?.item }
    /// `secondItem` as the layout item it is.
    public var secondLayoutItem: (any LayoutItem)? { secondNode?.item }
    /// `.notAnAttribute` without a second item.
    public let secondAttribute: NSLayoutConstraint.Attribute
    /// The factor applied to the second attribute; fixed once made.
    public let multiplier: CGFloat
    /// The file (`#fileID`) and line the constraint was made on, shown by diagnostics.
    public let file: String
    /// The line of `file` the constraint was made on, shown by diagnostics.
    public let line: Int
    /// A name shown in diagnostics (`NSLayoutConstraint.identifier`, SnapKit's `labeled`).
    public var identifier: String?

    /// For a constraint made with system spacing (`constraint(equalToSystemSpacingAfter:multiplier:)`
    /// and kin): how many times the system spacing the engine adds to `constant`.
    var systemSpacingMultiplier: CGFloat?

    /// The points added to the second side. Changing it updates the solver in place.
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            engine?.constantDidChange(self)
        }
    }

    /// How strongly the constraint holds, 1…1000 (default 1000, required).
    /// - Precondition: the value is in 1…1000, and an active constraint does not switch between
    ///   required and optional (deactivate it, change the priority, activate it again).
    public var priority: UILayoutPriority = .required {
        willSet {
            precondition(
                newValue.rawValue > 0 && newValue.rawValue <= 1000,
                "A constraint priority must be in 1...1000, got \(newValue) for \(self)")
            precondition(
                !isActive || newValue.isRequired == priority.isRequired,
                "Mutating the priority of an active constraint from required to optional or back is not "
                    + "supported (as on Apple's platforms); deactivate \(self) first, change it, then activate it")
        }
        didSet {
            guard priority != oldValue else { return }
            engine?.priorityDidChange(self)
        }
    }

    // The items' Auto Layout nodes, held strongly: a node does not keep its item alive, and forgets
    // it when the item is deallocated, so the items behave as weakly held without the cost of weak
    // references to views.
    let firstNode: LayoutNode
    let secondNode: LayoutNode?
    private(set) var kind: Kind = .user
    var state: State = .inactive
    /// The engine holding the constraint while it is active (unowned: see `LayoutEngine.detachAll()`).
    unowned(unsafe) var engine: LayoutEngine?
    /// The solver record of its row in the tree engine while installed (throwaway engines keep
    /// theirs apart).
    var solverRecord: Int?
    /// Activation order within the engine, for deterministic diagnostics.
    var sequence = 0

    /// Creates an inactive constraint `item.attribute relation multiplier × toItem.attribute + constant`
    /// (`NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`), the designated
    /// initialiser that subclasses inherit. Prefer the typed anchors, which check the axes at compile time.
    ///
    /// ```swift
    /// let half = NSLayoutConstraint(item: photo, attribute: .width, relatedBy: .equal,
    ///                               toItem: card, attribute: .width, multiplier: 0.5, constant: 0)
    /// ```
    /// - Precondition: the items are views or layout guides; positions relate to positions and sizes to sizes
    ///   on either axis (as in UIKit, `left == other.top` is a plain linear relation; a width may relate to a
    ///   height, for aspect ratios), a size to a position only on the same axis; leading/trailing are not mixed
    ///   with left/right; a second item has a second attribute. (A position attribute with no second item is
    ///   refused when activated.)
    public init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
        constant c: CGFloat = 0, file: String = #fileID, line: Int = #line
    ) {
        let item = Self.layoutItem(view1, role: "item")
        let toItem = view2.map { Self.layoutItem($0, role: "toItem") }
        precondition(attr1 != .notAnAttribute, "A constraint needs a first attribute")
        if let toItem {
            precondition(
                attr2 != .notAnAttribute,
                "A constraint to \(toItem.layoutDebugName) needs a second attribute")
            precondition(
                attr1.isDimension == attr2.isDimension || attr1.axis == attr2.axis,
                "Cannot relate \(attr1) to \(attr2): a size relates to a position only on the same axis")
            precondition(
                !(attr1.isDirectional && attr2.isAbsoluteHorizontal)
                    && !(attr2.isDirectional && attr1.isAbsoluteHorizontal),
                "Cannot relate \(attr1) to \(attr2): leading/trailing and left/right do not mix")
        }
        firstNode = item.layoutNode
        firstAttribute = attr1
        self.relation = relation
        secondNode = toItem?.layoutNode
        secondAttribute = toItem == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        self.file = file
        self.line = line
    }

    /// A constraint the engine makes (`kind` is not `.user`).
    convenience init(
        kind: Kind, item: any LayoutItem, attribute: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation,
        toItem: (any LayoutItem)?, attribute secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat,
        constant: CGFloat, file: String, line: Int
    ) {
        self.init(
            item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: secondAttribute,
            multiplier: multiplier, constant: constant, file: file, line: line)
        self.kind = kind
    }

    private static func layoutItem(_ value: Any, role: String) -> any LayoutItem {
        guard let item = value as? any LayoutItem else {
            preconditionFailure("NSLayoutConstraint(\(role):): \(type(of: value)) is not a view or a layout guide")
        }
        return item
    }

    /// Whether neither item has been deallocated.
    var itemsAreAlive: Bool { firstNode.item != nil && (secondNode == nil || secondNode?.item != nil) }

    /// Whether an attribute is leading or trailing, so the layout direction places the constraint.
    var isDirectional: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }

    /// Whether the constraint takes part in layout. Activating it hands it to the engine of the tree
    /// its items share; deactivating removes it.
    /// - Precondition: when activating, both items are in the same view tree (a guide counts as part
    ///   of its owning view), as `NSLayoutConstraint` requires a common ancestor.
    public var isActive: Bool {
        // An orphaned constraint whose item is gone can never be installed again.
        get { state != .inactive && (state != .orphaned || itemsAreAlive) }
        set {
            precondition(kind == .user, "\(self) is managed by the layout engine")
            guard newValue != isActive else { return }
            if newValue {
                var context = ActivationContext()
                LayoutEngine.activate(self, in: &context)
            } else {
                LayoutEngine.deactivate(self)
            }
        }
    }

    /// Activates constraints in order (`NSLayoutConstraint.activate`).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        var context = ActivationContext()
        for constraint in constraints {
            precondition(constraint.kind == .user, "\(constraint) is managed by the layout engine")
            if !constraint.isActive { LayoutEngine.activate(constraint, in: &context) }
        }
    }

    /// Deactivates constraints (`NSLayoutConstraint.deactivate`).
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraint as the user wrote it, e.g.
    /// `UILabel#title.leading == UIView#card.leading + 16 (CardView.swift:42)`; the priority is shown
    /// when optional, the identifier first when set.
    open var description: String {
        var text = identifier.map { "\($0): " } ?? ""
        text += "\(name(of: firstLayoutItem)).\(firstAttribute) \(relation) "
        if let secondNode {
            text += "\(name(of: secondNode.item)).\(secondAttribute)"
            if multiplier != 1 { text += " × \(format(multiplier))" }
            if constant != 0 { text += constant > 0 ? " + \(format(constant))" : " - \(format(-constant))" }
        } else {
            text += format(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        switch kind {
        case .user: text += " (\(file):\(line))"
        case .autoresizingMask: text += " (autoresizing mask)"
        case .contentSize:
            text +=
                firstAttribute == .width || firstAttribute == .height
                ? (relation == .lessThanOrEqual ? " (content hugging)" : " (compression resistance)") : ""
        case .guide: text += " (guide)"
        case .root: text += " (root)"
        case .fitting: text += " (fitting size)"
        }
        return text
    }

    private func name(of item: (any LayoutItem)?) -> String {
        item?.layoutDebugName ?? "<released>"
    }

    private func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}

/// Constraints are equal only to themselves, as `NSObject`s are by default: sets and arrays of constraints
/// compare by identity.
extension NSLayoutConstraint: Hashable {
    /// Identity: two constraints are equal only when they are the same object, as in UIKit.
    nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
