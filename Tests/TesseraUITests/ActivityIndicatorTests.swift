import Foundation
import TesseraCore
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct ActivityIndicatorTests {
    @Test func phaseStepsEveryEighthOfAPeriodOnTheClock() {
        #expect(UIActivityIndicatorView.phase(at: .zero) == 0)
        #expect(UIActivityIndicatorView.phase(at: .milliseconds(124)) == 0)
        #expect(UIActivityIndicatorView.phase(at: .milliseconds(125)) == 1)
        #expect(UIActivityIndicatorView.phase(at: .milliseconds(999)) == 7)
        #expect(UIActivityIndicatorView.phase(at: .milliseconds(1000)) == 0)
        #expect(UIActivityIndicatorView.phase(at: .seconds(3600) + .milliseconds(375)) == 3)
    }

    @Test func hiddenWhileStoppedShownWhileAnimating() {
        let spinner = UIActivityIndicatorView()
        #expect(spinner.isHidden)
        #expect(!spinner.isAnimating)
        #expect(spinner.accessibilityValue == "Stopped")
        spinner.startAnimating()
        #expect(!spinner.isHidden)
        #expect(spinner.accessibilityValue == "In progress")
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    @Test func theCurrentPhaseFollowsTheWindowClockWhileAnimating() {
        let window = UIWindow(device: .iPhoneSE)
        let clock = TestClock(now: .milliseconds(250))
        window.clock = clock
        let spinner = UIActivityIndicatorView(style: .large)
        window.addSubview(spinner)
        #expect(spinner.currentPhase == 0)  // stopped
        spinner.startAnimating()
        #expect(spinner.currentPhase == 2)
        clock.advance(by: .milliseconds(500))
        #expect(spinner.currentPhase == 6)
        spinner.stopAnimating()
        #expect(spinner.currentPhase == 0)
        #expect(clock.pendingCount == 0)
    }

    @Test func whileAnimatingItAsksForARedrawAtEachStep() {
        let window = UIWindow(device: .iPhoneSE)
        let clock = TestClock()
        window.clock = clock
        let spinner = UIActivityIndicatorView()
        window.addSubview(spinner)
        spinner.startAnimating()
        _ = window.renderBitmap()  // the window's own render, which clears needsDisplay
        #expect(!window.needsDisplay)
        clock.advance(by: .milliseconds(124))
        #expect(!window.needsDisplay)
        clock.advance(by: .milliseconds(1))
        #expect(window.needsDisplay)
        #expect(clock.pendingCount == 1)
        spinner.removeFromSuperview()
        #expect(clock.pendingCount == 0)
    }

    @Test func sizesAreTwentyAndThirtySeven() {
        #expect(UIActivityIndicatorView().frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    }

    @Test func galleryAtAFixedClockTimeLight() {
        let (window, panel) = gallery(style: .light)
        assertSnapshot(of: panel)
        withExtendedLifetime(window) {}
    }

    @Test func galleryAtAFixedClockTimeDark() {
        let (window, panel) = gallery(style: .dark)
        assertSnapshot(of: panel)
        withExtendedLifetime(window) {}
    }

    /// Medium and large spinners at clock 0.375 s (phase 3), a large one in a custom colour, and a
    /// stopped one that does not hide. Rendered inside a window so the clock applies.
    func gallery(style: UIUserInterfaceStyle) -> (UIWindow, UIView) {
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: style))
        window.clock = TestClock(now: .milliseconds(375))
        let spinners = [
            UIActivityIndicatorView(), UIActivityIndicatorView(style: .large), UIActivityIndicatorView(style: .large),
            UIActivityIndicatorView(style: .large),
        ]
        spinners[2].color = .systemBlue
        spinners[3].hidesWhenStopped = false
        let panel = GalleryRow.make(spinners, height: 37)
        window.addSubview(panel)
        for spinner in spinners.prefix(3) { spinner.startAnimating() }
        return (window, panel)
    }
}
