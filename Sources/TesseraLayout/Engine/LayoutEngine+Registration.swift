import Foundation
import TesseraGraphics

/// What an engine knows about one item it solves: the constraints it made for the item (frame,
/// root, intrinsic size, guide insets) and the values they were made from.
@MainActor
final class Registration {
    weak var node: LayoutNode?
    let isView: Bool
    /// The registration of the view the item is laid out in (nil for the engine's root).
    var parent: Registration?
    /// Position in `registrationOrder`.
    var index = 0
    var isRegistered = true

    /// Frame (or root) constraints of a view, guide-inset constraints of a system guide.
    var systemConstraints: [LayoutConstraint] = []
    var isTranslating = false
    /// The frame the autoresizing constraints were made from (superview space, points).
    var translatedFrame: CGRect = .zero

    /// Compression resistance and hugging constraints: width ≥, width ≤, height ≥, height ≤.
    var contentSizeConstraints: [LayoutConstraint] = []
    var intrinsicSize = CGSize(width: -1, height: -1)
    /// For views whose height depends on the width: the width the height was measured at.
    var measuredWidth: CGFloat?
    var dependsOnWidth = false
    /// Whether the view's intrinsic size is turned into hugging and compression constraints.
    var usesContentSize = false
    var baselines: LayoutBaselines?
    /// Installed constraints that use this item's baselines (their constants follow the text).
    var baselineConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
    /// The insets the guide constraints were made from.
    var guideInsets = EdgeInsets()
    var isSystemGuide = false

    var frameDirty = false
    var intrinsicDirty = false

    init(node: LayoutNode, isView: Bool) {
        self.node = node
        self.isView = isView
    }

    var item: (any LayoutItem)? { node?.item }
    var view: (any ViewLayoutItem)? { node?.item as? any ViewLayoutItem }
}

extension LayoutEngine {
    /// The registration of `item`, registering it (and the views it is laid out in) first.
    @discardableResult
    func register(_ item: any LayoutItem) -> Registration {
        let node = item.layoutNode
        if let existing = registrations[ObjectIdentifier(node)] { return existing }
        let registration = Registration(node: node, isView: item is any ViewLayoutItem)
        registrations[ObjectIdentifier(node)] = registration
        registration.index = registrationOrder.count
        registrationOrder.append(registration)
        if mode == .tree { node.engine = self }

        if let view = item as? any ViewLayoutItem {
            if view !== root, let parent = view.parentLayoutView {
                registration.parent = register(parent)
            }
            makeViewConstraints(registration, view)
        } else if let guide = item as? LayoutGuide {
            guard let owner = guide.owningView else {
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
        guard let registration = registrations.removeValue(forKey: ObjectIdentifier(node)) else { return }
        removeSystemConstraints(registration)
        registration.isRegistered = false
        let last = registrationOrder.removeLast()
        if last !== registration {
            registrationOrder[registration.index] = last
            last.index = registration.index
        }
        if node.engine === self { node.engine = nil }
    }

    func removeSystemConstraints(_ registration: Registration) {
        for constraint in registration.systemConstraints + registration.contentSizeConstraints {
            uninstall(constraint)
            removeBroken(constraint)
        }
        registration.systemConstraints.removeAll()
        registration.contentSizeConstraints.removeAll()
    }

    /// Rebuilds a view's frame, root and content-size constraints after a setting changed
    /// (`translatesAutoresizingMaskIntoConstraints`, hugging or compression resistance).
    func systemConstraintsDidChange(_ node: LayoutNode) {
        guard let registration = registrations[ObjectIdentifier(node)], let view = registration.view else { return }
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
            let frame = view.frame
            let parentOrigin = parent.bounds.origin
            registration.translatedFrame = frame
            registration.systemConstraints = [
                system(.autoresizingMask, view, .left, .equal, parent, .left, frame.minX - parentOrigin.x),
                system(.autoresizingMask, view, .top, .equal, parent, .top, frame.minY - parentOrigin.y),
                system(.autoresizingMask, view, .width, .equal, nil, .notAnAttribute, frame.width),
                system(.autoresizingMask, view, .height, .equal, nil, .notAnAttribute, frame.height),
            ]
        }
        let isFittingRoot: Bool
        if case .fitting = mode { isFittingRoot = registration.parent == nil } else { isFittingRoot = false }
        registration.usesContentSize = !translates || isFittingRoot
        if registration.usesContentSize {
            registration.dependsOnWidth = view.intrinsicHeightDependsOnWidth
            makeContentSizeConstraints(registration, view)
        } else {
            registration.baselines = view.layoutBaselines(forWidth: nil)
        }
        for constraint in registration.systemConstraints + registration.contentSizeConstraints {
            install(constraint, breakingOthers: true)
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
                constraints.append(system(.autoresizingMask, view, .height, .equal, nil, .notAnAttribute, bounds.height))
            }
            registration.systemConstraints = constraints
            registration.isTranslating = false
        case let .fitting(target, horizontal, vertical):
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

    /// Compression resistance (`size >= intrinsic`) and hugging (`size <= intrinsic`) per axis that
    /// has an intrinsic metric, at the view's priorities.
    func makeContentSizeConstraints(_ registration: Registration, _ view: any ViewLayoutItem) {
        var size = view.intrinsicContentSize
        if registration.dependsOnWidth, let width = registration.measuredWidth {
            size.height = view.intrinsicContentHeight(forWidth: width)
        }
        registration.intrinsicSize = size
        registration.baselines = view.layoutBaselines(forWidth: registration.dependsOnWidth ? registration.measuredWidth : nil)
        var constraints: [LayoutConstraint] = []
        for axis in LayoutAxis.allCases {
            let metric = axis == .horizontal ? size.width : size.height
            guard metric >= 0 else { continue }
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let resistance = view.contentCompressionResistancePriority(for: axis)
            if resistance.rawValue > 0 {
                let constraint = system(.contentSize, view, attribute, .greaterThanOrEqual, nil, .notAnAttribute, metric)
                constraint.priority = min(resistance, .required)
                constraints.append(constraint)
            }
            let hugging = view.contentHuggingPriority(for: axis)
            if hugging.rawValue > 0 {
                let constraint = system(.contentSize, view, attribute, .lessThanOrEqual, nil, .notAnAttribute, metric)
                constraint.priority = min(hugging, .required)
                constraints.append(constraint)
            }
        }
        registration.contentSizeConstraints = constraints
    }

    // MARK: Guides

    private func makeGuideConstraints(_ registration: Registration, _ guide: LayoutGuide, _ owner: any ViewLayoutItem) {
        let insets = guide.role == .safeArea ? owner.safeAreaInsets : owner.effectiveLayoutMarginInsets
        registration.guideInsets = insets
        registration.systemConstraints = [
            system(.guide, guide, .left, .equal, owner, .left, insets.left),
            system(.guide, guide, .top, .equal, owner, .top, insets.top),
            system(.guide, guide, .right, .equal, owner, .right, -insets.right),
            system(.guide, guide, .bottom, .equal, owner, .bottom, -insets.bottom),
        ]
        for constraint in registration.systemConstraints { install(constraint, breakingOthers: true) }
    }

    /// The insets a system guide follows now.
    func currentGuideInsets(_ registration: Registration) -> EdgeInsets? {
        guard registration.isSystemGuide, let guide = registration.item as? LayoutGuide, let owner = guide.owningView
        else { return nil }
        return guide.role == .safeArea ? owner.safeAreaInsets : owner.effectiveLayoutMarginInsets
    }

    /// Called when a view's layout margins settings change.
    func guideInsetsDidChange(_ node: LayoutNode) {
        if let guide = node.marginsGuide?.existingLayoutNode, registrations[ObjectIdentifier(guide)] != nil {
            markNeedsSolve()
        }
    }

    func system(
        _ kind: LayoutConstraint.Kind, _ item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        _ other: (any LayoutItem)?, _ otherAttribute: LayoutAttribute, _ constant: CGFloat
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            kind: kind, item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            multiplier: 1, constant: constant, file: "", line: 0)
        constraint.sequence = nextSequence()
        return constraint
    }
}
