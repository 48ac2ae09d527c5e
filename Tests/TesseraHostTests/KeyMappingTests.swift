import CSDL2
import TesseraUI
import Testing

@testable import TesseraHost

@Suite("Key mapping")
struct KeyMappingTests {
    private func key(_ code: SDL_KeyCode) -> Key? {
        KeyMapping.key(for: SDL_Keycode(code.rawValue))
    }

    @Test func namedKeysMapToTheirMeaningIncludingTheKeypadEnter() {
        #expect(key(SDLK_TAB) == .tab)
        #expect(key(SDLK_RETURN) == .returnKey)
        #expect(key(SDLK_KP_ENTER) == .returnKey)
        #expect(key(SDLK_ESCAPE) == .escape)
        #expect(key(SDLK_BACKSPACE) == .backspace)
        #expect(key(SDLK_DELETE) == .deleteForward)
        #expect(key(SDLK_SPACE) == .space)
        #expect(
            [key(SDLK_LEFT), key(SDLK_RIGHT), key(SDLK_UP), key(SDLK_DOWN)] == [
                .leftArrow, .rightArrow, .upArrow, .downArrow,
            ])
        #expect(
            [key(SDLK_HOME), key(SDLK_END), key(SDLK_PAGEUP), key(SDLK_PAGEDOWN)] == [.home, .end, .pageUp, .pageDown])
    }

    @Test func functionKeysSpanBothSDLRuns() {
        #expect(key(SDLK_F1) == .function(1))
        #expect(key(SDLK_F12) == .function(12))
        #expect(key(SDLK_F13) == .function(13))
        #expect(key(SDLK_F24) == .function(24))
    }

    @Test func printableKeysAreLowerCasedCharactersOnAnyLayout() {
        #expect(key(SDLK_a) == .character("a"))
        #expect(key(SDLK_z) == .character("z"))
        #expect(key(SDLK_0) == .character("0"))
        #expect(key(SDLK_SLASH) == .character("/"))
        #expect(KeyMapping.key(for: 0xE9) == .character("é"))  // an AZERTY key
        #expect(KeyMapping.key(for: 0xC9) == .character("é"))  // reported upper-case
    }

    @Test func modifierLockMediaAndControlCodesHaveNoKey() {
        #expect(key(SDLK_LCTRL) == nil)
        #expect(key(SDLK_CAPSLOCK) == nil)
        #expect(key(SDLK_AUDIOPLAY) == nil)
        #expect(KeyMapping.key(for: 0) == nil)
        #expect(KeyMapping.key(for: 1) == nil)  // Ctrl-A as a control character
        #expect(KeyMapping.key(for: 31) == nil)
    }

    @Test func everyNamedKeyRoundTripsThroughItsKeyCode() throws {
        let keys: [Key] =
            [
                .tab, .returnKey, .escape, .backspace, .deleteForward, .space, .leftArrow, .rightArrow, .upArrow,
                .downArrow, .home, .end,
                .pageUp, .pageDown, .character("a"), .character("7"), .character("é"),
            ] + (1...24).map { .function($0) }
        for key in keys {
            let code = try #require(KeyMapping.keycode(for: key), "\(key)")
            #expect(KeyMapping.key(for: code) == key)
        }
    }

    @Test func keysWithoutAKeyCodeSayNil() {
        #expect(KeyMapping.keycode(for: .function(25)) == nil)
        #expect(KeyMapping.keycode(for: .function(0)) == nil)
        #expect(KeyMapping.keycode(for: .character("🇫🇷")) == nil)
    }

    @Test func modifiersMapBothWaysAndLockKeysAreIgnored() {
        let all = UInt16(
            KMOD_RSHIFT.rawValue | KMOD_LCTRL.rawValue | KMOD_RALT.rawValue | KMOD_RGUI.rawValue | KMOD_CAPS.rawValue)
        #expect(KeyMapping.modifiers(from: all) == [.shift, .control, .option, .command])
        #expect(KeyMapping.modifiers(from: UInt16(KMOD_NUM.rawValue)) == [])
        let sdl = KeyMapping.sdlModifiers(from: [.shift, .command])
        #expect(KeyMapping.modifiers(from: sdl) == [.shift, .command])
    }
}
