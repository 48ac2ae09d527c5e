import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

@MainActor
@Suite struct AnimationOptionsTests {
    let clock = TestClock()

    func setUp() -> (UIWindow, UIView) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (window, view)
    }

    @Test func curveOptionsChooseTheTimingCurve() {
        #expect(UIView.AnimationOptions.curveLinear.curve == .linear)
        #expect(UIView.AnimationOptions([.curveEaseOut, .allowUserInteraction]).curve == .easeOut)
        #expect(UIView.AnimationOptions([]).curve == .easeInOut)
        let (window, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
        clock.advance(by: .milliseconds(250))
        #expect(abs(view.presentedAlpha - 0.75) < 0.02)
    }

    @Test func autoreverseRunsBackAndEndsAtTheModelValue() {
        let (window, view) = setUp()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: { view.alpha = 0 }
        ) {
            finished.append($0)
        }
        clock.advance(by: .milliseconds(1500))
        #expect(abs(view.presentedAlpha - 0.5) < 0.02)  // half way back
        clock.advance(by: .milliseconds(600))
        #expect(finished == [true])
        #expect(view.presentation.isEmpty)
        #expect(view.presentedAlpha == 0)
        #expect(!window.animator.isAnimating)
    }

    @Test func repeatKeepsGoingUntilTakenOver() {
        let (window, view) = setUp()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat], animations: { view.alpha = 0 }) {
            finished.append($0)
        }
        clock.advance(by: .milliseconds(10_250))
        #expect(abs(view.presentedAlpha - 0.75) < 0.02)
        #expect(finished.isEmpty)
        view.alpha = 1  // a direct change ends it
        #expect(finished == [false])
        #expect(!window.animator.isAnimating)
    }

    @Test func springAnimationsSettleOnTheModelValue() {
        let (window, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        var finished = false
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
            animations: {
                view.center.x = 250
            }
        ) { finished = $0 }
        clock.advance(by: .milliseconds(250))
        #expect(view.presentedCenter.x > 50)
        clock.advance(by: .milliseconds(300))
        #expect(finished)
        #expect(view.presentedCenter.x == 250)
    }

    @Test func layoutSubviewsOptionAnimatesTheSubviewsTheLayoutMoves() {
        final class Row: UIView {
            let inner = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(inner)
            }
            override func layoutSubviews() { inner.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 10) }
        }
        let (window, _) = setUp()
        let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        window.addSubview(row)
        window.layoutIfNeeded()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews]) {
            row.frame.size.width = 200
        }
        #expect(row.inner.frame.width == 100)  // laid out inside the block
        clock.advance(by: .milliseconds(500))
        #expect(abs(row.inner.presentedBounds.width - 75) < 1)
    }

    @Test func crossDissolveFadesTheOldImageIntoTheNew() {
        let (window, view) = setUp()
        view.backgroundColor = .red
        var finished: [Bool] = []
        UIView.transition(
            with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: {
                view.backgroundColor = .blue
            }
        ) { finished.append($0) }
        #expect(view.backgroundColor == .blue)
        #expect(view.presentedBackgroundColor == .blue)  // not animated property by property
        clock.advance(by: .milliseconds(500))
        let middle = window.renderBitmap(scale: 1).color(atX: 50, y: 50)
        #expect(middle.red > 0.2 && middle.blue > 0.2)
        clock.advance(by: .milliseconds(600))
        #expect(finished == [true])
        #expect(view.presentation.isEmpty)
        let end = window.renderBitmap(scale: 1).color(atX: 50, y: 50)
        #expect(end.blue > 0.95 && end.red < 0.05)
    }

    @Test func transitionFromToSwapsTheViews() {
        let (window, old) = setUp()
        let new = UIView()
        UIView.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve)
        #expect(old.superview == nil)
        #expect(new.superview === window)
        clock.advance(by: .milliseconds(400))
        #expect(!window.animator.isAnimating)
    }
}
