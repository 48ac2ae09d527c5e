public import TesseraGraphics

/// The state a configuration is updated for (`UIConfigurationState`): at least the traits.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state as content configurations see it (`UICellConfigurationState`): selection,
/// highlight, editing, swipe and expansion, plus the traits.
///
/// For example, a cell that dims its text while highlighted:
/// ```swift
/// final class EntryCell: UITableViewCell {
///     var title = ""
///     override func updateConfiguration(using state: UICellConfigurationState) {
///         var content = UIListContentConfiguration.cell()
///         content.text = title
///         content.textProperties.color = state.isHighlighted ? .secondaryLabel : .label
///         contentConfiguration = content
///     }
/// }
/// ```
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled (drawn dimmed; ignores touches).
    public var isDisabled = false
    /// Whether a touch is down on the cell.
    public var isHighlighted = false
    /// Whether the cell's row is selected.
    public var isSelected = false
    /// Whether the cell has the keyboard focus.
    public var isFocused = false
    /// Whether the table is in editing mode.
    public var isEditing = false
    /// Whether the cell's swipe actions are showing.
    public var isSwiped = false
    /// Whether the cell is expanded (Tessera's expandable rows).
    public var isExpanded = false

    /// A state with the given traits and every flag false.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
