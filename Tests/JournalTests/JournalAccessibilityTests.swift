import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import Journal
@testable import TesseraDesktop

/// What a screen reader finds in the journal: every screen's accessible objects have names where a
/// person operates them, and a real AT-SPI client (libatspi on a private registry) can walk the home
/// screen, open the editor and type a title.
@MainActor
@Suite(.serialized) struct JournalAccessibilityTests {
    /// The app at home over the seeded entries, on the test clock.
    func launchApp(onboarding: Bool = false) throws -> (
        window: UIWindow, root: JournalRootViewController, driver: UIDriver, suite: String
    ) {
        let suite = "group.dev.tessera.journal.accessibility-\(UUID().uuidString)"
        let preferences = JournalPreferences(suiteName: suite)
        preferences.hasCompletedOnboarding = !onboarding
        let environment = JournalEnvironment(
            repository: try JournalRepository(inMemoryWith: SampleEntries.seed), preferences: preferences,
            toggles: FeatureToggles(toggles: Toggle.journal, settings: preferences.store), tracker: Tracker(),
            photoDirectory: nil, today: SampleEntries.referenceDate)
        let clock = TestClock()
        let window = UIWindow(device: .iPhone15)
        window.clock = clock
        window.theme = JournalTheme()
        let root = JournalRootViewController(environment: environment, route: onboarding ? .onboarding : .home)
        window.rootViewController = root
        let driver = UIDriver(window: window, clock: clock)
        try driver.settle()
        return (window, root, driver, suite)
    }

    /// Interactive objects without a name, as "role (identifier) under parent-role 'parent name'".
    func unnamedInteractiveObjects(in window: UIWindow) -> [String] {
        let tree = AccessibilityTree(window: window, title: "Journal", isActive: true)
        return tree.orderedIDs.compactMap { id in
            guard let node = tree.nodes[id], node.role.isInteractive,
                node.name.trimmingCharacters(in: .whitespaces).isEmpty
            else { return nil }
            let parent = tree.nodes[node.parent]
            return "\(node.role.name) (\(node.identifier)) under \(parent?.role.name ?? "?") '\(parent?.name ?? "")'"
        }
    }

    @Test func everyScreenNamesEveryObjectAPersonOperates() throws {
        let app = try launchApp()
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        let tabs = try #require(app.root.tabs)
        var screens: [String: [String]] = [:]
        for tab in JournalTabBarController.Tab.allCases {
            tabs.select(tab)
            try app.driver.settle()
            screens["\(tab)"] = unnamedInteractiveObjects(in: app.window)
        }
        tabs.select(.journal)
        tabs.showEntry(SampleEntries.seed[0])
        try app.driver.settle()
        screens["detail"] = unnamedInteractiveObjects(in: app.window)
        tabs.compose()
        try app.driver.settle()
        screens["compose"] = unnamedInteractiveObjects(in: app.window)
        let onboarding = try launchApp(onboarding: true)
        defer { UserDefaults.standard.removePersistentDomain(forName: onboarding.suite) }
        screens["onboarding"] = unnamedInteractiveObjects(in: onboarding.window)
        #expect(screens.count == 7)
        for (screen, unnamed) in screens.sorted(by: { $0.key < $1.key }) {
            #expect(unnamed.isEmpty, "\(screen): \(unnamed)")
        }
    }

    @Test func theHomeScreenIsTheFramesContentAndPresentingTheEditorHidesIt() throws {
        let app = try launchApp()
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        let home = AccessibilityTree(window: app.window, title: "Journal", isActive: true)
        let homeRoles = Set(home.nodes.values.map(\.role))
        #expect(
            homeRoles.isSuperset(of: [.frame, .pushButton, .entry, .list, .listItem, .pageTabList, .pageTab, .heading]))
        let newEntry = home.nodes.values.filter { $0.name == "写日记 New entry" }
        #expect(newEntry.map(\.role) == [.pushButton])
        #expect(home.nodes.values.filter { $0.role == .pageTab && $0.states.contains(.selected) }.count == 1)
        try #require(app.root.tabs).compose()
        try app.driver.settle()
        let compose = AccessibilityTree(window: app.window, title: "Journal", isActive: true)
        #expect(compose.nodes.values.contains { $0.role == .entry && $0.name == "标题 Title" })
        #expect(!compose.nodes.values.contains { $0.name == "写日记 New entry" })  // under the presented editor
        #expect(compose.nodes.values.contains { $0.role == .dialog && $0.states.contains(.modal) })
    }

    /// The acceptance test of issue 18: at-spi2-core's bus launcher and registry on a private
    /// session bus, the journal's window exported by the bridge, and libatspi walking it.
    @Test func aRegistryClientWalksOpensTheEditorAndTypesATitle() async throws {
        let client = try PrivateSessionScript.start("atspi-client.py", arguments: ["journal", "Tessera Journal"])
        defer { client.terminate() }
        let address = try await client.waitForSessionBus()
        let app = try launchApp()
        defer { UserDefaults.standard.removePersistentDomain(forName: app.suite) }
        app.window.clock = SystemTimerClock.shared
        // The bridge without a window host: SDL allows one host per process, and the host's own
        // registry test (SDLHostTests) may hold it.
        let bridge = try #require(
            try AccessibilityBridge.connect(
                window: app.window, applicationName: "Tessera Journal", windowTitle: "Tessera Journal",
                sessionBusAddress: address))
        defer { bridge.close() }
        #expect(
            await bridge.serve(app.window, while: { client.isRunning }, limit: .seconds(1790)), "\(client.diagnostics)")
        #expect(bridge.embeddingError == nil)
        let line = try #require(client.report, "no report: \(client.diagnostics)")
        let report = try #require(
            try? JSONDecoder().decode(JournalClientReport.self, from: Data(line.utf8)),
            "not a report: \(client.diagnostics)")
        #expect(report.error == nil, "\(line)")
        #expect(report.toolkit == "Tessera")
        let tree = report.tree ?? []
        #expect(tree.first?.role == "application" && tree.first?.name == "Tessera Journal")
        #expect(tree.contains { $0.role == "frame" && $0.name == "Tessera Journal" && $0.states.contains("active") })
        #expect(tree.contains { $0.role == "push button" && $0.name == "写日记 New entry" && $0.actions == ["click"] })
        #expect(tree.contains { $0.role == "entry" && $0.interfaces.contains("EditableText") })
        #expect(tree.contains { $0.role == "page tab" && $0.states.contains("selected") })
        #expect(tree.contains { $0.role == "list item" && !$0.name.isEmpty })
        #expect(report.newEntryAction == true)
        #expect(report.titleField?.name == "标题 Title")
        #expect(report.grabFocus == true)
        #expect(report.insertText == true)
        #expect(report.text == "Morning walk")
        #expect(report.caret == 12)
        let events = report.events ?? []
        #expect(events.contains { $0.type == "object:state-changed:focused" && $0.role == "entry" && $0.detail1 == 1 })
        #expect(events.contains { $0.type == "object:text-changed:insert" && $0.text == "Morning walk" })
        let field = app.window.allViewsInSubtree.compactMap { $0 as? UITextField }.first {
            $0.accessibilityIdentifier == "compose.title"
        }
        #expect(field?.text == "Morning walk")
        #expect(field?.isFirstResponder == true)
    }
}

/// What `atspi-client.py journal` reports.
struct JournalClientReport: Decodable {
    struct Object: Decodable {
        var role: String
        var name: String
        var states: [String]
        var interfaces: [String]
        var actions: [String]?
    }

    struct Event: Decodable {
        var type: String
        var source: String
        var role: String
        var detail1: Int
        var text: String?
    }

    var error: String?
    var toolkit: String?
    var tree: [Object]?
    var newEntryAction: Bool?
    var titleField: Object?
    var grabFocus: Bool?
    var insertText: Bool?
    var text: String?
    var caret: Int?
    var events: [Event]?
}
