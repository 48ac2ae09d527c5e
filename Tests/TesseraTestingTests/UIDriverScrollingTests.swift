import Foundation
import TesseraCore
import TesseraTesting
import TesseraUI
import Testing

/// Counts the wheel events that reach it before passing them on.
@MainActor
final class WheelCountingScrollView: UIScrollView {
    var wheelEvents = 0
    override func scrollWheel(delta: CGSize, at location: CGPoint) -> Bool {
        wheelEvents += 1
        return super.scrollWheel(delta: delta, at: location)
    }
}

@MainActor
@Suite struct UIDriverScrollingTests {
    let clock = TestClock()

    /// A 400-point scroll view at y = 100 holding 40 buttons, 100 points apart.
    func makeList() -> (window: UIWindow, scroll: WheelCountingScrollView, driver: UIDriver, taps: Counter) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let root = UIView(frame: window.bounds)
        window.rootView = root
        let scroll = WheelCountingScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375, height: 4_000)
        let taps = Counter()
        for index in 0..<40 {
            let button = UIButton(frame: CGRect(x: 20, y: CGFloat(index) * 100 + 28, width: 200, height: 44))
            button.setTitle("Item \(index)", for: .normal)
            button.addAction(UIAction { _ in taps.value = index }, for: .touchUpInside)
            scroll.addSubview(button)
        }
        root.addSubview(scroll)
        return (window, scroll, UIDriver(window: window), taps)
    }

    @Test func tapScrollsAButtonBelowIntoViewFirst() throws {
        let (_, scroll, driver, taps) = makeList()
        try driver.tap(label: "Item 30")
        #expect(taps.value == 30)
        // The least movement: the button's bottom edge (3,072) meets the visible bottom (400).
        #expect(scroll.contentOffset.y == 2_672)
        #expect(scroll.wheelEvents == 8)  // 2,672 points in steps of at most 360
    }

    @Test func scrollToAViewAboveMovesBackUp() throws {
        let (_, scroll, driver, _) = makeList()
        scroll.contentOffset = CGPoint(x: 0, y: 3_000)
        try driver.scroll(to: driver.find(.text("Item 2")))
        #expect(scroll.contentOffset.y == 228)
    }

    @Test func aViewAlreadyShowingDoesNotScroll() throws {
        let (_, scroll, driver, taps) = makeList()
        try driver.tap(label: "Item 1")
        #expect(taps.value == 1)
        #expect(scroll.contentOffset.y == 0)
        #expect(scroll.wheelEvents == 0)
    }

    @Test func aScrollViewThatCannotScrollLeavesTheViewOffScreen() {
        let (_, scroll, driver, _) = makeList()
        scroll.isScrollEnabled = false
        #expect(throws: UIDriverError.offScreen(path: "UIView › WheelCountingScrollView › UIButton[21] \"Item 20\"")) {
            try driver.tap(label: "Item 20")
        }
    }

    @Test func theEventBudgetBoundsScrolling() {
        let (_, scroll, driver, _) = makeList()
        driver.maximumScrollEvents = 3
        #expect(throws: UIDriverError.offScreen(path: "UIView › WheelCountingScrollView › UIButton[36] \"Item 35\"")) {
            try driver.tap(label: "Item 35")
        }
        #expect(scroll.wheelEvents == 3)
    }

    @Test func nestedScrollViewsScrollInnermostFirstThenTheOuter() throws {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let outer = UIScrollView(frame: window.bounds)
        outer.contentInsetAdjustmentBehavior = .never
        outer.contentSize = CGSize(width: 375, height: 2_000)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 1_200, width: 375, height: 300))
        inner.contentInsetAdjustmentBehavior = .never
        inner.contentSize = CGSize(width: 375, height: 1_000)
        let label = UILabel(frame: CGRect(x: 20, y: 800, width: 200, height: 30), text: "Deep")
        inner.addSubview(label)
        outer.addSubview(inner)
        window.rootView = outer
        let driver = UIDriver(window: window)
        try driver.scroll(to: label)
        #expect(inner.contentOffset.y == 530)  // the label's bottom (830) at the inner view's (300)
        let shown = label.convert(label.bounds, to: window)
        #expect(window.bounds.contains(shown))
    }

    @Test func scrollByOneWheelEvent() throws {
        let (_, scroll, driver, _) = makeList()
        try driver.scroll(scroll, by: CGSize(width: 0, height: 120))
        #expect(scroll.contentOffset.y == 120)
        #expect(scroll.wheelEvents == 1)
    }
}
