import TesseraCore
import TesseraTesting
import Testing
import UIKit

// A "Recent Files" menu whose items come from a store that answers later, as iOS code builds it
// with UIDeferredMenuElement.

@MainActor
@Suite("UIDeferredMenuElement as iOS code uses it")
struct UIDeferredMenuElementUIKitTests {
    /// The provider's completions, in the order it was asked.
    final class Store {
        var completions: [@MainActor ([UIMenuElement]) -> Void] = []
        var chosen: [String] = []

        func files(_ titles: [String]) -> [UIMenuElement] {
            titles.map { title in UIAction(title: title) { [weak self] _ in self?.chosen.append(title) } }
        }
    }

    struct WeakView {
        weak var view: UIView?
    }

    func makeScreen(_ element: UIDeferredMenuElement) -> (UIButton, UIWindow, UIDriver) {
        let screen = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("Recent", for: .normal)
        button.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(children: [UIAction(title: "New") { _ in }, element])
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        window.rootViewController = screen
        screen.view.addSubview(button)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (button, window, UIDriver(window: window))
    }

    @Test func aDeferredElementShowsLoadingUntilItsProviderAnswers() throws {
        let store = Store()
        let (button, window, driver) = makeScreen(UIDeferredMenuElement { store.completions.append($0) })
        try driver.tap(button)
        #expect(driver.openMenuTitles == ["New", "Loading…"])
        #expect(window.openMenuItems.last?.isEnabled == false)
        #expect(store.completions.count == 1)
        store.completions[0](store.files(["a.txt", "b.txt"]))
        #expect(driver.openMenuTitles == ["New", "a.txt", "b.txt"])
        try driver.chooseMenuItem("b.txt")
        #expect(store.chosen == ["b.txt"])
        // Cached: the next menu shows the elements at once and does not ask again.
        try driver.tap(button)
        #expect(driver.openMenuTitles == ["New", "a.txt", "b.txt"])
        #expect(store.completions.count == 1)
    }

    @Test func anUncachedElementAsksEachTimeTheMenuOpens() throws {
        let store = Store()
        let (button, _, driver) = makeScreen(.uncached { store.completions.append($0) })
        try driver.tap(button)
        store.completions[0](store.files(["a.txt"]))
        #expect(driver.openMenuTitles == ["New", "a.txt"])
        try driver.pressKey(.escape)
        try driver.tap(button)
        #expect(driver.openMenuTitles == ["New", "Loading…"])
        #expect(store.completions.count == 2)
        store.completions[1](store.files(["c.txt"]))
        #expect(driver.openMenuTitles == ["New", "c.txt"])
    }

    @Test func aProviderThatAnswersAtOnceShowsNoLoadingRow() throws {
        let store = Store()
        let (button, _, driver) = makeScreen(.uncached { completion in completion(store.files(["now.txt"])) })
        try driver.tap(button)
        #expect(driver.openMenuTitles == ["New", "now.txt"])
        try driver.chooseMenuItem("now.txt")
        #expect(store.chosen == ["now.txt"])
    }

    @Test func aProviderThatNeverAnswersLeavesTheMenuUsableAndClosingDropsIt() throws {
        let store = Store()
        let (button, window, driver) = makeScreen(.uncached { store.completions.append($0) })
        try driver.tap(button)
        let items = window.openMenuItems.map { WeakView(view: $0) }
        #expect(window.focusedView === window.openMenuItems.first)
        try driver.pressKey(.downArrow)  // the loading row cannot take focus
        #expect(window.focusedView === window.openMenuItems.first)
        try driver.pressKey(.escape)
        #expect(driver.openMenuTitles.isEmpty)
        #expect(items.allSatisfy { $0.view == nil })
        // Answering after the menu closed opens nothing and changes nothing.
        store.completions[0](store.files(["late.txt"]))
        #expect(driver.openMenuTitles.isEmpty)
        #expect(button.window?.rootViewController?.presentedViewController == nil)
    }

    @Test func answeringTwiceKeepsTheFirstAnswer() throws {
        let store = Store()
        let (button, _, driver) = makeScreen(UIDeferredMenuElement { store.completions.append($0) })
        try driver.tap(button)
        store.completions[0](store.files(["first.txt"]))
        store.completions[0](store.files(["second.txt", "third.txt"]))
        #expect(driver.openMenuTitles == ["New", "first.txt"])
        try driver.pressKey(.escape)
        try driver.tap(button)
        #expect(driver.openMenuTitles == ["New", "first.txt"])
    }

    @Test func aCachedAnswerAfterTheMenuClosedShowsNextTime() throws {
        let store = Store()
        let (button, _, driver) = makeScreen(UIDeferredMenuElement { store.completions.append($0) })
        try driver.tap(button)
        try driver.pressKey(.escape)
        store.completions[0](store.files(["late.txt"]))
        #expect(driver.openMenuTitles.isEmpty)
        try driver.tap(button)
        #expect(driver.openMenuTitles == ["New", "late.txt"])
        #expect(store.completions.count == 1)
    }

    @Test func anEmptyAnswerLeavesOnlyTheOtherItems() throws {
        let store = Store()
        let (button, _, driver) = makeScreen(.uncached { store.completions.append($0) })
        try driver.tap(button)
        store.completions[0]([])
        #expect(driver.openMenuTitles == ["New"])
    }

    @Test func aMenuOfOnlyADeferredElementThatAnswersNothingCloses() throws {
        let store = Store()
        let (button, _, driver) = makeScreen(.uncached { _ in })
        button.menu = UIMenu(children: [UIDeferredMenuElement.uncached { store.completions.append($0) }])
        try driver.tap(button)
        #expect(driver.openMenuTitles == ["Loading…"])
        store.completions[0]([])
        #expect(driver.openMenuTitles.isEmpty)
        #expect(button.window?.rootViewController?.presentedViewController == nil)
    }
}
