import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
@Suite struct AnimationTests {
    let clock = TestClock()

    func setUp() -> (UIWindow, UIView) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (window, view)
    }

    @Test func modelValuesChangeAtOnceAndThePresentationFollows() {
        let (window, view) = setUp()
        UIView.animate(withDuration: 1, curve: .linear) {
            view.alpha = 0
            view.frame.origin.x = 200
        }
        #expect(view.alpha == 0)
        #expect(view.frame.minX == 200)
        #expect(view.presentedAlpha == 1)
        clock.advance(by: .milliseconds(500))
        #expect(abs(view.presentedAlpha - 0.5) < 0.02)
        #expect(abs(view.presentedCenter.x - 150) < 2)
        clock.advance(by: .milliseconds(600))
        #expect(view.presentation.isEmpty)
        #expect(!window.animator.isAnimating)
    }

    /// As in UIKit, a negative or NaN duration applies the change at once; an endless one (or
    /// 1e300 seconds) animates for ``UIView/longestDuration`` instead of stopping the process.
    @Test(arguments: [-1, -Double.infinity, .nan, 0])
    func aNegativeOrNaNDurationAppliesTheChangeAtOnce(duration: TimeInterval) {
        let (window, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        var finished: [Bool] = []
        UIView.animate(withDuration: duration, delay: duration, options: [], animations: { view.alpha = 0.5 }) {
            finished.append($0)
        }
        clock.advance(by: .milliseconds(1))
        #expect(view.alpha == 0.5 && view.presentedAlpha == 0.5)
        #expect(finished == [true])
    }

    @Test(arguments: [1e300, Double.infinity, .greatestFiniteMagnitude])
    func anEndlessDurationAnimatesForTheLongestDuration(duration: TimeInterval) {
        let (window, view) = setUp()
        UIView.animate(withDuration: duration, curve: .linear) { view.alpha = 0 }
        clock.advance(by: .seconds(1))
        // One second of 10⁹: the presentation has barely moved, and the animation goes on.
        #expect(abs(view.presentedAlpha - (1 - 1 / UIView.longestDuration)) < 1e-6)
        #expect(window.animator.isAnimating)
        #expect(view.alpha == 0)
    }

    @Test(arguments: [(Double.nan, 0.0), (0.5, .nan), (0.5, 1e308), (0.5, -Double.infinity), (.nan, .nan)])
    func aSpringWithNaNOrHugeParametersStaysANumber(damping: Double, velocity: Double) {
        let curve = AnimationCurve.spring(dampingRatio: damping, initialVelocity: velocity)
        let samples = stride(from: 0.0, through: 1, by: 0.05).map { curve.progress(atFraction: $0, duration: 0.5) }
        #expect(samples.allSatisfy { $0.isFinite }, "\(samples)")
        #expect(samples.last == 1)
    }

    @Test func completionRunsOnceWithTrueAtTheEnd() {
        let (window, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        var results: [Bool] = []
        UIView.animate(withDuration: 0.3) {
            view.alpha = 0.2
        } completion: {
            results.append($0)
        }
        clock.advance(by: .milliseconds(200))
        #expect(results.isEmpty)
        clock.advance(by: .milliseconds(200))
        #expect(results == [true])
    }

    @Test func aLaterAnimationTakesOverFromWhatIsOnScreen() {
        let (window, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        var first: [Bool] = []
        UIView.animate(withDuration: 1, curve: .linear) {
            view.alpha = 0
        } completion: {
            first.append($0)
        }
        clock.advance(by: .milliseconds(500))
        UIView.animate(withDuration: 1, curve: .linear) { view.alpha = 1 }
        #expect(first == [false])
        #expect(abs(view.presentedAlpha - 0.5) < 0.02)
        clock.advance(by: .milliseconds(500))
        #expect(abs(view.presentedAlpha - 0.75) < 0.02)
    }

    @Test func delayHoldsTheStartValue() {
        let (window, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 0.5, delay: 0.5, curve: .linear) { view.layer.cornerRadius = 20 }
        clock.advance(by: .milliseconds(400))
        #expect(view.presentedCornerRadius == 0)
        clock.advance(by: .milliseconds(350))
        #expect(abs(view.presentedCornerRadius - 10) < 1)
    }

    @Test func directChangesStopTheAnimation() {
        let (window, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        var results: [Bool] = []
        UIView.animate(withDuration: 1) {
            view.alpha = 0
        } completion: {
            results.append($0)
        }
        view.alpha = 0.7
        #expect(view.presentedAlpha == 0.7)
        #expect(results == [false])
    }

    @Test func viewsOutsideAWindowChangeImmediately() {
        let view = UIView()
        var results: [Bool] = []
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
        } completion: {
            results.append($0)
        }
        #expect(view.presentedAlpha == 0.5)
        #expect(results == [true])
    }

    @Test func performWithoutAnimationInsideABlock() {
        let (window, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.3 }
        }
        #expect(view.presentedAlpha == 0.3)
    }

    @Test func backgroundColourBlendsPerAppearance() {
        let (window, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        view.backgroundColor = .black
        UIView.animate(withDuration: 1, curve: .linear) { view.backgroundColor = .white }
        clock.advance(by: .milliseconds(500))
        let shown = view.presentedBackgroundColor!
        #expect(abs(shown.red - 0.5) < 0.02)
    }

    @Test func renderingDrawsThePresentation() {
        let (window, view) = setUp()
        view.backgroundColor = .red
        UIView.animate(withDuration: 1, curve: .linear) { view.frame.origin.x = 200 }
        let before = window.renderBitmap(scale: 1)
        #expect(before.color(atX: 50, y: 50).green < 0.1)  // still drawn where it started
        clock.advance(by: .seconds(2))
        let after = window.renderBitmap(scale: 1)
        #expect(after.color(atX: 50, y: 50).green > 0.9)  // white window behind
        #expect(after.color(atX: 250, y: 50).green < 0.1)
    }

    @Test(arguments: [
        AnimationCurve.linear, .easeIn, .easeOut, .easeInOut, .spring(dampingRatio: 0.5, initialVelocity: 0),
        .spring(dampingRatio: 1, initialVelocity: 0),
    ])
    func curvesStartAtZeroAndEndAtOne(curve: AnimationCurve) {
        #expect(abs(curve.progress(atFraction: 0, duration: 0.5)) < 1e-6)
        #expect(abs(curve.progress(atFraction: 1, duration: 0.5) - 1) < 1e-6)
    }

    @Test func easeInOutIsSymmetric() {
        let curve = AnimationCurve.easeInOut
        #expect(abs(curve.progress(atFraction: 0.5, duration: 1) - 0.5) < 1e-4)
        #expect(
            abs(curve.progress(atFraction: 0.25, duration: 1) + curve.progress(atFraction: 0.75, duration: 1) - 1)
                < 1e-4)
        #expect(AnimationCurve.easeIn.progress(atFraction: 0.5, duration: 1) < 0.5)
    }

    @Test func anUnderdampedSpringOvershoots() {
        let curve = AnimationCurve.spring(dampingRatio: 0.3, initialVelocity: 0)
        let samples = stride(from: 0.0, through: 1, by: 0.01).map { curve.progress(atFraction: $0, duration: 1) }
        #expect(samples.max()! > 1.05)
        let critical = AnimationCurve.spring(dampingRatio: 1, initialVelocity: 0)
        #expect(
            stride(from: 0.0, through: 1, by: 0.01).allSatisfy {
                critical.progress(atFraction: $0, duration: 1) <= 1 + 1e-9
            })
    }
}
