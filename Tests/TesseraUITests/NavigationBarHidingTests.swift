import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

@MainActor
@Suite struct NavigationBarHidingTests {
    let clock = TestClock()

    func makeWindow(_ navigation: UINavigationController) -> UIWindow {
        let window = UIWindow(device: .iPhoneSE)  // 375 × 667, status bar inset 20
        window.clock = clock
        window.rootViewController = navigation
        window.layoutIfNeeded()
        return window
    }

    @Test func aHiddenBarGivesTheScreenTheWholeViewAndTheStatusBarInset() {
        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let window = makeWindow(navigation)
        let barBottom = navigation.navigationBar.frame.maxY
        #expect(screen.view.convert(screen.view.bounds, to: nil).minY == barBottom)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.isHidden)
        #expect(screen.view.convert(screen.view.bounds, to: nil).minY == 0)
        #expect(screen.view.frame.height == 667)
        #expect(screen.view.safeAreaInsets.top == 20)
        _ = window
    }

    @Test func hidingBeforeTheViewLoadsIsKept() {
        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        navigation.isNavigationBarHidden = true
        let window = makeWindow(navigation)
        #expect(screen.view.convert(screen.view.bounds, to: nil).minY == 0)
        _ = window
    }

    @Test func showingAgainAnimatedSlidesTheBarBackAndPushesTheContentDown() {
        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let window = makeWindow(navigation)
        let barHeight = navigation.navigationBar.frame.height
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        #expect(!navigation.navigationBar.isHidden)  // still sliding out
        #expect(navigation.navigationBar.frame.minY == -barHeight)  // the model value is final at once
        clock.advance(by: .milliseconds(250))
        #expect(navigation.navigationBar.isHidden)
        navigation.setNavigationBarHidden(false, animated: true)
        #expect(!navigation.navigationBar.isHidden)
        #expect(navigation.navigationBar.frame.minY == 0)
        #expect(screen.view.convert(screen.view.bounds, to: nil).minY == barHeight)
        clock.advance(by: .milliseconds(250))
        #expect(!navigation.isNavigationBarHidden)
        _ = window
    }

    @Test func showingWhileTheSlideOutRunsKeepsTheBarVisible() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(navigation)
        navigation.setNavigationBarHidden(true, animated: true)
        clock.advance(by: .milliseconds(50))
        navigation.setNavigationBarHidden(false, animated: true)
        clock.advance(by: .milliseconds(300))
        #expect(!navigation.navigationBar.isHidden)
        #expect(!navigation.isNavigationBarHidden)
        _ = window
    }
}
