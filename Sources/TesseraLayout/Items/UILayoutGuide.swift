public import Foundation
import TesseraCore
import TesseraGraphics

/// An invisible rectangle that takes part in Auto Layout like a view (`UILayoutGuide`): use it
/// for spacers, groups and the system guides (safe area, layout margins) instead of empty views.
///
/// A guide belongs to the view it was added to (`owningView`) and its `layoutFrame` is in that
/// view's bounds space, in points, after a layout pass.
///
/// For example:
/// ```swift
/// let gap = UILayoutGuide(identifier: "gap")
/// container.addLayoutGuide(gap)
/// NSLayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: icon.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: title.leadingAnchor),
///     gap.widthAnchor.constraint(equalToConstant: 12),
/// ])
/// ```
///
/// Open for subclassing, as Apple's. Main actor only.
@preconcurrency @MainActor
open class UILayoutGuide: LayoutItem {
    /// What the guide is; the system guides are made by their view.
    enum Role: Equatable {
        case custom
        case safeArea
        case layoutMargins
        /// A scroll view's `frameLayoutGuide`: its bounds (the visible part of the content).
        case scrollFrame
        /// A scroll view's `contentLayoutGuide`: the content rectangle, `contentSize` at the origin.
        case scrollContent
    }

    /// A name shown in diagnostics.
    public var identifier: String
    /// The view the guide was added to; nil until `addLayoutGuide(_:)`, and after the view is
    /// deallocated.
    // Not `weak` (see `LayoutNode.item`): the view holds the guide, and clears this in
    // `removeLayoutGuide(_:)` and, through its node's `itemDidDeinit()`, in its `deinit`.
    package internal(set) unowned(unsafe) var owningItem: (any ViewLayoutItem)?

    let role: Role
    private var node: LayoutNode?

    /// For a `contentLayoutGuide`: the owner's `contentSize`, which the guide takes when constraints
    /// leave its size open (points).
    package final var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue, let node { node.engine?.guideGeometryDidChange(node) } }
    }
    /// For a `contentLayoutGuide`: told the guide's size when a layout pass solves it to something
    /// other than `contentSize` (the owner then adopts it as its content size).
    package final var solvedSizeDidChange: (@MainActor (CGSize) -> Void)?

    /// Creates a custom guide (`UILayoutGuide()`); add it to a view with `addLayoutGuide(_:)` before
    /// constraining it.
    public init() {
        identifier = ""
        role = .custom
    }

    /// Creates a custom guide named `identifier` in diagnostics.
    public convenience init(identifier: String) {
        self.init()
        self.identifier = identifier
    }

    init(identifier: String, role: Role) {
        self.identifier = identifier
        self.role = role
    }

    // Its node's links to it are cut before its memory goes, on the main thread.
    deinit {
        let node = self.node
        AssociatedObjectTable.shared.objectDidDeinit(ObjectIdentifier(self))
        guard let node else { return }
        performMainActorPartOfDeinit { node.itemDidDeinit() }
    }

    public var layoutNode: LayoutNode {
        if let node { return node }
        let created = LayoutNode(item: self)
        node = created
        return created
    }

    public var existingLayoutNode: LayoutNode? { node }

    public var parentLayoutView: (any ViewLayoutItem)? { owningItem }

    public var layoutDebugName: String {
        let owner = owningItem?.layoutDebugName ?? "nil"
        switch role {
        case .safeArea: return "\(owner).safeAreaLayoutGuide"
        case .layoutMargins: return "\(owner).layoutMarginsGuide"
        case .scrollFrame: return "\(owner).frameLayoutGuide"
        case .scrollContent: return "\(owner).contentLayoutGuide"
        case .custom: return identifier.isEmpty ? "UILayoutGuide(\(owner))" : "UILayoutGuide#\(identifier)"
        }
    }

    /// The guide's rectangle in its owning view's bounds space, in points, as of the last layout
    /// pass. The system guides give their insets rectangle even before any constraint uses them;
    /// an unconstrained custom guide is `.zero`.
    public var layoutFrame: CGRect {
        guard let owner = owningItem else { return .zero }
        if let node, let engine = node.engine, let frame = engine.solvedFrame(of: node, in: owner) {
            return frame
        }
        switch role {
        case .custom: return .zero
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .layoutMargins: return owner.bounds.inset(by: owner.effectiveLayoutMarginInsets)
        case .scrollFrame: return owner.bounds
        case .scrollContent: return CGRect(origin: .zero, size: contentSize)
        }
    }
}
