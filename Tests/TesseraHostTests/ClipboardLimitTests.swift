import CSDL2
import TesseraCore
import TesseraUI
import Testing

@testable import TesseraHost

@Suite("X11 request limit")
struct X11RequestLimitTests {
    @Test func theLimitIsTheLargestRequestLessTheChangePropertyHeader() {
        // Xvfb's and Xorg's default BIG-REQUESTS maximum: 4,194,303 four-byte units.
        #expect(X11RequestLimit.propertyByteCount(maximumRequestUnits: 4_194_303) == 16_777_184)
        #expect(X11RequestLimit.propertyByteCount(maximumRequestUnits: 65_535) == 262_112)
        #expect(X11RequestLimit.fallbackPropertyByteCount == 262_112)
        #expect(X11RequestLimit.propertyByteCount(maximumRequestUnits: 1) == 0)
    }

    @Test func aPolicyRefusesTextOverItsLimitAndSaysWhy() {
        let sink = MemoryLogSink()
        let policy = SelectionTextPolicy(
            maximumByteCount: 4, logger: Logger(category: "clipboard", hub: LogHub(sinks: [sink])))
        #expect(policy.admissibleText("abcd", for: "clipboard") == "abcd")
        #expect(policy.admissibleText("abcdé", for: "clipboard") == nil)  // 6 UTF-8 bytes
        #expect(sink.records.map(\.level) == [.warning])
        #expect(sink.records.first?.metadata == ["bytes": "6", "maximumBytes": "4"])
        #expect(SelectionTextPolicy(maximumByteCount: nil).admissibleText("abcdé", for: "clipboard") == "abcdé")
    }
}

extension SDLHostTests {
    @Suite("Clipboard text over the limit")
    @MainActor
    struct ClipboardLimitTests {
        @Test func textOverTheLimitStaysInTheAppAndTheDesktopClipboardIsEmptied() throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            let clipboard = SystemClipboard(policy: SelectionTextPolicy(maximumByteCount: 8))
            clipboard.string = "12345678"
            clipboard.string = "123456789"
            #expect(clipboard.desktopString == nil)  // other applications paste nothing, not older text
            #expect(clipboard.string == "123456789")  // pastes in the app get it
            SDL_SetClipboardText("copied elsewhere")  // another application copies
            #expect(clipboard.string == "copied elsewhere")
            SDL_SetClipboardText("")
            #expect(clipboard.string == nil)  // the held text is gone for good
            clipboard.string = "1234567890"
            clipboard.string = "short"
            #expect(clipboard.string == "short")
            #expect(clipboard.desktopString == "short")

            let selection = SystemPrimarySelection(policy: SelectionTextPolicy(maximumByteCount: 8))
            selection.string = "short"
            selection.string = "much too long"
            #expect(selection.string == "short")
        }

        @Test func nulCharactersAreRemovedAndTheTextAfterThemReachesTheClipboard() throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            scene.window.clipboard.string = "a\u{0}b"
            #expect(scene.window.clipboard.string == "ab")
            scene.window.primarySelection.string = "\u{0}selected\u{0}"
            #expect(scene.window.primarySelection.string == "selected")
        }

        @Test func theHeadlessHostPutsNoLimitOnTheClipboard() throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            let clipboard = try #require(scene.window.clipboard as? SystemClipboard)
            #expect(clipboard.policy.maximumByteCount == nil)
        }
    }
}
