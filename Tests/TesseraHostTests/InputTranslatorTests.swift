import CSDL2
import Foundation
import TesseraUI
import Testing

@testable import TesseraHost

/// Raw SDL events, as drivers produce them, through the translator.
@Suite("Input translation")
struct InputTranslatorTests {
    private func translator() -> InputTranslator {
        InputTranslator(pointsPerWheelNotch: 40, windowID: 7)
    }

    private func mouseButton(
        _ type: SDL_EventType, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT, window: UInt32 = 7
    )
        -> SDL_Event
    {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.windowID = window
        event.button.button = UInt8(button)
        event.button.x = x
        event.button.y = y
        return event
    }

    private func motion(x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = 7
        event.motion.x = x
        event.motion.y = y
        return event
    }

    private func wheel(x: Int32, y: Int32, preciseY: Float = 0, flipped: Bool) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.windowID = 7
        event.wheel.x = x
        event.wheel.y = y
        event.wheel.preciseY = preciseY
        event.wheel.direction = (flipped ? SDL_MOUSEWHEEL_FLIPPED : SDL_MOUSEWHEEL_NORMAL).rawValue
        event.wheel.mouseX = 30
        event.wheel.mouseY = 40
        return event
    }

    private func key(_ type: SDL_EventType, _ code: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.key.windowID = 7
        event.key.keysym.sym = SDL_Keycode(code.rawValue)
        event.key.keysym.mod = UInt16(mod.rawValue)
        return event
    }

    private func windowEvent(_ id: SDL_WindowEventID, window: UInt32 = 7) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = window
        event.window.event = UInt8(id.rawValue)
        return event
    }

    @Test func motionIsHoverUntilTheLeftButtonGoesDownThenADragUntilItComesUp() {
        var translator = translator()
        #expect(translator.translate(motion(x: 1, y: 2), modifiers: []) == [.input(.hover(CGPoint(x: 1, y: 2)))])
        #expect(
            translator.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 3, y: 4), modifiers: [.shift])
                == [.input(.pointerDown(CGPoint(x: 3, y: 4), modifiers: [.shift]))])
        #expect(translator.translate(motion(x: 5, y: 6), modifiers: []) == [.input(.pointerMoved(CGPoint(x: 5, y: 6)))])
        #expect(
            translator.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 7, y: 8), modifiers: []) == [
                .input(.pointerUp(CGPoint(x: 7, y: 8)))
            ])
        #expect(translator.translate(motion(x: 9, y: 10), modifiers: []) == [.input(.hover(CGPoint(x: 9, y: 10)))])
    }

    @Test func theRightButtonOpensAContextMenuAndTheMiddleOnePastes() {
        var translator = translator()
        #expect(
            translator.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, button: SDL_BUTTON_RIGHT), modifiers: [])
                == [.input(.secondaryClick(CGPoint(x: 1, y: 1)))])
        #expect(
            translator.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 1, y: 1, button: SDL_BUTTON_RIGHT), modifiers: [])
                .isEmpty)
        #expect(
            translator.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, button: SDL_BUTTON_MIDDLE), modifiers: [])
                == [.pastePrimarySelection(CGPoint(x: 1, y: 1))])
        #expect(
            translator.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 1, y: 1, button: SDL_BUTTON_MIDDLE), modifiers: [])
                .isEmpty)
        #expect(!translator.isPrimaryButtonDown)
    }

    @Test func aButtonUpWithoutItsButtonDownIsDropped() {
        var translator = translator()
        #expect(translator.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 1, y: 1), modifiers: []).isEmpty)
    }

    @Test func losingFocusDuringADragCancelsTheTouchOnce() {
        var translator = translator()
        _ = translator.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 1, y: 1), modifiers: [])
        #expect(
            translator.translate(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST), modifiers: [])
                == [.input(.pointerCancelled), .activationChanged(false)])
        #expect(
            translator.translate(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST), modifiers: []) == [.activationChanged(false)])
        #expect(translator.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 1, y: 1), modifiers: []).isEmpty)
    }

    @Test func eventsOfAnotherWindowAreIgnoredAndWindowZeroIsOurs() {
        var translator = translator()
        #expect(translator.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, window: 8), modifiers: []).isEmpty)
        #expect(translator.translate(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, window: 8), modifiers: []).isEmpty)
        #expect(
            translator.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, window: 0), modifiers: [])
                == [.input(.pointerDown(CGPoint(x: 1, y: 1)))])
    }

    @Test func aWheelTurnAwayFromTheUserScrollsUpFortyPointsPerNotch() {
        var translator = translator()
        #expect(
            translator.translate(wheel(x: 0, y: 1, flipped: false), modifiers: [])
                == [.input(.scroll(delta: CGSize(width: 0, height: -40), at: CGPoint(x: 30, y: 40)))])
        #expect(
            translator.translate(wheel(x: -2, y: 0, flipped: false), modifiers: [])
                == [.input(.scroll(delta: CGSize(width: -80, height: 0), at: CGPoint(x: 30, y: 40)))])
    }

    @Test func flippedWheelValuesAreNegatedBack() {
        var translator = translator()
        #expect(
            translator.translate(wheel(x: 1, y: 1, flipped: true), modifiers: [])
                == [.input(.scroll(delta: CGSize(width: -40, height: 40), at: CGPoint(x: 30, y: 40)))])
    }

    @Test func preciseWheelFractionsWinOverWholeNotchesAndZeroIsDropped() {
        var translator = translator()
        #expect(
            translator.translate(wheel(x: 0, y: 0, preciseY: -0.25, flipped: false), modifiers: [])
                == [.input(.scroll(delta: CGSize(width: 0, height: 10), at: CGPoint(x: 30, y: 40)))])
        #expect(translator.translate(wheel(x: 0, y: 0, flipped: false), modifiers: []).isEmpty)
    }

    @Test func keysCarryTheirOwnModifiersAndUnnamedKeysAreDropped() {
        var translator = translator()
        #expect(
            translator.translate(key(SDL_KEYDOWN, SDLK_a, mod: KMOD_LSHIFT), modifiers: [])
                == [.input(.keyDown(.character("a"), modifiers: [.shift]))])
        #expect(
            translator.translate(
                key(SDL_KEYUP, SDLK_TAB, mod: SDL_Keymod(KMOD_RCTRL.rawValue | KMOD_LGUI.rawValue)), modifiers: [])
                == [.input(.keyUp(.tab, modifiers: [.control, .command]))])
        #expect(translator.translate(key(SDL_KEYDOWN, SDLK_CAPSLOCK), modifiers: []).isEmpty)
        #expect(translator.translate(key(SDL_KEYDOWN, SDLK_LSHIFT), modifiers: []).isEmpty)
    }

    @Test func textInputIsDecodedAsUTF8UpToTheTerminatingZero() {
        var translator = translator()
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        event.text.windowID = 7
        let bytes = Array("你好é".utf8)
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
            buffer[bytes.count + 1] = 65  // garbage after the terminator is ignored
        }
        #expect(translator.translate(event, modifiers: []) == [.input(.text("你好é"))])
    }

    @Test func windowEventsBecomeResizeDisplayMoveFocusExposeAndQuit() {
        var translator = translator()
        #expect(translator.translate(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED), modifiers: []) == [.windowSizeChanged])
        #expect(translator.translate(windowEvent(SDL_WINDOWEVENT_DISPLAY_CHANGED), modifiers: []) == [.displayChanged])
        #expect(translator.translate(windowEvent(SDL_WINDOWEVENT_EXPOSED), modifiers: []) == [.expose])
        #expect(translator.translate(windowEvent(SDL_WINDOWEVENT_CLOSE), modifiers: []) == [.quit])
        #expect(translator.translate(windowEvent(SDL_WINDOWEVENT_MOVED), modifiers: []) == [.windowMoved])
        #expect(
            translator.translate(windowEvent(SDL_WINDOWEVENT_FOCUS_GAINED), modifiers: []) == [.activationChanged(true)]
        )
        #expect(
            translator.translate(windowEvent(SDL_WINDOWEVENT_MINIMIZED), modifiers: []) == [.visibilityChanged(false)])
        #expect(
            translator.translate(windowEvent(SDL_WINDOWEVENT_RESTORED), modifiers: [])
                == [.expose, .visibilityChanged(true)])
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        #expect(translator.translate(quit, modifiers: []) == [.quit])
    }

    @Test func locationsAreDividedByTheCoordinateScale() {
        var translator = translator()
        translator.coordinateScale = 2
        #expect(
            translator.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 80, y: 31), modifiers: [])
                == [.input(.pointerDown(CGPoint(x: 40, y: 15.5)))])
    }
}
