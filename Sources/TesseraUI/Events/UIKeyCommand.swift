import Foundation

/// UIKit's name for the modifier keys of a key command.
public typealias UIKeyModifierFlags = KeyModifiers

extension KeyModifiers {
    /// The Alt key (UIKit's name; Tessera's `option`).
    public static let alternate = KeyModifiers.option
}

/// A keyboard shortcut a responder offers (`UIKeyCommand`): a key with exact modifiers, a title,
/// and the handler that runs when it is pressed.
///
/// Responders list their commands in `keyCommands` (a controller can also `addKeyCommand(_:)`).
/// When a key goes down, the window offers it to the first responder (or the focused view, or the
/// visible screen), which handles what it edits or moves through; a key left unhandled runs the
/// first matching command found along the responder chain, innermost first, ending with the
/// window's own commands. A command with `wantsPriorityOverSystemBehavior` runs before the first
/// responder sees the key. `UIWindow.availableKeyCommands` lists every command the current focus
/// can reach, in one place, for a shortcut overview.
///
/// UIKit names the handler with a selector; Tessera takes a closure, as `UIAction` does.
///
/// ```swift
/// override var keyCommands: [UIKeyCommand]? {
///     [UIKeyCommand(title: "New Entry", input: "n", modifierFlags: .control) { [weak self] _ in self?.compose() }]
/// }
/// ```
@preconcurrency @MainActor
public final class UIKeyCommand {
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
    /// F1; `"UIKeyInputF2"` … `"UIKeyInputF24"` name the other function keys.
    public static let inputF1 = "UIKeyInputF1"

    /// What a menu or shortcut overview shows.
    public let title: String
    /// The key: one character (`"n"`; case does not matter), `"\r"`, `"\t"`, `" "`, `"\u{8}"`, or
    /// one of the `input…` constants.
    public let input: String
    /// The modifiers that must be held, exactly.
    public let modifierFlags: UIKeyModifierFlags
    /// The title in a shortcut overview when it should differ from `title`.
    public var discoverabilityTitle: String?
    /// Whether the command runs before the first responder sees the key (so it beats a text
    /// field's own use of it). Default false.
    public var wantsPriorityOverSystemBehavior = false
    /// Runs when the command is pressed.
    public final let handler: @MainActor (UIKeyCommand) -> Void

    /// - Precondition: `input` names a key (see `input`).
    public init(
        title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil,
        handler: @escaping @MainActor (UIKeyCommand) -> Void
    ) {
        precondition(Self.key(forInput: input) != nil, "UIKeyCommand: \"\(input)\" names no key")
        self.title = title
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// The key `input` names.
    public var key: Key { Self.key(forInput: input)! }

    /// Whether pressing `key` with exactly `modifiers` held is this command.
    public func matches(_ key: Key, modifiers: KeyModifiers) -> Bool {
        key == self.key && modifiers == modifierFlags
    }

    /// The shortcut as a desktop menu writes it, e.g. "Ctrl+Shift+N", "Alt+←", "Esc".
    public var shortcutDescription: String {
        var parts: [String] = []
        if modifierFlags.contains(.control) { parts.append("Ctrl") }
        if modifierFlags.contains(.option) { parts.append("Alt") }
        if modifierFlags.contains(.shift) { parts.append("Shift") }
        if modifierFlags.contains(.command) { parts.append("Super") }
        parts.append(Self.name(of: key))
        return parts.joined(separator: "+")
    }

    /// The key an input string names, or nil.
    static func key(forInput input: String) -> Key? {
        switch input {
        case inputEscape: return .escape
        case inputUpArrow: return .upArrow
        case inputDownArrow: return .downArrow
        case inputLeftArrow: return .leftArrow
        case inputRightArrow: return .rightArrow
        case inputPageUp: return .pageUp
        case inputPageDown: return .pageDown
        case inputHome: return .home
        case inputEnd: return .end
        case inputDelete: return .deleteForward
        case "\r", "\n": return .returnKey
        case "\t": return .tab
        case " ": return .space
        case "\u{8}", "\u{7F}": return .backspace
        default:
            if input.hasPrefix("UIKeyInputF"), let number = Int(input.dropFirst("UIKeyInputF".count)),
                (1...24).contains(number)
            {
                return .function(number)
            }
            let lowered = input.lowercased()
            guard lowered.count == 1, let character = lowered.first else { return nil }
            return .character(character)
        }
    }

    private static func name(of key: Key) -> String {
        switch key {
        case .tab: "Tab"
        case .returnKey: "Return"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .deleteForward: "Delete"
        case .space: "Space"
        case .leftArrow: "←"
        case .rightArrow: "→"
        case .upArrow: "↑"
        case .downArrow: "↓"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .character(let character): String(character).uppercased()
        case .function(let number): "F\(number)"
        }
    }
}
