import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import Journal

/// Every frame of the journal's transitions — push, pop, swipe back (completed and cancelled), the
/// compose sheet up and down, a tab switch — recorded on the test clock and audited (issue 15,
/// defect 2): no screen outside its container, none over or under a bar where it does not rest,
/// none laid out at a size it never has at rest; bars move with their screens; the incoming
/// screen is in front on a push, the outgoing one on a pop.
@MainActor
@Suite struct JournalTransitionTests {
    typealias App = (window: UIWindow, tabs: JournalTabBarController, driver: UIDriver, suite: String)

    func launch() throws -> App {
        try JournalAppAuditTests().launchApp(.light, .large)
    }

    /// Taps the first card and records the push.
    func recordPush(_ app: App, recorder: TransitionRecorder) throws -> TransitionRecording {
        try recorder.record {
            try app.driver.tapRow(at: IndexPath(row: 0, section: 0), in: app.tabs.home.homeView.tableView)
        }
    }

    /// Taps the back button and records the pop.
    func recordPop(_ app: App, recorder: TransitionRecorder) throws -> TransitionRecording {
        try recorder.record {
            try app.driver.tap(app.driver.find(UIButton.self, .label("日记 Journal")))
        }
    }

    /// In every frame where both are drawn, the bar and `screen` have the same left edge.
    func barMoves(with screen: ObjectIdentifier, in recording: TransitionRecording, bar: ObjectIdentifier) -> [String] {
        recording.frames.compactMap { frame in
            guard let bar = frame.view(bar), let screen = frame.view(screen), bar.isVisible, screen.isVisible,
                abs(bar.frame.minX - screen.frame.minX) > 0.5
            else { return nil }
            return "frame \(frame.index): bar at x \(bar.frame.minX), screen at x \(screen.frame.minX)"
        }
    }

    @Test func pushingTheDetailKeepsEveryFrameWhole() throws {
        let app = try launch()
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        let recorder = TransitionRecorder(driver: app.driver)
        let push = try recordPush(app, recorder: recorder)
        let detail = try #require(app.tabs.journalNavigation.topViewController as? EntryDetailViewController)
        let (home, incoming) = (ObjectIdentifier(app.tabs.home.view), ObjectIdentifier(detail.view))
        let bar = ObjectIdentifier(app.tabs.journalNavigation.navigationBar)
        #expect(push.frames.count >= Int(UINavigationController.transitionDuration * 60) - 1)
        let issues = push.audit()
        #expect(issues.isEmpty, "\(issues.prefix(8).map(\.description))")
        #expect(
            push.frames.allSatisfy { !$0.isPresent(home) || !$0.isPresent(incoming) || $0.draws(incoming, above: home) }
        )
        // The bar, hidden over the home screen, slides in with the detail.
        #expect(
            barMoves(with: incoming, in: push, bar: bar).isEmpty,
            "\(barMoves(with: incoming, in: push, bar: bar).prefix(4))")
        // The first frame already shows the detail at its final size, just off the trailing edge.
        let first = try #require(push.frames.first { $0.isPresent(incoming) }?.view(incoming))
        #expect(first.size == push.after.view(incoming)?.size)
    }

    @Test func poppingTheDetailKeepsEveryFrameWhole() throws {
        let app = try launch()
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        let recorder = TransitionRecorder(driver: app.driver)
        _ = try recordPush(app, recorder: recorder)
        let detail = try #require(app.tabs.journalNavigation.topViewController as? EntryDetailViewController)
        let (home, outgoing) = (ObjectIdentifier(app.tabs.home.view), ObjectIdentifier(detail.view))
        let bar = ObjectIdentifier(app.tabs.journalNavigation.navigationBar)
        let pop = try recordPop(app, recorder: recorder)
        #expect(app.tabs.journalNavigation.viewControllers.count == 1)
        let issues = pop.audit()
        #expect(issues.isEmpty, "\(issues.prefix(8).map(\.description))")
        #expect(
            pop.frames.allSatisfy { !$0.isPresent(home) || !$0.isPresent(outgoing) || $0.draws(outgoing, above: home) })
        #expect(
            barMoves(with: outgoing, in: pop, bar: bar).isEmpty,
            "\(barMoves(with: outgoing, in: pop, bar: bar).prefix(4))")
        // The bar keeps the detail's title until it has left with the detail.
        let barFrames = pop.frames.filter { $0.view(bar)?.isVisible == true }
        #expect(!barFrames.isEmpty)
        #expect(app.tabs.journalNavigation.navigationBar.isHidden)
    }

    @Test(arguments: [(300.0, 1), (90.0, 2)])
    func swipingBackKeepsEveryFrameWhole(distance: Double, expectedDepth: Int) throws {
        let app = try launch()
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        let recorder = TransitionRecorder(driver: app.driver)
        _ = try recordPush(app, recorder: recorder)
        let detail = try #require(app.tabs.journalNavigation.topViewController as? EntryDetailViewController)
        let (home, outgoing) = (ObjectIdentifier(app.tabs.home.view), ObjectIdentifier(detail.view))
        let bar = ObjectIdentifier(app.tabs.journalNavigation.navigationBar)
        let y = app.window.bounds.midY
        let swipe = try recorder.record {
            try app.driver.drag(from: CGPoint(x: 4, y: y), to: CGPoint(x: 4 + distance, y: y))
        }
        #expect(app.tabs.journalNavigation.viewControllers.count == expectedDepth)
        let issues = swipe.audit()
        #expect(issues.isEmpty, "\(issues.prefix(8).map(\.description))")
        #expect(
            swipe.frames.allSatisfy {
                !$0.isPresent(home) || !$0.isPresent(outgoing) || $0.draws(outgoing, above: home)
            })
        #expect(
            barMoves(with: outgoing, in: swipe, bar: bar).isEmpty,
            "\(barMoves(with: outgoing, in: swipe, bar: bar).prefix(4))")
        // The detail followed the finger: some frame shows it part-way across.
        #expect(swipe.frames.contains { ($0.view(outgoing)?.frame.minX ?? 0) > 20 })
    }

    @Test func presentingAndDismissingTheEditorKeepsEveryFrameWhole() throws {
        let app = try launch()
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        let recorder = TransitionRecorder(driver: app.driver)
        let present = try recorder.record { app.tabs.compose() }
        let presentIssues = present.audit()
        #expect(presentIssues.isEmpty, "\(presentIssues.prefix(8).map(\.description))")
        let sheet = try #require(app.tabs.presentedViewController)
        #expect(present.frames.contains { ($0.view(ObjectIdentifier(sheet.view))?.visibleFrame.minY ?? 0) > 100 })
        let dismiss = try recorder.record { app.tabs.dismiss(animated: true) }
        let dismissIssues = dismiss.audit()
        #expect(dismissIssues.isEmpty, "\(dismissIssues.prefix(8).map(\.description))")
        #expect(app.tabs.presentedViewController == nil)
    }

    @Test func switchingTabsKeepsEveryFrameWhole() throws {
        let app = try launch()
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        let recorder = TransitionRecorder(driver: app.driver)
        for label in ["设置", "标签", "统计", "日记"] {
            let switched = try recorder.record { try app.driver.tap(app.driver.find(TabBarButton.self, .label(label))) }
            let issues = switched.audit()
            #expect(issues.isEmpty, "\(label): \(issues.prefix(8).map(\.description))")
        }
    }

    /// One push and one pop of the detail, six frames each, push above pop: the committed filmstrip.
    @Test func pushAndPopFilmstrip() throws {
        let app = try launch()
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        let recorder = TransitionRecorder(driver: app.driver, imageScale: 1)
        let push = try recordPush(app, recorder: recorder).filmstrip(frameCount: 6)
        let pop = try recordPop(app, recorder: recorder).filmstrip(frameCount: 6)
        #expect(push.width == pop.width)
        let gap = 8
        var strip = Bitmap(
            width: push.width, height: push.height + gap + pop.height, scale: 1,
            fill: UIColor(red: 0.5, green: 0.5, blue: 0.5))
        strip.pixels.replaceSubrange(0..<push.pixels.count, with: push.pixels)
        let popStart = 4 * push.width * (push.height + gap)
        strip.pixels.replaceSubrange(popStart..<(popStart + pop.pixels.count), with: pop.pixels)
        assertSnapshot(of: strip)
    }
}
