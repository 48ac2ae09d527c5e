import CSDL2
import Foundation
import TesseraCore
import TesseraUI
import Testing

@testable import TesseraHost

extension SDLHostTests {
    /// Touch input on the headless host, which has no touch devices: Ctrl + wheel pinches on the
    /// window's clock, and stray finger events are ignored.
    @Suite("Host touch")
    @MainActor
    struct HostTouchTests {
        /// The scene with a test clock and a pinch on its root that records states and scales.
        private func pinchScene() -> (Scene, TestClock, UIPinchGestureRecognizer, Recorder) {
            let scene = Scene()
            let clock = TestClock()
            scene.window.clock = clock
            let recorder = Recorder()
            let pinch = UIPinchGestureRecognizer { recognizer in
                recorder.states.append(recognizer.state)
                recorder.scales.append((recognizer as! UIPinchGestureRecognizer).scale)
            }
            scene.root.addGestureRecognizer(pinch)
            return (scene, clock, pinch, recorder)
        }

        @Test func ctrlWheelPinchesAndLiftsAQuarterSecondAfterTheLastNotch() async throws {
            let (scene, clock, pinch, recorder) = pinchScene()
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            SDL_SetModState(KMOD_LCTRL)
            defer { SDL_SetModState(KMOD_NONE) }
            let pointer = CGPoint(x: 100, y: 95)  // fingers at x 50 and 150, below the button and swatch
            host.post(.wheel(notches: CGSize(width: 0, height: 1), at: pointer))
            await host.run(turns: 1)
            #expect(recorder.states == [.began])
            #expect(abs(pinch.scale - 1.1) < 1e-6)
            clock.advance(by: .milliseconds(200))
            host.post(.wheel(notches: CGSize(width: 0, height: 1), at: pointer))
            await host.run(turns: 1)
            clock.advance(by: .milliseconds(200))  // 0.2 s after the second notch: still down
            await host.run(turns: 1)
            #expect(recorder.states.last == .changed && pinch.numberOfTouches == 2)
            clock.advance(by: .milliseconds(50))
            await host.run(turns: 1)
            #expect(recorder.states.last == .ended)
            #expect(abs((recorder.scales.last ?? 0) - 1.21) < 1e-6)
            #expect(scene.taps == 0)
        }

        @Test func fingerEventsWithoutATouchScreenAreIgnored() async throws {
            let (scene, _, _, recorder) = pinchScene()
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            #expect(SDL_GetNumTouchDevices() == 0)
            for (type, finger, x) in [
                (SDL_FINGERDOWN, 1, Float(0.2)), (SDL_FINGERDOWN, 2, 0.8), (SDL_FINGERMOTION, 2, 0.95),
                (SDL_FINGERUP, 1, 0.2), (SDL_FINGERUP, 2, 0.95),
            ] {
                var event = SDL_Event()
                event.type = type.rawValue
                event.tfinger.touchId = 3
                event.tfinger.fingerId = SDL_FingerID(finger)
                event.tfinger.x = x
                event.tfinger.y = 0.8
                event.tfinger.windowID = host.windowID
                _ = SDL_PushEvent(&event)
            }
            await host.run(turns: 1)
            #expect(recorder.states.isEmpty)
            #expect(host.translator.fingers.isEmpty)
        }
    }
}

/// What a pinch reported.
@MainActor
private final class Recorder {
    var states: [UIGestureRecognizer.State] = []
    var scales: [CGFloat] = []
}
