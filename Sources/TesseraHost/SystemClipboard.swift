import CSDL2
import TesseraUI

/// The desktop clipboard through SDL (`SDL_SetClipboardText` / `SDL_GetClipboardText`): X11
/// selections, Wayland data devices, or SDL's own store under the offscreen driver.
///
/// Valid only while SDL's video subsystem is up; the host installs it as `window.clipboard` when
/// it opens and puts the window's previous clipboard back, holding the same text, when it closes.
///
/// Text over the policy's limit (on X11, what the server takes in one request: about 16 MiB on
/// Xorg and Xvfb) is refused and logged; the clipboard keeps what it held.
@MainActor
final class SystemClipboard: Clipboard {
    /// What is checked before text reaches SDL.
    let policy: SelectionTextPolicy

    init(policy: SelectionTextPolicy) {
        self.policy = policy
    }

    var string: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(text) }
            let string = String(cString: text)
            return string.isEmpty ? nil : string
        }
        set {
            guard let text = policy.admissibleText(newValue ?? "", for: "clipboard") else { return }
            // SDL copies the text before returning. Failure (no clipboard owner on this display)
            // leaves the clipboard as it was, as a refused paste-board write does on other systems.
            _ = SDL_SetClipboardText(text)
        }
    }
}
