import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
@Suite struct AnimatedFrameTests {
    let clock = TestClock()

    func makeWindow() -> UIWindow {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        return window
    }

    func addView(_ frame: CGRect, to window: UIWindow) -> UIView {
        let view = UIView(frame: frame)
        window.addSubview(view)
        return view
    }

    /// What is drawn: the presented centre and bounds as a frame.
    func presentedFrame(_ view: UIView) -> CGRect {
        let bounds = view.presentedBounds
        let center = view.presentedCenter
        return CGRect(
            x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
    }

    func expectClose(
        _ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 0.5, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let close =
            abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
        #expect(close, "\(a) is not within \(tolerance) of \(b)", sourceLocation: sourceLocation)
    }

    @Test func animateFrameChangesTheModelAtOnceAndDrawsHalfwayAtHalfTime() {
        let window = makeWindow()
        let view = addView(CGRect(x: 0, y: 0, width: 50, height: 40), to: window)
        var results: [Bool] = []
        view.animateFrame(withDuration: 1, curve: .linear) {
            $0.left = 20
            $0.width = 100
        } completion: {
            results.append($0)
        }
        #expect(view.frame == CGRect(x: 20, y: 0, width: 100, height: 40))
        expectClose(presentedFrame(view), CGRect(x: 0, y: 0, width: 50, height: 40))
        clock.advance(by: .milliseconds(500))
        expectClose(presentedFrame(view), CGRect(x: 10, y: 0, width: 75, height: 40))
        #expect(results.isEmpty)
        clock.advance(by: .milliseconds(600))
        #expect(results == [true])
        #expect(view.presentation.isEmpty)
    }

    @Test func theChangesClosureReceivesTheSubclass() {
        let window = makeWindow()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20), text: "Hi")
        window.addSubview(label)
        label.animateFrame(withDuration: 0.2) {
            $0.text = "Hello"
            $0.width = 80
        }
        #expect(label.text == "Hello")
        #expect(label.frame.width == 80)
    }

    @Test func setFrameAnimatedMovesThePresentationOverTheDuration() {
        let window = makeWindow()
        let view = addView(CGRect(x: 0, y: 0, width: 40, height: 40), to: window)
        var results: [Bool] = []
        view.setFrame(CGRect(x: 100, y: 200, width: 40, height: 40), animated: true, duration: 0.4, curve: .linear) {
            results.append($0)
        }
        #expect(view.frame == CGRect(x: 100, y: 200, width: 40, height: 40))
        clock.advance(by: .milliseconds(200))
        expectClose(presentedFrame(view), CGRect(x: 50, y: 100, width: 40, height: 40))
        clock.advance(by: .milliseconds(250))
        #expect(results == [true])
    }

    @Test func setFrameNotAnimatedIsImmediateAndCompletesAtOnce() {
        let window = makeWindow()
        let view = addView(CGRect(x: 0, y: 0, width: 40, height: 40), to: window)
        var results: [Bool] = []
        view.setFrame(CGRect(x: 10, y: 10, width: 20, height: 20), animated: false) { results.append($0) }
        #expect(view.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(view.presentation.isEmpty)
        #expect(results == [true])
    }

    @Test func outsideAWindowTheFrameChangesWithoutAnimationAndCompletes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var results: [Bool] = []
        view.animateFrame(withDuration: 1) {
            $0.top = 30
        } completion: {
            results.append($0)
        }
        #expect(view.frame.minY == 30)
        #expect(view.presentation.isEmpty)
        #expect(results == [true])
    }

    @Test func placeBelowAnimatedSlidesToTheFinalPlace() {
        let window = makeWindow()
        let header = addView(CGRect(x: 0, y: 0, width: 100, height: 60), to: window)
        let body = addView(CGRect(x: 0, y: 300, width: 100, height: 40), to: window)
        body.place(below: header, offset: 10, animatedWithDuration: 1, curve: .linear)
        #expect(body.frame.minY == 70)
        clock.advance(by: .milliseconds(500))
        expectClose(presentedFrame(body), CGRect(x: 0, y: 185, width: 100, height: 40))
    }

    @Test func matchAnimatedCopiesTheTargetsFrameAndAlpha() {
        let window = makeWindow()
        let target = addView(CGRect(x: 100, y: 100, width: 80, height: 80), to: window)
        target.alpha = 0.5
        let view = addView(CGRect(x: 0, y: 0, width: 40, height: 40), to: window)
        view.match([.rect, .alpha], of: target, animatedWithDuration: 1, curve: .linear)
        #expect(view.frame == target.frame)
        #expect(view.alpha == 0.5)
        clock.advance(by: .milliseconds(500))
        expectClose(presentedFrame(view), CGRect(x: 50, y: 50, width: 60, height: 60))
        #expect(abs(view.presentedAlpha - 0.75) < 0.02)
    }

    @Test func sequenceAnimateFramesRunsOneCompletionForTheGroup() {
        let window = makeWindow()
        let views = (0..<3).map { addView(CGRect(x: 0, y: CGFloat($0) * 50, width: 40, height: 40), to: window) }
        var results: [Bool] = []
        views.animateFrames(withDuration: 1, curve: .linear) {
            $0.width = 140
        } completion: {
            results.append($0)
        }
        #expect(views.map(\.frame.width) == [140, 140, 140])
        clock.advance(by: .milliseconds(500))
        for view in views { #expect(abs(view.presentedBounds.width - 90) < 0.5) }
        clock.advance(by: .milliseconds(600))
        #expect(results == [true])
    }

    @Test func animateStackVerticallyReturnsTheFinalBottomAndSlidesEachView() {
        let window = makeWindow()
        let views = (0..<3).map { _ in addView(CGRect(x: 0, y: 0, width: 40, height: 20), to: window) }
        var results: [Bool] = []
        let bottom = views.animateStackVertically(from: 100, spacing: 10, duration: 1, curve: .linear) {
            results.append($0)
        }
        #expect(bottom == 180)
        #expect(views.map(\.frame.minY) == [100, 130, 160])
        clock.advance(by: .milliseconds(500))
        for (view, target) in zip(views, [100.0, 130, 160]) {
            expectClose(presentedFrame(view), CGRect(x: 0, y: target / 2, width: 40, height: 20))
        }
        clock.advance(by: .milliseconds(600))
        #expect(results == [true])
    }

    @Test func animateStackHorizontallyOfNoViewsReturnsTheStartAndCompletesAtOnce() {
        let views: [UIView] = []
        var results: [Bool] = []
        let right = views.animateStackHorizontally(from: 16, spacing: 8, duration: 0.3) { results.append($0) }
        #expect(right == 16)
        #expect(results == [true])
    }

    @Test func animateStackHorizontallyPlacesTheViewsInARow() {
        let window = makeWindow()
        let views = (0..<2).map { _ in addView(CGRect(x: 0, y: 0, width: 30, height: 20), to: window) }
        let right = views.animateStackHorizontally(from: 16, spacing: 4, duration: 0.3)
        #expect(right == 80)
        #expect(views.map(\.frame.minX) == [16, 50])
    }
}
