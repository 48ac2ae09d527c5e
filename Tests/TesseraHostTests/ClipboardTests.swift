import CSDL2
import TesseraUI
import Testing

@testable import TesseraHost

@Suite("In-memory clipboard")
@MainActor
struct InMemoryClipboardTests {
    @Test func startsEmptyAndHoldsWhatIsCopied() {
        let clipboard = InMemoryClipboard()
        #expect(clipboard.string == nil && !clipboard.hasString)
        clipboard.string = "héllo 你好"
        #expect(clipboard.string == "héllo 你好" && clipboard.hasString)
    }

    @Test func emptyTextClearsIt() {
        let clipboard = InMemoryClipboard(string: "x")
        clipboard.string = ""
        #expect(clipboard.string == nil)
        #expect(InMemoryClipboard(string: "").string == nil)
    }
}

extension SDLHostTests {
    @Suite("System clipboard through SDL")
    @MainActor
    struct SystemClipboardTests {
        @Test func theHostInstallsTheSystemClipboardAndCarriesTheTextBothWays() throws {
            let scene = Scene()
            scene.window.clipboard.string = "before the host"
            let host = try scene.openHost()
            #expect(scene.window.clipboard is SystemClipboard)
            #expect(scene.window.clipboard.string == "before the host")
            scene.window.clipboard.string = "héllo 你好 🇫🇷"
            let raw = try #require(SDL_GetClipboardText())
            #expect(String(cString: raw) == "héllo 你好 🇫🇷")
            SDL_free(raw)
            _ = SDL_SetClipboardText("from another app")
            #expect(scene.window.clipboard.string == "from another app")
            host.close()
            #expect(scene.window.clipboard is InMemoryClipboard)
            #expect(scene.window.clipboard.string == "from another app")
        }

        @Test func theHostsWindowIsKeySoUIPasteboardIsTheSystemClipboard() throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            #expect(scene.window.isKeyWindow)
            UIPasteboard.general.string = "copied through UIPasteboard"
            let raw = try #require(SDL_GetClipboardText())
            #expect(String(cString: raw) == "copied through UIPasteboard")
            SDL_free(raw)
            _ = SDL_SetClipboardText("from another app")
            #expect(UIPasteboard.general.string == "from another app")
        }

        @Test func clearingTheSystemClipboardLeavesNoText() throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            scene.window.clipboard.string = "x"
            scene.window.clipboard.string = nil
            #expect(scene.window.clipboard.string == nil)
            #expect(!scene.window.clipboard.hasString)
        }
    }
}
