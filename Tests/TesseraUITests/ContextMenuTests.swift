import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

@MainActor
private final class TextScreen: UIViewController, UIContextMenuInteractionDelegate {
    let source = UITextField(placeholder: "Source")
    let target = UITextField(placeholder: "Target")
    let card = UIView()
    var archived = 0

    override func loadView() {
        let root = UIView()
        source.text = "hello 你好"
        source.frame = CGRect(x: 20, y: 100, width: 300, height: 44)
        target.frame = CGRect(x: 20, y: 200, width: 300, height: 44)
        card.frame = CGRect(x: 20, y: 300, width: 300, height: 100)
        card.addInteraction(UIContextMenuInteraction(delegate: self))
        for view in [source, target, card] { root.addSubview(view) }
        view = root
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration { [weak self] _ in
            UIMenu(children: [UIAction(title: "Archive", attributes: .destructive) { _ in self?.archived += 1 }])
        }
    }
}

/// Context menus: the text menu (Cut, Copy, Paste, Select All) and a view's own, from the right
/// button or Shift+F10, driven with the keyboard (issue 15, defect 6).
@MainActor
@Suite struct ContextMenuTests {
    private func press(_ window: UIWindow, _ key: Key, _ modifiers: KeyModifiers = []) {
        window.send(.keyDown(key, modifiers: modifiers))
        window.send(.keyUp(key, modifiers: modifiers))
        window.layoutIfNeeded()
    }

    private func menuTitles(_ screen: UIViewController) -> [String] {
        screen.view.window?.openMenuItems.compactMap(\.accessibilityLabel) ?? []
    }

    @Test func textHasCutCopyPasteAndSelectAll() {
        let screen = TextScreen()
        let window = UIWindow(device: .iPhone15)
        window.clock = TestClock()
        window.rootViewController = screen
        window.layoutIfNeeded()

        window.send(.secondaryClick(CGPoint(x: 60, y: 120)))
        #expect(menuTitles(screen) == ["剪切 Cut", "拷贝 Copy", "粘贴 Paste", "全选 Select All"])
        press(window, .upArrow)  // round to Select All
        press(window, .returnKey)
        #expect(screen.presentedViewController == nil)
        window.send(.secondaryClick(CGPoint(x: 60, y: 120)))
        press(window, .downArrow)  // Copy
        press(window, .returnKey)
        #expect(window.clipboard.string == "hello 你好")

        window.send(.secondaryClick(CGPoint(x: 60, y: 220)))
        press(window, .downArrow)
        press(window, .downArrow)  // Paste
        press(window, .returnKey)
        #expect(screen.target.text == "hello 你好")

        window.send(.secondaryClick(CGPoint(x: 60, y: 220)))
        press(window, .escape)
        #expect(screen.presentedViewController == nil)
    }

    @Test func aViewsInteractionGivesItsMenuAlsoFromShiftF10() {
        let screen = TextScreen()
        let window = UIWindow(device: .iPhone15)
        window.clock = TestClock()
        window.rootViewController = screen
        window.layoutIfNeeded()
        window.send(.secondaryClick(CGPoint(x: 60, y: 320)))
        #expect(menuTitles(screen) == ["Archive"])
        press(window, .returnKey)
        #expect(screen.archived == 1)
        // Nothing under the pointer has a menu: none opens.
        #expect(!window.showContextMenu(at: CGPoint(x: 360, y: 700)))
        // Shift+F10 opens the focused field's menu.
        press(window, .tab)
        press(window, .function(10), .shift)
        #expect(menuTitles(screen).count == 4)
    }

    /// The backdrop behind the open menu: dimmed (40 % black) for a view's context menu, clear for
    /// a control's menu, as in UIKit.
    private func backdropAlpha(_ window: UIWindow) -> CGFloat? {
        window.subviews.compactMap { $0 as? PresentationContainerView }.last?.backdrop.backgroundColor?.alpha
    }

    @Test func aViewsContextMenuDimsTheWindowButAControlsMenuDoesNot() {
        let screen = TextScreen()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 500, width: 120, height: 44)
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        let window = UIWindow(device: .iPhone15)
        window.clock = TestClock()
        window.rootViewController = screen
        screen.view.addSubview(button)
        window.layoutIfNeeded()
        window.send(.secondaryClick(CGPoint(x: 60, y: 320)))
        #expect(menuTitles(screen) == ["Archive"])
        #expect(abs((backdropAlpha(window) ?? 0) - 0.4) < 0.01)
        press(window, .escape)
        window.send(.secondaryClick(CGPoint(x: 60, y: 520)))
        #expect(menuTitles(screen) == ["One"])
        #expect(backdropAlpha(window) == 0)
    }
}
