import Foundation
import Testing
import UIKit

/// A navigation controller's toolbar, set up as iOS code sets it up.
@Suite("UIToolbar and toolbarItems as iOS code uses them")
@MainActor
struct ToolbarUIKitTests {
    @Test func theTopScreensItemsShowUnderItAndSpacesShareTheWidth() {
        let window = UIWindow(device: .iPhone15)
        let inbox = UIViewController()
        var deleted = 0
        let trash = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { _ in deleted += 1 })
        let compose = UIBarButtonItem(systemItem: .compose)
        inbox.toolbarItems = [trash, .flexibleSpace(), compose]
        let navigation = UINavigationController(rootViewController: inbox)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(navigation.isToolbarHidden)
        #expect(navigation.toolbar.isHidden)
        let fullHeight = inbox.view.frame.height

        navigation.isToolbarHidden = false
        window.layoutIfNeeded()
        let toolbar: UIToolbar = navigation.toolbar
        #expect(!toolbar.isHidden)
        #expect(toolbar.frame.maxY == navigation.view.bounds.maxY)
        #expect(toolbar.frame.height == 44 + window.safeAreaInsets.bottom)
        #expect(inbox.view.frame.maxY == toolbar.frame.minY)  // the screen ends above the toolbar
        #expect(inbox.view.frame.height < fullHeight)
        #expect(toolbar.buttons.count == 2)  // the space has no button
        #expect(toolbar.buttons[0].frame.minX == 8)
        #expect(toolbar.buttons[1].frame.maxX == toolbar.bounds.width - 8)  // pushed right by the space

        toolbar.buttons[0].sendActions(for: .touchUpInside)
        #expect(deleted == 1)

        let message = UIViewController()
        message.toolbarItems = [
            .fixedSpace(20), UIBarButtonItem(title: "Reply", image: nil, primaryAction: nil, menu: nil),
        ]
        navigation.pushViewController(message, animated: false)
        window.layoutIfNeeded()
        #expect(toolbar.items?.count == 2)
        #expect(toolbar.buttons.map { $0.title(for: .normal) } == ["Reply"])
        #expect(abs(toolbar.buttons[0].frame.minX - (8 + 20 + 8)) < 0.01)

        message.setToolbarItems([], animated: true)  // the top screen changes its items: the bar follows
        #expect(toolbar.buttons.isEmpty)
        navigation.popViewController(animated: false)
        #expect(toolbar.buttons.count == 2)

        navigation.setToolbarHidden(true, animated: true)
        window.layoutIfNeeded()
        #expect(inbox.view.frame.height == fullHeight)
    }
}
