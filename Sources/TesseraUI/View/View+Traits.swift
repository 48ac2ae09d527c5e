public import TesseraGraphics

extension View {
    /// The environment the view draws in: the window's traits, with this view's and its ancestors'
    /// `overrideUserInterfaceStyle` applied. `TraitCollection.default` when not in a window.
    public var traitCollection: TraitCollection {
        storedTraitCollection ?? .default
    }

    /// Forces light or dark appearance for this subtree; `unspecified` inherits.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { userInterfaceStyleOverride }
        set {
            userInterfaceStyleOverride = newValue
            if let parent = superview {
                inheritTraits(from: parent.traitCollection)
            } else if let storedTraitCollection {
                inheritTraits(from: storedTraitCollection)
            }
        }
    }

    /// Sets this subtree's traits from its parent's, walking it once. Views whose effective traits
    /// change get one `traitCollectionDidChange(_:)` call each.
    /// - Complexity: O(n) in the size of the subtree.
    func inheritTraits(from parent: TraitCollection) {
        var traits = parent
        if userInterfaceStyleOverride != .unspecified {
            traits.userInterfaceStyle = userInterfaceStyleOverride
        }
        let previous = storedTraitCollection
        guard previous != traits else { return }
        storedTraitCollection = traits
        for child in subviews { child.inheritTraits(from: traits) }
        traitCollectionDidChange(previous)
        setNeedsDisplay()
    }
}
