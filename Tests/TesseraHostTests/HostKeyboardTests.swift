import CSDL2
import Foundation
import TesseraGraphics
import TesseraUI
import Testing

@testable import TesseraHost

extension SDLHostTests {
    /// The desktop keys and buttons a host adds: Ctrl+Q, Ctrl+W, Tab to a button and Space to press
    /// it, and the mouse's back button (issue 15, defect 6).
    @Suite("Host keyboard")
    @MainActor
    struct HostKeyboardTests {
        @Test func controlQQuits() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            #expect(scene.window.availableKeyCommands.map(\.shortcutDescription) == ["Ctrl+Q", "Ctrl+W"])
            host.post(.keyDown(.character("q"), modifiers: .control))
            await host.run(turns: 1)
            #expect(!host.isRunning)
        }

        @Test func controlWClosesTheWindowWhenNothingIsPresented() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            host.post(.keyDown(.character("w"), modifiers: .control))
            await host.run(turns: 1)
            #expect(!host.isRunning)
        }

        @Test func tabThenSpacePressesTheButton() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            host.post(.keyDown(.tab))
            host.post(.keyUp(.tab))
            host.post(.keyDown(.space))
            host.post(.keyUp(.space))
            await host.run(turns: 1)
            #expect(scene.taps == 1)
            #expect(scene.window.focusedView === scene.button)
            host.close()
            #expect(scene.window.availableKeyCommands.isEmpty)
        }

        @Test func theBackButtonBecomesABackEvent() {
            var translator = InputTranslator(pointsPerWheelNotch: 40, windowID: 0)
            var event = SDL_Event()
            event.type = SDL_MOUSEBUTTONDOWN.rawValue
            event.button.button = UInt8(SDL_BUTTON_X1)
            #expect(translator.translate(event, modifiers: []) == [.input(.backButton)])
            event.type = SDL_MOUSEBUTTONUP.rawValue
            #expect(translator.translate(event, modifiers: []).isEmpty)
        }

        @Test func theMiddleButtonPastesThePrimarySelection() {
            var translator = InputTranslator(pointsPerWheelNotch: 40, windowID: 0)
            var event = SDL_Event()
            event.type = SDL_MOUSEBUTTONDOWN.rawValue
            event.button.button = UInt8(SDL_BUTTON_MIDDLE)
            event.button.x = 12
            event.button.y = 34
            #expect(translator.translate(event, modifiers: []) == [.pastePrimarySelection(CGPoint(x: 12, y: 34))])
        }

        @Test func theCursorFollowsWhatIsUnderThePointer() async throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            host.post(.mouseMove(CGPoint(x: 50, y: 40)))
            await host.run(turns: 1)
            #expect(host.cursor == .pointingHand)
            host.post(.mouseMove(CGPoint(x: 150, y: 100)))
            await host.run(turns: 1)
            #expect(host.cursor == .arrow)
        }
    }
}
