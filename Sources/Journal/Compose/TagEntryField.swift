import Foundation
import Tessera

/// The add-tag field ("compose.tagField"): Return sends `.primaryActionTriggered` and keeps the
/// field focused, so several tags can be typed one after another (a plain `UITextField` ends editing
/// on Return).
@MainActor
final class TagEntryField: UITextField {
    override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard key == .returnKey, isFirstResponder else { return super.keyDown(key, modifiers: modifiers) }
        sendActions(for: .primaryActionTriggered)
        return true
    }
}
