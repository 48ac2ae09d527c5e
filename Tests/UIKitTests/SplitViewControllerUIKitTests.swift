import TesseraCore
import TesseraLayout
import TesseraTesting
import Testing
import UIKit

// `UISplitViewController` as iOS code uses it: a notes-style app with a list in the primary column
// and the note in the secondary, shown with `showDetailViewController(_:sender:)`.

final class SplitNoteListController: UIViewController {
    var appearances: [String] = []
    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Notes"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let label = UILabel(frame: CGRect(x: 16, y: 60, width: 280, height: 30))
        label.text = "Shopping list"
        view.addSubview(label)
    }
    override func viewWillAppear(_ animated: Bool) { appearances.append("will appear") }
    override func viewDidDisappear(_ animated: Bool) { appearances.append("did disappear") }
}

final class SplitNoteController: UIViewController {
    let text: String
    init(_ text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
        title = text
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 80, width: 400, height: 40))
        label.text = text
        label.font = .preferredFont(forTextStyle: .title1)
        view.addSubview(label)
    }
}

final class SplitRecorder: UISplitViewControllerDelegate {
    var events: [String] = []
    var topColumn: UISplitViewController.Column?
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) { events.append("mode \(displayMode.rawValue)") }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        events.append("show \(column.rawValue)")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        events.append("hide \(column.rawValue)")
    }
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        events.append("proposed \(proposedTopColumn.rawValue)")
        return topColumn ?? proposedTopColumn
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("collapsed") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("expanded") }
}

/// A classic split view's delegate that drops the placeholder detail when collapsing.
final class ClassicRecorder: UISplitViewControllerDelegate {
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { true }
}

@MainActor
@Suite struct SplitViewControllerUIKitTests {
    let list = SplitNoteListController()
    let recorder = SplitRecorder()

    func makeSplit(_ device: DevicePreset, style: UISplitViewController.Style = .doubleColumn)
        -> (UISplitViewController, UIWindow, UIDriver)
    {
        let split = UISplitViewController(style: style)
        split.delegate = recorder
        split.setViewController(list, for: .primary)
        split.setViewController(SplitNoteController("Milk, eggs, bread"), for: .secondary)
        let window = UIWindow(device: device)
        window.clock = TestClock()
        window.rootViewController = split
        window.layoutIfNeeded()
        return (split, window, UIDriver(window: window))
    }

    /// The frames of the columns' views in the window, primary first.
    func columnFrames(_ split: UISplitViewController) -> [CGRect] {
        [UISplitViewController.Column.primary, .supplementary, .secondary].compactMap { column in
            guard let view = split.viewController(for: column)?.navigationController?.viewIfLoaded, view.window != nil
            else { return nil }
            return view.convert(view.bounds, to: nil)
        }
    }

    @Test func aRegularWidthShowsTheListBesideTheNote() throws {
        let (split, window, _) = makeSplit(.desktop)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.splitBehavior == .tile)
        #expect(split.viewController(for: .primary) === list)
        #expect(list.navigationController?.parent === split)
        #expect(list.splitViewController === split)
        #expect(split.primaryColumnWidth == 320)
        #expect(
            columnFrames(split) == [
                CGRect(x: 0, y: 0, width: 320, height: 800), CGRect(x: 320, y: 0, width: 960, height: 800),
            ])
        #expect(list.appearances == ["will appear"])
        #expect(window.rootViewController === split)
    }

    @Test func showDetailReplacesTheSecondaryColumnAndEndsTheOldNote() throws {
        let (split, window, _) = makeSplit(.desktop)
        let old = try #require(split.viewController(for: .secondary))
        let next = SplitNoteController("Call the plumber")
        list.showDetailViewController(next, sender: nil)
        split.view.layoutIfNeeded()
        #expect(split.viewController(for: .secondary) === next)
        #expect(old.parent == nil && old.isTornDown)
        #expect(next.view.window != nil)
        #expect(next.navigationController?.viewIfLoaded?.frame == CGRect(x: 320, y: 0, width: 960, height: 800))
        #expect(window.rootViewController === split)
    }

    @Test func aCompactWidthShowsTheSecondaryAloneAndItsBackButtonShowsTheList() throws {
        let (split, _, driver) = makeSplit(.iPhone15)
        #expect(split.isCollapsed)
        #expect(recorder.events == ["proposed 2"])
        let note = try #require(split.viewController(for: .secondary))
        #expect(note.view.window != nil)
        #expect(list.viewIfLoaded?.window == nil)
        try driver.tap(label: "Notes")  // the back button the split view put on the note
        #expect(list.view.window != nil)
        #expect(note.viewIfLoaded?.window == nil)
        #expect(note.navigationItem.leftBarButtonItems.isEmpty)
        // Choosing a note from the list shows it on top again, with the back button.
        let next = SplitNoteController("Call the plumber")
        list.showDetailViewController(next, sender: nil)
        try driver.settle()
        #expect(next.view.window != nil)
        #expect(next.navigationItem.leftBarButtonItems.first?.title == "Notes")
        try driver.pressKey(.escape)
        #expect(list.view.window != nil)
    }

    @Test func onAPhoneTheHiddenListNeverAppearsAndTheNoteAppearsOnce() throws {
        let (split, window, _) = makeSplit(.iPhone15)
        #expect(split.isCollapsed)
        #expect(list.appearances.isEmpty)
        #expect(!list.isViewLoaded)
        let note = try #require(split.viewController(for: .secondary))
        #expect(note.appearanceState == .appeared)
        #expect(window.rootViewController === split)
    }

    @Test func aColumnHiddenAtOneWidthComesBackWhenTheWidthChanges() throws {
        let (split, window, _) = makeSplit(.desktop)
        split.hide(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        window.frame = CGRect(x: 0, y: 0, width: 1000, height: 800)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(list.view.window != nil)
        #expect(recorder.events == ["hide 0", "mode 1", "mode 2"])
    }

    @Test func aCollapsedClassicSplitViewPushesADetailOntoTheListsNavigationController() throws {
        let split = UISplitViewController()
        let navigation = UINavigationController(rootViewController: list)
        let recorder = ClassicRecorder()
        split.delegate = recorder
        split.viewControllers = [navigation, SplitNoteController("Nothing selected")]
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = split
        window.layoutIfNeeded()
        #expect(list.view.window != nil)  // the delegate kept the placeholder out
        let detail = SplitNoteController("Milk, eggs, bread")
        list.showDetailViewController(detail, sender: nil)
        #expect(navigation.viewControllers.last === detail)
        #expect(detail.navigationItem.leftBarButtonItems.first?.title == "Notes")  // the navigation controller's back
    }

    @Test func theDelegateCanCollapseToTheList() throws {
        recorder.topColumn = .primary
        let (split, window, _) = makeSplit(.iPhone15)
        #expect(split.isCollapsed)
        #expect(list.view.window != nil)
        #expect(split.viewController(for: .secondary)?.viewIfLoaded?.window == nil)
        #expect(window.rootViewController === split)
    }

    @Test func turningALargePhoneExpandsAndCollapsesTheColumnsLive() throws {
        let (split, window, _) = makeSplit(.iPhone15ProMax)
        #expect(split.isCollapsed)
        window.frame = CGRect(x: 0, y: 0, width: 932, height: 430)  // landscape: regular width
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(recorder.events.suffix(1) == ["expanded"])
        #expect(
            columnFrames(split) == [
                CGRect(x: 0, y: 0, width: 320, height: 430), CGRect(x: 320, y: 0, width: 612, height: 430),
            ])
        let note = try #require(split.viewController(for: .secondary))
        #expect(note.navigationItem.leftBarButtonItems.isEmpty)  // no back button beside the list
        window.frame = CGRect(x: 0, y: 0, width: 430, height: 932)
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(recorder.events.suffix(2) == ["proposed 2", "collapsed"])
        #expect(note.view.window != nil && list.viewIfLoaded?.window == nil)
        for _ in 0..<50 {  // turning back and forth leaves one back button and the same two columns
            window.frame = CGRect(x: 0, y: 0, width: 932, height: 430)
            window.layoutIfNeeded()
            window.frame = CGRect(x: 0, y: 0, width: 430, height: 932)
            window.layoutIfNeeded()
        }
        #expect(note.navigationItem.leftBarButtonItems.count == 1)
        #expect(split.children.count == 2)
        #expect(window.subviews.count == 1)
    }

    @Test func aColumnOverTheSecondaryGoesAwayOnATapOutsideIt() throws {
        let (split, _, driver) = makeSplit(.desktop)
        split.preferredDisplayMode = .oneOverSecondary
        split.view.layoutIfNeeded()
        #expect(split.splitBehavior == .overlay)
        #expect(
            columnFrames(split) == [
                CGRect(x: 0, y: 0, width: 320, height: 800), CGRect(x: 0, y: 0, width: 1280, height: 800),
            ])
        driver.send(.pointerDown(CGPoint(x: 900, y: 400)))
        driver.send(.pointerUp(CGPoint(x: 900, y: 400)))
        try driver.settle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(list.viewIfLoaded?.window == nil)
        #expect(recorder.events == ["mode 3", "hide 0", "mode 1"])
        split.preferredSplitBehavior = .tile
        split.show(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
        split.displayModeButtonItem.action?()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(list.appearances == ["will appear", "did disappear", "will appear", "did disappear", "will appear"])
    }

    @Test func threeColumnsTileWhenTheSecondaryKeeps320PointsElseTheSupplementaryShowsAlone() throws {
        let (split, window, _) = makeSplit(.desktop, style: .tripleColumn)
        let folders = SplitNoteController("Folders")
        split.setViewController(folders, for: .supplementary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(columnFrames(split).map(\.minX) == [0, 320, 640])
        window.frame = CGRect(x: 0, y: 0, width: 900, height: 800)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(list.viewIfLoaded?.window == nil)
        #expect(
            columnFrames(split) == [
                CGRect(x: 0, y: 0, width: 320, height: 800), CGRect(x: 320, y: 0, width: 580, height: 800),
            ])
        split.preferredSplitBehavior = .displace
        split.show(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .twoDisplaceSecondary)
        #expect(columnFrames(split).map(\.minX) == [0, 320, 640])
        #expect(columnFrames(split).last?.width == 580)  // displaced, not narrowed
    }

    @Test func columnWidthsFollowThePreferencesWithinTheLimitsAndIgnoreBadValues() {
        let (split, window, _) = makeSplit(.desktop)
        split.preferredPrimaryColumnWidthFraction = 0.4
        #expect(split.primaryColumnWidth == 512)
        split.maximumPrimaryColumnWidth = 400
        #expect(split.primaryColumnWidth == 400)
        split.preferredPrimaryColumnWidth = 200
        split.minimumPrimaryColumnWidth = 250
        #expect(split.primaryColumnWidth == 250)
        for bad in [CGFloat.nan, -.infinity, -50, .infinity] {
            split.preferredPrimaryColumnWidth = bad
            split.minimumPrimaryColumnWidth = bad
            split.maximumPrimaryColumnWidth = bad
            split.preferredPrimaryColumnWidthFraction = bad
            #expect(split.primaryColumnWidth == 320, "\(bad)")
        }
        window.frame = CGRect(x: 0, y: 0, width: 500, height: 800)
        window.layoutIfNeeded()
        #expect(split.primaryColumnWidth == 250)  // at most half the width
        #expect(split.displayMode == .secondaryOnly)  // 250 beside would leave the note 250
    }

    @Test func aClassicSplitViewShowsItsControllersAsGiven() {
        let split = UISplitViewController()
        let note = SplitNoteController("Milk")
        split.viewControllers = [list, note]
        #expect(split.style == .unspecified)
        #expect(split.viewControllers.count == 2)
        #expect(list.parent === split && list.navigationController == nil)
        split.viewControllers = [list]
        #expect(note.parent == nil)
    }

    @Test func theNotesAppLooksLikeIPadsSplitView() throws {
        let (_, window, _) = makeSplit(.desktop)
        assertSnapshot(of: window, named: "light")
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        assertSnapshot(of: window, named: "dark")
    }

    @Test func onAPhoneTheNoteShowsAloneWithABackButton() {
        let (_, phone, _) = makeSplit(.iPhone15)
        assertSnapshot(of: phone)
    }
}
