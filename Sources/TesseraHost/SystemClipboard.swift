import CSDL2
import TesseraUI

/// The desktop clipboard through SDL (`SDL_SetClipboardText` / `SDL_GetClipboardText`): X11
/// selections, Wayland data devices, or SDL's own store under the offscreen driver.
///
/// Valid only while SDL's video subsystem is up; the host installs it as `window.clipboard` when
/// it opens and puts the window's previous clipboard back, holding the same text, when it closes.
///
/// Text over the policy's limit (on X11, what the server takes in one request: about 16 MiB on
/// Xorg and Xvfb) cannot go to the desktop: it is kept in the app, so pastes in the app get it,
/// while the desktop clipboard is emptied (other applications paste nothing, not older text) —
/// until anything else is copied, here or in another application.
@MainActor
final class SystemClipboard: Clipboard {
    /// What is checked before text reaches SDL.
    let policy: SelectionTextPolicy
    /// Text too large for the desktop, while the desktop clipboard stays as this app left it.
    private var heldInApp: String?

    init(policy: SelectionTextPolicy) {
        self.policy = policy
    }

    var string: String? {
        get {
            let desktopText = desktopString
            if let heldInApp {
                if desktopText == nil { return heldInApp }
                self.heldInApp = nil  // another application copied since
            }
            return desktopText
        }
        set {
            heldInApp = nil
            let text = newValue ?? ""
            guard let admissible = policy.admissibleText(text, for: "clipboard") else {
                heldInApp = text.removingNULCharacters
                _ = SDL_SetClipboardText("")
                return
            }
            // SDL copies the text before returning. Failure (no clipboard owner on this display)
            // leaves the clipboard as it was, as a refused paste-board write does on other systems.
            _ = SDL_SetClipboardText(admissible)
        }
    }

    /// What the desktop clipboard holds; nil when empty.
    var desktopString: String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(text) }
        let string = String(cString: text)
        return string.isEmpty ? nil : string
    }
}
