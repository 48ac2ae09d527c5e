import Foundation
import TesseraCore
import TesseraGraphics

@testable import TesseraLayout
@testable import TesseraUI

/// One seeded random sequence for `AutoLayoutLifetimeFuzzTests`: a pool of views (plain views,
/// labels, stack views, windows) held in eight slots, and the constraints, `layout` DSL handles,
/// layout guides, system constraints and layout engines the sequence chose to keep. Any step may drop
/// the last strong reference to a view, so items die while the things that mention them live on.
///
/// Every release happens on the main actor: `UIView` documents that a view's last release belongs there
/// (one let go on another thread is deinitialised later, on the main actor), so the sequence never
/// hands a view to another thread.
///
/// Everything made is also recorded in a weak reference (`made…`), so that after
/// `releaseEverything()` the test can count what outlived its last strong reference.
///
/// ```swift
/// let scenario = LifetimeFuzzScenario(seed: 7)
/// scenario.run(steps: 120)  // records an issue for every broken expectation
/// scenario.releaseEverything()
/// #expect(scenario.survivors == LifetimeFuzzScenario.Survivors())
/// ```
@MainActor
final class LifetimeFuzzScenario {
    /// A weak reference: reads nil once its object is deallocated.
    final class WeakReference<Object: AnyObject> {
        weak var object: Object?
        init(_ object: Object?) { self.object = object }
    }

    /// A constraint the sequence keeps, with weak references to the items it was made with: its
    /// `firstItem` and `secondItem` must return those items while they live, and nil once they die.
    struct KeptConstraint {
        let constraint: NSLayoutConstraint
        let firstItem: WeakReference<AnyObject>
        /// Nil for a constraint to a constant.
        let secondItem: WeakReference<AnyObject>?

        @MainActor init(_ constraint: NSLayoutConstraint) {
            self.constraint = constraint
            firstItem = WeakReference(constraint.firstLayoutItem)
            secondItem = constraint.secondItem.map { WeakReference($0) }
        }
    }

    /// A `layout` DSL handle the sequence keeps, with the view it was made for.
    struct KeptHandle {
        let handle: ConstraintHandle
        let item: WeakReference<UIView>
    }

    /// A layout guide the sequence keeps, with the view that must be its `owningView` (nil once that
    /// view dies or removes the guide).
    struct KeptGuide {
        let guide: UILayoutGuide
        var owningView: WeakReference<UIView>
    }

    /// How many of the objects a sequence made are still alive; all zero when nothing leaked.
    struct Survivors: Equatable {
        var views = 0
        var guides = 0
        var layoutNodes = 0
        var constraints = 0
        var engines = 0
    }

    /// The kinds of step, counted when a step changed something.
    enum StepKind: String, CaseIterable {
        case makeView, addSubview, removeFromSuperview, dropSlot
        case activateConstraint, editConstraint, addGuide, removeGuide, makeHandle, editHandle
        case keepEngine, useKeptEngine, layOut, diagnostics, editSystemConstraint, toggleProperty
    }

    static let slotCount = 8
    let seed: UInt64
    var random: SplitMix64
    /// The strong references to views the sequence holds itself (views also live as subviews).
    var slots: [UIView?] = Array(repeating: nil, count: slotCount)
    var madeViews: [WeakReference<UIView>] = []
    var madeGuides: [WeakReference<UILayoutGuide>] = []
    var madeLayoutNodes: [WeakReference<LayoutNode>] = []
    var madeConstraints: [WeakReference<NSLayoutConstraint>] = []
    var madeEngines: [WeakReference<LayoutEngine>] = []
    var keptConstraints: [KeptConstraint] = []
    /// Engine-made constraints kept from `constraintsAffectingLayout(for:)`.
    var keptSystemConstraints: [KeptConstraint] = []
    var keptHandles: [KeptHandle] = []
    var keptGuides: [KeptGuide] = []
    var keptEngines: [LayoutEngine] = []
    private(set) var stepCounts: [StepKind: Int] = [:]
    private(set) var log: [String] = []
    private var trackedLayoutNodes = Set<ObjectIdentifier>()
    /// Sequences make conflicting constraints on purpose: their engines log to a hub without sinks.
    private let silentLogger = Logger(category: "layout", hub: LogHub())

    init(seed: UInt64) {
        self.seed = seed
        random = SplitMix64(seed: seed)
    }

    /// Takes `steps` random steps, checking the kept items after each, then lays out every root and
    /// checks the active constraints. Broken expectations are recorded as issues.
    func run(steps: Int) {
        for _ in 0..<steps {
            step()
            silenceEngines()
            checkKeptItems()
        }
        layOutEveryRoot()
        checkActiveConstraints()
    }

    /// Drops every strong reference the sequence holds, so that nothing should be left alive.
    func releaseEverything() {
        trackLayoutNodes()
        slots = Array(repeating: nil, count: Self.slotCount)
        keptGuides.removeAll()
        keptHandles.removeAll()
        keptConstraints.removeAll()
        keptSystemConstraints.removeAll()
        keptEngines.removeAll()
    }

    var survivors: Survivors {
        Survivors(
            views: madeViews.count(where: { $0.object != nil }),
            guides: madeGuides.count(where: { $0.object != nil }),
            layoutNodes: madeLayoutNodes.count(where: { $0.object != nil }),
            constraints: madeConstraints.count(where: { $0.object != nil }),
            engines: madeEngines.count(where: { $0.object != nil }))
    }

    // MARK: Bookkeeping

    func record(_ kind: StepKind, _ detail: String = "") {
        stepCounts[kind, default: 0] += 1
        log.append(detail.isEmpty ? kind.rawValue : "\(kind.rawValue) \(detail)")
    }

    /// The last steps, for issue messages.
    var recentSteps: String { "seed \(seed): " + log.suffix(12).joined(separator: "; ") }

    /// Gives the engine of every live root the silent logger (an engine made and solved within one
    /// step may still log its conflicts).
    func silenceEngines() {
        for view in liveViews where view.superview == nil {
            view.existingLayoutNode?.rootEngine?.logger = silentLogger
        }
    }

    func track(_ view: UIView) { madeViews.append(WeakReference(view)) }

    func trackLayoutNodes() {
        for view in liveViews {
            guard let node = view.existingLayoutNode, trackedLayoutNodes.insert(ObjectIdentifier(node)).inserted
            else { continue }
            madeLayoutNodes.append(WeakReference(node))
        }
    }

    /// Records a new constraint, and keeps it (70 %).
    func keep(_ constraint: NSLayoutConstraint) {
        madeConstraints.append(WeakReference(constraint))
        if chance(70) { keptConstraints.append(KeptConstraint(constraint)) }
    }

    // MARK: Randomness

    /// A number in `0..<bound`.
    func integer(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    func chance(_ percent: Int) -> Bool { integer(100) < percent }

    // MARK: Trees

    var liveViews: [UIView] { madeViews.compactMap(\.object) }

    func randomLiveView() -> UIView? {
        let live = liveViews
        return live.isEmpty ? nil : live[integer(live.count)]
    }

    func root(of view: UIView) -> UIView {
        var current = view
        while let parent = current.superview { current = parent }
        return current
    }

    /// The root of the tree a view or a guide (through its owning view) belongs to; nil for a guide
    /// without an owner.
    func tree(of item: any LayoutItem) -> UIView? {
        if let view = item as? UIView { return root(of: view) }
        guard let owner = (item as? UILayoutGuide)?.owningView else { return nil }
        return root(of: owner)
    }

    func shareATree(_ first: any LayoutItem, _ second: any LayoutItem) -> Bool {
        guard let firstTree = tree(of: first), let secondTree = tree(of: second) else { return false }
        return firstTree === secondTree
    }

    /// Whether activating the constraint meets `isActive`'s precondition: its items are alive and
    /// share a tree (a constraint to a constant needs a live item in some tree).
    func mayActivate(_ constraint: NSLayoutConstraint) -> Bool {
        guard let first = constraint.firstLayoutItem, tree(of: first) != nil else { return false }
        if let second = constraint.secondLayoutItem { return shareATree(first, second) }
        return constraint.secondAttribute == .notAnAttribute
    }
}
