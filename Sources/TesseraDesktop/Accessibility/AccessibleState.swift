/// One AT-SPI state of an accessible object (`AtspiStateType`; raw values are AT-SPI's bit numbers).
enum AccessibleState: UInt32, CaseIterable, Hashable, Sendable {
    case active = 1
    case busy = 3
    case checked = 4
    case editable = 7
    case enabled = 8
    case focusable = 11
    case focused = 12
    case horizontal = 14
    case modal = 16
    case multiLine = 17
    case resizable = 21
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case vertical = 29
    case visible = 30
    case indeterminate = 32
    case selectableText = 38
    case checkable = 41
    case readOnly = 43

    /// AT-SPI's name for the state, as state-changed events carry it ("focused").
    var name: String {
        switch self {
        case .active: "active"
        case .busy: "busy"
        case .checked: "checked"
        case .editable: "editable"
        case .enabled: "enabled"
        case .focusable: "focusable"
        case .focused: "focused"
        case .horizontal: "horizontal"
        case .modal: "modal"
        case .multiLine: "multi-line"
        case .resizable: "resizable"
        case .selectable: "selectable"
        case .selected: "selected"
        case .sensitive: "sensitive"
        case .showing: "showing"
        case .singleLine: "single-line"
        case .vertical: "vertical"
        case .visible: "visible"
        case .indeterminate: "indeterminate"
        case .selectableText: "selectable-text"
        case .checkable: "checkable"
        case .readOnly: "read-only"
        }
    }
}

extension Set<AccessibleState> {
    /// The states as AT-SPI's `GetState` returns them: two 32-bit words, bit n for state n.
    var words: [UInt32] {
        var words: [UInt32] = [0, 0]
        for state in self { words[Int(state.rawValue / 32)] |= 1 << (state.rawValue % 32) }
        return words
    }
}
