import TesseraLayout

extension UIStackView {
    /// Replaces the stack's constraints and spacer guides with ones for the current arrangement
    /// (see `StackArrangement`).
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        let arrangement = StackArrangement(for: self)
        arrangementConstraints = arrangement.constraints
        spacerGuides = arrangement.spacerGuides
        NSLayoutConstraint.activate(arrangementConstraints)
    }
}
