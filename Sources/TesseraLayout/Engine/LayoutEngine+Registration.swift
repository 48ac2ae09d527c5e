import Foundation
import TesseraGraphics

/// What an engine knows about one item it solves: the constraints it made for the item (frame,
/// root, intrinsic size, guide insets) and the values they were made from.
@MainActor
final class Registration {
    // `unowned(unsafe)` (no reference counting on the hot path): a registration leaves its engine's
    // tables through `LayoutEngine.unregister(_:)` before its item leaves the tree or is deallocated,
    // and `LayoutEngine.detachAll()` cuts it from its node when the engine's root goes — see there.
    unowned(unsafe) let node: LayoutNode
    unowned(unsafe) let item: any LayoutItem
    /// The item as a view; nil for a guide.
    unowned(unsafe) let view: (any ViewLayoutItem)?
    unowned(unsafe) let engine: LayoutEngine
    /// The solver symbols of the item's left, top, width and height (points, in the engine's space).
    let left: Int, top: Int, width: Int, height: Int
    var isView: Bool { view != nil }
    /// The registration of the view the item is laid out in (nil for the engine's root).
    var parent: Registration?
    /// Position in `registrationOrder`.
    var index = 0
    var isRegistered = true

    /// Frame (or root) constraints of a view, guide-inset constraints of a system guide.
    var systemConstraints: [NSLayoutConstraint] = []
    var isTranslating = false
    /// The frame the autoresizing constraints were made from (superview space, points).
    var translatedFrame: CGRect = .zero

    /// Required content-size constraints (hugging or compression resistance at 1000).
    var contentSizeConstraints: [NSLayoutConstraint] = []
    /// Optional content-size constraints, as bare solver constraints.
    var contentSizeRecords: [ContentSizeRecord] = []
    var intrinsicSize = CGSize(width: -1, height: -1)
    /// For views whose height depends on the width: the width the height was measured at.
    var measuredWidth: CGFloat?
    var dependsOnWidth = false
    /// For views whose height depends on the width: `intrinsicSize.width` is a stand-in, not the
    /// unwrapped width, because required equalities fix the view's width (see `resolveHeightForWidth`).
    var contentWidthIsStandIn = false
    /// Whether the view's intrinsic size is turned into hugging and compression constraints.
    var usesContentSize = false
    /// The item's baselines, read when a constraint first uses them (`baselinesAreCurrent`).
    var baselines: LayoutBaselines?
    var baselinesAreCurrent = false
    /// Installed constraints that use this item's baselines (their constants follow the text).
    var baselineConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// What the guide constraints of a system guide were made from.
    var guideGeometry = GuideGeometry()
    var isSystemGuide = false

    var frameDirty = false
    var intrinsicDirty = false

    init(node: LayoutNode, item: any LayoutItem, engine: LayoutEngine) {
        self.node = node
        self.item = item
        view = node.view
        self.engine = engine
        let solver = engine.solver
        left = solver.makeExternalSymbol()
        top = solver.makeExternalSymbol()
        width = solver.makeExternalSymbol()
        height = solver.makeExternalSymbol()
    }
}

extension LayoutEngine {
    /// The registration of `item`, registering it (and the views it is laid out in) first.
    @discardableResult
    func register(_ item: any LayoutItem) -> Registration {
        register(item.layoutNode)
    }

    /// The registration of the item of `node`, registering it (and the views it is laid out in) first.
    /// - Precondition: the item has not been deallocated.
    func register(_ node: LayoutNode) -> Registration {
        if let existing = registration(of: node) { return existing }
        guard let item = node.item else { preconditionFailure("Cannot lay out an item that was deallocated") }
        let registration = Registration(node: node, item: item, engine: self)
        if mode == .tree {
            node.engine = self
            node.registration = registration
        } else {
            copyRegistrations[ObjectIdentifier(node)] = registration
        }
        registration.index = registrationOrder.count
        registrationOrder.append(registration)

        if let view = registration.view {
            if view !== root, let parent = view.parentLayoutView {
                registration.parent = register(parent)
            }
            makeViewConstraints(registration, view)
        } else if let guide = item as? UILayoutGuide {
            guard let owner = guide.owningItem else {
                preconditionFailure("\(guide.layoutDebugName) is not in a view: add it with addLayoutGuide(_:) first")
            }
            registration.parent = register(owner)
            if guide.role != .custom {
                registration.isSystemGuide = true
                makeGuideConstraints(registration, guide, owner)
            }
        }
        return registration
    }

    /// Forgets an item: removes the constraints the engine made for it.
    /// The caller has taken the item's own constraints out first.
    func unregister(_ node: LayoutNode) {
        guard let registration = registration(of: node) else { return }
        if mode == .tree {
            node.registration = nil
        } else {
            copyRegistrations.removeValue(forKey: ObjectIdentifier(node))
        }
        removeSystemConstraints(registration)
        for symbol in [registration.left, registration.top, registration.width, registration.height] {
            solver.releaseExternalSymbol(symbol)
        }
        registration.isRegistered = false
        let last = registrationOrder.removeLast()
        if last !== registration {
            registrationOrder[registration.index] = last
            last.index = registration.index
        }
        if node.engine === self { node.engine = nil }
    }

    /// This engine's registration of `node`, if it has one.
    func registration(of node: LayoutNode) -> Registration? {
        if mode == .tree {
            guard let registration = node.registration, registration.engine === self else { return nil }
            return registration
        }
        return copyRegistrations[ObjectIdentifier(node)]
    }

    func removeSystemConstraints(_ registration: Registration) {
        for constraint in registration.systemConstraints { discard(constraint) }
        registration.systemConstraints.removeAll()
        removeContentSizeConstraints(registration)
    }

    /// Takes a constraint the engine made out of the solver and out of the engine for good: it may
    /// outlive the engine (diagnostics hand such constraints out), so it must not keep pointing at it.
    func discard(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
        removeBroken(constraint)
        constraint.engine = nil
        constraint.state = .inactive
    }

    /// Rebuilds a view's frame, root and content-size constraints after a setting changed
    /// (`translatesAutoresizingMaskIntoConstraints`, hugging or compression resistance).
    func systemConstraintsDidChange(_ node: LayoutNode) {
        guard let registration = registration(of: node), let view = registration.view else { return }
        removeSystemConstraints(registration)
        makeViewConstraints(registration, view)
        markNeedsSolve()
    }

    // MARK: Views

    private func makeViewConstraints(_ registration: Registration, _ view: any ViewLayoutItem) {
        let translates = view.translatesAutoresizingMaskIntoConstraints
        registration.isTranslating = translates
        if registration.parent == nil {
            makeRootConstraints(registration, view)
        } else if translates, let parent = registration.parent?.view {
            // Relative to the parent's bounds origin: scrolling a parent moves no constraint.
            let frame = view.frame
            registration.translatedFrame = frame
            registration.systemConstraints = [
                system(.autoresizingMask, view, .left, .equal, parent, .left, frame.minX),
                system(.autoresizingMask, view, .top, .equal, parent, .top, frame.minY),
                system(.autoresizingMask, view, .width, .equal, nil, .notAnAttribute, frame.width),
                system(.autoresizingMask, view, .height, .equal, nil, .notAnAttribute, frame.height),
            ]
        }
        let isFittingRoot: Bool
        if case .fitting = mode { isFittingRoot = registration.parent == nil } else { isFittingRoot = false }
        for constraint in registration.systemConstraints { install(constraint, breakingOthers: true) }
        registration.usesContentSize = !translates || isFittingRoot
        registration.baselinesAreCurrent = false
        if registration.usesContentSize {
            registration.dependsOnWidth = view.intrinsicHeightDependsOnWidth
            makeContentSizeConstraints(registration, view, allowingStandIn: true)
        }
    }

    private func makeRootConstraints(_ registration: Registration, _ view: any ViewLayoutItem) {
        switch mode {
        case .tree, .diagnostic:
            let bounds = view.bounds
            registration.translatedFrame = bounds
            var constraints = [
                system(.root, view, .left, .equal, nil, .notAnAttribute, bounds.minX),
                system(.root, view, .top, .equal, nil, .notAnAttribute, bounds.minY),
            ]
            if view.translatesAutoresizingMaskIntoConstraints {
                constraints.append(system(.autoresizingMask, view, .width, .equal, nil, .notAnAttribute, bounds.width))
                constraints.append(
                    system(.autoresizingMask, view, .height, .equal, nil, .notAnAttribute, bounds.height))
            }
            registration.systemConstraints = constraints
            registration.isTranslating = false
        case .fitting(let target, let horizontal, let vertical):
            let width = system(.fitting, view, .width, .equal, nil, .notAnAttribute, target.width)
            width.priority = horizontal
            let height = system(.fitting, view, .height, .equal, nil, .notAnAttribute, target.height)
            height.priority = vertical
            registration.systemConstraints = [
                system(.root, view, .left, .equal, nil, .notAnAttribute, 0),
                system(.root, view, .top, .equal, nil, .notAnAttribute, 0),
                width, height,
            ]
            registration.isTranslating = false
        }
    }

    // MARK: Guides

    /// The constraints of a system guide, in its owner's bounds space: the safe area and the
    /// margins inset the bounds (so on a scroll view they stay with the visible part, as in
    /// UIKit), the frame guide is the bounds, the content guide is `contentSize` at the origin
    /// (its size only weakly, so constraints to it define the content size).
    private func makeGuideConstraints(_ registration: Registration, _ guide: UILayoutGuide, _ owner: any ViewLayoutItem)
    {
        let geometry = GuideGeometry(guide: guide, owner: owner)
        registration.guideGeometry = geometry
        let values = geometry.constants
        if guide.role == .scrollContent {
            let width = system(.guide, guide, .width, .equal, nil, .notAnAttribute, values[2])
            let height = system(.guide, guide, .height, .equal, nil, .notAnAttribute, values[3])
            width.priority = GuideGeometry.contentSizePriority
            height.priority = GuideGeometry.contentSizePriority
            registration.systemConstraints = [
                system(.guide, guide, .left, .equal, owner, .left, values[0]),
                system(.guide, guide, .top, .equal, owner, .top, values[1]),
                width, height,
            ]
        } else {
            registration.systemConstraints = [
                system(.guide, guide, .left, .equal, owner, .left, values[0]),
                system(.guide, guide, .top, .equal, owner, .top, values[1]),
                system(.guide, guide, .right, .equal, owner, .right, values[2]),
                system(.guide, guide, .bottom, .equal, owner, .bottom, values[3]),
            ]
        }
        for constraint in registration.systemConstraints { install(constraint, breakingOthers: true) }
    }

    /// What a system guide follows now.
    func currentGuideGeometry(_ registration: Registration) -> GuideGeometry? {
        guard registration.isSystemGuide, let guide = registration.item as? UILayoutGuide, let owner = guide.owningItem
        else { return nil }
        return GuideGeometry(guide: guide, owner: owner)
    }

    /// Called when a view's layout margins settings or its safe area change.
    func guideInsetsDidChange(_ node: LayoutNode) {
        for guide in [node.marginsGuide, node.safeAreaGuide] {
            if let guideNode = guide?.existingLayoutNode, registration(of: guideNode) != nil {
                markNeedsSolve()
                return
            }
        }
    }

    /// Called when a guide's own geometry changed (a content guide's `contentSize`).
    func guideGeometryDidChange(_ node: LayoutNode) {
        if registration(of: node) != nil { markNeedsSolve() }
    }

    /// Called when a view's bounds origin may have moved: its guides that follow the bounds (safe
    /// area, margins, frame guide) need new constants.
    func boundsOriginMayHaveChanged(_ node: LayoutNode, _ view: any ViewLayoutItem) {
        let origin = view.bounds.origin
        for guide in [node.safeAreaGuide, node.marginsGuide, node.scrollFrameGuide] {
            guard let guideNode = guide?.existingLayoutNode, let registration = registration(of: guideNode) else {
                continue
            }
            if registration.guideGeometry.origin != origin {
                markNeedsSolve()
                return
            }
        }
    }

    func system(
        _ kind: NSLayoutConstraint.Kind, _ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation,
        _ other: (any LayoutItem)?, _ otherAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            kind: kind, item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            multiplier: 1, constant: constant, file: "", line: 0)
        constraint.sequence = nextSequence()
        return constraint
    }
}
