import CSDL2
import Foundation
import TesseraGraphics
import TesseraUI
import Testing

@testable import TesseraHost

extension SDLHostTests {
    /// The pointer on the headless host: hover states follow SDL's motion and window-leave events,
    /// and selected text becomes the primary selection that a middle click pastes (issue 15,
    /// defect 6).
    @Suite("Host pointer")
    @MainActor
    struct HostPointerTests {
        @Test func movingOverAButtonHoversItAndMovingAwayOrLeavingTheWindowEndsIt() async throws {
            let scene = Scene()
            scene.button.isPointerInteractionEnabled = true
            let host = try scene.openHost()
            defer { host.close() }
            await host.run(turns: 1)
            let probe = CGPoint(x: 30, y: 30)  // inside the blue button, away from its corners
            let normal = try #require(host.lastFrame).rgba(at: probe)
            #expect(normal == blue)

            host.post(.mouseMove(CGPoint(x: 60, y: 40)))
            await host.run(turns: 1)
            #expect(scene.button.isHovered)
            let hovered = try #require(host.lastFrame).rgba(at: probe)
            #expect(hovered != normal)
            #expect(hovered[2] < 255 && hovered[2] > 200)  // blue, darkened by the hover platter

            host.post(.mouseMove(CGPoint(x: 150, y: 100)))
            await host.run(turns: 1)
            #expect(!scene.button.isHovered)
            #expect(try #require(host.lastFrame).rgba(at: probe) == normal)

            host.post(.mouseMove(CGPoint(x: 60, y: 40)))
            host.post(.mouseExit)
            await host.run(turns: 1)
            #expect(!scene.button.isHovered)
            #expect(try #require(host.lastFrame).rgba(at: probe) == normal)
        }

        @Test func theWindowLeaveEventBecomesPointerExited() {
            var translator = InputTranslator(pointsPerWheelNotch: 40, windowID: 0)
            var event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
            #expect(translator.translate(event, modifiers: []) == [.input(.pointerExited)])
        }

        @Test func selectedTextBecomesTheDesktopPrimarySelectionAndAMiddleClickPastesIt() async throws {
            let scene = Scene()
            let title = UITextField(placeholder: "Title")
            title.text = "Concert night 🎶"
            title.frame = CGRect(x: 10, y: 70, width: 90, height: 40)
            let notes = UITextField(placeholder: "Notes")
            notes.frame = CGRect(x: 105, y: 85, width: 90, height: 30)
            scene.root.addSubview(title)
            scene.root.addSubview(notes)
            let host = try scene.openHost()
            defer { host.close() }
            #expect(scene.window.primarySelection is SystemPrimarySelection)
            await host.run(turns: 1)
            host.click(at: CGPoint(x: 50, y: 90))
            host.press(.character("a"), modifiers: .control)
            await host.run(turns: 1)
            #expect(title.isFirstResponder)
            let published = try #require(SDL_GetPrimarySelectionText())
            defer { SDL_free(published) }
            #expect(String(cString: published) == "Concert night 🎶")

            var middle = SDL_Event()
            middle.type = SDL_MOUSEBUTTONDOWN.rawValue
            middle.button.windowID = host.windowID
            middle.button.button = UInt8(SDL_BUTTON_MIDDLE)
            middle.button.x = host.sdlCoordinate(150)
            middle.button.y = host.sdlCoordinate(100)
            SDL_PushEvent(&middle)
            await host.run(turns: 1)
            #expect(notes.text == "Concert night 🎶")

            host.close()
            #expect(scene.window.primarySelection is InMemoryClipboard)
            #expect(scene.window.primarySelection.string == "Concert night 🎶")
        }
    }
}
