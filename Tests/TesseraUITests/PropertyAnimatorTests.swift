import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

/// `UIViewPropertyAnimator`: started, paused, scrubbed, reversed and stopped on a test clock.
@MainActor
@Suite struct PropertyAnimatorTests {
    let clock = TestClock()

    /// The window the views animate in (a view holds its window weakly).
    let window = UIWindow(device: .iPhoneSE)

    func setUp() -> (UIWindow, UIView) {
        window.clock = clock
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (window, view)
    }

    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.02 }

    @Test func startedItRunsTheBlocksAndEndsAtTheEnd() {
        let (window, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.alpha == 1)  // the block waits for the start

        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(view.alpha == 0)
        clock.advance(by: .milliseconds(250))
        #expect(near(view.presentedAlpha, 0.75))
        #expect(near(animator.fractionComplete, 0.25))
        clock.advance(by: .milliseconds(800))
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(view.presentation.isEmpty)
        #expect(view.alpha == 0)
        #expect(!window.animator.isAnimating)
    }

    @Test func pausedItScrubsAndResumesFromWhereItWas() {
        let (_, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(view.center.x == 250)
        #expect(view.presentedCenter.x == 50)

        animator.fractionComplete = 0.5
        #expect(near(view.presentedCenter.x, 150))
        clock.advance(by: .seconds(2))  // paused: nothing moves
        #expect(near(view.presentedCenter.x, 150))

        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(by: .milliseconds(250))
        #expect(near(view.presentedCenter.x, 200))
        animator.fractionComplete = 0.1  // ignored while running
        #expect(near(animator.fractionComplete, 0.75))
        clock.advance(by: .milliseconds(300))
        #expect(positions == [.end])
    }

    @Test func reversedItGoesBackAndEndsAtTheStart() {
        let (_, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(by: .milliseconds(600))
        animator.isReversed = true
        clock.advance(by: .milliseconds(300))
        #expect(near(view.presentedAlpha, 0.7))
        clock.advance(by: .milliseconds(400))
        #expect(positions == [.start])
        #expect(view.alpha == 1)  // the model is back at the start values
        #expect(view.presentation.isEmpty)
    }

    @Test func stoppingLeavesTheViewsWhereTheyAreOrWhereFinishingSays() {
        let (_, view) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let kept = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        kept.addCompletion { positions.append($0) }
        kept.startAnimation()
        clock.advance(by: .milliseconds(400))
        kept.stopAnimation(true)
        #expect(kept.state == .inactive)
        #expect(near(view.alpha, 0.6))
        #expect(view.presentation.isEmpty)
        #expect(positions.isEmpty)  // no completion without finishing

        let finished = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        finished.addCompletion { positions.append($0) }
        finished.startAnimation()
        clock.advance(by: .milliseconds(500))
        finished.stopAnimation(false)
        #expect(finished.state == .stopped)
        finished.startAnimation()  // a stopped animator waits for finishAnimation(at:)
        #expect(!finished.isRunning)
        finished.finishAnimation(at: .start)
        #expect(positions == [.start])
        #expect(near(view.alpha, 0.6))
        #expect(finished.state == .inactive)
    }

    @Test func aRunningAnimatorStartsAfterItsDelayAndTakesLateAnimations() {
        let (_, view) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.alpha = 0 },
            completion: { positions.append($0) })
        clock.advance(by: .milliseconds(400))
        #expect(view.presentedAlpha == 1)  // still waiting
        clock.advance(by: .milliseconds(600))
        #expect(near(view.presentedAlpha, 0.5))
        // Added halfway with a delay factor of 0.5: it waits a quarter second, then runs a quarter.
        animator.addAnimations({ view.center.x = 150 }, delayFactor: 0.5)
        clock.advance(by: .milliseconds(250))
        #expect(near(view.presentedCenter.x, 50))
        clock.advance(by: .milliseconds(125))
        #expect(abs(view.presentedCenter.x - 100) < 4)  // drawn at the last frame, up to 1/60 s ago
        clock.advance(by: .milliseconds(200))
        #expect(positions == [.end])
        #expect(view.center.x == 150)
    }

    @Test func pausingOnCompletionKeepsItActiveUntilStopped() {
        let (_, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { view.alpha = 0.5 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        clock.advance(by: .seconds(1))
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(positions.isEmpty)
        #expect(animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        clock.advance(by: .seconds(1))
        #expect(animator.fractionComplete == 0)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        #expect(positions == [.end])
        #expect(view.alpha == 0.5)
    }

    @Test func continuingTakesANewCurveAndDuration() {
        let (_, view) = setUp()
        let animator = UIViewPropertyAnimator(
            duration: 1, timingParameters: UICubicTimingParameters(animationCurve: .easeIn))
        animator.addAnimations { view.alpha = 0 }
        animator.fractionComplete = 0.5
        let shown = view.presentedAlpha  // eased in: not yet halfway
        #expect(shown > 0.6)
        // The rest linearly from the value shown, taking 2 × the duration: no jump at the change.
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
        #expect(near(view.presentedAlpha, shown))
        clock.advance(by: .milliseconds(1_000))
        #expect(near(animator.fractionComplete, 0.75))
        #expect(near(view.presentedAlpha, shown / 2))
        clock.advance(by: .milliseconds(1_100))
        #expect(animator.state == .inactive)
        #expect(UISpringTimingParameters(dampingRatio: 0.5).timing == .spring(dampingRatio: 0.5, initialVelocity: 0))
        #expect(
            UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 3, dy: 4)).timing
                == .spring(dampingRatio: 1, initialVelocity: 5))
        #expect(UICubicTimingParameters().controlPoint2 == CGPoint(x: 0.58, y: 1))
    }

    @Test func aRunningAnimatorNobodyKeepsStillRunsToItsEnd() {
        let (_, view) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        weak var animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 },
            completion: { positions.append($0) })
        #expect(animator != nil)
        clock.advance(by: .milliseconds(250))
        #expect(near(view.presentedAlpha, 0.5))
        clock.advance(by: .milliseconds(300))
        #expect(positions == [.end])
        #expect(view.presentation.isEmpty)
        #expect(animator == nil)  // let go once it ended
    }

    @Test func keyframesMoveAPropertyThroughEachValueInItsPartOfTheTimeline() {
        let (_, view) = setUp()
        var finished: [Bool] = []
        UIView.animateKeyframes(
            withDuration: 1, delay: 0,
            options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        ) {
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { view.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
        } completion: {
            finished.append($0)
        }
        // Added out of start order: the timeline follows the start times.
        #expect(view.alpha == 1)
        clock.advance(by: .milliseconds(250))
        #expect(near(view.presentedAlpha, 0.5))
        #expect(near(view.presentedCenter.x, 50))  // its keyframe has not begun
        clock.advance(by: .milliseconds(250))
        #expect(near(view.presentedAlpha, 0))
        #expect(near(view.presentedCenter.x, 100))
        clock.advance(by: .milliseconds(250))
        #expect(near(view.presentedAlpha, 0.5))
        #expect(near(view.presentedCenter.x, 150))
        clock.advance(by: .milliseconds(300))
        #expect(finished == [true])
        #expect(view.presentation.isEmpty)
        #expect(view.alpha == 1)
        #expect(view.center.x == 150)

        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }  // outside: at once
        #expect(view.alpha == 0.5)
        #expect(view.presentation.isEmpty)
    }

    @Test func aDirectChangeOrAnotherAnimationTakesAPropertyOver() {
        let (window, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.alpha = 0
            view.center.x = 250
        }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(window.animator.isAnimating)
        clock.advance(by: .milliseconds(250))
        view.alpha = 0.8  // a direct change: the animator lets go of alpha
        #expect(view.presentedAlpha == 0.8)
        UIView.animate(withDuration: 0.2) { view.center.x = 60 }  // and of the centre
        clock.advance(by: .milliseconds(1_000))
        #expect(positions == [.end])
        #expect(view.alpha == 0.8)
        #expect(view.center.x == 60)
        #expect(view.presentation.isEmpty)
        #expect(!window.animator.isAnimating)
    }

    @Test func theDelayCountsOnceAndPausingShowsWhereItStopped() {
        let (_, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation(afterDelay: 0.5)
        clock.advance(by: .milliseconds(1_000))
        #expect(near(view.presentedAlpha, 0.5))
        animator.isReversed = true  // turns around at once: no second delay
        clock.advance(by: .milliseconds(250))
        #expect(near(view.presentedAlpha, 0.75))
        clock.advance(by: .milliseconds(5))
        animator.pauseAnimation()
        #expect(near(view.presentedAlpha, 1 - animator.fractionComplete))
        #expect(animator.delay == 0)
    }

    @Test func viewsOutsideAWindowEndAtOnce() {
        let view = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(positions == [.end])
        #expect(view.alpha == 0)
        #expect(view.presentation.isEmpty)
    }
}
