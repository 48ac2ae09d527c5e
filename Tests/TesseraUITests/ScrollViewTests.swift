import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

/// Records what a scroll view tells its delegate, in order.
@MainActor
final class ScrollEventRecorder: UIScrollViewDelegate {
    var events: [String] = []
    var offsets: [CGFloat] = []
    /// When set, replaces the target of every drag's end.
    var redirectTarget: CGPoint?
    var proposedTargets: [CGPoint] = []
    var velocities: [CGPoint] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset.y)
        if events.last != "didScroll" { events.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEndDragging")
        velocities.append(velocity)
        proposedTargets.append(targetContentOffset.pointee)
        if let redirectTarget { targetContentOffset.pointee = redirectTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        events.append("didChangeAdjustedContentInset")
    }
}

@MainActor
@Suite struct ScrollViewTests {
    let clock = TestClock()

    func setUp(contentHeight: CGFloat = 2000) -> (UIWindow, UIScrollView) {
        let window = UIWindow(device: .desktop)
        window.clock = clock
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        scroll.contentSize = CGSize(width: 400, height: contentHeight)
        window.addSubview(scroll)
        return (window, scroll)
    }

    @Test func wheelScrollsAndClampsAtTheEdges() {
        let (window, scroll) = setUp()
        window.send(.scroll(delta: CGSize(width: 0, height: 120), at: CGPoint(x: 100, y: 100)))
        #expect(scroll.contentOffset.y == 120)
        window.send(.scroll(delta: CGSize(width: 0, height: 5000), at: CGPoint(x: 100, y: 100)))
        #expect(scroll.contentOffset.y == 1400)
        window.send(.scroll(delta: CGSize(width: 0, height: -9000), at: CGPoint(x: 100, y: 100)))
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func shortContentDoesNotScrollAndPassesTheWheelOn() {
        let (window, scroll) = setUp(contentHeight: 300)
        defer { withExtendedLifetime(window) {} }
        #expect(!scroll.scrollWheel(delta: CGSize(width: 0, height: 50), at: .zero))
        #expect(scroll.contentOffset == .zero)
    }

    @Test func contentMovesWithTheOffset() {
        let (window, scroll) = setUp()
        let marker = UIView(frame: CGRect(x: 0, y: 700, width: 400, height: 50))
        marker.backgroundColor = .red
        scroll.addSubview(marker)
        scroll.contentOffset = CGPoint(x: 0, y: 650)
        #expect(window.hitTest(CGPoint(x: 10, y: 60), with: nil) === marker)
        let bitmap = window.renderBitmap(scale: 1)
        #expect(bitmap.color(atX: 10, y: 60).green < 0.1)
        #expect(bitmap.color(atX: 10, y: 10).green > 0.9)
    }

    @Test func dragFollowsTheFingerThenDecelerates() {
        let (window, scroll) = setUp()
        let recorder = ScrollEventRecorder()
        scroll.delegate = recorder
        window.send(.pointerDown(CGPoint(x: 100, y: 400)))
        clock.advance(by: .milliseconds(16))
        window.send(.pointerMoved(CGPoint(x: 100, y: 380)))
        clock.advance(by: .milliseconds(16))
        window.send(.pointerMoved(CGPoint(x: 100, y: 300)))
        #expect(scroll.contentOffset.y == 100)  // the translation counts from touch-down, as UIKit's
        clock.advance(by: .milliseconds(16))
        window.send(.pointerMoved(CGPoint(x: 100, y: 250)))
        window.send(.pointerUp(CGPoint(x: 100, y: 250)))
        #expect(scroll.isDecelerating)
        let afterRelease = scroll.contentOffset.y
        clock.advance(by: .seconds(3))
        #expect(scroll.contentOffset.y > afterRelease + 100)
        #expect(!scroll.isDecelerating)
        #expect(recorder.events.filter { $0 == "didEndDecelerating" }.count == 1)
    }

    @Test func draggingPastTheTopRubberBandsAndSpringsBack() {
        let (window, scroll) = setUp()
        window.send(.pointerDown(CGPoint(x: 100, y: 100)))
        window.send(.pointerMoved(CGPoint(x: 100, y: 120)))
        window.send(.pointerMoved(CGPoint(x: 100, y: 300)))
        #expect(scroll.contentOffset.y < 0)
        #expect(scroll.contentOffset.y > -180)  // resistance: less than the finger moved
        clock.advance(by: .milliseconds(500))
        window.send(.pointerUp(CGPoint(x: 100, y: 300)))
        clock.advance(by: .seconds(2))
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func pagingSnapsToWholePages() {
        let (window, scroll) = setUp(contentHeight: 1800)
        scroll.isPagingEnabled = true
        window.send(.pointerDown(CGPoint(x: 100, y: 500)))
        clock.advance(by: .milliseconds(100))
        window.send(.pointerMoved(CGPoint(x: 100, y: 480)))
        clock.advance(by: .milliseconds(100))
        window.send(.pointerMoved(CGPoint(x: 100, y: 300)))
        clock.advance(by: .milliseconds(500))
        window.send(.pointerMoved(CGPoint(x: 100, y: 299)))
        window.send(.pointerUp(CGPoint(x: 100, y: 299)))
        clock.advance(by: .seconds(1))
        #expect(scroll.contentOffset.y == 0)  // 180 pt of 600 and slow: back to the nearest page
        window.send(.pointerDown(CGPoint(x: 100, y: 500)))
        clock.advance(by: .milliseconds(10))
        window.send(.pointerMoved(CGPoint(x: 100, y: 480)))
        clock.advance(by: .milliseconds(10))
        window.send(.pointerMoved(CGPoint(x: 100, y: 380)))
        window.send(.pointerUp(CGPoint(x: 100, y: 380)))
        clock.advance(by: .seconds(1))
        #expect(scroll.contentOffset.y == 600)  // a quick fling goes to the next page
    }

    @Test func aTouchThatStopsAPageTurnAndLiftsLetsItSettleOnAPage() {
        let (window, scroll) = setUp(contentHeight: 1800)
        scroll.isPagingEnabled = true
        let recorder = ScrollEventRecorder()
        scroll.delegate = recorder
        window.send(.pointerDown(CGPoint(x: 100, y: 500)))
        clock.advance(by: .milliseconds(10))
        window.send(.pointerMoved(CGPoint(x: 100, y: 480)))
        clock.advance(by: .milliseconds(10))
        window.send(.pointerMoved(CGPoint(x: 100, y: 380)))
        window.send(.pointerUp(CGPoint(x: 100, y: 380)))
        clock.advance(by: .milliseconds(100))
        let stoppedAt = scroll.contentOffset.y
        #expect(stoppedAt > 120 && stoppedAt < 600)  // on its way to the next page
        window.send(.pointerDown(CGPoint(x: 100, y: 300)))  // a finger stops it there
        #expect(!scroll.isDecelerating)
        clock.advance(by: .milliseconds(200))
        #expect(scroll.contentOffset.y == stoppedAt)
        window.send(.pointerUp(CGPoint(x: 100, y: 300)))  // and lifts without dragging
        #expect(scroll.isDecelerating)
        clock.advance(by: .seconds(1))
        #expect(scroll.contentOffset.y == (stoppedAt < 300 ? 0 : 600))
        #expect(recorder.events.filter { $0 == "didEndDecelerating" }.count == 1)
    }

    @Test func aTouchThatStopsARubberBandAndLiftsLetsItSpringBack() {
        let (window, scroll) = setUp()
        window.send(.pointerDown(CGPoint(x: 100, y: 100)))
        window.send(.pointerMoved(CGPoint(x: 100, y: 120)))
        window.send(.pointerMoved(CGPoint(x: 100, y: 300)))
        window.send(.pointerUp(CGPoint(x: 100, y: 300)))
        clock.advance(by: .milliseconds(30))
        #expect(scroll.contentOffset.y < 0)
        window.send(.pointerDown(CGPoint(x: 100, y: 300)))
        window.send(.pointerUp(CGPoint(x: 100, y: 300)))
        clock.advance(by: .seconds(2))
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func scrollRectToVisibleMovesTheLeastDistance() {
        let (window, scroll) = setUp()
        defer { withExtendedLifetime(window) {} }
        scroll.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset.y == 400)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset.y == 400)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset.y == 100)
    }

    @Test func animatedScrollsArriveOnTheClock() {
        let (window, scroll) = setUp()
        defer { withExtendedLifetime(window) {} }
        let recorder = ScrollEventRecorder()
        scroll.delegate = recorder
        scroll.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        clock.advance(by: .milliseconds(150))
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 500)
        #expect(!scroll.isDecelerating)  // an animated scroll is not a deceleration
        clock.advance(by: .milliseconds(300))
        #expect(scroll.contentOffset.y == 500)
        #expect(recorder.offsets.count > 3)
        #expect(recorder.offsets == recorder.offsets.sorted())
        #expect(recorder.events == ["didScroll", "didEndScrollingAnimation"])
    }

    @Test func safeAreaAndKeyboardExtendTheInsets() {
        let window = UIWindow(device: .iPhone15)
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 393, height: 2000)
        window.addSubview(scroll)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(scroll.minimumContentOffset.y == -59)
        window.keyboardHeight = 300
        #expect(abs(scroll.adjustedContentInset.bottom - 300) < 1e-9)
        #expect(abs(scroll.maximumContentOffset.y - 1448) < 1e-9)
    }

    @Test func aFocusedFieldScrollsAboveTheKeyboard() {
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375, height: 1500)
        let field = Field(frame: CGRect(x: 20, y: 500, width: 300, height: 40))
        scroll.addSubview(field)
        window.addSubview(scroll)
        window.keyboardHeight = 260
        field.becomeFirstResponder()
        clock.advance(by: .seconds(1))
        let fieldInWindow = field.convert(field.bounds, to: nil)
        #expect(fieldInWindow.maxY <= 667 - 260)
        #expect(fieldInWindow.minY >= 0)
    }
}
