import Foundation
import TesseraGraphics

/// Which columns show and which is on top: display modes, collapsing, showing and hiding.
extension UISplitViewController {
    /// The secondary column keeps at least this width when columns tile beside it automatically.
    static let minimumTiledSecondaryWidth: CGFloat = 320
    /// A leading column's width when nothing is preferred.
    static let defaultColumnWidth: CGFloat = 320

    /// Shows `column`: expanded, with the display mode that adds it (``preferredSplitBehavior``
    /// deciding beside, over or displacing); collapsed, as the column filling the view.
    public func show(_ column: Column) {
        if isCollapsed {
            guard column != .compact, shown[column] != nil, column != topColumn else { return }
            delegate?.splitViewController(self, willShow: column)
            topColumn = column
            updateColumns()
            return
        }
        guard column == .primary || column == .supplementary, shown[column] != nil,
            !visibleColumns(in: currentDisplayMode).contains(column)
        else { return }
        let leading = showsThreeColumns && column == .primary ? 2 : 1
        delegate?.splitViewController(self, willShow: column)
        choose(mode(showing: leading, behavior: resolvedBehavior(leading: leading)))
    }

    /// Hides `column`: expanded, the leading column and those before it; collapsed, the column on
    /// top, showing the one before it. The secondary column stays while expanded.
    public func hide(_ column: Column) {
        if isCollapsed {
            guard column == topColumn, let previous = previousColumn(before: column) else { return }
            delegate?.splitViewController(self, willHide: column)
            topColumn = previous
            updateColumns()
            return
        }
        guard column != .secondary, column != .compact, visibleColumns(in: currentDisplayMode).contains(column)
        else { return }
        delegate?.splitViewController(self, willHide: column)
        let keepsSupplementary = showsThreeColumns && column == .primary
        choose(keepsSupplementary ? mode(showing: 1, behavior: splitBehavior) : .secondaryOnly)
    }

    /// ``showDetailViewController(_:sender:)``'s work.
    func showDetail(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        // A collapsed classic split view pushes a bare controller onto the primary's navigation
        // controller, as UIKit does: shown alone it would have no bar to go back with.
        if style == .unspecified, isCollapsed, !(vc is UINavigationController),
            let navigation = shown[.primary] as? UINavigationController, topColumn == .primary
        {
            navigation.pushViewController(vc, animated: true)
            return
        }
        setViewController(vc, for: .secondary)
        if isCollapsed {
            topColumn = .secondary
            updateColumns()
        } else if splitBehavior != .tile {
            dismissLeadingColumns()
        }
    }

    /// The column shown before `column` when collapsed, nil for the first.
    func previousColumn(before column: Column) -> Column? {
        switch column {
        case .secondary: shown[.supplementary] != nil ? .supplementary : (shown[.primary] != nil ? .primary : nil)
        case .supplementary: shown[.primary] != nil ? .primary : nil
        case .primary, .compact: nil
        }
    }

    func toggleLeadingColumns() {
        if currentDisplayMode == .secondaryOnly {
            show(.primary)
        } else {
            hide(showsThreeColumns ? .supplementary : .primary)
        }
    }

    /// Hides the columns shown over or displacing the secondary (a tap on it, Escape).
    func dismissLeadingColumns() {
        for column in visibleColumns(in: currentDisplayMode) where column != .secondary {
            delegate?.splitViewController(self, willHide: column)
        }
        choose(.secondaryOnly)
    }

    private func choose(_ mode: DisplayMode) {
        chosenDisplayMode = mode
        updateColumns()
    }

    /// The display mode showing `leading` leading columns with `behavior`.
    func mode(showing leading: Int, behavior: SplitBehavior) -> DisplayMode {
        switch (leading, behavior) {
        case (0, _): .secondaryOnly
        case (1, .overlay): .oneOverSecondary
        case (1, _): .oneBesideSecondary
        case (_, .overlay): .twoOverSecondary
        case (_, .displace): .twoDisplaceSecondary
        default: .twoBesideSecondary
        }
    }

    /// ``preferredSplitBehavior``, with `.automatic` tiling while the secondary keeps its minimum.
    private func resolvedBehavior(leading: Int) -> SplitBehavior {
        guard preferredSplitBehavior == .automatic else { return preferredSplitBehavior }
        return fitsTiled(leading: leading) ? .tile : .overlay
    }

    private func fitsTiled(leading: Int) -> Bool {
        let width = viewIfLoaded?.bounds.width ?? 0
        let columns: [Column] =
            leading == 2 ? [.primary, .supplementary] : [showsThreeColumns ? .supplementary : .primary]
        let used = columns.reduce(0) { $0 + columnWidth($1, in: width) }
        return width - used >= Self.minimumTiledSecondaryWidth
    }

    /// `.automatic`'s display mode for the current width: as many leading columns as tile.
    private var automaticDisplayMode: DisplayMode {
        if showsThreeColumns, fitsTiled(leading: 2) { return .twoBesideSecondary }
        return fitsTiled(leading: 1) ? .oneBesideSecondary : .secondaryOnly
    }

    /// `mode` as the columns have it: two-column modes become one-column ones unless there are
    /// three columns.
    private func normalized(_ mode: DisplayMode) -> DisplayMode {
        guard !showsThreeColumns else { return mode }
        switch mode {
        case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
        case .twoOverSecondary: return .oneOverSecondary
        default: return mode
        }
    }

    /// Whether the split view lays out three columns: a triple-column one whose supplementary
    /// column has a controller. Without one it lays out as a double-column split view.
    var showsThreeColumns: Bool { style == .tripleColumn && shown[.supplementary] != nil }

    /// The columns `mode` shows expanded, leading first.
    func visibleColumns(in mode: DisplayMode) -> [Column] {
        let leading: [Column]
        switch mode {
        case .automatic, .secondaryOnly: leading = []
        case .oneBesideSecondary, .oneOverSecondary: leading = [showsThreeColumns ? .supplementary : .primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: leading = [.primary, .supplementary]
        }
        return (leading + [.secondary]).filter { shown[$0] != nil }
    }

    /// Decides collapsed or expanded, the display mode and the column on top, and shows the
    /// controllers that go with them, telling the delegate what changed. Outside the container's
    /// layout, it asks for one.
    func updateColumns(duringLayout: Bool = false) {
        guard let container = viewIfLoaded as? SplitContainerView else { return }
        let sizeClass = traitCollection.horizontalSizeClass
        let width = container.bounds.width
        // Until it is in a window and has a width, the split view shows no column: none appears
        // only to disappear once the size class is known, and the delegate hears nothing.
        guard sizeClass != .unspecified, width > 0, width.isFinite else {
            container.show([], appearance: self)
            return
        }
        let collapses = sizeClass == .compact
        let previous = collapsedState
        // A new width lets `.automatic` follow it; a mode chosen for the old width is dropped.
        if let decidedWidth, decidedWidth != width { chosenDisplayMode = nil }
        decidedWidth = width
        var change: (@MainActor () -> Void)?
        if collapses != previous {
            collapsedState = collapses
            if collapses {
                topColumn = columnForCollapsing()
            } else {
                chosenDisplayMode = nil
                if previous != nil {
                    let proposed = normalized(preferredOrAutomaticMode)
                    let answer = delegate?.splitViewController(
                        self, displayModeForExpandingToProposedDisplayMode: proposed)
                    if let answer, answer != proposed, answer != .automatic { chosenDisplayMode = answer }
                }
            }
            if previous != nil {
                change = { [weak self] in
                    guard let self else { return }
                    if collapses {
                        delegate?.splitViewControllerDidCollapse(self)
                    } else {
                        delegate?.splitViewControllerDidExpand(self)
                    }
                }
            }
        }
        let wanted = normalized(chosenDisplayMode ?? preferredOrAutomaticMode)
        if wanted != currentDisplayMode {
            currentDisplayMode = wanted  // first, so that a delegate that shows or hides a column re-enters settled
            if previous != nil, change == nil, !collapses { delegate?.splitViewController(self, willChangeTo: wanted) }
        }
        let controllers: [UIViewController]
        if collapses {
            if shown[topColumn] == nil {
                topColumn =
                    [Column.compact, .secondary, .supplementary, .primary].first { shown[$0] != nil } ?? .primary
            }
            controllers = shown[topColumn].map { [$0] } ?? []
        } else {
            controllers = visibleColumns(in: currentDisplayMode).compactMap { shown[$0] }
        }
        updateBackItems(collapsed: collapses)
        container.show(controllers, appearance: self)
        if !duringLayout { container.setNeedsLayout() }
        change?()
    }

    /// ``preferredDisplayMode``, with `.automatic` resolved for the current width.
    private var preferredOrAutomaticMode: DisplayMode {
        preferredDisplayMode == .automatic ? automaticDisplayMode : preferredDisplayMode
    }

    private func columnForCollapsing() -> Column {
        if shown[.compact] != nil { return .compact }
        let top: Column
        if style == .unspecified {
            if let secondary = assigned[.secondary], let primary = assigned[.primary],
                delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true
            {
                top = .primary
            } else {
                top = .secondary
            }
        } else {
            top =
                delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        }
        return shown[top] != nil ? top : (shown[.primary] != nil ? .primary : top)
    }

    /// Collapsed, the column on top gets a back button to the one before it; otherwise none does.
    private func updateBackItems(collapsed: Bool) {
        for column in [Column.primary, .supplementary, .secondary] {
            let wanted = collapsed && column == topColumn ? previousColumn(before: column) : nil
            guard let previous = wanted, let screen = firstScreen(of: column) else {
                removeBackItem(for: column)
                continue
            }
            let owner = firstScreen(of: previous)
            let title = owner?.navigationItem.title ?? owner?.title ?? "Back"
            // The column before may have a new controller (`setViewController(_:for:)`): the
            // button on the same screen takes its title and goes to it.
            if let existing = backItems[column], existing.on === screen {
                existing.item.title = title
                existing.item.accessibilityLabel = title
                existing.item.action = { [weak self] in self?.show(previous) }
                continue
            }
            removeBackItem(for: column)
            guard screen.navigationItem.leftBarButtonItems.isEmpty else { continue }
            let item = UIBarButtonItem(
                image: UIImage(icon: Icon(.chevronLeft), pointSize: 24), accessibilityLabel: title
            ) {
                [weak self] in self?.show(previous)
            }
            item.title = title
            screen.navigationItem.leftBarButtonItems = [item]
            backItems[column] = (item, screen)
        }
    }

    func removeBackItem(for column: Column) {
        guard let (item, screen) = backItems.removeValue(forKey: column) else { return }
        item.action = nil
        screen.navigationItem.leftBarButtonItems.removeAll { $0 === item }
    }

    /// The first screen of `column`: its navigation controller's root, or the controller itself.
    private func firstScreen(of column: Column) -> UIViewController? {
        guard let controller = shown[column] else { return nil }
        return (controller as? UINavigationController)?.viewControllers.first ?? controller
    }

    /// `column`'s width in a split view `width` wide: the preferred width or fraction (320 points
    /// by default), within the minimum and maximum (half the width by default).
    func columnWidth(_ column: Column, in width: CGFloat) -> CGFloat {
        let automatic = Self.automaticDimension
        let (fraction, points, minimum, maximum) =
            column == .supplementary
            ? (
                preferredSupplementaryColumnWidthFraction, preferredSupplementaryColumnWidth,
                minimumSupplementaryColumnWidth, maximumSupplementaryColumnWidth
            )
            : (
                preferredPrimaryColumnWidthFraction, preferredPrimaryColumnWidth, minimumPrimaryColumnWidth,
                maximumPrimaryColumnWidth
            )
        guard width > 0, width.isFinite else { return 0 }
        var result =
            points != automatic && points.isFinite && points >= 0
            ? points
            : (fraction != automatic && fraction.isFinite && fraction >= 0
                ? width * min(fraction, 1) : Self.defaultColumnWidth)
        let upper = maximum != automatic && maximum.isFinite && maximum >= 0 ? maximum : width / 2
        result = min(result, upper)
        if minimum != automatic, minimum.isFinite, minimum >= 0 { result = max(result, minimum) }
        return min(result, width)
    }
}
