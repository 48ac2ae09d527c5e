import Foundation
import TesseraGraphics

extension LayoutEngine {
    /// Brings the solution up to date and applies it: runs pending `updateConstraints()`, pushes
    /// changed frames, intrinsic sizes, guide insets and the layout direction into the solver, adds
    /// queued constraints, lets wrapping text settle its height for the solved width, and sets the
    /// frames of the views positioned by constraints. Does nothing when nothing changed.
    ///
    /// The view layer calls this at the start of every layout pass (`layoutIfNeeded()`), and again
    /// after each `layoutSubviews()` so that frames set there reach the constraints below.
    /// - Complexity: proportional to the changes since the last pass plus one read per registered
    ///   item.
    public func updateLayoutIfNeeded() {
        guard mode == .tree, !isSolving else { return }
        processUpdateRequests()
        if let traits = root?.traitCollection,
            traits.layoutDirection.userInterfaceLayoutDirection != direction || traits.displayScale != solvedScale
        {
            needsSolve = true
        }
        guard needsSolve else { return }
        isSolving = true
        defer { isSolving = false }
        for _ in 0..<4 {
            solvePendingChanges()
            needsSolve = false
            solvedScale = displayScale
            applyFrames()
            reportContentGuideSizes()
            syncGuideInsets()
            processDirtyRegistrations()
            if !needsSolve { break }
        }
    }

    /// Everything before applying: direction, dirty items, queued and broken constraints, guides
    /// and width-dependent heights.
    func solvePendingChanges() {
        syncDirection()
        processDirtyRegistrations()
        installPending()
        retryBrokenConstraints()
        syncGuideInsets()
        resolveHeightForWidth()
    }

    // MARK: Hooks

    func itemFrameDidChange(_ node: LayoutNode) {
        guard let registration = registration(of: node), let view = registration.view else { return }
        if node.safeAreaGuide != nil || node.marginsGuide != nil || node.scrollFrameGuide != nil {
            boundsOriginMayHaveChanged(node, view)
        }
        if registration.parent == nil {
            guard view.bounds != registration.translatedFrame else { return }
        } else if !registration.isTranslating {
            // A frame set by hand on a view Auto Layout places: the next layout pass puts it back, as
            // UIKit's does (the frames the engine applies itself arrive while it is solving).
            if !isSolving { markNeedsSolve() }
            return
        } else {
            guard view.frame != registration.translatedFrame else { return }
        }
        markDirty(registration) { $0.frameDirty = true }
    }

    func intrinsicContentSizeDidChange(_ node: LayoutNode) {
        guard let registration = registration(of: node), registration.isView else { return }
        markDirty(registration) { $0.intrinsicDirty = true }
    }

    private func markDirty(_ registration: Registration, _ change: (Registration) -> Void) {
        if !registration.frameDirty && !registration.intrinsicDirty { dirtyRegistrations.append(registration) }
        change(registration)
        markNeedsSolve()
    }

    // MARK: Pushing changes into the solver

    /// Sets a constant the engine owns and pushes it into the solver.
    func setConstant(_ constraint: NSLayoutConstraint, _ value: CGFloat) {
        guard constraint.constant != value else { return }
        constraint.constant = value
        if mode != .tree { updateSolverConstant(of: constraint) }
    }

    func processDirtyRegistrations() {
        guard !dirtyRegistrations.isEmpty else { return }
        let dirty = dirtyRegistrations
        dirtyRegistrations.removeAll()
        for registration in dirty where registration.isRegistered {
            if registration.frameDirty {
                registration.frameDirty = false
                updateTranslatedFrame(registration)
            }
            if registration.intrinsicDirty {
                registration.intrinsicDirty = false
                refreshContentSize(registration)
            }
        }
    }

    private func updateTranslatedFrame(_ registration: Registration) {
        guard let view = registration.view else { return }
        let constraints = registration.systemConstraints
        if registration.parent == nil {
            let bounds = view.bounds
            registration.translatedFrame = bounds
            let values = [bounds.minX, bounds.minY, bounds.width, bounds.height]
            for (constraint, value) in zip(constraints, values) where constraint.kind != .fitting {
                setConstant(constraint, value)
            }
        } else if registration.isTranslating, registration.parent?.view != nil, constraints.count == 4 {
            let frame = view.frame
            registration.translatedFrame = frame
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            for (constraint, value) in zip(constraints, values) { setConstant(constraint, value) }
        }
    }

    /// Re-reads a view's intrinsic size and baselines and updates their constraints in place (or
    /// remakes them when an axis gains or loses its intrinsic metric).
    func refreshContentSize(_ registration: Registration, heightOnly: Bool = false) {
        guard let view = registration.view else { return }
        if heightOnly, registration.usesContentSize, let width = registration.measuredWidth {
            // Wrapping text at a new width: only the height changes (the unwrapped width stays).
            var size = registration.intrinsicSize
            size.height = view.intrinsicContentHeight(forWidth: width)
            if size != registration.intrinsicSize {
                let old = registration.intrinsicSize
                registration.intrinsicSize = size
                updateContentSizeConstants(registration, from: old, to: size)
            }
        } else if registration.usesContentSize {
            registration.dependsOnWidth = view.intrinsicHeightDependsOnWidth
            var size: CGSize
            if registration.contentWidthIsStandIn, registration.dependsOnWidth, let width = registration.measuredWidth {
                // The width is still fixed by required equalities (checked again after this pass's solve).
                size = CGSize(
                    width: registration.intrinsicSize.width, height: view.intrinsicContentHeight(forWidth: width))
            } else {
                registration.contentWidthIsStandIn = false
                size = view.intrinsicContentSize
                if registration.dependsOnWidth, let width = registration.measuredWidth {
                    size.height = view.intrinsicContentHeight(forWidth: width)
                }
            }
            let old = registration.intrinsicSize
            if (size.width >= 0) != (old.width >= 0) || (size.height >= 0) != (old.height >= 0) {
                removeContentSizeConstraints(registration)
                makeContentSizeConstraints(registration, view)
            } else if size != old {
                registration.intrinsicSize = size
                updateContentSizeConstants(registration, from: old, to: size)
            }
        }
        guard !registration.baselineConstraints.isEmpty else {
            registration.baselinesAreCurrent = false
            return
        }
        let baselines = view.layoutBaselines(forWidth: registration.dependsOnWidth ? registration.measuredWidth : nil)
        registration.baselinesAreCurrent = true
        if baselines != registration.baselines {
            registration.baselines = baselines
            for constraint in registration.baselineConstraints.values { updateSolverConstant(of: constraint) }
        }
    }

    /// Re-resolves `leading`/`trailing` when the tree's layout direction changed.
    private func syncDirection() {
        guard let current = root?.traitCollection.layoutDirection.userInterfaceLayoutDirection,
            current != direction || viewDirectionsChanged
        else { return }
        direction = current
        viewDirectionsChanged = false
        guard directionalConstraintCount > 0 else { return }
        var seen = Set<ObjectIdentifier>()
        var constraints: [NSLayoutConstraint] = []
        for registration in registrationOrder {
            for constraint in registration.node.constraints
            where constraint.isDirectional && isInstalled(constraint)
                && seen.insert(ObjectIdentifier(constraint)).inserted
            {
                constraints.append(constraint)
            }
        }
        constraints.sort { $0.sequence < $1.sequence }
        // All out before any goes back in: resolved half one way and half the other, valid
        // constraints could conflict and one be broken for good.
        for constraint in constraints { uninstall(constraint) }
        for constraint in constraints { install(constraint, breakingOthers: true) }
    }

    /// Moves the system guides to their views' current insets, bounds origins and content sizes.
    func syncGuideInsets() {
        for registration in registrationOrder where registration.isSystemGuide {
            guard let geometry = currentGuideGeometry(registration), geometry != registration.guideGeometry else {
                continue
            }
            registration.guideGeometry = geometry
            for (constraint, value) in zip(registration.systemConstraints, geometry.constants) {
                setConstant(constraint, value)
            }
        }
    }

    /// Hands each content guide whose solved size differs from its `contentSize` to its owner
    /// (which adopts it as the content size: constraints to the guide define it).
    private func reportContentGuideSizes() {
        let grid = pixelGrid
        for registration in registrationOrder where registration.isSystemGuide {
            guard let guide = registration.item as? UILayoutGuide, guide.role == .scrollContent,
                let report = guide.solvedSizeDidChange
            else { continue }
            let size = solvedRect(of: registration, in: registration.parent, on: grid).size
            if size != guide.contentSize { report(size) }
        }
    }

    /// Lets views whose height depends on their width (wrapping text) measure at the solved width,
    /// re-solving until the widths settle (at most three rounds of measuring at a width).
    ///
    /// A view still holding a stand-in size (`contentWidthIsStandIn`) is checked first. If required
    /// equalities fix its width, its unwrapped width cannot change the set of best solutions and is
    /// not measured: its text is shaped once, at the width it gets, as with hand-written frames (a
    /// baseline constraint still reads the unwrapped baselines when it is installed). Otherwise its
    /// intrinsic size is measured now, and measured again at its solved width in the next round.
    ///
    /// When several solutions are equally good (an ambiguous layout), which one the solver settles
    /// on depends on the order and constants constraints arrived with, a stand-in's included.
    func resolveHeightForWidth() {
        let grid = pixelGrid
        var measuringRounds = 0
        while measuringRounds < 3 {
            var changed = false
            var measured = false
            for registration in registrationOrder where registration.dependsOnWidth && registration.usesContentSize {
                if registration.contentWidthIsStandIn, !solver.isFixedByRequiredEqualities(registration.width) {
                    registration.contentWidthIsStandIn = false
                    refreshContentSize(registration)
                    changed = true
                    continue
                }
                let width = snappedWidth(of: registration, on: grid)
                if let measured = registration.measuredWidth, abs(measured - width) < 0.25 { continue }
                registration.measuredWidth = width
                measured = true
                let before = registration.intrinsicSize
                refreshContentSize(registration, heightOnly: before.height >= 0)
                if registration.intrinsicSize != before { changed = true }
            }
            if !changed { return }
            if measured { measuringRounds += 1 }
        }
    }

    // MARK: Applying

    var displayScale: CGFloat {
        guard mode == .tree, let scale = root?.traitCollection.displayScale, scale > 0 else { return 1 }
        return scale
    }

    /// The pixel grid solved values are rounded to: the display's in a tree, none in a throwaway
    /// copy. Read once per pass (the root's traits are not free to read per value).
    var pixelGrid: PixelGrid { PixelGrid(scale: mode == .tree ? displayScale : nil) }

    private func snappedWidth(of registration: Registration, on grid: PixelGrid) -> CGFloat {
        let left = solver.value(ofSymbol: registration.left)
        return max(0, grid.snap(left + solver.value(ofSymbol: registration.width)) - grid.snap(left))
    }

    /// The solved rectangle of an item in `container`'s bounds space, snapped to `grid`.
    func solvedRect(of registration: Registration, in container: Registration?, on grid: PixelGrid) -> CGRect {
        let left = solver.value(ofSymbol: registration.left)
        let top = solver.value(ofSymbol: registration.top)
        let minX = grid.snap(left)
        let maxX = grid.snap(left + solver.value(ofSymbol: registration.width))
        let minY = grid.snap(top)
        let maxY = grid.snap(top + solver.value(ofSymbol: registration.height))
        var origin = CGPoint(x: minX, y: minY)
        if let container, container.isView {
            // A container's `left`/`top` is the origin of its bounds space, whatever it scrolled to.
            origin.x -= grid.snap(solver.value(ofSymbol: container.left))
            origin.y -= grid.snap(solver.value(ofSymbol: container.top))
        }
        return CGRect(x: origin.x, y: origin.y, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// The solved frame of a guide (or view) in `owner`'s bounds space, if both are registered.
    func solvedFrame(of node: LayoutNode, in owner: any ViewLayoutItem) -> CGRect? {
        guard let itemRegistration = registration(of: node), let ownerNode = owner.existingLayoutNode,
            let ownerRegistration = registration(of: ownerNode)
        else { return nil }
        return solvedRect(of: itemRegistration, in: ownerRegistration, on: pixelGrid)
    }

    /// Sets the frames of the registered views positioned by constraints.
    private func applyFrames() {
        let grid = pixelGrid
        for registration in registrationOrder where registration.isView && !registration.isTranslating {
            guard let view = registration.view else { continue }
            var frame = solvedRect(of: registration, in: registration.parent, on: grid)
            if registration.parent == nil { frame.origin = view.frame.origin }
            if frame != view.frame { view.applyLayoutFrame(frame) }
        }
    }
}

/// Rounding to a display's pixel grid: `scale` pixels per point, or no rounding when nil.
struct PixelGrid {
    let scale: CGFloat?

    /// `value` points rounded to the nearest pixel.
    func snap(_ value: Double) -> CGFloat {
        guard let scale else { return CGFloat(value) }
        return (CGFloat(value) * scale).rounded() / scale
    }
}
