import Foundation
import TesseraCore
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

/// A screen that records its appearance and containment callbacks into a shared log.
@MainActor
final class LoggingScreen: UIViewController {
    let name: String
    let log: CallbackLog

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
        tracker = Tracker()
    }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).didDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        log.entries.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.entries.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

@MainActor
final class CallbackLog {
    var entries: [String] = []
}

@MainActor
@Suite struct NavigationControllerTests {
    let clock = TestClock()
    let log = CallbackLog()

    func makeWindow(_ navigation: UINavigationController) -> UIWindow {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        window.rootViewController = navigation
        window.layoutIfNeeded()
        return window
    }

    func tap(_ window: UIWindow, _ point: CGPoint) {
        window.send(.pointerDown(point))
        window.send(.pointerUp(point))
    }

    @Test func pushAndPopChangeTheStackAndTheTop() {
        let root = LoggingScreen("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let b = LoggingScreen("B", log: log)
        let c = LoggingScreen("C", log: log)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        #expect(navigation.viewControllers.map { ($0 as? LoggingScreen)?.name } == ["A", "B", "C"])
        #expect(navigation.topViewController === c)
        #expect(c.navigationController === navigation)
        #expect(navigation.popViewController(animated: false) === c)
        #expect(navigation.topViewController === b)
        #expect(c.parent == nil)
        #expect(c.isTornDown)
    }

    @Test func poppingTheRootDoesNothing() {
        let root = LoggingScreen("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.popViewController(animated: false) == nil)
        #expect(navigation.popToRootViewController(animated: false).isEmpty)
        #expect(navigation.viewControllers.count == 1)
        #expect(!root.isTornDown)
    }

    @Test func popToRootDiscardsEveryControllerAbove() {
        let navigation = UINavigationController(rootViewController: LoggingScreen("A", log: log))
        let window = makeWindow(navigation)
        let b = LoggingScreen("B", log: log)
        let c = LoggingScreen("C", log: log)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped.count == 2 && popped[0] === b && popped[1] === c)
        #expect(navigation.viewControllers.count == 1)
        #expect(b.isTornDown && c.isTornDown)
        #expect(navigation.contentView.subviews.count == 1)
        #expect(navigation.navigationBar.titleLabel.text == "A")
        withExtendedLifetime(window) {}
    }

    @Test func theBarShowsTheTopTitleAndABackButtonNamedAfterThePreviousScreen() throws {
        let navigation = UINavigationController(rootViewController: LoggingScreen("Journal", log: log))
        let window = makeWindow(navigation)
        #expect(navigation.navigationBar.titleLabel.text == "Journal")
        #expect(navigation.navigationBar.leftButtons.isEmpty)
        navigation.pushViewController(LoggingScreen("Entry", log: log), animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.titleLabel.text == "Entry")
        let back = try #require(navigation.navigationBar.leftButtons.first)
        #expect(back.title(for: .normal) == "Journal")
        #expect(back.image(for: .normal) != nil)
    }

    @Test func aScreenWithoutATitleGetsABackButtonSayingBack() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(navigation)
        navigation.pushViewController(UIViewController(), animated: false)
        window.layoutIfNeeded()
        let back = try #require(navigation.navigationBar.leftButtons.first)
        #expect(back.title(for: .normal) == "Back")
    }

    @Test func ownLeftItemsReplaceTheBackButton() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(navigation)
        let screen = UIViewController()
        screen.setLeftBarButton(title: "Close") {}
        navigation.pushViewController(screen, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.leftButtons.count == 1)
        #expect(navigation.navigationBar.leftButtons.first?.title(for: .normal) == "Close")
    }

    @Test func tappingTheBackButtonPops() throws {
        let navigation = UINavigationController(rootViewController: LoggingScreen("A", log: log))
        let window = makeWindow(navigation)
        navigation.pushViewController(LoggingScreen("B", log: log), animated: false)
        window.layoutIfNeeded()
        let back = try #require(navigation.navigationBar.leftButtons.first)
        let center = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window)
        tap(window, center)
        clock.advance(by: .milliseconds(400))
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.navigationBar.titleLabel.text == "A")
    }

    @Test func pushRunsAppearanceCallbacksInUIKitOrder() {
        let navigation = UINavigationController(rootViewController: LoggingScreen("A", log: log))
        let window = makeWindow(navigation)
        log.entries = []
        navigation.pushViewController(LoggingScreen("B", log: log), animated: true)
        #expect(log.entries == ["B.willMove(parent)", "A.willDisappear", "B.willAppear"])
        clock.advance(by: .milliseconds(400))
        #expect(
            log.entries == [
                "B.willMove(parent)", "A.willDisappear", "B.willAppear",
                "A.didDisappear", "B.didAppear", "B.didMove(parent)",
            ])
        log.entries = []
        navigation.popViewController(animated: true)
        #expect(log.entries == ["B.willMove(nil)", "B.willDisappear", "A.willAppear"])
        clock.advance(by: .milliseconds(400))
        #expect(
            log.entries == [
                "B.willMove(nil)", "B.willDisappear", "A.willAppear",
                "B.didDisappear", "A.didAppear", "B.didMove(nil)",
            ])
        withExtendedLifetime(window) {}
    }

    @Test func thePushSlideLandsAfterTheDuration() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(navigation)
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        let width = navigation.contentView.bounds.width
        #expect(pushed.view.transform == .identity)
        #expect(abs(pushed.view.presentedTransform.tx - width) < 0.5)
        #expect(navigation.isTransitioning)
        clock.advance(by: .milliseconds(175))
        let midway = pushed.view.presentedTransform.tx
        #expect(midway > 0 && midway < width)
        clock.advance(by: .milliseconds(200))
        #expect(pushed.view.presentation.isEmpty)
        #expect(!navigation.isTransitioning)
        #expect(navigation.contentView.subviews.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test func aPushDuringASlideFinishesTheRunningOneFirst() {
        let navigation = UINavigationController(rootViewController: LoggingScreen("A", log: log))
        let window = makeWindow(navigation)
        navigation.pushViewController(LoggingScreen("B", log: log), animated: true)
        navigation.pushViewController(LoggingScreen("C", log: log), animated: true)
        clock.advance(by: .milliseconds(400))
        #expect(navigation.contentView.subviews.count == 1)
        #expect(navigation.viewControllers.map(\.appearanceState) == [.disappeared, .disappeared, .appeared])
        withExtendedLifetime(window) {}
    }

    @Test func aPoppedControllerDeinitialises() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(navigation)
        weak var weakPopped: UIViewController?
        do {
            let pushed = LoggingScreen("B", log: log)
            weakPopped = pushed
            navigation.pushViewController(pushed, animated: true)
            clock.advance(by: .milliseconds(400))
            navigation.popViewController(animated: true)
            clock.advance(by: .milliseconds(400))
        }
        #expect(weakPopped == nil)
        withExtendedLifetime(window) {}
    }
}

extension NavigationControllerTests {
    @Test func aPushedScreenInsideATabSnapshot() {
        let journal = LoggingScreen("Journal", log: log)
        let navigation = UINavigationController(rootViewController: journal)
        navigation.tabBarItem = UITabBarItem(title: "Journal", image: UIImage(icon: Icon(.chevronRight), pointSize: 24))
        let settings = LoggingScreen("Settings", log: log)
        settings.tabBarItem.badgeValue = "2"
        let tabs = UITabBarController(viewControllers: [navigation, settings])
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: .light))
        window.clock = clock
        window.rootViewController = tabs
        let entry = LoggingScreen("Entry", log: log)
        entry.view.backgroundColor = .systemBackground
        navigation.pushViewController(entry, animated: false)
        window.layoutIfNeeded()
        assertSnapshot(of: window, scale: 1)
    }
}
