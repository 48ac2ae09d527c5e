import CSDL2
import Foundation
import TesseraCore
import TesseraUI
import Testing

@testable import TesseraHost

/// SDL finger events and Ctrl + wheel through the translator, and on into a window's pinch.
@MainActor
@Suite("Touch translation")
struct TouchTranslationTests {
    /// A translator for window 7 of 400 × 300 points with touch screen 5 (device 6 is a touchpad).
    private func translator() -> InputTranslator {
        var translator = InputTranslator(pointsPerWheelNotch: 40, windowID: 7)
        translator.windowSize = CGSize(width: 400, height: 300)
        translator.touchScreens = TouchScreens(contains: { $0 == 5 }, exist: { true })
        return translator
    }

    private func finger(
        _ type: SDL_EventType, finger: SDL_FingerID, x: Float, y: Float, device: SDL_TouchID = 5, window: UInt32 = 7
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = device
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.windowID = window
        return event
    }

    private func mouseButton(_ type: SDL_EventType, which: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.windowID = 7
        event.button.which = which
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = 100
        event.button.y = 75
        return event
    }

    private func wheel(notches: Int32, x: Int32 = 200, y: Int32 = 150) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.windowID = 7
        event.wheel.y = notches
        event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        event.wheel.mouseX = x
        event.wheel.mouseY = y
        return event
    }

    @Test func fingersBecomeTouchesWithTheirOwnIdsAtWindowPoints() {
        var translator = translator()
        let downA = translator.translate(finger(SDL_FINGERDOWN, finger: 40, x: 0.25, y: 0.5), modifiers: [])
        let downB = translator.translate(finger(SDL_FINGERDOWN, finger: 41, x: 0.75, y: 0.5), modifiers: [])
        #expect(downA == [.input(.touchDown(id: 1, at: CGPoint(x: 100, y: 150)))])
        #expect(downB == [.input(.touchDown(id: 2, at: CGPoint(x: 300, y: 150)))])
        #expect(
            translator.translate(finger(SDL_FINGERMOTION, finger: 41, x: 1, y: 1), modifiers: [])
                == [.input(.touchMoved(id: 2, to: CGPoint(x: 400, y: 300)))])
        #expect(
            translator.translate(finger(SDL_FINGERUP, finger: 40, x: 0, y: 0), modifiers: [])
                == [.input(.touchUp(id: 1, at: .zero))])
        // Lifted fingers are forgotten; a new finger gets a new id.
        #expect(translator.translate(finger(SDL_FINGERMOTION, finger: 40, x: 0, y: 0), modifiers: []).isEmpty)
        #expect(
            translator.translate(finger(SDL_FINGERDOWN, finger: 40, x: 0, y: 0), modifiers: [])
                == [.input(.touchDown(id: 3, at: .zero))])
    }

    @Test func touchpadsMouseMadeTouchesAndOtherWindowsAreIgnored() {
        var translator = translator()
        #expect(
            translator.translate(finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5, device: 6), modifiers: []).isEmpty)
        #expect(
            translator.translate(finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5, device: -1), modifiers: []).isEmpty)
        #expect(
            translator.translate(finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5, window: 8), modifiers: []).isEmpty)
        #expect(translator.fingers.isEmpty)
    }

    @Test func mouseEventsSDLMakesFromTouchesAreDroppedSoATapArrivesOnce() {
        var translator = translator()
        #expect(translator.translate(mouseButton(SDL_MOUSEBUTTONDOWN, which: UInt32.max), modifiers: []).isEmpty)
        #expect(translator.translate(mouseButton(SDL_MOUSEBUTTONUP, which: UInt32.max), modifiers: []).isEmpty)
        #expect(
            translator.translate(mouseButton(SDL_MOUSEBUTTONDOWN, which: 0), modifiers: [])
                == [.input(.pointerDown(CGPoint(x: 100, y: 75)))])
    }

    @Test func withoutTouchScreensNothingIsDroppedAndNoFingerCounts() {
        var translator = InputTranslator(pointsPerWheelNotch: 40, windowID: 7)
        translator.windowSize = CGSize(width: 400, height: 300)
        #expect(
            translator.translate(mouseButton(SDL_MOUSEBUTTONDOWN, which: UInt32.max), modifiers: [])
                == [.input(.pointerDown(CGPoint(x: 100, y: 75)))])
        #expect(translator.translate(finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5), modifiers: []).isEmpty)
    }

    @Test func theLiveTouchScreenQueryAnswersWithoutTouchDevices() {
        // SDL is not initialised here (no video subsystem, no touch devices): no crash, no screens.
        #expect(!TouchScreens.live.exist())
        #expect(!TouchScreens.live.contains(5))
    }

    @Test func losingFocusCancelsEveryFinger() {
        var translator = translator()
        _ = translator.translate(finger(SDL_FINGERDOWN, finger: 40, x: 0.25, y: 0.5), modifiers: [])
        _ = translator.translate(finger(SDL_FINGERDOWN, finger: 41, x: 0.75, y: 0.5), modifiers: [])
        var focusLost = SDL_Event()
        focusLost.type = SDL_WINDOWEVENT.rawValue
        focusLost.window.windowID = 7
        focusLost.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        #expect(
            translator.translate(focusLost, modifiers: [])
                == [.input(.touchCancelled(id: 1)), .input(.touchCancelled(id: 2)), .activationChanged(false)])
    }

    /// The touch events among `actions`, their locations rounded to thousandths of a point.
    private func touches(_ actions: [HostAction]) -> [String] {
        func rounded(_ point: CGPoint) -> String {
            String(format: "%.3f,%.3f", point.x, point.y)
        }
        return actions.compactMap { action in
            switch action {
            case .input(.touchDown(let id, let point)): "down \(id) \(rounded(point))"
            case .input(.touchMoved(let id, let point)): "moved \(id) \(rounded(point))"
            case .input(.touchUp(let id, let point)): "up \(id) \(rounded(point))"
            case .wheelPinchContinues: "continues"
            default: nil
            }
        }
    }

    @Test func ctrlWheelPinchesAroundThePointerByATenthPerNotch() {
        var translator = translator()
        #expect(
            touches(translator.translate(wheel(notches: 1), modifiers: [.control])) == [
                "down 1 150.000,150.000", "down 2 250.000,150.000", "moved 1 145.000,150.000",
                "moved 2 255.000,150.000", "continues",
            ])
        // The pinch stays centred where it began although the pointer moved.
        #expect(
            touches(translator.translate(wheel(notches: -1, x: 10, y: 10), modifiers: [.control])) == [
                "moved 1 150.000,150.000", "moved 2 250.000,150.000", "continues",
            ])
        #expect(touches(translator.endWheelPinch()) == ["up 1 150.000,150.000", "up 2 250.000,150.000"])
        #expect(translator.endWheelPinch().isEmpty)
        // Without Ctrl the wheel scrolls.
        #expect(
            translator.translate(wheel(notches: 1), modifiers: [])
                == [.input(.scroll(delta: CGSize(width: 0, height: -40), at: CGPoint(x: 200, y: 150)))])
    }

    @Test func aPlainWheelTurnOrAClickEndsTheWheelPinchFirst() {
        var translator = translator()
        _ = translator.translate(wheel(notches: 1), modifiers: [.control])
        let scroll = translator.translate(wheel(notches: 1), modifiers: [])
        #expect(touches(scroll) == ["up 1 145.000,150.000", "up 2 255.000,150.000"])
        #expect(scroll.last == .input(.scroll(delta: CGSize(width: 0, height: -40), at: CGPoint(x: 200, y: 150))))
        _ = translator.translate(wheel(notches: 1), modifiers: [.control])
        let click = translator.translate(mouseButton(SDL_MOUSEBUTTONDOWN, which: 0), modifiers: [])
        #expect(click.count == 3 && click.last == .input(.pointerDown(CGPoint(x: 100, y: 75))))
    }

    @Test func ctrlWheelNotchesZoomAWindowsPinchInAndOut() {
        var translator = translator()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.clock = TestClock()
        let photo = UIView(frame: window.bounds)
        window.addSubview(photo)
        var scales: [CGFloat] = []
        var states: [UIGestureRecognizer.State] = []
        photo.addGestureRecognizer(
            UIPinchGestureRecognizer { recognizer in
                states.append(recognizer.state)
                scales.append((recognizer as! UIPinchGestureRecognizer).scale)
            })
        func deliver(_ actions: [HostAction]) {
            for case .input(let input) in actions { window.send(input) }
        }
        deliver(translator.translate(wheel(notches: 1), modifiers: [.control]))
        deliver(translator.translate(wheel(notches: 1), modifiers: [.control]))
        deliver(translator.translate(wheel(notches: -3), modifiers: [.control]))
        deliver(translator.endWheelPinch())
        // Each notch moves one finger, then the other: the scale is whole after the second.
        #expect(states == [.began, .changed, .changed, .changed, .changed, .ended])
        let whole = [scales[0], scales[2], scales[4], scales[5]]
        #expect(zip(whole, [1.1, 1.21, 1 / 1.1, 1 / 1.1]).allSatisfy { abs($0 - $1) < 1e-9 })
    }
}
