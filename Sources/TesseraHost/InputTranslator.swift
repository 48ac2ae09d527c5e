import CSDL2
import Foundation
import TesseraUI

/// Turns SDL events into ``HostAction``s: mouse into pointer events, wheel into scrolls in points,
/// keys and text into key and text events, window events into resize, expose and quit.
///
/// The translator remembers whether the primary (left) button is down, so that motion becomes a
/// drag (`pointerMoved`) only between a button-down and its button-up and `hover` otherwise. The
/// back button (SDL's X1, the fourth button) becomes `backButton`, a right-button press
/// `secondaryClick` (a context menu) and a middle-button press a primary-selection paste; other
/// buttons are ignored: `InputEvent` models the primary pointer only. The pointer leaving the
/// window (`SDL_WINDOWEVENT_LEAVE`) becomes `pointerExited`, which ends hovering.
///
/// Fingers on a touch screen become touch events, each finger its own id; the mouse events SDL makes
/// from them are dropped, so a tap does not arrive twice. Ctrl + wheel becomes a pinch by two
/// fingers around the pointer, so desktop users can zoom (InputTranslator+Touch.swift).
///
/// SDL window coordinates are points times ``coordinateScale``: where SDL scales HiDPI windows
/// itself (Wayland) only the drawable is larger and the scale is 1; where it does not (X11, the
/// offscreen driver) the host sizes the window in pixels and locations are divided by the scale.
struct InputTranslator {
    /// Points per wheel notch.
    var pointsPerWheelNotch: CGFloat
    /// SDL window coordinates per point (see above).
    var coordinateScale: CGFloat = 1
    /// The SDL window whose events count; events naming another window are ignored. Events with
    /// window id 0 (SDL's "no window") are taken as this window's.
    var windowID: UInt32
    /// Whether the primary button went down in this window and has not come up yet.
    private(set) var isPrimaryButtonDown = false
    /// The window's size in points, for finger locations (SDL gives them as fractions of it).
    var windowSize: CGSize = .zero
    /// Which touch devices' fingers become touch events; the host asks SDL (``TouchScreens/live``).
    var touchScreens = TouchScreens.none
    /// The touch event id of each finger down.
    var fingers: [FingerKey: Int] = [:]
    /// The next touch event id to hand out.
    var nextTouchID = 1
    /// Ctrl + wheel's pinch in progress.
    var wheelPinch: WheelPinch?

    init(pointsPerWheelNotch: CGFloat, windowID: UInt32) {
        self.pointsPerWheelNotch = pointsPerWheelNotch
        self.windowID = windowID
    }

    /// The actions for one event. `modifiers` are the modifier keys held now (SDL reports them
    /// with key events only; the host passes `SDL_GetModState()` for pointer events).
    mutating func translate(_ event: SDL_Event, modifiers: KeyModifiers) -> [HostAction] {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return [.quit]
        case SDL_WINDOWEVENT:
            guard isOurs(event.window.windowID) else { return [] }
            return translateWindowEvent(SDL_WindowEventID(UInt32(event.window.event)))
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard isOurs(event.button.windowID), !isFromTouchScreen(mouse: event.button.which) else { return [] }
            if event.type == SDL_MOUSEBUTTONDOWN.rawValue, wheelPinch != nil {
                return endWheelPinch() + translate(event, modifiers: modifiers)
            }
            let isDown = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            let location = point(event.button.x, event.button.y)
            if Int32(event.button.button) == SDL_BUTTON_X1 { return isDown ? [.input(.backButton)] : [] }
            if Int32(event.button.button) == SDL_BUTTON_RIGHT {
                return isDown ? [.input(.secondaryClick(location))] : []
            }
            if Int32(event.button.button) == SDL_BUTTON_MIDDLE {
                return isDown ? [.pastePrimarySelection(location)] : []
            }
            guard Int32(event.button.button) == SDL_BUTTON_LEFT else { return [] }
            if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
                isPrimaryButtonDown = true
                return [.input(.pointerDown(location, modifiers: modifiers))]
            }
            guard isPrimaryButtonDown else { return [] }  // a press that began outside the window
            isPrimaryButtonDown = false
            return [.input(.pointerUp(location, modifiers: modifiers))]
        case SDL_MOUSEMOTION:
            guard isOurs(event.motion.windowID), !isFromTouchScreen(mouse: event.motion.which) else { return [] }
            let location = point(event.motion.x, event.motion.y)
            return [.input(isPrimaryButtonDown ? .pointerMoved(location, modifiers: modifiers) : .hover(location))]
        case SDL_MOUSEWHEEL:
            guard isOurs(event.wheel.windowID) else { return [] }
            return translateWheel(event.wheel, modifiers: modifiers)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return translateFinger(event.tfinger)
        case SDL_KEYDOWN, SDL_KEYUP:
            guard isOurs(event.key.windowID), let key = KeyMapping.key(for: event.key.keysym.sym) else { return [] }
            let keyModifiers = KeyMapping.modifiers(from: event.key.keysym.mod)
            return [
                .input(
                    event.type == SDL_KEYDOWN.rawValue
                        ? .keyDown(key, modifiers: keyModifiers) : .keyUp(key, modifiers: keyModifiers))
            ]
        case SDL_TEXTINPUT:
            guard isOurs(event.text.windowID) else { return [] }
            let text = Self.string(fromNullTerminated: event.text.text)
            return text.isEmpty ? [] : [.input(.text(text))]
        case SDL_TEXTEDITING:
            guard isOurs(event.edit.windowID) else { return [] }
            let text = Self.string(fromNullTerminated: event.edit.text)
            return [.input(Self.markedText(text, start: event.edit.start, length: event.edit.length))]
        case SDL_TEXTEDITING_EXT:
            // Sent instead of SDL_TEXTEDITING for long pre-edit text when SDL_HINT_IME_SUPPORT_EXTENDED_TEXT
            // is on; the host frees `text` after translation.
            guard isOurs(event.editExt.windowID) else { return [] }
            let text = event.editExt.text.map { String(cString: $0) } ?? ""
            return [.input(Self.markedText(text, start: event.editExt.start, length: event.editExt.length))]
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            return [.renderTargetsReset]
        default:
            return []
        }
    }

    func isOurs(_ id: UInt32) -> Bool { id == 0 || id == windowID }

    /// An SDL window location in points.
    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / coordinateScale, y: CGFloat(y) / coordinateScale)
    }

    private mutating func translateWindowEvent(_ id: SDL_WindowEventID) -> [HostAction] {
        switch id {
        case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
            return [.windowSizeChanged]
        case SDL_WINDOWEVENT_DISPLAY_CHANGED:
            return [.displayChanged]
        case SDL_WINDOWEVENT_MOVED:
            return [.windowMoved]
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            return [.activationChanged(true)]
        case SDL_WINDOWEVENT_EXPOSED:
            return [.expose]
        case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
            return [.expose, .visibilityChanged(true)]
        case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
            return [.visibilityChanged(false)]
        case SDL_WINDOWEVENT_FOCUS_LOST:
            // A drag or a pinch cannot finish once another window has the input.
            let touches = cancelTouches()
            guard isPrimaryButtonDown else { return touches + [.activationChanged(false)] }
            isPrimaryButtonDown = false
            return touches + [.input(.pointerCancelled), .activationChanged(false)]
        case SDL_WINDOWEVENT_LEAVE:
            return [.input(.pointerExited)]
        case SDL_WINDOWEVENT_CLOSE:
            return [.quit]
        default:
            return []
        }
    }

    /// SDL: positive y is a turn away from the user, positive x a push to the right; a flipped
    /// (natural-scrolling) device reports both negated. Tessera: positive height reveals content
    /// below, as a turn towards the user does. With Ctrl held a vertical turn pinches instead.
    private mutating func translateWheel(_ wheel: SDL_MouseWheelEvent, modifiers: KeyModifiers) -> [HostAction] {
        let sign: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        // preciseX/Y carry fractions from trackpads; they are zero in events from older senders.
        let notchesX = wheel.preciseX != 0 ? CGFloat(wheel.preciseX) : CGFloat(wheel.x)
        let notchesY = wheel.preciseY != 0 ? CGFloat(wheel.preciseY) : CGFloat(wheel.y)
        if modifiers.contains(.control), notchesY != 0 {
            return translateWheelPinch(notches: sign * notchesY, at: point(wheel.mouseX, wheel.mouseY))
        }
        let ended = endWheelPinch()
        let delta = CGSize(width: sign * notchesX * pointsPerWheelNotch, height: -sign * notchesY * pointsPerWheelNotch)
        guard delta != .zero else { return ended }
        let location = point(wheel.mouseX, wheel.mouseY)
        return ended + [.input(.scroll(delta: delta, at: location))]
    }

    /// A pre-edit event: SDL counts `start` (the input method's cursor) and `length` (its
    /// selection) in Unicode code points; `InputEvent.markedText` counts Characters, so a cursor
    /// inside a grapheme cluster moves to the cluster's end.
    static func markedText(_ text: String, start: Int32, length: Int32) -> InputEvent {
        let scalars = text.unicodeScalars
        func characterOffset(_ scalarOffset: Int) -> Int {
            let clamped = min(max(0, scalarOffset), scalars.count)
            let index = scalars.index(scalars.startIndex, offsetBy: clamped)
            let rounded = index.samePosition(in: text) ?? text[index...].startIndex
            var characterIndex = text.startIndex
            var count = 0
            while characterIndex < rounded, characterIndex < text.endIndex {
                text.formIndex(after: &characterIndex)
                count += 1
            }
            return count
        }
        let lower = characterOffset(Int(start))
        let upper = max(lower, characterOffset(Int(start) + max(0, Int(length))))
        return .markedText(text, selectedRange: lower..<upper)
    }

    /// The UTF-8 text in a fixed C character array, up to its first zero byte.
    static func string<Tuple>(fromNullTerminated tuple: Tuple) -> String {
        withUnsafeBytes(of: tuple) { bytes in
            let length = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes.prefix(length), as: UTF8.self)
        }
    }
}
