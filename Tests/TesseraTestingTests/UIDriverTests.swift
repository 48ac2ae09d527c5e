import Foundation
import TesseraCore
import TesseraTesting
import TesseraUI
import Testing

/// Records the tap count of every touch that begins on it.
@MainActor
final class TouchRecorder: UIView {
    var tapCounts: [Int] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { tapCounts += touches.map(\.tapCount) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

@MainActor
@Suite struct UIDriverTests {
    let clock = TestClock()

    /// An iPhone SE window on the test clock with an empty root view.
    func makeWindow() -> (UIWindow, UIView, UIDriver) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let root = UIView(frame: window.bounds)
        window.rootView = root
        return (window, root, UIDriver(window: window))
    }

    func button(_ title: String, _ frame: CGRect, in root: UIView, count: Counter) -> UIButton {
        let button = UIButton(frame: frame)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in count.value += 1 }, for: .touchUpInside)
        root.addSubview(button)
        return button
    }

    // MARK: Taps

    @Test func tapByLabelSendsTouchUpInsideOnce() throws {
        let (_, root, driver) = makeWindow()
        let saves = Counter()
        let cancels = Counter()
        _ = button("Save", CGRect(x: 20, y: 100, width: 100, height: 44), in: root, count: saves)
        _ = button("Cancel", CGRect(x: 140, y: 100, width: 100, height: 44), in: root, count: cancels)
        try driver.tap(label: "Save")
        #expect(saves.value == 1)
        #expect(cancels.value == 0)
    }

    @Test func tapByIdentifierFindsTheView() throws {
        let (_, root, driver) = makeWindow()
        let count = Counter()
        let button = button("", CGRect(x: 20, y: 100, width: 44, height: 44), in: root, count: count)
        button.accessibilityIdentifier = "compose"
        try driver.tap(identifier: "compose")
        #expect(count.value == 1)
    }

    @Test func aCoveredButtonIsNotHittableAndNamesTheCover() throws {
        let (_, root, driver) = makeWindow()
        let count = Counter()
        _ = button("Save", CGRect(x: 20, y: 100, width: 100, height: 44), in: root, count: count)
        let sheet = UIView(frame: CGRect(x: 0, y: 90, width: 375, height: 200))
        sheet.accessibilityIdentifier = "sheet"
        root.addSubview(sheet)
        #expect(
            throws: UIDriverError.notHittable(
                path: "UIView › UIButton \"Save\"", coveredBy: "UIView › UIView \"sheet\"")
        ) {
            try driver.tap(label: "Save")
        }
        #expect(count.value == 0)
    }

    @Test func aTapOnAPartlyCoveredViewLandsOnItsVisiblePart() throws {
        let (_, root, driver) = makeWindow()
        let recorder = TouchRecorder(frame: CGRect(x: 0, y: 600, width: 375, height: 200))  // 67 points show
        root.addSubview(recorder)
        try driver.tap(recorder)
        #expect(recorder.tapCounts == [1])
    }

    @Test func tapAtAPointNeedsOnlyThatPointUncovered() throws {
        let (_, root, driver) = makeWindow()
        let recorder = TouchRecorder(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        root.addSubview(recorder)
        root.addSubview(UIView(frame: CGRect(x: 100, y: 130, width: 40, height: 40)))  // over the centre
        #expect(throws: UIDriverError.notHittable(path: "UIView › TouchRecorder", coveredBy: "UIView › UIView")) {
            try driver.tap(recorder)
        }
        try driver.tap(recorder, at: CGPoint(x: 20, y: 50))
        #expect(recorder.tapCounts == [1])
        #expect(throws: UIDriverError.notHittable(path: "UIView › TouchRecorder", coveredBy: nil)) {
            try driver.tap(recorder, at: CGPoint(x: 250, y: 50))  // outside its bounds
        }
    }

    @Test func aViewOutsideTheWindowThrowsNotInWindow() {
        let (_, _, driver) = makeWindow()
        let loose = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(throws: UIDriverError.notInWindow(path: "UIButton")) { try driver.tap(loose) }
    }

    @Test func twoTapsInARowStaySingleTaps() throws {
        let (_, root, driver) = makeWindow()
        let recorder = TouchRecorder(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        root.addSubview(recorder)
        try driver.tap(recorder)
        try driver.tap(recorder)
        #expect(recorder.tapCounts == [1, 1])
    }

    @Test func doubleTapCountsTwoAndFiresADoubleTapRecognizer() throws {
        let (_, root, driver) = makeWindow()
        let recorder = TouchRecorder(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        var recognized = 0
        recorder.addGestureRecognizer(UITapGestureRecognizer(numberOfTapsRequired: 2) { _ in recognized += 1 })
        root.addSubview(recorder)
        try driver.doubleTap(recorder)
        #expect(recognized == 1)
    }

    @Test func longPressHoldsOnTheTestClock() throws {
        let (_, root, driver) = makeWindow()
        let target = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        var began: Duration?
        target.addGestureRecognizer(
            UILongPressGestureRecognizer { [clock] recognizer in
                if recognizer.state == .began { began = clock.now }
            })
        root.addSubview(target)
        let start = clock.now
        try driver.longPress(target, duration: .seconds(1))
        #expect(began == start + .milliseconds(500))
        #expect(clock.now >= start + .seconds(1))
    }

    // MARK: Text

    @Test func typeFocusesByPlaceholderAndSendsOneEditPerCharacter() throws {
        let (_, root, driver) = makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34), placeholder: "Name")
        var edits = 0
        field.addAction(UIAction { _ in edits += 1 }, for: .editingChanged)
        root.addSubview(field)
        try driver.type("Zoë 李", into: .text("Name"))
        #expect(field.text == "Zoë 李")
        #expect(edits == 5)
        #expect(field.isFirstResponder)
    }

    @Test func typeAppendsAfterExistingText() throws {
        let (_, root, driver) = makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34), text: "Hello")
        root.addSubview(field)
        try driver.type(", world", into: field)
        #expect(field.text == "Hello, world")
    }

    @Test func returnEndsEditingAndTabMovesFocus() throws {
        let (_, root, driver) = makeWindow()
        let first = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34), placeholder: "First")
        let second = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34), placeholder: "Second")
        var endedOnExit = 0
        first.addAction(UIAction { _ in endedOnExit += 1 }, for: .editingDidEndOnExit)
        root.addSubview(first)
        root.addSubview(second)
        try driver.type("a", into: first)
        try driver.pressKey(.tab)
        #expect(second.isFirstResponder)
        try driver.type("b")
        #expect(second.text == "b")
        try driver.type("c", into: first)
        try driver.pressKey(.returnKey)
        #expect(endedOnExit == 1)
        #expect(!first.isFirstResponder)
        #expect(first.text == "ac")
    }

    @Test func clearTextEmptiesTheField() throws {
        let (_, root, driver) = makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34), text: "Old value")
        field.accessibilityIdentifier = "title"
        root.addSubview(field)
        try driver.clearText(in: .identifier("title"))
        #expect(field.text == "")
        try driver.type("New", into: field)
        #expect(field.text == "New")
    }

    @Test func aDisabledFieldIsNotFocusable() {
        let (_, root, driver) = makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34), placeholder: "Locked")
        field.isEnabled = false
        root.addSubview(field)
        #expect(throws: UIDriverError.notFocusable(path: "UIView › UITextField \"Locked\"")) {
            try driver.type("x", into: field)
        }
        #expect(field.text == "")
    }

    // MARK: Time

    @Test func waitForAdvancesFrameByFrameUntilTheConditionHolds() throws {
        let (_, _, driver) = makeWindow()
        var fired = false
        let timer = clock.oneShotTimer(after: .milliseconds(90)) { _ in fired = true }
        try driver.waitFor("the timer") { fired }
        #expect(fired)
        #expect(clock.now == UIDriver.frameDuration * 6)  // the first frame at or after 0.09 s
        timer.cancel()
    }

    @Test func waitForReturnsAtOnceWhenTheConditionAlreadyHolds() throws {
        let (_, _, driver) = makeWindow()
        try driver.waitFor { true }
        #expect(clock.now == .zero)
    }

    @Test func waitForTimesOutWithTheConditionsName() {
        let (_, _, driver) = makeWindow()
        #expect(throws: UIDriverError.timedOut(condition: "a miracle", after: .seconds(1))) {
            try driver.waitFor("a miracle", timeout: .seconds(1)) { false }
        }
        #expect(clock.now == .seconds(1))
    }

    @Test func waitForAQueryReturnsTheViewOnceItAppears() throws {
        let (_, root, driver) = makeWindow()
        let timer = clock.oneShotTimer(after: .milliseconds(250)) { _ in
            root.addSubview(UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30), text: "Saved"))
        }
        let label = try driver.waitFor(.text("Saved"))
        #expect((label as? UILabel)?.text == "Saved")
        #expect(clock.now >= .milliseconds(250))
        timer.cancel()
    }

    @Test func settleRunsAnimationsToTheEnd() throws {
        let (window, root, driver) = makeWindow()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(card)
        UIView.animate(withDuration: 0.3) { card.frame.origin.y = 200 }
        #expect(window.animator.isAnimating)
        try driver.settle()
        #expect(!window.animator.isAnimating)
        // 18 frames of 1/60 s end a few attoseconds short of 0.3 s, which the animator counts as done.
        #expect(clock.now >= UIDriver.frameDuration * 18)
        #expect(clock.now <= UIDriver.frameDuration * 20)
    }

    @Test func settleOnAQuietWindowTakesOneFrame() throws {
        let (_, _, driver) = makeWindow()
        try driver.settle()
        #expect(clock.now == UIDriver.frameDuration)
    }

    @Test func withoutATestClockTapsStillDeliverAndNothingSettles() throws {
        let window = UIWindow(device: .iPhoneSE)  // on the system clock
        let count = Counter()
        let save = button("Save", CGRect(x: 20, y: 100, width: 100, height: 44), in: window, count: count)
        let driver = UIDriver(window: window)
        #expect(driver.clock == nil)
        try driver.tap(save)
        try driver.settle()
        #expect(count.value == 1)
    }
}

/// A shared counter for action closures.
@MainActor
final class Counter {
    var value = 0
}
