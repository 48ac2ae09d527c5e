import Foundation
public import TesseraCore
import TesseraGraphics

/// The Auto Layout engine of one view tree: one incremental ``Solver`` per window (or per root view
/// outside a window) holding every active constraint of the tree, the constraints the system makes
/// for frames, intrinsic sizes and guides, and the bookkeeping to apply solved frames.
///
/// Work is incremental and lazy: activating a constraint only queues it; the next layout pass
/// (`layoutIfNeeded()`, or rendering) adds queued constraints to the solver, pushes changed
/// constants, intrinsic sizes and frames in place (no rebuild), re-solves, and sets the frames of
/// the views positioned by constraints — rounded to the display's pixel grid and converted from
/// the root's bounds space into each superview's space.
///
/// Required constraints that cannot all hold are reported through ``logger`` (category "layout")
/// with the conflicting set, and one of them — the lowest priority involved; among equals one you
/// made rather than one the system made, the most recently activated first — is broken: it stays
/// active but is left out of the solver (see ``brokenConstraints``). Broken constraints are tried
/// again whenever a constraint is deactivated.
///
/// You rarely touch the engine: views find it through their tree. Reach it with
/// `view.layoutEngine` to inject a logger or to read the broken constraints.
///
/// Main actor only.
@MainActor
public final class LayoutEngine {
    /// What an engine is for.
    enum Mode: Equatable {
        /// The engine of a tree: owns its constraints' state and applies frames.
        case tree
        /// A throwaway copy solving one subtree for `systemLayoutSizeFitting`.
        case fitting(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
        /// A throwaway copy of a tree for ambiguity checks.
        case diagnostic
    }

    /// Where conflicts are reported. `Logger(category: "layout")` on the shared hub by default.
    public var logger = Logger(category: "layout")

    /// The active constraints left out of the solver because they conflicted with required ones,
    /// in the order they were broken.
    public internal(set) var brokenConstraints: [NSLayoutConstraint] = []

    let mode: Mode
    let solver = Solver()
    /// The item whose bounds space the engine solves in; nil once it is deallocated.
    // `unowned(unsafe)` like the engine's other links (see `detachAll()`): the root owns the engine,
    // and its node's `itemDidDeinit()` clears this before the root's memory goes.
    private(set) unowned(unsafe) var root: (any ViewLayoutItem)?

    /// Registrations of throwaway engines, by node (a tree engine keeps each in its node).
    var copyRegistrations: [ObjectIdentifier: Registration] = [:]
    /// Every registration, in registration order (swap-removed).
    var registrationOrder: [Registration] = []
    /// Activated constraints not yet in the solver, in activation order.
    var pending: [NSLayoutConstraint] = []
    /// Throwaway engines' solver records of the constraints they share with the tree, by constraint.
    var copySolverRecords: [ObjectIdentifier: Int] = [:]
    /// How many installed constraints use leading/trailing (re-resolved when the direction changes).
    var directionalConstraintCount = 0
    /// Registrations whose frame or intrinsic size changed since the last solve.
    var dirtyRegistrations: [Registration] = []
    /// Items that asked for `updateConstraints()` before the next solve.
    var updateRequests: [WeakNode] = []
    /// The layout direction `leading`/`trailing` were resolved with.
    var direction: UIUserInterfaceLayoutDirection = .leftToRight
    /// A view in the tree changed the direction it arranges its subviews in: `leading`/`trailing`
    /// are resolved again in the next solve.
    var viewDirectionsChanged = false
    /// The display scale the applied frames were rounded for.
    var solvedScale: CGFloat = 0
    /// Something changed that the next solve must push into the solver or apply.
    var needsSolve = false
    var needsBrokenRetry = false
    var isSolving = false
    var sequenceCounter = 0

    /// The most dummy cells a solver row keeps: far above a deep view's rows (a few per ancestor), so
    /// only long chains of views (issue 19, D15) drop any and rebuild when one of theirs changes.
    static let dummyCellLimit = 128

    init(root: any ViewLayoutItem, mode: Mode) {
        self.root = root
        self.mode = mode
        solver.recyclesSymbols = mode == .tree
        solver.dummyCellLimit = Self.dummyCellLimit
        direction = root.traitCollection.layoutDirection.userInterfaceLayoutDirection
    }

    isolated deinit {
        detachAll()
    }

    /// Cuts every link into this engine; called when its root is deallocated, and by `deinit`. The
    /// nodes registered in it forget it; the constraints it made become inactive; the active
    /// constraints of its tree become orphaned, so that a subtree kept alive elsewhere gets its own
    /// constraints back when it is next laid out (`adoptOrphans(inSubtreeOf:)`); the others go with
    /// their items.
    ///
    /// Those links (`LayoutNode.engine`, `NSLayoutConstraint.engine`, `Registration.node`, `root`)
    /// are `unowned(unsafe)`, not `weak`, because weak references would give every view and the
    /// engine side tables, sending each of their retains and releases down the runtime's slow path.
    /// They cannot dangle: a registered node's item is in the engine's tree, so it lives until the
    /// root is deallocated (which calls this) or the item leaves the tree (which unregisters it); an
    /// item deallocated while still registered unregisters itself first (`LayoutNode.itemDidDeinit()`);
    /// and a constraint holding the engine is pending, broken, made by the engine for a registration,
    /// or in the constraint list of a registered node.
    func detachAll() {
        guard mode == .tree else { return }  // throwaway copies link nothing to themselves
        for registration in registrationOrder {
            let node = registration.node
            if node.engine === self { node.engine = nil }
            if node.registration === registration { node.registration = nil }
            for constraint in registration.systemConstraints where constraint.engine === self {
                detach(constraint, to: .inactive)
            }
            for constraint in registration.contentSizeConstraints where constraint.engine === self {
                detach(constraint, to: .inactive)
            }
            for constraint in node.constraints where constraint.engine === self { detach(constraint, to: .orphaned) }
            node.mayHoldOrphanedConstraints = true
            registration.isRegistered = false
        }
        for list in [pending, brokenConstraints] {
            for constraint in list where constraint.engine === self {
                detach(constraint, to: .orphaned)
                // Queued before any layout pass, its items may not be registered: mark the way up.
                for node in [constraint.firstNode, constraint.secondNode] {
                    var item = node?.item
                    while let current = item, !current.layoutNode.mayHoldOrphanedConstraints {
                        current.layoutNode.mayHoldOrphanedConstraints = true
                        item = current.parentLayoutView
                    }
                }
            }
        }
        registrationOrder.removeAll()
        dirtyRegistrations.removeAll()
        pending.removeAll()
        brokenConstraints.removeAll()
        root = nil
    }

    private func detach(_ constraint: NSLayoutConstraint, to state: NSLayoutConstraint.State) {
        constraint.engine = nil
        constraint.solverRecord = nil
        constraint.state = state
    }

    /// True while the engine holds nothing.
    var isEmpty: Bool {
        registrationOrder.isEmpty && pending.isEmpty && brokenConstraints.isEmpty && updateRequests.isEmpty
    }

    /// Records that the next solve has work; in a tree, schedules a layout pass of the root.
    func markNeedsSolve() {
        guard !needsSolve else { return }
        needsSolve = true
        if mode == .tree, !isSolving { root?.setNeedsLayout() }
    }

    func nextSequence() -> Int {
        sequenceCounter += 1
        return sequenceCounter
    }

    func removeBroken(_ constraint: NSLayoutConstraint) {
        brokenConstraints.removeAll { $0 === constraint }
    }

    func appendBroken(_ constraint: NSLayoutConstraint) {
        if !brokenConstraints.contains(where: { $0 === constraint }) { brokenConstraints.append(constraint) }
    }
}

/// What one batch of activations remembers: the root above the last parent walked, since the
/// constraints of a batch mostly relate the items of one container (the view tree does not change
/// during a batch).
@MainActor
struct ActivationContext {
    private var lastParent: (any ViewLayoutItem)?
    private var lastRoot: (any ViewLayoutItem)?

    /// The root of `item`'s tree; `parent` is the item's `parentLayoutView`.
    mutating func root(of item: any LayoutItem, parent: (any ViewLayoutItem)?) -> any ViewLayoutItem {
        guard let parent else { return LayoutEngine.rootItem(of: item) }
        if let lastParent, let lastRoot, lastParent === parent { return lastRoot }
        let root = LayoutEngine.rootItem(of: parent)
        lastParent = parent
        lastRoot = root
        return root
    }
}

/// A weak reference to a node, for lists the engine keeps without owning their items.
struct WeakNode {
    weak var node: LayoutNode?
}

extension LayoutEngine {
    // MARK: Trees and their engines

    /// The root of the tree `item` is in (a guide is in its owning view's tree).
    /// - Precondition: a guide has been added to a view.
    static func rootItem(of item: any LayoutItem) -> any ViewLayoutItem {
        // A view's parent is its superview, a guide's its owning view: walking parents needs no cast
        // (a protocol cast costs more than the walk) unless the item has none.
        guard var current = item.parentLayoutView else {
            guard let view = item as? any ViewLayoutItem else {
                preconditionFailure(
                    "\(item.layoutDebugName) is not in a view: add the guide with addLayoutGuide(_:) first")
            }
            return view
        }
        while let parent = current.parentLayoutView { current = parent }
        return current
    }

    /// The engine of the tree rooted at `root`, created on first use.
    static func engine(ofRoot root: any ViewLayoutItem) -> LayoutEngine {
        let node = root.layoutNode
        if let engine = node.rootEngine { return engine }
        let engine = LayoutEngine(root: root, mode: .tree)
        node.rootEngine = engine
        adoptOrphans(inSubtreeOf: root)
        return engine
    }

    /// The engine of the tree rooted at `root`, if it has one — after handing it any constraints
    /// left orphaned in the tree by a deallocated root, so that a view kept alive after its
    /// superview went is laid out with its own constraints. The view layer calls this at the start
    /// of a layout pass.
    public static func engineForLayoutPass(ofRoot root: any ViewLayoutItem) -> LayoutEngine? {
        if let engine = root.existingLayoutNode?.rootEngine { return engine }
        adoptOrphans(inSubtreeOf: root)
        return root.existingLayoutNode?.rootEngine
    }

    /// `view` changed the direction it arranges its subviews in (its `semanticContentAttribute` or
    /// its traits' layout direction): the constraints of its tree resolve `leading` and `trailing`
    /// again in the next layout pass — unless none of its subviews has constraints (a button
    /// placing its image by hand).
    public static func layoutDirectionDidChange(in view: any ViewLayoutItem) {
        guard view.subviewLayoutItems.contains(where: { $0.existingLayoutNode?.constraints.isEmpty == false }),
            let engine = existingEngine(of: view)
        else { return }
        engine.viewDirectionsChanged = true
        engine.markNeedsSolve()
    }

    /// The engine of the tree `item` is in, if that tree has one yet.
    static func existingEngine(of item: any LayoutItem) -> LayoutEngine? {
        rootItem(of: item).existingLayoutNode?.rootEngine
    }

    // MARK: Orphaned constraints

    /// Hands the orphaned constraints in `view`'s subtree to the engine of the tree `view` is in
    /// now: those whose items are both alive and in the subtree are queued there, the others
    /// deactivated (as `removeFromSuperview()` deactivates the constraints that leave the subtree).
    /// Costs O(1) unless `view` was left behind by a deallocated root (`detachAll()`).
    static func adoptOrphans(inSubtreeOf view: any ViewLayoutItem) {
        guard let node = view.existingLayoutNode, node.mayHoldOrphanedConstraints else { return }
        var members = Set<ObjectIdentifier>()
        var nodes: [LayoutNode] = []
        collect(view, into: &members, &nodes)
        var adopted: [NSLayoutConstraint] = []
        for node in nodes {
            node.mayHoldOrphanedConstraints = false
            for constraint in node.constraints where constraint.state == .orphaned {
                if relatesOnlyMembers(constraint, members) {
                    constraint.state = .inactive
                    adopted.append(constraint)
                } else {
                    deactivate(constraint)
                }
            }
        }
        guard !adopted.isEmpty else { return }
        adopted.sort { $0.sequence < $1.sequence }
        let target = engine(ofRoot: rootItem(of: view))
        for constraint in adopted { target.enqueue(constraint) }
    }

    // MARK: Activation

    static func activate(_ constraint: NSLayoutConstraint, in context: inout ActivationContext) {
        guard let first = constraint.firstLayoutItem else {
            preconditionFailure("Cannot activate \(constraint): its first item was released")
        }
        precondition(
            constraint.secondNode != nil || constraint.firstAttribute.isDimension,
            "Cannot activate \(constraint): a position attribute (\(constraint.firstAttribute)) must be related to "
                + "another item's attribute")
        let parent = first.parentLayoutView
        let root = context.root(of: first, parent: parent)
        if let second = constraint.secondLayoutItem {
            // Most constraints relate a view to its superview or a sibling: skip the second walk then.
            let otherRoot =
                second === parent || (parent != nil && second.parentLayoutView === parent)
                ? root : context.root(of: second, parent: second.parentLayoutView)
            precondition(
                root === otherRoot,
                "Unable to activate \(constraint): \(first.layoutDebugName) and \(second.layoutDebugName) have no "
                    + "common ancestor. Add both to the same view tree before activating constraints between them.")
            if let node = constraint.secondNode, node !== constraint.firstNode { node.constraints.append(constraint) }
        }
        constraint.firstNode.constraints.append(constraint)
        engine(ofRoot: root).enqueue(constraint)
    }

    static func deactivate(_ constraint: NSLayoutConstraint) {
        constraint.engine?.remove(constraint)
        constraint.state = .inactive
        constraint.engine = nil
        for node in [constraint.firstNode, constraint.secondNode] {
            node?.constraints.removeAll { $0 === constraint }
        }
    }

    /// Queues an activated constraint for the next solve.
    func enqueue(_ constraint: NSLayoutConstraint) {
        constraint.engine = self
        constraint.state = .pending
        constraint.sequence = nextSequence()
        pending.append(constraint)
        markNeedsSolve()
    }

    /// Takes a constraint out of the engine (solver, queue or broken list).
    func remove(_ constraint: NSLayoutConstraint) {
        switch constraint.state {
        case .installed:
            uninstall(constraint)
            needsBrokenRetry = !brokenConstraints.isEmpty
        case .broken:
            removeBroken(constraint)
        case .pending, .inactive, .orphaned:
            break
        }
        constraint.state = .inactive
        markNeedsSolve()
    }

    // MARK: Requests for updateConstraints()

    func requestUpdate(_ node: LayoutNode) {
        updateRequests.append(WeakNode(node: node))
        markNeedsSolve()
    }

    /// How many rounds of `updateConstraints()` calls one pass runs at most (each round runs the
    /// calls the previous one asked for).
    static let maximumUpdateRounds = 100

    /// Runs `updateConstraints()` of every item that asked for it (stack views rebuild here).
    func processUpdateRequests() {
        var rounds = 0
        while !updateRequests.isEmpty {
            // An `updateConstraints()` that asks for itself again would loop for ever.
            rounds += 1
            guard rounds <= Self.maximumUpdateRounds else {
                logger.error(
                    "updateConstraints() kept asking for another update; stopped after \(Self.maximumUpdateRounds) rounds"
                )
                updateRequests.removeAll()
                return
            }
            let requests = updateRequests
            updateRequests.removeAll()
            for request in requests {
                guard let node = request.node, node.needsUpdateConstraints, let item = node.item else { continue }
                node.needsUpdateConstraints = false
                if let item = item as? any LayoutPassConstraintUpdating {
                    item.updateConstraintsInLayoutPass()
                } else {
                    (item as? any ConstraintUpdating)?.updateConstraints()
                }
            }
        }
    }
}
