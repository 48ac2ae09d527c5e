import TesseraTesting
import Testing
import UIKit

@MainActor
@Suite("UIPasteboard")
struct UIPasteboardUIKitTests {
    /// A key window with a text field, as an app's copy and paste see it.
    private func makeKeyWindow() -> (UIWindow, UITextField) {
        let window = UIWindow(device: .iPhone15)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 40))
        field.placeholder = "Note"
        controller.view.addSubview(field)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, field)
    }

    @Test func generalIsTheKeyWindowsClipboard() throws {
        let (window, field) = makeKeyWindow()
        UIPasteboard.general.string = "hello"
        #expect(window.clipboard.string == "hello")

        let driver = UIDriver(window: window)
        try driver.type("say ", into: field)
        try driver.pressKey(.character("v"), modifiers: .control)
        #expect(field.text == "say hello")

        try driver.pressKey(.character("a"), modifiers: .control)
        try driver.pressKey(.character("c"), modifiers: .control)
        #expect(UIPasteboard.general.string == "say hello")
    }

    @Test func settingNilOrEmptyEmptiesIt() {
        _ = makeKeyWindow()
        UIPasteboard.general.string = "x"
        #expect(UIPasteboard.general.hasStrings)
        #expect(UIPasteboard.general.numberOfItems == 1)
        UIPasteboard.general.string = ""
        #expect(UIPasteboard.general.string == nil)
        #expect(!UIPasteboard.general.hasStrings)
        #expect(UIPasteboard.general.numberOfItems == 0)
        UIPasteboard.general.string = "y"
        UIPasteboard.general.string = nil
        #expect(UIPasteboard.general.strings == nil)
    }

    @Test func changeCountCountsEachChange() {
        _ = makeKeyWindow()
        let before = UIPasteboard.general.changeCount
        UIPasteboard.general.string = "a"
        UIPasteboard.general.strings = ["b", "c"]
        UIPasteboard.general.url = URL(string: "https://example.com")
        #expect(UIPasteboard.general.changeCount == before + 3)
    }

    @Test func stringsAndURLsKeepTheFirstItem() throws {
        _ = makeKeyWindow()
        UIPasteboard.general.strings = ["first", "second"]
        #expect(UIPasteboard.general.string == "first")
        #expect(UIPasteboard.general.strings == ["first"])

        UIPasteboard.general.urls = [
            try #require(URL(string: "https://example.com/a?b=1")), URL(fileURLWithPath: "/tmp"),
        ]
        #expect(UIPasteboard.general.string == "https://example.com/a?b=1")
        #expect(UIPasteboard.general.url == URL(string: "https://example.com/a?b=1"))
        #expect(UIPasteboard.general.hasURLs)
    }

    @Test(arguments: ["plain words", "example.com", "", "https://exa mple.com", "\u{0}"])
    func textThatIsNotAURLWithASchemeIsNoURL(_ text: String) {
        _ = makeKeyWindow()
        UIPasteboard.general.string = text
        #expect(UIPasteboard.general.url == nil)
        #expect(!UIPasteboard.general.hasURLs)
    }

    @Test func hugeTextRoundTrips() {
        _ = makeKeyWindow()
        let text = String(repeating: "字a\u{1F600}", count: 1_000_000)
        UIPasteboard.general.string = text
        #expect(UIPasteboard.general.string == text)
    }

    @Test func followsTheKeyWindow() {
        let (first, _) = makeKeyWindow()
        UIPasteboard.general.string = "one"
        let (second, _) = makeKeyWindow()
        #expect(UIPasteboard.general.string == nil)
        UIPasteboard.general.string = "two"
        #expect(first.clipboard.string == "one")
        #expect(second.clipboard.string == "two")
        first.makeKey()
        #expect(UIPasteboard.general.string == "one")
        #expect(UIPasteboard.general.name == .general)
    }
}
