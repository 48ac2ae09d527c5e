import TesseraCore
import TesseraLayout
import TesseraTesting
import Testing
import UIKit

/// A classic split view's delegate that shows primary controllers itself.
final class ShowingRecorder: UISplitViewControllerDelegate {
    var shown: [UIViewController] = []
    func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool {
        shown.append(vc)
        return true
    }
}

// A triple-column split view without a supplementary controller, columns replaced while collapsed,
// `show(_:sender:)` from inside a split view, and a split view put inside a column's own view.
@MainActor
@Suite struct SplitViewControllerColumnsUIKitTests {
    let list = SplitNoteListController()

    func makeWindow(_ device: DevicePreset, root: UIViewController) -> (UIWindow, UIDriver) {
        let window = UIWindow(device: device)
        window.clock = TestClock()
        window.rootViewController = root
        window.layoutIfNeeded()
        return (window, UIDriver(window: window))
    }

    /// The frames in the window of the views of `controllers` that are in it.
    func frames(_ controllers: [UIViewController?]) -> [CGRect] {
        controllers.compactMap { controller in
            guard let view = controller?.viewIfLoaded, view.window != nil else { return nil }
            return view.convert(view.bounds, to: nil)
        }
    }

    @Test func aTripleColumnSplitViewWithoutASupplementaryLaysOutAsADoubleColumnOne() throws {
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(list, for: .primary)
        let note = SplitNoteController("Milk")
        split.setViewController(note, for: .secondary)
        let (window, _) = makeWindow(.desktop, root: split)
        window.frame = CGRect(x: 0, y: 0, width: 900, height: 800)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(list.view.window != nil)
        #expect(
            frames([list.navigationController, note.navigationController]) == [
                CGRect(x: 0, y: 0, width: 320, height: 800), CGRect(x: 320, y: 0, width: 580, height: 800),
            ])
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
        split.show(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(list.view.window != nil)
        // Given a supplementary controller, it has three columns again.
        window.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
        let folders = SplitNoteController("Folders")
        split.setViewController(folders, for: .supplementary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(
            frames([list.navigationController, folders.navigationController, note.navigationController]).map(\.minX)
                == [0, 320, 640])
    }

    @Test func replacingTheListWhileCollapsedRetitlesTheNotesBackButton() throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        let note = SplitNoteController("Milk")
        split.setViewController(note, for: .secondary)
        let (window, driver) = makeWindow(.iPhone15, root: split)
        #expect(note.navigationItem.leftBarButtonItems.first?.title == "Notes")
        let folders = SplitNoteController("Folders")
        split.setViewController(folders, for: .primary)
        window.layoutIfNeeded()
        #expect(note.navigationItem.leftBarButtonItems.count == 1)
        #expect(note.navigationItem.leftBarButtonItems.first?.title == "Folders")
        #expect(note.navigationItem.leftBarButtonItems.first?.accessibilityLabel == "Folders")
        try driver.tap(label: "Folders")
        #expect(folders.view.window != nil)
        #expect(note.viewIfLoaded?.window == nil)
    }

    @Test func showFromAClassicSplitViewsDetailReplacesThePrimaryInARegularWidth() throws {
        let split = UISplitViewController()
        let note = SplitNoteController("Milk")
        split.viewControllers = [list, note]
        let (window, _) = makeWindow(.desktop, root: split)
        let folders = SplitNoteController("Folders")
        note.show(folders, sender: nil)
        window.layoutIfNeeded()
        #expect(split.viewController(for: .primary) === folders)
        #expect(list.parent == nil)
        #expect(folders.view.window != nil)
        #expect(split.presentedViewController == nil)
    }

    @Test func showInAColumnStyleSplitViewReplacesThePrimaryColumn() throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(SplitNoteController("Milk"), for: .secondary)
        let (window, _) = makeWindow(.desktop, root: split)
        let folders = SplitNoteController("Folders")
        split.show(folders, sender: nil)
        window.layoutIfNeeded()
        #expect(split.viewController(for: .primary) === folders)
        #expect(folders.view.window != nil)
        // From inside a column's navigation controller, the navigation controller pushes.
        let detail = SplitNoteController("Detail")
        folders.show(detail, sender: nil)
        #expect(folders.navigationController?.viewControllers.last === detail)
        #expect(split.viewController(for: .primary) === folders)
    }

    @Test func showInACollapsedSplitViewPresentsModally() throws {
        let split = UISplitViewController()
        let note = SplitNoteController("Milk")
        split.viewControllers = [list, note]
        let (_, driver) = makeWindow(.iPhone15, root: split)
        #expect(split.isCollapsed)
        let folders = SplitNoteController("Folders")
        note.show(folders, sender: nil)
        try driver.settle()
        #expect(split.presentedViewController === folders)
        #expect(split.viewController(for: .primary) === list)
    }

    @Test func aClassicSplitViewsDelegateCanShowThePrimaryItself() throws {
        let split = UISplitViewController()
        let recorder = ShowingRecorder()
        split.delegate = recorder
        split.viewControllers = [list, SplitNoteController("Milk")]
        _ = makeWindow(.desktop, root: split)
        let folders = SplitNoteController("Folders")
        split.show(folders, sender: nil)
        #expect(recorder.shown.count == 1 && recorder.shown.first === folders)
        #expect(split.viewController(for: .primary) === list)
        #expect(split.presentedViewController == nil)
    }

    @Test func aColumnWhoseViewHoldsTheSplitViewStaysOutOfIt() throws {
        let host = SplitNoteController("Host")
        let (window, _) = makeWindow(.desktop, root: host)
        let split = UISplitViewController()
        host.view.addSubview(split.view)
        split.view.frame = host.view.bounds
        split.viewControllers = [list, host]
        window.layoutIfNeeded()
        #expect(split.view.isDescendant(of: host.view))
        #expect(!host.view.isDescendant(of: split.view))
        #expect(host.view.window === window)
        #expect(list.view.superview === split.view)
    }
}
