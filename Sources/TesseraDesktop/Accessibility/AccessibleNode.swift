import Foundation
import TesseraUI

/// One accessible object as a screen reader sees it at one moment: what the bridge answers from
/// and compares between updates to raise events.
struct AccessibleNode: Hashable, Sendable {
    var role: AccessibleRole
    var name: String
    /// From `accessibilityHint`.
    var description: String
    /// From `accessibilityIdentifier` ("" when none).
    var identifier: String
    /// The parent's id; ``AccessibilityTree/applicationID`` for the window's frame.
    var parent: Int
    var children: [Int] = []
    var states: Set<AccessibleState>
    /// The rectangle in window points.
    var frame: CGRect
    /// What the clipping ancestors leave visible of the parent, in window points.
    var clip: CGRect
    var actions: [AccessibleAction] = []
    var value: AccessibleValue?
    var text: AccessibilityText?

    /// The AT-SPI interfaces the object implements.
    var interfaces: [String] {
        var names = [ATSPI.accessible, ATSPI.component]
        if !actions.isEmpty { names.append(ATSPI.action) }
        if value != nil { names.append(ATSPI.value) }
        if text != nil { names.append(ATSPI.text) }
        if text?.isEditable == true { names.append(ATSPI.editableText) }
        return names
    }
}

/// An action of the Action interface, by AT-SPI's conventional names.
enum AccessibleAction: String, Hashable, Sendable {
    /// Buttons, links, tabs, list items: `accessibilityActivate()`, else a tap at the centre.
    case click
    /// Switches and toggle buttons: the same as click.
    case toggle
    /// Text fields: take keyboard focus.
    case activate
    case increment
    case decrement

    var description: String {
        switch self {
        case .click: "Activates the element"
        case .toggle: "Toggles the element"
        case .activate: "Focuses the text for typing"
        case .increment: "Increases the value"
        case .decrement: "Decreases the value"
        }
    }
}

/// The Value interface's numbers and text.
struct AccessibleValue: Hashable, Sendable {
    var current: Double
    var minimum: Double
    var maximum: Double
    /// The smallest step (0: continuous).
    var increment: Double
    /// What is read (`accessibilityValue`).
    var text: String
}
