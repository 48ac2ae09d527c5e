public import TesseraGraphics
import TesseraLayout

extension UIView {
    /// The environment the view draws in: the window's traits, with this view's and its ancestors'
    /// `traitOverrides` applied. `UITraitCollection.default` when not in a window.
    public var traitCollection: UITraitCollection {
        storedTraitCollection ?? .default
    }

    /// The direction the view arranges its immediate content in
    /// (`UIView.effectiveUserInterfaceLayoutDirection`): its traits' `layoutDirection` (left to
    /// right when unspecified), unless its `semanticContentAttribute` fixes one.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(
            for: semanticContentAttribute, relativeTo: traitCollection.layoutDirection.userInterfaceLayoutDirection)
    }

    /// Forces light or dark appearance for this subtree; `unspecified` inherits. The same as
    /// `traitOverrides.userInterfaceStyle`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedTraitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// The traits this view sets for itself and its subviews, whatever they inherit (iOS 17's
    /// `UIView.traitOverrides`): `view.traitOverrides.horizontalSizeClass = .compact`. Changing one
    /// updates the subtree's `traitCollection` at once, with the usual change calls. A trait set to
    /// unspecified (a `displayScale` of 0) is not overridden. The view's own overrides apply over
    /// those of the controller whose root view it is.
    ///
    /// - Precondition: `displayScale` is finite and ≥ 0.
    public var traitOverrides: any UITraitOverrides {
        get { storedTraitOverrides }
        set {
            let overrides = TraitValues(overriding: newValue)
            guard overrides != storedTraitOverrides else { return }
            storedTraitOverrides = overrides
            refreshEnvironment()  // Theme/UIView+Theme.swift; a window re-reads its windowTraits
        }
    }

    /// The smallest Dynamic Type size this view and its subviews see: a smaller
    /// `preferredContentSizeCategory` inherited from above is raised to it. Nil (the default) sets no
    /// limit. As `UIView.minimumContentSizeCategory`.
    public var minimumContentSizeCategory: UIContentSizeCategory? {
        get { contentSizeCategoryLimits.minimum }
        set {
            contentSizeCategoryLimits.minimum = newValue
            refreshEnvironment()
        }
    }

    /// The largest Dynamic Type size this view and its subviews see: a larger
    /// `preferredContentSizeCategory` inherited from above is lowered to it. Nil (the default) sets no
    /// limit. As `UIView.maximumContentSizeCategory`; bars use it to keep their text at a fixed size.
    public var maximumContentSizeCategory: UIContentSizeCategory? {
        get { contentSizeCategoryLimits.maximum }
        set {
            contentSizeCategoryLimits.maximum = newValue
            refreshEnvironment()
        }
    }

    /// Sets this subtree's traits and theme from its parent's, walking it once. Views whose
    /// effective traits change get one `traitCollectionDidChange(_:)` call each (and so do the
    /// controllers whose root views they are), then the `registerForTraitChanges` handlers whose
    /// traits changed, with their new traits as `UITraitCollection.current`; views whose theme or light/dark appearance changes get
    /// one `themeDidChange()` each (UIView+Theme.swift). Views whose Dynamic Type size, size class
    /// or scale changes also invalidate their intrinsic content size.
    /// - Complexity: O(n) in the size of the subtree.
    func inheritTraits(from parent: UITraitCollection) {
        inheritedTraitCollection = parent
        var layers = [parent]
        if let controller = lifecycle.viewController, !controller.storedTraitOverrides.isEmpty {
            layers.append(controller.storedTraitOverrides.collection)
        }
        if !storedTraitOverrides.isEmpty { layers.append(storedTraitOverrides.collection) }
        var overridden = TraitValues(UITraitCollection(traitsFrom: layers))
        if let minimum = contentSizeCategoryLimits.minimum, overridden.preferredContentSizeCategory < minimum {
            overridden.preferredContentSizeCategory = minimum
        }
        if let maximum = contentSizeCategoryLimits.maximum, overridden.preferredContentSizeCategory > maximum {
            overridden.preferredContentSizeCategory = maximum
        }
        let traits = overridden.collection
        let previous = storedTraitCollection
        let theme = inheritedTheme()
        let themeChanged = isNewTheme(theme)
        guard previous != traits || themeChanged else { return }
        storedTraitCollection = traits
        lifecycle.theme = theme
        for child in subviews { child.inheritTraits(from: traits) }
        traits.performAsCurrent {
            if previous != traits {
                if let previous {
                    AppearanceRules.traitsChanged(for: self, from: previous)
                    if previous.layoutDirection != traits.layoutDirection {
                        LayoutEngine.layoutDirectionDidChange(in: self)
                    }
                }
                // Also the first time: a guide made before the view had traits assumed the default size.
                if previous?.preferredContentSizeCategory != traits.preferredContentSizeCategory {
                    lifecycle.readableContentGuide?.textSizeDidChange(to: traits.preferredContentSizeCategory)
                }
                traitCollectionDidChange(previous)
                callTraitChangeHandlers(from: previous ?? .default, to: traits)
                // Not while the controller is still loading its view: its outlets are not set yet.
                if let controller = lifecycle.viewController, controller.setUpPhase == .done {
                    controller.traitCollectionDidChange(previous)
                    controller.callTraitChangeHandlers(from: previous ?? .default, to: traits)
                }
            }
            environmentDidChange()
        }
        // A size measured at another text size (a custom view's intrinsic size built from its
        // subviews' fonts, say) is stale: Auto Layout asks for it again.
        if previous != nil, traits.invalidatesMeasurements(comparedTo: previous) { invalidateIntrinsicContentSize() }
        setNeedsDisplay()
    }
}
