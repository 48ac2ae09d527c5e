import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct PageControlTests {
    /// Five pages in a 200-point control at (20, 100): the left half is x 20…120.
    func setUp() -> (UIWindow, UIPageControl, ControlEventLog) {
        let window = UIWindow(device: .iPhoneSE)
        let pages = UIPageControl(frame: CGRect(x: 20, y: 100, width: 200, height: 26))
        pages.numberOfPages = 5
        window.addSubview(pages)
        let log = ControlEventLog()
        pages.addAction(
            UIAction { action in log.events.append(String((action.sender as! UIPageControl).currentPage)) },
            for: .valueChanged)
        return (window, pages, log)
    }

    func tap(_ window: UIWindow, x: CGFloat) {
        window.send(.pointerDown(CGPoint(x: x, y: 113)))
        window.send(.pointerUp(CGPoint(x: x, y: 113)))
    }

    @Test func tapsOnTheRightHalfStepForwardAndOnTheLeftHalfBack() {
        let (window, pages, log) = setUp()
        tap(window, x: 200)
        tap(window, x: 200)
        #expect(pages.currentPage == 2)
        tap(window, x: 40)
        #expect(pages.currentPage == 1)
        #expect(log.events == ["1", "2", "1"])
        #expect(pages.accessibilityValue == "Page 2 of 5")
    }

    @Test func tapsPastEitherEndDoNothing() {
        let (window, pages, log) = setUp()
        tap(window, x: 40)
        #expect(pages.currentPage == 0)
        pages.currentPage = 4
        tap(window, x: 200)
        #expect(pages.currentPage == 4)
        #expect(log.events.isEmpty)
    }

    @Test func aDisabledPageControlIgnoresTaps() {
        let (window, pages, log) = setUp()
        pages.isEnabled = false
        tap(window, x: 200)
        #expect(pages.currentPage == 0)
        #expect(log.events.isEmpty)
    }

    @Test func currentPageClampsAndFollowsThePageCount() {
        let (_, pages, log) = setUp()
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.currentPage = -3
        #expect(pages.currentPage == 0)
        pages.currentPage = 4
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.numberOfPages = 0
        #expect(pages.currentPage == 0)
        #expect(pages.accessibilityValue == nil)
        #expect(log.events.isEmpty)
    }

    @Test func dotsAreSixteenPointsApartAndCentred() {
        let (_, pages, _) = setUp()
        #expect(pages.indicatorCenter(forPage: 0) == CGPoint(x: 68, y: 13))
        #expect(pages.indicatorCenter(forPage: 4) == CGPoint(x: 132, y: 13))
        #expect(pages.intrinsicContentSize == CGSize(width: 5 * 16 + 24, height: 26))
        #expect(pages.accessibilityTraits.contains(.adjustable))
    }

    @Test func aSinglePageCanHideAndLetTapsThrough() {
        let (window, pages, _) = setUp()
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        #expect(window.hitTest(CGPoint(x: 100, y: 113), with: nil) === window)
        pages.hidesForSinglePage = false
        #expect(window.hitTest(CGPoint(x: 100, y: 113), with: nil) === pages)
    }

    @Test func accessibilityStepsPages() {
        let (_, pages, log) = setUp()
        pages.accessibilityIncrement()
        pages.accessibilityIncrement()
        pages.accessibilityDecrement()
        #expect(pages.currentPage == 1)
        #expect(log.events == ["1", "2", "1"])
    }

    @Test func galleryLight() {
        assertSnapshot(of: gallery(), appearance: .light)
    }

    @Test func galleryDark() {
        assertSnapshot(of: gallery(), appearance: .dark)
    }

    /// Page 1 of 5, page 3 of 5 in custom colours, and disabled.
    func gallery() -> UIView {
        let controls = (0..<3).map { _ in UIPageControl() }
        for control in controls { control.numberOfPages = 5 }
        controls[1].currentPage = 2
        controls[1].currentPageIndicatorTintColor = .systemBlue
        controls[1].pageIndicatorTintColor = UIColor.systemBlue.withAlphaComponent(0.25)
        controls[2].currentPage = 4
        controls[2].isEnabled = false
        for control in controls { control.frame.size = control.intrinsicContentSize }
        return SnapshotFixtures.column(controls, width: controls[0].frame.width)
    }
}
