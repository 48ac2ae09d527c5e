public import TesseraUI

/// A key together with the modifiers that must be held, e.g. F2 or UIControl-D.
///
/// A shortcut matches a key press when the key is equal and the modifiers are exactly equal
/// (Shift-F2 does not match F2).
///
/// For example:
/// ```swift
/// KeyShortcut(.function(2))                         // F2
/// KeyShortcut(.character("d"), modifiers: .control) // Ctrl+D
/// ```
public struct KeyShortcut: Hashable, Sendable {
    /// The key to press.
    public var key: Key
    /// The modifiers that must be held, exactly (none by default).
    public var modifiers: KeyModifiers

    /// The shortcut `key` with exactly `modifiers` held.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Whether a key press of `key` with `modifiers` held is this shortcut.
    public func matches(_ key: Key, modifiers: KeyModifiers) -> Bool {
        key == self.key && modifiers == self.modifiers
    }
}
