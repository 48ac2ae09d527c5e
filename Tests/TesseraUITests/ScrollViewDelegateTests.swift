import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
@Suite struct ScrollViewDelegateTests {
    let clock = TestClock()

    func setUp(contentHeight: CGFloat = 2000) -> (UIWindow, UIScrollView, ScrollEventRecorder) {
        let window = UIWindow(device: .desktop)
        window.clock = clock
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        scroll.contentSize = CGSize(width: 400, height: contentHeight)
        let recorder = ScrollEventRecorder()
        scroll.delegate = recorder
        window.addSubview(scroll)
        return (window, scroll, recorder)
    }

    /// A quick upward drag of 150 points that ends while moving.
    func fling(_ window: UIWindow) {
        window.send(.pointerDown(CGPoint(x: 100, y: 400)))
        clock.advance(by: .milliseconds(16))
        window.send(.pointerMoved(CGPoint(x: 100, y: 380)))
        clock.advance(by: .milliseconds(16))
        window.send(.pointerMoved(CGPoint(x: 100, y: 300)))
        clock.advance(by: .milliseconds(16))
        window.send(.pointerMoved(CGPoint(x: 100, y: 250)))
        window.send(.pointerUp(CGPoint(x: 100, y: 250)))
    }

    @Test func aFlingTellsTheDelegateInUIKitsOrder() throws {
        let (window, scroll, recorder) = setUp()
        fling(window)
        #expect(scroll.isDecelerating)
        clock.advance(by: .seconds(3))
        #expect(
            recorder.events == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll",
                "didEndDecelerating",
            ])
        // The velocity is in points per millisecond; the proposed target is where the content came to rest.
        let velocity = try #require(recorder.velocities.first)
        #expect(velocity.y > 1 && velocity.y < 10)
        let proposed = try #require(recorder.proposedTargets.first)
        #expect(abs(proposed.y - scroll.contentOffset.y) < 1)
    }

    @Test func theDelegateCanChooseWhereTheContentStops() {
        let (window, scroll, recorder) = setUp()
        recorder.redirectTarget = CGPoint(x: 0, y: 1_000)
        fling(window)
        clock.advance(by: .seconds(5))
        #expect(scroll.contentOffset.y == 1_000)
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func releasingWithoutMovingDoesNotDecelerate() {
        let (window, scroll, recorder) = setUp()
        window.send(.pointerDown(CGPoint(x: 100, y: 400)))
        window.send(.pointerMoved(CGPoint(x: 100, y: 370)))
        clock.advance(by: .milliseconds(500))
        window.send(.pointerMoved(CGPoint(x: 100, y: 370)))
        window.send(.pointerUp(CGPoint(x: 100, y: 370)))
        #expect(!scroll.isDecelerating)
        #expect(recorder.events.suffix(2) == ["willEndDragging", "didEndDragging(false)"])
    }

    @Test func aFingerDownTracksAndStopsMovingContent() {
        let (window, scroll, _) = setUp()
        fling(window)
        #expect(scroll.isDecelerating)
        #expect(!scroll.isTracking)
        window.send(.pointerDown(CGPoint(x: 100, y: 300)))
        #expect(scroll.isTracking)
        #expect(!scroll.isDecelerating)
        let stopped = scroll.contentOffset
        clock.advance(by: .milliseconds(200))
        #expect(scroll.contentOffset == stopped)
        window.send(.pointerUp(CGPoint(x: 100, y: 300)))
        #expect(!scroll.isTracking)
    }

    @Test func alwaysBounceVerticalLetsShortContentBeDragged() {
        let (window, scroll, _) = setUp(contentHeight: 300)
        window.send(.pointerDown(CGPoint(x: 100, y: 100)))
        window.send(.pointerMoved(CGPoint(x: 100, y: 130)))
        window.send(.pointerMoved(CGPoint(x: 100, y: 200)))
        #expect(scroll.contentOffset.y == 0)  // nothing to scroll: the drag is not the scroll view's
        window.send(.pointerUp(CGPoint(x: 100, y: 200)))
        scroll.alwaysBounceVertical = true
        window.send(.pointerDown(CGPoint(x: 100, y: 100)))
        window.send(.pointerMoved(CGPoint(x: 100, y: 130)))
        window.send(.pointerMoved(CGPoint(x: 100, y: 200)))
        #expect(scroll.contentOffset.y < 0)
        window.send(.pointerUp(CGPoint(x: 100, y: 200)))
        clock.advance(by: .seconds(1))
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func draggingDismissesTheKeyboardOnDrag() {
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        let (window, scroll, _) = setUp()
        let field = Field(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        scroll.addSubview(field)
        field.becomeFirstResponder()
        scroll.keyboardDismissMode = .onDrag
        fling(window)
        #expect(window.firstResponder == nil)
    }

    // MARK: Content insets

    @Test func adjustmentBehavioursChooseTheSafeAreaEdges() {
        let window = UIWindow(device: .iPhone15)  // safe area: 59 top, 34 bottom
        let scroll = UIScrollView(frame: window.bounds)
        window.addSubview(scroll)
        scroll.contentSize = CGSize(width: 393, height: 300)
        #expect(scroll.adjustedContentInset == .zero)  // automatic: short content, no navigation controller
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset == .zero)
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0))
    }

    @Test func automaticAdjustsTheTopAndBottomInANavigationController() {
        final class ScrollController: UIViewController {
            let scroll = UIScrollView()
            override func loadView() { view = scroll }
        }
        let window = UIWindow(device: .iPhone15)
        let controller = ScrollController()
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.layoutIfNeeded()
        let scroll = controller.scroll
        scroll.contentSize = CGSize(width: 393, height: 100)
        #expect(scroll.safeAreaInsets.bottom == 34)  // below the bar, above the home indicator
        #expect(scroll.adjustedContentInset.bottom == 34)  // short content, adjusted all the same
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset.bottom == 0)
    }

    @Test func theDelegateHearsWhenTheAdjustedInsetChanges() {
        let (window, scroll, recorder) = setUp()
        scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(recorder.events == ["didChangeAdjustedContentInset"])
        withExtendedLifetime(window) {}
    }

    @Test func indicatorInsetsFollowTheSafeAreaAndTheirOwnInsets() {
        let window = UIWindow(device: .iPhone15)
        window.clock = clock
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 393, height: 3000)
        scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 4)
        window.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: -59)  // at the top, below the safe area
        scroll.flashScrollIndicators()
        // In the scroll view's bounds, which start at the content offset.
        let indicator = scroll.verticalIndicator.frame.offsetBy(dx: 0, dy: 59)
        #expect(indicator.minY == CGFloat(59 + 10 + 3))  // safe area, indicator inset, margin
        #expect(indicator.maxX == CGFloat(393 - 3 - 4))
        scroll.automaticallyAdjustsScrollIndicatorInsets = false
        scroll.layoutIndicators()
        #expect(scroll.verticalIndicator.frame.minY + 59 == CGFloat(10 + 3))
    }

    // MARK: Layout guides

    @Test func constraintsToTheContentLayoutGuideDefineTheContentSize() {
        let window = UIWindow(device: .iPhoneSE)
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        window.addSubview(scroll)
        let rows = (0..<12).map { index -> UIView in
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 80).isActive = true
            return row
        }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 375, height: 12 * 80 + 11 * 10 + 40))
        #expect(stack.frame == CGRect(x: 16, y: 20, width: 343, height: 12 * 80 + 11 * 10))
        // Scrolling moves the content, not the constraints: after another pass the stack is where it was.
        scroll.contentOffset.y = 300
        stack.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(stack.frame.minY == 20)
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 1110))
        // The content grows with its rows.
        rows[0].isHidden = true
        window.layoutIfNeeded()
        #expect(scroll.contentSize.height == CGFloat(11 * 80 + 10 * 10 + 40))
    }

    @Test func viewsPinnedToTheFrameLayoutGuideStayPutWhileTheContentScrolls() {
        let window = UIWindow(device: .iPhoneSE)
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 375, height: 3000)
        window.addSubview(scroll)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 325, y: 10, width: 40, height: 40))
        scroll.contentOffset.y = 500
        window.layoutIfNeeded()
        #expect(badge.frame.minY == 510)
        #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 325, y: 10, width: 40, height: 40))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 500, width: 375, height: 667))
    }
}
