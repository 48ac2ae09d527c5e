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
@MainActor
public final class NSLayoutConstraint: @MainActor CustomStringConvertible {
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

    /// The constrained item; nil once it has been deallocated (a constraint never keeps it alive).
    public var firstItem: (any LayoutItem)? { firstNode.item }
    public let firstAttribute: NSLayoutConstraint.Attribute
    public let relation: NSLayoutConstraint.Relation
    /// The item related to, or nil for a constant size; nil too once it has been deallocated.
    public var secondItem: (any LayoutItem)? { secondNode?.item }
    /// `.notAnAttribute` without a second item.
    public let secondAttribute: NSLayoutConstraint.Attribute
    /// The factor applied to the second attribute; fixed once made.
    public let multiplier: CGFloat
    /// The file (`#fileID`) and line the constraint was made on, shown by diagnostics.
    public let file: String
    public let line: Int
    /// A name shown in diagnostics (`NSLayoutConstraint.identifier`, SnapKit's `labeled`).
    public var identifier: String?

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
    let kind: Kind
    var state: State = .inactive
    /// The engine holding the constraint while it is active (unowned: see `LayoutEngine.detachAll()`).
    unowned(unsafe) var engine: LayoutEngine?
    /// The solver record of its row in the tree engine while installed (throwaway engines keep
    /// theirs apart).
    var solverRecord: Int?
    /// Activation order within the engine, for deterministic diagnostics.
    var sequence = 0

    /// Creates an inactive constraint from raw attributes (`NSLayoutConstraint(item:attribute:…)`).
    /// Prefer the typed anchors, which check the axes at compile time.
    /// - Precondition: both attributes are on the same axis (a width may relate to a height, for
    ///   aspect ratios) and leading/trailing are not mixed with left/right; position attributes have a second
    ///   item; a second item has a second attribute.
    public convenience init(
        item: any LayoutItem, attribute: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem: (any LayoutItem)?, attribute secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, file: String = #fileID, line: Int = #line
    ) {
        self.init(
            kind: .user, item: item, attribute: attribute, relatedBy: relation, toItem: toItem,
            attribute: secondAttribute, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    init(
        kind: Kind, item: any LayoutItem, attribute: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem: (any LayoutItem)?, attribute secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat,
        constant: CGFloat, file: String, line: Int
    ) {
        precondition(attribute != .notAnAttribute, "A constraint needs a first attribute")
        if let toItem {
            precondition(
                secondAttribute != .notAnAttribute,
                "A constraint to \(toItem.layoutDebugName) needs a second attribute")
            precondition(
                attribute.axis == secondAttribute.axis || (attribute.isDimension && secondAttribute.isDimension),
                "Cannot relate \(attribute) to \(secondAttribute): they are on different axes")
            precondition(
                !(attribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
                    && !(secondAttribute.isDirectional && attribute.isAbsoluteHorizontal),
                "Cannot relate \(attribute) to \(secondAttribute): leading/trailing and left/right do not mix")
        } else {
            precondition(
                attribute.isDimension || kind != .user,
                "A position attribute (\(attribute)) must be related to another item's attribute")
        }
        self.kind = kind
        firstNode = item.layoutNode
        firstAttribute = attribute
        self.relation = relation
        secondNode = toItem?.layoutNode
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.file = file
        self.line = line
    }

    /// Whether neither item has been deallocated.
    var itemsAreAlive: Bool { firstItem != nil && (secondNode == nil || secondItem != nil) }

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
    public var description: String {
        var text = identifier.map { "\($0): " } ?? ""
        text += "\(name(of: firstItem)).\(firstAttribute) \(relation) "
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
        case .contentSize: text += firstAttribute == .width || firstAttribute == .height
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
