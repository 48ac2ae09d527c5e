import CSDL2
import TesseraUI

/// Translates between SDL key codes (layout-aware: what the key means, not where it sits) and
/// Tessera's ``Key``, and between SDL's and Tessera's modifier sets.
///
/// Printable keys map to `.character` of the lower-cased character SDL reports for the key (SDL
/// key codes of printable keys are their Unicode code points), so shortcuts read the same on
/// any layout. Keys Tessera has no name for (Caps Lock, media keys, modifiers alone) map to nil.
enum KeyMapping {
    /// The named (non-printable) keys, in both directions.
    private static let namedKeys: [(SDL_KeyCode, Key)] = [
        (SDLK_TAB, .tab), (SDLK_RETURN, .returnKey), (SDLK_KP_ENTER, .returnKey), (SDLK_ESCAPE, .escape),
        (SDLK_BACKSPACE, .backspace), (SDLK_DELETE, .deleteForward), (SDLK_SPACE, .space),
        (SDLK_LEFT, .leftArrow), (SDLK_RIGHT, .rightArrow), (SDLK_UP, .upArrow), (SDLK_DOWN, .downArrow),
        (SDLK_HOME, .home), (SDLK_END, .end), (SDLK_PAGEUP, .pageUp), (SDLK_PAGEDOWN, .pageDown),
    ]

    /// F1…F12 and F13…F24 are two runs of consecutive key codes in SDL.
    private static let functionKeyRuns: [(first: SDL_KeyCode, number: Int)] = [(SDLK_F1, 1), (SDLK_F13, 13)]

    /// The key an SDL key code means; nil for keys Tessera does not name.
    static func key(for keycode: SDL_Keycode) -> Key? {
        if let named = namedKeys.first(where: { Int64($0.0.rawValue) == Int64(keycode) }) { return named.1 }
        for run in functionKeyRuns {
            let offset = Int64(keycode) - Int64(run.first.rawValue)
            if (0..<12).contains(offset) { return .function(run.number + Int(offset)) }
        }
        // Printable keys: the code is a Unicode scalar below the scancode-mask bit; control
        // characters (below space, and delete) are not printable.
        let scancodeMask = Int64(SDLK_SCANCODE_MASK)
        guard keycode > 32, keycode != 127, Int64(keycode) & scancodeMask == 0,
            let scalar = Unicode.Scalar(UInt32(keycode))
        else { return nil }
        let lowered = String(Character(scalar)).lowercased()
        guard lowered.count == 1, let character = lowered.first else { return .character(Character(scalar)) }
        return .character(character)
    }

    /// The SDL key code for a key, used to synthesise key events; nil for a character that is not
    /// one Unicode scalar or a function key beyond F24.
    static func keycode(for key: Key) -> SDL_Keycode? {
        if let named = namedKeys.first(where: { $0.1 == key }) { return SDL_Keycode(named.0.rawValue) }
        switch key {
        case .function(let number):
            guard let run = functionKeyRuns.last(where: { number >= $0.number }), number - run.number < 12 else {
                return nil
            }
            return SDL_Keycode(run.first.rawValue) + SDL_Keycode(number - run.number)
        case .character(let character):
            let scalars = String(character).lowercased().unicodeScalars
            guard scalars.count == 1, let scalar = scalars.first else { return nil }
            return SDL_Keycode(scalar.value)
        default:
            return nil
        }
    }

    /// Tessera modifiers from SDL's (left and right keys alike; Alt is `.option`, GUI/Super is
    /// `.command`). Lock keys (Caps, Num) are ignored.
    static func modifiers(from mod: UInt16) -> KeyModifiers {
        var result: KeyModifiers = []
        if mod & UInt16(KMOD_SHIFT.rawValue) != 0 { result.insert(.shift) }
        if mod & UInt16(KMOD_CTRL.rawValue) != 0 { result.insert(.control) }
        if mod & UInt16(KMOD_ALT.rawValue) != 0 { result.insert(.option) }
        if mod & UInt16(KMOD_GUI.rawValue) != 0 { result.insert(.command) }
        return result
    }

    /// SDL's modifier bits for Tessera modifiers (the left-hand keys).
    static func sdlModifiers(from modifiers: KeyModifiers) -> UInt16 {
        var mod: UInt16 = 0
        if modifiers.contains(.shift) { mod |= UInt16(KMOD_LSHIFT.rawValue) }
        if modifiers.contains(.control) { mod |= UInt16(KMOD_LCTRL.rawValue) }
        if modifiers.contains(.option) { mod |= UInt16(KMOD_LALT.rawValue) }
        if modifiers.contains(.command) { mod |= UInt16(KMOD_LGUI.rawValue) }
        return mod
    }
}
