import Foundation
public import TesseraGraphics

extension ViewLayoutItem {
    /// Whether the view's frame is turned into required constraints when Auto Layout uses the view
    /// (`UIView.translatesAutoresizingMaskIntoConstraints`). True by default, as for views created
    /// in code; set it to false on every view you position with constraints (the `layout` DSL, the
    /// DeclarativeLayoutKit-style chains and stacks do it for you).
    ///
    /// With true, the frame you set is what the engine uses: left, top, width and height become
    /// required constraints as soon as another constraint mentions the view (the autoresizing mask
    /// itself is not modelled: the frame stays fixed when the superview resizes).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { existingLayoutNode?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            let node = layoutNode
            guard node.translatesAutoresizingMaskIntoConstraints != newValue else { return }
            node.translatesAutoresizingMaskIntoConstraints = newValue
            node.engine?.systemConstraintsDidChange(node)
        }
    }

    /// How much the view resists growing beyond its intrinsic size on `axis` (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let node = existingLayoutNode else { return .defaultLow }
        return axis == .horizontal ? node.horizontalHugging : node.verticalHugging
    }

    /// Sets the content hugging priority for `axis`; 1000 makes the intrinsic size a required maximum.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let node = layoutNode
        if axis == .horizontal { node.horizontalHugging = priority } else { node.verticalHugging = priority }
        node.engine?.systemConstraintsDidChange(node)
    }

    /// How much the view resists shrinking below its intrinsic size on `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let node = existingLayoutNode else { return .defaultHigh }
        return axis == .horizontal ? node.horizontalCompressionResistance : node.verticalCompressionResistance
    }

    /// Sets the compression resistance priority for `axis`; 1000 makes the intrinsic size a
    /// required minimum.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        let node = layoutNode
        if axis == .horizontal {
            node.horizontalCompressionResistance = priority
        } else {
            node.verticalCompressionResistance = priority
        }
        node.engine?.systemConstraintsDidChange(node)
    }

    /// The insets of the layout margins, in points, following the layout direction (leading is the
    /// left edge in left-to-right layouts). Default 8 on every edge, as `UIView`.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { existingLayoutNode?.directionalLayoutMargins ?? NSDirectionalEdgeInsets(all: 8) }
        set {
            let node = layoutNode
            guard node.directionalLayoutMargins != newValue else { return }
            node.directionalLayoutMargins = newValue
            node.engine?.guideInsetsDidChange(node)
            setNeedsLayout()
            layoutMarginsDidChange()
        }
    }

    /// The layout margins as left/right insets for the current layout direction, in points.
    /// Setting it stores the directional equivalent.
    public var layoutMargins: UIEdgeInsets {
        get { directionalLayoutMargins.resolved(for: effectiveUserInterfaceLayoutDirection) }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: newValue.top, leading: rightToLeft ? newValue.right : newValue.left,
                bottom: newValue.bottom, trailing: rightToLeft ? newValue.left : newValue.right)
        }
    }

    /// Whether the layout margins are measured from the safe area rather than from the bounds
    /// (default true, as `UIView.insetsLayoutMarginsFromSafeArea`): then the margins guide is inset
    /// by the safe-area insets plus the margins on each edge.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { existingLayoutNode?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            let node = layoutNode
            guard node.insetsLayoutMarginsFromSafeArea != newValue else { return }
            node.insetsLayoutMarginsFromSafeArea = newValue
            node.engine?.guideInsetsDidChange(node)
            setNeedsLayout()
            if safeAreaInsets != .zero { layoutMarginsDidChange() }
        }
    }

    /// The insets of the margins guide from the bounds, in points: the layout margins plus, when
    /// `insetsLayoutMarginsFromSafeArea`, the safe-area insets.
    public var effectiveLayoutMarginInsets: UIEdgeInsets {
        var insets = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            insets.top += safe.top
            insets.left += safe.left
            insets.bottom += safe.bottom
            insets.right += safe.right
        }
        return insets
    }

    /// The part of the view not covered by the status bar, home indicator or other unsafe areas,
    /// as a guide (`safeAreaLayoutGuide`); it follows `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaGuide, identifier: "safeArea", role: .safeArea)
    }

    /// The view's bounds inset by its layout margins, as a guide (`layoutMarginsGuide`).
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.marginsGuide, identifier: "layoutMargins", role: .layoutMargins)
    }

    /// A scroll view's `frameLayoutGuide`: the view's bounds — the visible part of the content —
    /// so items constrained to it stay put while the content scrolls.
    package var scrollFrameLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollFrameGuide, identifier: "frameLayout", role: .scrollFrame)
    }

    /// A scroll view's `contentLayoutGuide`: the content rectangle, at the content's origin and
    /// `contentSize` big unless constraints decide its size.
    package var scrollContentLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollContentGuide, identifier: "contentLayout", role: .scrollContent)
    }

    /// The system guide kept in `slot` of the view's node, made and attached on first use.
    private func systemGuide(
        _ slot: ReferenceWritableKeyPath<LayoutNode, UILayoutGuide?>, identifier: String, role: UILayoutGuide.Role
    ) -> UILayoutGuide {
        let node = layoutNode
        if let guide = node[keyPath: slot] { return guide }
        let guide = UILayoutGuide(identifier: identifier, role: role)
        node[keyPath: slot] = guide
        attach(guide, to: node)
        return guide
    }

    /// The custom guides added to this view, in order (the system guides are not listed).
    public var layoutGuides: [UILayoutGuide] {
        existingLayoutNode?.guides.filter { $0.role == .custom } ?? []
    }

    /// Adds a custom guide to this view; its `layoutFrame` is then in this view's bounds space.
    /// - Precondition: the guide does not belong to another view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        precondition(guide.role == .custom, "addLayoutGuide(_:): the system guides belong to their view already")
        if let owner = guide.owningItem {
            precondition(owner === self, "addLayoutGuide(_:): \(guide.layoutDebugName) already belongs to another view")
            return
        }
        attach(guide, to: layoutNode)
    }

    /// Removes a custom guide and deactivates the constraints that mention it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningItem === self, let node = existingLayoutNode else { return }
        if let guideNode = guide.existingLayoutNode {
            NSLayoutConstraint.deactivate(guideNode.constraints)
            guideNode.engine?.unregister(guideNode)
        }
        node.guides.removeAll { $0 === guide }
        guide.owningItem = nil
    }

    private func attach(_ guide: UILayoutGuide, to node: LayoutNode) {
        guide.owningItem = self
        node.guides.append(guide)
    }
}
