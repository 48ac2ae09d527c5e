import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

@MainActor
@Suite struct PresentationTests {
    let clock = TestClock()
    let log = CallbackLog()

    func makeWindow(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        window.rootViewController = root
        window.layoutIfNeeded()
        return window
    }

    @Test func presentLinksBothControllersAndCoversTheWindow() throws {
        let home = LoggingScreen("Home", log: log)
        let window = makeWindow(home)
        let sheet = LoggingScreen("Sheet", log: log)
        home.present(sheet, animated: false)
        #expect(home.presentedViewController === sheet)
        #expect(sheet.presentingViewController === home)
        let container = try #require(window.subviews.last as? PresentationContainerView)
        #expect(container.frame == window.bounds)
        #expect(container.backdrop.frame == window.bounds)
        #expect(sheet.view.frame.minY == window.safeAreaInsets.top + UIViewController.sheetTopGap)
        #expect(sheet.view.frame.maxY == window.bounds.maxY)
        #expect(sheet.appearanceState == .appeared)
        #expect(home.appearanceState == .appeared)
    }

    /// As in UIKit, presenting from a controller whose view is not in a window (from `viewDidLoad`)
    /// or that already presents one is refused (and logged): nothing is presented, and the
    /// completion does not run.
    @Test func presentingFromOutsideAWindowOrOverAPresentationIsRefused() throws {
        final class PresentsInViewDidLoad: UIViewController {
            var completed = false
            override func viewDidLoad() {
                present(UIViewController(), animated: true) { self.completed = true }
            }
        }
        let early = PresentsInViewDidLoad()
        let window = makeWindow(early)
        #expect(early.presentedViewController == nil && !early.completed)
        #expect(!window.subviews.contains { $0 is PresentationContainerView })

        let first = UIViewController()
        early.present(first, animated: false)
        var completed = false
        let second = UIViewController()
        early.present(second, animated: false) { completed = true }
        #expect(early.presentedViewController === first)
        #expect(second.presentingViewController == nil && !second.isViewLoaded && !completed)
        #expect(window.subviews.filter { $0 is PresentationContainerView }.count == 1)
    }

    @Test func aFullScreenPresentationCoversTheWindowAndTakesThePresentersScreenAway() throws {
        let home = LoggingScreen("Home", log: log)
        let window = makeWindow(home)
        let player = LoggingScreen("Player", log: log)
        player.modalPresentationStyle = .fullScreen
        log.entries = []
        home.present(player, animated: false)
        let container = try #require(window.subviews.last as? PresentationContainerView)
        #expect(player.view.frame == window.bounds)
        #expect(player.view.layer.cornerRadius == 0)
        #expect(container.backdrop.backgroundColor == .clear)
        #expect(log.entries == ["Home.willDisappear", "Player.willAppear", "Player.didAppear", "Home.didDisappear"])
        #expect(home.appearanceState == .disappeared)

        log.entries = []
        player.dismiss(animated: false)
        #expect(log.entries == ["Player.willDisappear", "Home.willAppear", "Player.didDisappear", "Home.didAppear"])
        #expect(home.appearanceState == .appeared)
    }

    @Test func anOverFullScreenPresentationLeavesThePresenterOnScreen() throws {
        let home = LoggingScreen("Home", log: log)
        let window = makeWindow(home)
        let overlay = LoggingScreen("Overlay", log: log)
        overlay.modalPresentationStyle = .overFullScreen
        log.entries = []
        home.present(overlay, animated: false)
        #expect(overlay.view.frame == window.bounds)
        #expect(log.entries == ["Overlay.willAppear", "Overlay.didAppear"])
        #expect(home.appearanceState == .appeared)
    }

    @Test func aCrossDissolveFadesInPlaceInsteadOfSliding() {
        let home = UIViewController()
        let window = makeWindow(home)
        let photo = UIViewController()
        photo.modalPresentationStyle = .fullScreen
        photo.modalTransitionStyle = .crossDissolve
        home.present(photo, animated: true)
        #expect(photo.view.frame == window.bounds)
        clock.advance(by: .milliseconds(150))
        #expect(photo.view.presentedAlpha > 0 && photo.view.presentedAlpha < 1)
        #expect(photo.view.presentedTransform == .identity)
        clock.advance(by: .milliseconds(200))
        #expect(photo.view.presentedAlpha == 1)
        photo.dismiss(animated: true)
        clock.advance(by: .milliseconds(150))
        #expect(photo.view.presentedAlpha > 0 && photo.view.presentedAlpha < 1)
        #expect(photo.view.presentedTransform == .identity)
    }

    @Test func theSheetSlidesUpFromTheBottomAndCompletionRunsWhenItLands() {
        let home = UIViewController()
        let window = makeWindow(home)
        let sheet = UIViewController()
        var completed = 0
        home.present(sheet, animated: true) { completed += 1 }
        #expect(sheet.appearanceState == .appearing)
        #expect(abs(sheet.view.presentedTransform.ty - (window.bounds.height - sheet.view.frame.minY)) < 0.5)
        clock.advance(by: .milliseconds(150))
        #expect(completed == 0)
        #expect(sheet.view.presentedTransform.ty > 0)
        clock.advance(by: .milliseconds(200))
        #expect(completed == 1)
        #expect(sheet.view.presentation.isEmpty)
        #expect(sheet.appearanceState == .appeared)
    }

    @Test func dismissRunsCallbacksRemovesTheViewsAndEndsThePresented() {
        let home = UIViewController()
        let window = makeWindow(home)
        let sheet = LoggingScreen("Sheet", log: log)
        home.present(sheet, animated: false)
        log.entries = []
        var completed = false
        sheet.dismiss(animated: true) { completed = true }
        #expect(log.entries == ["Sheet.willDisappear"])
        #expect(home.presentedViewController == nil)
        clock.advance(by: .milliseconds(350))
        #expect(log.entries == ["Sheet.willDisappear", "Sheet.didDisappear"])
        #expect(completed)
        #expect(sheet.isTornDown)
        #expect(!window.subviews.contains { $0 is PresentationContainerView })
    }

    @Test func aDismissedControllerDeinitialises() {
        let home = UIViewController()
        let window = makeWindow(home)
        weak var weakSheet: UIViewController?
        do {
            let sheet = UIViewController()
            weakSheet = sheet
            home.present(sheet, animated: true)
            clock.advance(by: .milliseconds(350))
            home.dismiss(animated: true)
            clock.advance(by: .milliseconds(350))
        }
        #expect(weakSheet == nil)
        withExtendedLifetime(window) {}
    }

    @Test func dismissWithNothingPresentedOnlyRunsCompletion() {
        let home = UIViewController()
        let window = makeWindow(home)
        var completed = false
        home.dismiss(animated: true) { completed = true }
        #expect(completed)
        withExtendedLifetime(window) {}
    }

    @Test func aChildOfThePresentedControllerCanDismissIt() {
        let home = UIViewController()
        let window = makeWindow(home)
        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        home.present(navigation, animated: false)
        #expect(screen.presentingViewController === home)
        screen.dismiss(animated: false)
        #expect(home.presentedViewController == nil)
        #expect(navigation.isTornDown && screen.isTornDown)
        withExtendedLifetime(window) {}
    }

    @Test func endingThePresenterEndsThePresented() {
        let home = UIViewController()
        let window = makeWindow(home)
        let sheet = UIViewController()
        home.present(sheet, animated: false)
        home.invalidate()
        #expect(sheet.isTornDown)
        withExtendedLifetime(window) {}
    }
}

extension PresentationTests {
    @Test func replacingTheRootRemovesWhatItPresented() {
        let home = UIViewController()
        let window = makeWindow(home)
        home.present(UIViewController(), animated: false)
        window.rootViewController = UIViewController()
        #expect(!window.subviews.contains { $0 is PresentationContainerView })
    }
}
