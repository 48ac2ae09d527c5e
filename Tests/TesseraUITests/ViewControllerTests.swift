import Foundation
import Observation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

@MainActor
final class RecordingController: UIViewController {
    let log: HookLog
    let name: String

    init(log: HookLog, name: String = "") {
        self.log = log
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    private func record(_ entry: String) { log.record(name.isEmpty ? entry : "\(name).\(entry)") }

    override func loadView() {
        record("loadView")
        view = UIView()
    }

    override func prepare() { record("prepare") }
    override func beginSetUp() { record("beginSetUp") }
    override func setUpNavigation() { record("setUpNavigation") }
    override func buildHierarchy() { record("buildHierarchy") }
    override func configureViews() { record("configureViews") }
    override func makeLayout() { record("makeLayout") }
    override func setUpDelegates() { record("setUpDelegates") }
    override func setUpNotifications() { record("setUpNotifications") }
    override func bindData() { record("bindData") }
    override func observe() { record("observe") }
    override func setUpEvents() { record("setUpEvents") }
    override func setUpExtras() { record("setUpExtras") }
    override func themeDidChange() { record("themeDidChange") }
    override func finishSetUp() { record("finishSetUp") }
    override func debugChecks() { record("debugChecks") }
    override func viewDidLoad() { record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        record(parent == nil ? "willMove(nil)" : "willMove(parent)")
    }
    override func didMove(toParent parent: UIViewController?) {
        record(parent == nil ? "didMove(nil)" : "didMove(parent)")
    }
    override func tearDown() { record("tearDown") }
}

@MainActor
@Suite struct ViewControllerTests {
    /// `expectedViewHooks` with `setUpNavigation` in its place.
    var expectedControllerHooks: [String] { expectedViewHooks.inserted("setUpNavigation", at: 2) }

    @Test func setUpRunsWhenTheViewLoadsNeverInInit() {
        let log = HookLog()
        let controller = RecordingController(log: log)
        #expect(log.entries.isEmpty)
        #expect(!controller.isViewLoaded)
        _ = controller.view
        #expect(log.entries == ["loadView"] + expectedControllerHooks + ["viewDidLoad"])
        #expect(controller.isSetUp)
        _ = controller.view
        #expect(log.entries.count == expectedControllerHooks.count + 2)
    }

    @Test func defaultLoadViewMakesAPlainViewOwnedByTheController() {
        let controller = UIViewController()
        #expect(controller.viewIfLoaded == nil)
        let view = controller.view
        #expect(type(of: view) == UIView.self)
        #expect(view.next === controller)
    }

    @Test func windowRootShowsTheControllerAndDiscardsThePreviousOne() {
        let log = HookLog()
        let window = UIWindow(device: .iPhoneSE)
        let first = RecordingController(log: log, name: "first")
        window.rootViewController = first
        #expect(window.rootView === first.view)
        #expect(first.appearanceState == .appeared)
        #expect(Array(log.entries.suffix(2)) == ["first.viewWillAppear", "first.viewDidAppear"])
        #expect(log.entries.first == "first.loadView")

        log.entries = []
        let second = RecordingController(log: log, name: "second")
        window.rootViewController = second
        #expect(
            log.entries == [
                "first.viewWillDisappear", "second.loadView",
            ] + expectedControllerHooks.map { "second.\($0)" } + [
                "second.viewDidLoad", "second.viewWillAppear", "first.viewDidDisappear", "second.viewDidAppear",
                "first.tearDown",
            ])
        #expect(first.isTornDown)
        #expect(first.lifetime.isCancelled)
        #expect(first.view.superview == nil)
        #expect(!second.isTornDown)
    }

    @Test func repeatedTransitionsAreIgnored() {
        let log = HookLog()
        let controller = RecordingController(log: log)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false)
        #expect(log.entries.isEmpty)
        controller.beginAppearanceTransition(true)
        controller.beginAppearanceTransition(true)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        #expect(
            log.entries.filter { $0.hasPrefix("view") && $0 != "viewDidLoad" } == ["viewWillAppear", "viewDidAppear"])
    }

    @Test func appearingTracksAScreenViewWithTheTrackingName() {
        final class HomeViewController: UIViewController {}
        final class Untracked: UIViewController {
            override var trackingName: String? { nil }
        }
        let sink = MemoryTrackingSink()
        let tracker = Tracker(sinks: [sink])
        let window = UIWindow(device: .iPhoneSE)
        let home = HomeViewController()
        home.tracker = tracker
        window.rootViewController = home
        let untracked = Untracked()
        untracked.tracker = tracker
        window.rootViewController = untracked
        #expect(sink.events.map(\.name) == ["screen_view"])
        #expect(sink.events.first?.properties["screen_name"] == .string("HomeViewController"))
    }

    @Test func childrenAndPresentedScreensReportToTheNearestAncestorsTracker() {
        final class Tab: UIViewController {}
        final class Sheet: UIViewController {}
        let sink = MemoryTrackingSink()
        let window = UIWindow(device: .iPhoneSE)
        let root = UIViewController()
        root.tracker = Tracker(sinks: [sink])
        let tab = Tab()
        let sheet = Sheet()
        window.rootViewController = root
        root.embed(tab)
        tab.present(sheet, animated: false)
        #expect(tab.effectiveTracker === root.tracker)
        #expect(sheet.effectiveTracker === root.tracker)
        let names = sink.events.compactMap { event -> String? in
            guard case .string(let name)? = event.properties["screen_name"] else { return nil }
            return name
        }
        #expect(names.suffix(2) == ["Tab", "Sheet"])
    }

    @Test func embeddedChildrenAppearAndDisappearWithTheirParent() {
        let log = HookLog()
        let window = UIWindow(device: .iPhoneSE)
        let parent = RecordingController(log: log, name: "parent")
        window.rootViewController = parent
        let child = RecordingController(log: log, name: "child")
        log.entries = []
        parent.embed(child)
        let childSetUp = Set(expectedControllerHooks.map { "child.\($0)" })
        #expect(
            log.entries.filter { !childSetUp.contains($0) } == [
                "child.willMove(parent)", "child.loadView", "child.viewDidLoad", "child.viewWillAppear",
                "child.viewDidAppear",
                "child.didMove(parent)",
            ])
        #expect(child.parent === parent)
        #expect(parent.children.count == 1)
        #expect(child.view.superview === parent.view)

        log.entries = []
        parent.beginAppearanceTransition(false)
        parent.endAppearanceTransition()
        #expect(
            log.entries == [
                "parent.viewWillDisappear", "child.viewWillDisappear", "parent.viewDidDisappear",
                "child.viewDidDisappear",
            ])

        parent.beginAppearanceTransition(true)
        parent.endAppearanceTransition()
        log.entries = []
        parent.unembed(child)
        #expect(
            log.entries == [
                "child.willMove(nil)", "child.viewWillDisappear", "child.viewDidDisappear", "child.didMove(nil)",
                "child.tearDown",
            ])
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
        #expect(child.view.superview == nil)
        #expect(child.isTornDown)
    }

    @Test func movingAChildToAnotherParentKeepsItAlive() {
        let log = HookLog()
        let first = UIViewController()
        let second = UIViewController()
        let child = RecordingController(log: log)
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children.first === child)
        #expect(child.parent === second)
        #expect(!child.isTornDown)
        child.removeFromParent()
        #expect(child.isTornDown)
        #expect(second.children.isEmpty)
    }

    @Test func endingAControllerEndsItsChildrenViewsAndOwnedViewModels() {
        let controller = UIViewController()
        let child = UIViewController()
        let model = ViewModel()
        controller.own(model)
        controller.embed(child)
        let subview = UIView()
        controller.view.addSubview(subview)
        controller.invalidate()
        #expect(child.isTornDown)
        #expect(model.isTornDown)
        #expect(subview.isTornDown)
        #expect(controller.view.isTornDown)
        #expect(controller.lifetime.isCancelled)
    }

    @Test func responderChainGoesFromTheRootViewToItsControllerToTheWindow() {
        let window = UIWindow(device: .iPhoneSE)
        let controller = UIViewController()
        window.rootViewController = controller
        let button = UIButton()
        controller.view.addSubview(button)
        #expect(button.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
    }

    @Test func controllerThemeHookRunsOnceInSetUpThenOncePerAppearanceChange() {
        let log = HookLog()
        let window = UIWindow(device: .iPhoneSE)
        let controller = RecordingController(log: log)
        window.rootViewController = controller
        #expect(log.entries.count { $0 == "themeDidChange" } == 1)
        window.windowTraits = window.windowTraits.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(log.entries.count { $0 == "themeDidChange" } == 2)
        window.windowTraits = window.windowTraits.modifyingTraits { $0.preferredContentSizeCategory = .extraLarge }
        #expect(log.entries.count { $0 == "themeDidChange" } == 2)
        window.theme = SystemTheme(tint: .systemPink)
        #expect(log.entries.count { $0 == "themeDidChange" } == 3)
        #expect(controller.theme.tint == .systemPink)
    }
}

/// `UIViewController.traitCollection` and `overrideUserInterfaceStyle`, as UIKit's.
@MainActor
@Suite struct ViewControllerTraitTests {
    @Test func anOverrideSetBeforeTheViewLoadsReachesTheViewAndItsChildren() {
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: .light))
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        navigation.overrideUserInterfaceStyle = .dark
        #expect(!navigation.isViewLoaded)
        #expect(navigation.overrideUserInterfaceStyle == .dark)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(navigation.view.overrideUserInterfaceStyle == .unspecified)  // the controller's own, as on iOS
        #expect(navigation.view.traitCollection.userInterfaceStyle == .dark)
        #expect(navigation.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        navigation.overrideUserInterfaceStyle = .unspecified
        #expect(child.traitCollection.userInterfaceStyle == .light)
    }

    @Test func readingTheTraitsDoesNotLoadTheView() {
        let controller = UIViewController()
        #expect(controller.traitCollection == .default)
        #expect(!controller.isViewLoaded)
    }
}
