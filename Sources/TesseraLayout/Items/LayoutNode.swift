import Foundation
import TesseraGraphics

/// One item's Auto Layout state: the active constraints that mention it, and its settings
/// (`translatesAutoresizingMaskIntoConstraints`, hugging, compression resistance, margins, guides).
///
/// Views and guides create their node on first use; a view that never uses Auto Layout has none.
/// The public methods are the hooks the view layer calls when something the engine depends on
/// changes; app code never needs them.
///
/// Main actor only.
@preconcurrency @MainActor
public final class LayoutNode {
    // The back-references are `unowned(unsafe)`, not `weak`: a weak reference would give every view in
    // Auto Layout a side table, sending each retain and release of it down the runtime's slow path.
    // They cannot dangle: the item owns the node, and the item's `deinit` (main actor) calls
    // `itemDidDeinit()`, which clears them before anything that outlives the item (a constraint or
    // handle holding the node) can read them.

    /// The item this node belongs to (the item owns the node); nil once the item is deallocated.
    unowned(unsafe) var item: (any LayoutItem)?
    /// The item as a view; nil for a guide. Kept so the engine never needs a protocol cast.
    unowned(unsafe) var view: (any ViewLayoutItem)?

    /// Active constraints made by app code, DSLs and stacks that mention the item, in activation order.
    var constraints: [NSLayoutConstraint] = []

    // MARK: Settings

    var translatesAutoresizingMaskIntoConstraints = true
    var horizontalHugging = UILayoutPriority.defaultLow
    var verticalHugging = UILayoutPriority.defaultLow
    var horizontalCompressionResistance = UILayoutPriority.defaultHigh
    var verticalCompressionResistance = UILayoutPriority.defaultHigh
    var directionalLayoutMargins = NSDirectionalEdgeInsets(all: 8)
    var insetsLayoutMarginsFromSafeArea = true

    /// Guides added with `addLayoutGuide(_:)`, plus the system guides once created.
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    /// A scroll view's `frameLayoutGuide` and `contentLayoutGuide`, once created.
    var scrollFrameGuide: UILayoutGuide?
    package var scrollContentGuide: UILayoutGuide?

    /// The SnapKit-style constraints the `layout` DSL made for this item, for update/remake/remove.
    var madeConstraints: [ConstraintHandle] = []

    // MARK: Engine links

    /// The engine of the tree this item is the root of (strong: the root owns its engine).
    public internal(set) var rootEngine: LayoutEngine?
    /// The engine the item is registered in, if any (unowned: see `LayoutEngine.detachAll()`).
    unowned(unsafe) var engine: LayoutEngine?
    /// What that engine knows about the item (owned here so lookups need no table).
    var registration: Registration?
    /// Set when the engine of the item's tree went with its root while this node lived on: the
    /// subtree below may hold orphaned constraints (`LayoutEngine.adoptOrphans(inSubtreeOf:)`).
    var mayHoldOrphanedConstraints = false
    /// Set by `setNeedsUpdateConstraints()`; cleared after `updateConstraints()` ran.
    var needsUpdateConstraints = false
    /// The node of the view that arranges this item (a stack view), which gets
    /// `setNeedsUpdateConstraints()` when the item is hidden or shown.
    public weak var arrangingStack: LayoutNode?

    /// Creates the node of a guide (or any item); called once by the item's `layoutNode` (the item keeps it).
    public init(item: any LayoutItem) {
        self.item = item
        view = item as? any ViewLayoutItem
    }

    /// Creates the node of a view; called once by the view's `layoutNode` (the view keeps it).
    public init(view: any ViewLayoutItem) {
        item = view
        self.view = view
    }

    // MARK: Hooks for the view layer

    /// Tells the engine that the item's frame or bounds changed (called by the view's geometry
    /// setters). Only frames of views that translate their autoresizing mask matter.
    public func itemFrameDidChange() {
        engine?.itemFrameDidChange(self)
    }

    /// Tells the engine the view's safe area changed (a controller's additional insets): its safe
    /// area and margins guides need new constants.
    public func safeAreaInsetsDidChange() {
        engine?.guideInsetsDidChange(self)
    }

    /// Tells the engine that the item's `intrinsicContentSize` or baselines changed.
    public func invalidateIntrinsicContentSize() {
        engine?.intrinsicContentSizeDidChange(self)
    }

    /// Tells the node that its item is being deallocated (called by the item's `deinit`): a root
    /// detaches its engine; the node forgets the item, deactivates its guides' constraints and lets
    /// go of the guides, the item's constraints and `layout` DSL handles (they hold the node: keeping
    /// them would be a cycle). Constraints kept elsewhere then report a nil item and are inactive.
    public func itemDidDeinit() {
        dropRootEngine()
        if let engine {
            // Only reached when the item dies inside a live engine's tree, which the tree itself
            // prevents (it holds its items); kept so that no registration outlives its item.
            for constraint in constraints where constraint.engine === engine { LayoutEngine.deactivate(constraint) }
            engine.unregister(self)
        }
        item = nil
        view = nil
        // The guides go with their view, and so do their constraints (a guide kept elsewhere is left
        // without an owner); the guides' constraints hold this node, so keeping them would be a cycle.
        for guide in guides {
            guide.owningItem = nil
            for constraint in guide.existingLayoutNode?.constraints ?? [] { LayoutEngine.deactivate(constraint) }
        }
        guides.removeAll()
        safeAreaGuide = nil
        marginsGuide = nil
        scrollFrameGuide = nil
        scrollContentGuide = nil
        constraints.removeAll()
        madeConstraints.removeAll()
    }

    /// Lets go of the engine of the tree this item was the root of, detaching it first so that an
    /// engine someone still holds (`view.layoutEngine`) keeps no link into the tree.
    func dropRootEngine() {
        rootEngine?.detachAll()
        rootEngine = nil
    }

    /// Tells the stack arranging the item (if any) that the item was hidden or shown.
    public func itemVisibilityDidChange() {
        if let stack = arrangingStack, let item = stack.item as? any ViewLayoutItem {
            item.setNeedsUpdateConstraints()
        }
    }
}
