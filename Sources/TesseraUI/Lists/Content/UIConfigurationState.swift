public import TesseraGraphics

/// The state a configuration is updated for (`UIConfigurationState`): at least the traits.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state as content configurations see it (`UICellConfigurationState`): selection,
/// highlight, editing, swipe and expansion, plus the traits.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
