import CSDL2
import TesseraUI

/// X11's primary selection through SDL (`SDL_SetPrimarySelectionText` /
/// `SDL_GetPrimarySelectionText`, SDL 2.26): the text last selected anywhere on the desktop, which
/// a middle click pastes. Wayland's primary selection protocol where the compositor offers it, and
/// SDL's own store under the offscreen driver.
///
/// Valid only while SDL's video subsystem is up; the host installs it as
/// `window.primarySelection` when it opens and puts the window's previous one back, holding the
/// same text, when it closes. Text over the policy's limit is refused and logged, as by
/// `SystemClipboard`.
@MainActor
final class SystemPrimarySelection: Clipboard {
    /// What is checked before text reaches SDL.
    let policy: SelectionTextPolicy

    init(policy: SelectionTextPolicy) {
        self.policy = policy
    }

    var string: String? {
        get {
            guard SDL_HasPrimarySelectionText() == SDL_TRUE, let text = SDL_GetPrimarySelectionText() else {
                return nil
            }
            defer { SDL_free(text) }
            let string = String(cString: text)
            return string.isEmpty ? nil : string
        }
        set {
            guard let text = policy.admissibleText(newValue ?? "", for: "primary selection") else { return }
            // SDL copies the text. Failure (no selection owner possible on this display) leaves the
            // selection as it was, as the clipboard does.
            _ = SDL_SetPrimarySelectionText(text)
        }
    }
}
