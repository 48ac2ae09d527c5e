import CSDL2
public import Foundation
public import TesseraUI

extension WindowHost {
    /// Pushes `input` onto SDL's event queue as the SDL events hardware would produce; the next
    /// turn of the loop delivers it. Resizing is immediate (`SDL_SetWindowSize`), and the size
    /// event it raises reaches the window on the next turn. Mouse buttons also set SDL's modifier
    /// state to their `modifiers` (SDL reports modifiers with key events only, so the host reads
    /// that state for pointer events).
    ///
    /// - Precondition: the host is open; a key has an SDL key code (F1…F24, named keys, one
    ///   Unicode scalar).
    public func post(_ input: SimulatedInput) {
        precondition(!isClosed, "WindowHost.post(_:) after close()")
        switch input {
        case .mouseDown(let location, let modifiers), .mouseUp(let location, let modifiers):
            SDL_SetModState(SDL_Keymod(UInt32(KeyMapping.sdlModifiers(from: modifiers))))
            var event = SDL_Event()
            let isDown = if case .mouseDown = input { true } else { false }
            event.type = (isDown ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
            event.button.timestamp = SDL_GetTicks()
            event.button.windowID = windowID
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.state = UInt8(isDown ? SDL_PRESSED : SDL_RELEASED)
            event.button.clicks = 1
            event.button.x = sdlCoordinate(location.x)
            event.button.y = sdlCoordinate(location.y)
            push(&event)
        case .mouseMove(let location):
            var event = SDL_Event()
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.timestamp = SDL_GetTicks()
            event.motion.windowID = windowID
            event.motion.state = translator.isPrimaryButtonDown ? tessera_sdl_button_left_mask() : 0
            event.motion.x = sdlCoordinate(location.x)
            event.motion.y = sdlCoordinate(location.y)
            push(&event)
        case .mouseExit:
            var event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.timestamp = SDL_GetTicks()
            event.window.windowID = windowID
            event.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
            push(&event)
        case .wheel(let notches, let location, let flipped):
            var event = SDL_Event()
            event.type = SDL_MOUSEWHEEL.rawValue
            event.wheel.timestamp = SDL_GetTicks()
            event.wheel.windowID = windowID
            let sign: CGFloat = flipped ? -1 : 1
            event.wheel.x = Self.coordinate(sign * notches.width)
            event.wheel.y = Self.coordinate(sign * notches.height)
            event.wheel.preciseX = Float(sign * notches.width)
            event.wheel.preciseY = Float(sign * notches.height)
            event.wheel.direction = (flipped ? SDL_MOUSEWHEEL_FLIPPED : SDL_MOUSEWHEEL_NORMAL).rawValue
            event.wheel.mouseX = sdlCoordinate(location.x)
            event.wheel.mouseY = sdlCoordinate(location.y)
            push(&event)
        case .keyDown(let key, let modifiers, let isRepeat):
            pushKey(key, modifiers: modifiers, isDown: true, isRepeat: isRepeat)
        case .keyUp(let key, let modifiers):
            pushKey(key, modifiers: modifiers, isDown: false, isRepeat: false)
        case .text(let text):
            for chunk in Self.textChunks(text) {
                var event = SDL_Event()
                event.type = SDL_TEXTINPUT.rawValue
                event.text.timestamp = SDL_GetTicks()
                event.text.windowID = windowID
                withUnsafeMutableBytes(of: &event.text.text) { buffer in
                    buffer.copyBytes(from: chunk)
                    buffer[chunk.count] = 0
                }
                push(&event)
            }
        case .resize(let size):
            precondition(size.width >= 1 && size.height >= 1, "a window must be at least 1×1 points, got \(size)")
            SDL_SetWindowSize(sdlWindow, sdlCoordinate(size.width), sdlCoordinate(size.height))
        case .quit:
            var event = SDL_Event()
            event.type = SDL_QUIT.rawValue
            event.quit.timestamp = SDL_GetTicks()
            push(&event)
        }
    }

    /// A click: the left button down and up at one place.
    public func click(at location: CGPoint) {
        post(.mouseDown(location))
        post(.mouseUp(location))
    }

    /// A key press: down and up.
    public func press(_ key: Key, modifiers: KeyModifiers = []) {
        post(.keyDown(key, modifiers: modifiers))
        post(.keyUp(key, modifiers: modifiers))
    }

    private func pushKey(_ key: Key, modifiers: KeyModifiers, isDown: Bool, isRepeat: Bool) {
        guard let keycode = KeyMapping.keycode(for: key) else {
            preconditionFailure("\(key) has no SDL key code to simulate")
        }
        var event = SDL_Event()
        event.type = (isDown ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.timestamp = SDL_GetTicks()
        event.key.windowID = windowID
        event.key.state = UInt8(isDown ? SDL_PRESSED : SDL_RELEASED)
        event.key.repeat = isRepeat ? 1 : 0
        event.key.keysym.sym = keycode
        event.key.keysym.scancode = SDL_GetScancodeFromKey(keycode)
        event.key.keysym.mod = KeyMapping.sdlModifiers(from: modifiers)
        push(&event)
    }

    private func push(_ event: inout SDL_Event) {
        // SDL_PushEvent fails only when the queue is full (65535 events) or an event filter drops
        // the event; neither happens to a host's own queue in a bounded test.
        let result = SDL_PushEvent(&event)
        assert(result >= 0, "SDL_PushEvent failed: \(String(cString: SDL_GetError()))")
    }

    /// A length in points as SDL's whole window coordinate (times the host's coordinate scale, rounded).
    func sdlCoordinate(_ value: CGFloat) -> Int32 {
        Self.coordinate(value * translator.coordinateScale)
    }

    /// A coordinate as SDL's whole screen coordinate (rounded).
    nonisolated static func coordinate(_ value: CGFloat) -> Int32 {
        Int32(clamping: Int(value.rounded()))
    }

    /// UTF-8 chunks of at most 31 bytes (SDL's text event holds 32 with the terminating zero),
    /// never splitting a character.
    nonisolated static func textChunks(_ text: String, limit: Int = 31) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var current: [UInt8] = []
        for character in text {
            let bytes = Array(String(character).utf8)
            if current.count + bytes.count > limit, !current.isEmpty {
                chunks.append(current)
                current = []
            }
            // A single character longer than the limit (a long emoji sequence) is cut at scalar
            // boundaries instead.
            if bytes.count > limit {
                for scalar in String(character).unicodeScalars {
                    let scalarBytes = Array(String(scalar).utf8)
                    if current.count + scalarBytes.count > limit {
                        chunks.append(current)
                        current = []
                    }
                    current += scalarBytes
                }
            } else {
                current += bytes
            }
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks
    }
}
