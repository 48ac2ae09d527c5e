import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

/// A screen with views placed top to bottom, for the focus tests.
@MainActor
private final class ColumnScreen: UIViewController {
    let items: [UIView]
    init(_ items: [UIView]) {
        self.items = items
        super.init(nibName: nil, bundle: nil)
    }
    override func loadView() {
        let column = UIView()
        column.backgroundColor = .white
        for (index, item) in items.enumerated() {
            item.frame = CGRect(x: 20, y: 60 + CGFloat(index) * 60, width: 200, height: 44)
            column.addSubview(item)
        }
        view = column
    }
}

@MainActor
private final class DismissalDelegate: UIAdaptivePresentationControllerDelegate {
    var attempts = 0
    var didDismiss = 0
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { attempts += 1 }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { didDismiss += 1 }
}

@MainActor
private final class Rows: UITableViewDataSource, UITableViewDelegate {
    var count = 60
    var selected: [IndexPath] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        count -= 1
        tableView.reloadData()
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// Keyboard focus, the focus ring, focus scopes, Escape and key commands (issue 15, defects 3 and 6).
@MainActor
@Suite struct KeyboardNavigationTests {
    private func window(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(device: .iPhone15)
        window.clock = TestClock()
        window.rootViewController = root
        window.layoutIfNeeded()
        return window
    }

    private func press(_ window: UIWindow, _ key: Key, _ modifiers: KeyModifiers = []) {
        window.send(.keyDown(key, modifiers: modifiers))
        window.send(.keyUp(key, modifiers: modifiers))
        window.layoutIfNeeded()
    }

    @Test func tabReachesEveryControlNotOnlyTextFields() {
        let field = UITextField(placeholder: "Name")
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let toggle = UISwitch()
        let disabled = UIButton(type: .system)
        disabled.isEnabled = false
        let window = window(ColumnScreen([field, button, toggle, disabled]))
        var visited: [UIView] = []
        for _ in 0..<4 {
            press(window, .tab)
            visited.append(window.focusedView!)
        }
        #expect(visited.map(ObjectIdentifier.init) == [field, button, toggle, field].map(ObjectIdentifier.init))
        press(window, .tab, .shift)
        #expect(window.focusedView === toggle)
        #expect(window.firstResponder == nil)
    }

    @Test func returnAndSpaceActivateTheFocusedControl() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let toggle = UISwitch()
        let window = window(ColumnScreen([button, toggle]))
        press(window, .tab)
        press(window, .returnKey)
        press(window, .space)
        #expect(taps == 2)
        press(window, .tab)
        press(window, .space)
        #expect(toggle.isOn)
    }

    @Test func theFocusRingShowsAfterTabAndGoesWithThePointer() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let window = window(ColumnScreen([button]))
        let plain = window.renderBitmap(scale: 1)
        press(window, .tab)
        #expect(window.focusRingView === button)
        let ringed = window.renderBitmap(scale: 1)
        // Just outside the button's left edge (x 20), at its middle: the ring, in the tint colour.
        let ring = ringed.rgba(atX: 17, y: 82)
        #expect(plain.rgba(atX: 17, y: 82) == [255, 255, 255, 255])
        #expect(ring != [255, 255, 255, 255])
        #expect(ring[2] > ring[0])  // system blue
        window.send(.pointerDown(CGPoint(x: 300, y: 700)))
        window.send(.pointerUp(CGPoint(x: 300, y: 700)))
        #expect(window.focusRingView == nil)
        #expect(window.renderBitmap(scale: 1) == plain)
    }

    @Test func focusStaysInsideAPresentedControllerAndComesBack() {
        let behind = UITextField(placeholder: "Behind")
        let root = ColumnScreen([behind])
        let window = window(root)
        press(window, .tab)
        #expect(window.firstResponder === behind)
        let first = UITextField(placeholder: "First")
        let second = UITextField(placeholder: "Second")
        let sheet = ColumnScreen([first, second])
        root.present(sheet, animated: false)
        #expect(window.firstResponder == nil)
        #expect(window.focusOrder.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        press(window, .tab)
        press(window, .tab)
        #expect(window.firstResponder === second)
        press(window, .tab)
        #expect(window.firstResponder === first)
        sheet.dismiss(animated: false)
        #expect(window.firstResponder === behind)
    }

    @Test func escapeDismissesAPresentedControllerUnlessItIsModalInPresentation() {
        let root = ColumnScreen([])
        let window = window(root)
        let sheet = ColumnScreen([UITextField(placeholder: "Draft")])
        let delegate = DismissalDelegate()
        sheet.presentationController?.delegate = delegate
        sheet.isModalInPresentation = true
        root.present(sheet, animated: false)
        press(window, .tab)
        press(window, .escape)
        #expect(root.presentedViewController === sheet)
        #expect(delegate.attempts == 1)
        window.send(.backButton)
        #expect(delegate.attempts == 2)
        sheet.isModalInPresentation = false
        press(window, .escape)
        window.layoutIfNeeded()
        (window.clock as! TestClock).advance(by: .seconds(1))
        #expect(root.presentedViewController == nil)
        #expect(delegate.didDismiss == 1)
    }

    @Test func escapeAltLeftAndTheBackButtonPop() {
        let navigation = UINavigationController(rootViewController: ColumnScreen([]))
        let window = window(navigation)
        let clock = window.clock as! TestClock
        for back in [InputEvent.keyDown(.escape), .keyDown(.leftArrow, modifiers: .option), .backButton] {
            navigation.pushViewController(ColumnScreen([]), animated: false)
            #expect(navigation.viewControllers.count == 2)
            window.send(back)
            clock.advance(by: .seconds(1))
            #expect(navigation.viewControllers.count == 1, "\(back)")
        }
    }

    @Test func keyCommandsRunInnermostFirstAndAreListedInOnePlace() {
        let screen = ColumnScreen([UITextField(placeholder: "Text")])
        let window = window(screen)
        var log: [String] = []
        screen.addKeyCommand(
            UIKeyCommand(title: "New", input: "n", modifierFlags: .control) { _ in log.append("screen") })
        window.addKeyCommand(
            UIKeyCommand(title: "New Window", input: "n", modifierFlags: .control) { _ in log.append("window") })
        window.addKeyCommand(
            UIKeyCommand(title: "Quit", input: "q", modifierFlags: .control) { _ in log.append("quit") })
        press(window, .character("n"), .control)
        press(window, .tab)  // into the text field: its chain reaches the screen too
        press(window, .character("q"), .control)
        press(window, .character("n"), [.control, .shift])
        #expect(log == ["screen", "quit"])
        #expect(window.availableKeyCommands.map(\.title) == ["New", "Quit"])
        #expect(window.availableKeyCommands.map(\.shortcutDescription) == ["Ctrl+N", "Ctrl+Q"])
    }

    @Test func aFocusedListMovesWithArrowsPagesHomeAndEndAndSelectsAndDeletes() {
        let rows = Rows()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = rows
        table.delegate = rows
        let screen = ColumnScreen([])
        let window = window(screen)
        table.frame = CGRect(x: 0, y: 100, width: 393, height: 500)
        screen.view.addSubview(table)
        window.layoutIfNeeded()
        press(window, .tab)
        #expect(window.focusedView === table)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        press(window, .downArrow)
        press(window, .downArrow)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 2, section: 0))
        press(window, .pageDown)
        let paged = table.indexPathForFocusedRow!.row
        #expect(paged > 6 && paged < 14)  // about one screen of 44-point rows further
        press(window, .end)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 59, section: 0))
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 59, section: 0)) == true)
        #expect(window.focusRingView === table.cellForRow(at: IndexPath(row: 59, section: 0)))
        press(window, .home)
        #expect(table.contentOffset.y == 0)
        press(window, .returnKey)
        #expect(rows.selected == [IndexPath(row: 0, section: 0)])
        press(window, .deleteForward)
        #expect(rows.count == 59)
    }

    @Test func scrollingKeysScrollTheScreensScrollViewWhenNothingIsFocused() {
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        let screen = ColumnScreen([])
        let window = window(screen)
        scrollView.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        screen.view.addSubview(scrollView)
        window.layoutIfNeeded()
        press(window, .downArrow)
        #expect(scrollView.contentOffset.y == 40)
        press(window, .pageDown)
        #expect(scrollView.contentOffset.y > 600)
        press(window, .end)
        #expect(scrollView.contentOffset.y == scrollView.maximumContentOffset.y)
        press(window, .home)
        #expect(scrollView.contentOffset.y == scrollView.minimumContentOffset.y)
    }
}
