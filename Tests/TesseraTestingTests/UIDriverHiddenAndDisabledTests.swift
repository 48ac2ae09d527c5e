import Foundation
import TesseraCore
import TesseraTesting
import TesseraUI
import Testing

/// A hidden view, a view outside the window and a disabled control make actions throw an error
/// that says so, where a hidden button read as "No view matches" and a disabled one swallowed taps.
@MainActor
@Suite struct UIDriverHiddenAndDisabledTests {
    /// A window whose root holds a panel holding an "Add" button, and a driver of it.
    private func makeScreen() -> (root: UIView, panel: UIView, add: UIButton, taps: Counter, driver: UIDriver) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        let root = UIView(frame: window.bounds)
        window.rootView = root
        let panel = UIView(frame: CGRect(x: 0, y: 80, width: 375, height: 200))
        panel.accessibilityIdentifier = "panel"
        let add = UIButton(type: .system)
        add.setTitle("Add", for: .normal)
        add.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        let taps = Counter()
        add.addAction(UIAction { _ in taps.value += 1 }, for: .touchUpInside)
        panel.addSubview(add)
        root.addSubview(panel)
        return (root, panel, add, taps, UIDriver(window: window))
    }

    @Test func tappingAHiddenButtonThrowsHidden() throws {
        let (_, _, add, taps, driver) = makeScreen()
        add.isHidden = true
        let error = UIDriverError.hidden(path: "UIView › UIView › UIButton \"Add\"", hiddenAncestor: nil)
        #expect(throws: error) { try driver.tap(label: "Add") }
        #expect(throws: error) { try driver.tap(add) }
        #expect(
            error.description
                == "UIView › UIView › UIButton \"Add\" is hidden (isHidden is true or alpha is below 0.01)")
        #expect(taps.value == 0)
    }

    @Test func aButtonInATransparentPanelIsHiddenByThePanel() throws {
        let (_, panel, _, taps, driver) = makeScreen()
        panel.alpha = 0
        let error = UIDriverError.hidden(
            path: "UIView › UIView › UIButton \"Add\"", hiddenAncestor: "UIView › UIView \"panel\"")
        #expect(throws: error) { try driver.tap(label: "Add") }
        #expect(
            error.description
                == "UIView › UIView › UIButton \"Add\" is inside UIView › UIView \"panel\", which is hidden "
                + "(isHidden is true or alpha is below 0.01)")
        #expect(taps.value == 0)
    }

    @Test func aQueryMatchingOnlyAViewOutsideTheWindowThrowsOffScreen() throws {
        let (_, _, add, _, driver) = makeScreen()
        add.frame.origin.x = 500
        #expect(throws: UIDriverError.offScreen(path: "UIView › UIView › UIButton \"Add\"")) {
            try driver.tap(label: "Add")
        }
        #expect(throws: UIDriverError.noMatch(query: "label \"Remove\"")) { try driver.tap(label: "Remove") }
    }

    @Test func tappingADisabledButtonThrowsNotEnabledAndSendsNothing() throws {
        let (_, _, add, taps, driver) = makeScreen()
        add.isEnabled = false
        let error = UIDriverError.notEnabled(path: "UIView › UIView › UIButton \"Add\"")
        #expect(throws: error) { try driver.tap(label: "Add") }
        #expect(throws: error) { try driver.doubleTap(add) }
        #expect(throws: error) { try driver.longPress(add) }
        #expect(throws: error) { try driver.tap(add, at: CGPoint(x: 10, y: 10)) }
        #expect(error.description == "UIView › UIView › UIButton \"Add\" is disabled (isEnabled is false)")
        add.isEnabled = true
        try driver.tap(label: "Add")
        #expect(taps.value == 1)
    }

    @Test func aViewInsideADisabledControlIsDisabledWithIt() throws {
        let (root, _, _, _, driver) = makeScreen()
        let control = UIControl(frame: CGRect(x: 20, y: 400, width: 200, height: 60))
        control.accessibilityIdentifier = "card"
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        control.addSubview(badge)
        root.addSubview(control)
        control.isEnabled = false
        #expect(throws: UIDriverError.notEnabled(path: "UIView › UIControl \"card\"")) { try driver.tap(badge) }
    }

    @Test func hoveringADisabledButtonIsAllowed() throws {
        let (_, _, add, _, driver) = makeScreen()
        add.isEnabled = false
        try driver.hover(add)
        #expect(driver.pointerLocation == CGPoint(x: 70, y: 122))
    }
}
