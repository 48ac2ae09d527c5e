public import Foundation
public import Journal
public import Tessera
import TesseraCore
import TesseraTesting

/// The scripted session `make demo` runs: the journal booted headless in a window on a test clock, driven
/// by the UI driver the way a person would use it — launch, onboarding, add an entry, search, open the
/// detail, favourite it, switch to dark mode, change the text size, view the statistics — with one
/// screenshot per step and a summary of what happened (`summary.md`).
///
/// ```swift
/// let session = DemoSession(outputDirectory: out, dataDirectory: out.appendingPathComponent("data"))
/// let steps = try await session.run()
/// ```
/// Main actor only. Every step checks what it did (the driver throws when a view is missing or a
/// value is not reached), so a broken screen stops the session with a `DemoSessionError`.
@MainActor
public final class DemoSession {
    /// One step of the session and its screenshot.
    public struct Step: Hashable, Sendable {
        public let name: String
        /// What the step did and what the app showed afterwards, in one line.
        public let summary: String
        public let screenshot: URL
    }

    /// The entry the session writes.
    public static let newEntryTitle = "Tessera 演示 Demo"
    public static let newEntryBody = "第一次用 Tessera 写日记。Wrote this entry through the UI driver, headless."
    public static let newEntryTag = "Tessera"

    public let outputDirectory: URL
    public let options: JournalLaunchOptions
    public let device: DevicePreset
    /// The steps taken so far.
    public private(set) var steps: [Step] = []
    /// The app's window while the session runs (and after it, for tests to inspect).
    public private(set) var window: UIWindow?
    public private(set) var root: JournalRootViewController?
    private let clock = TestClock()
    private var driver: UIDriver?

    /// Whether `run()` first erases the data directory (only ever a journal's: see `run()`).
    public let startsFresh: Bool

    /// - Parameters:
    ///   - outputDirectory: receives `NN-step.png` files and `summary.md`; created when missing.
    ///   - dataDirectory: the journal's data; see `startsFresh`.
    ///   - startsFresh: `run()` first deletes the data directory (settings included), so the session starts
    ///     with onboarding (a first launch).
    ///   - remoteTogglesURL: where the boot fetches remote feature toggles (nil: none).
    ///   - photoDirectory: where the compose screen's photo picker looks (nil: none).
    public init(
        outputDirectory: URL, dataDirectory: URL, device: DevicePreset = .iPhone15, startsFresh: Bool = true,
        remoteTogglesURL: URL? = nil, photoDirectory: URL? = nil
    ) {
        self.outputDirectory = outputDirectory
        self.device = device
        self.startsFresh = startsFresh
        options = JournalLaunchOptions(
            dataDirectory: dataDirectory, remoteTogglesURL: remoteTogglesURL, photoDirectory: photoDirectory,
            today: SampleEntries.referenceDate, now: { SampleEntries.referenceDate })
    }

    /// Runs every step and writes the summary.
    /// - Throws: `DemoSessionError.notAJournalDirectory` when `startsFresh` would delete a directory that
    ///   holds anything but a journal's files; `DemoSessionError` naming the step that failed;
    ///   `JournalBootError`; file errors.
    @discardableResult
    public func run() async throws -> [Step] {
        if startsFresh { try eraseData() }
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let launch = try await JournalBoot.run(options)
        let repository = launch.environment.repository
        let window = UIWindow(device: device)
        window.clock = clock
        window.theme = JournalTheme()
        let root = JournalRootViewController(launch: launch)
        window.rootViewController = root
        self.window = window
        self.root = root
        let driver = UIDriver(window: window, clock: clock)
        self.driver = driver
        try driver.settle()
        let bootSteps = launch.steps.map { "\($0.name): \($0.state)" }.joined(separator: ", ")
        try record(
            "launch",
            "Booted (\(bootSteps)); remote toggles: \(Self.describe(launch.togglesRefresh)); route \(launch.route).")

        if launch.route == .onboarding {  // a data directory from an earlier run starts at home
            try step("onboarding", "Paged through onboarding to its last page.") {
                try driver.tap(identifier: "onboarding.next")
                try driver.tap(identifier: "onboarding.next")
            }
            try step("home", { "Finished onboarding; the journal lists \(repository.count) entries." }) {
                try driver.tap(identifier: "onboarding.start")
            }
        }
        try step("compose", "Wrote a new entry: title, body, mood 开心, tag \(Self.newEntryTag).") {
            try driver.tap(identifier: "compose")
            try driver.type(Self.newEntryTitle, into: .identifier("compose.title"))
            try driver.type(Self.newEntryBody, into: .identifier("compose.body"))
            try driver.tap(identifier: "compose.mood.joyful")
            try driver.type(Self.newEntryTag, into: .identifier("compose.tagField"))
            try driver.pressKey(.returnKey)
        }
        try step("saved", { "Saved it; the journal now has \(repository.count) entries." }) {
            try driver.tap(identifier: "compose.save")
        }
        try step(
            "search",
            {
                let count = self.tabs?.home.model.entryCount ?? 0
                return "Searched for “\(Self.newEntryTag)”: \(count) matching \(count == 1 ? "entry" : "entries")."
            }
        ) {
            try driver.type(Self.newEntryTag, into: .identifier("search"))
        }
        try step("detail", "Opened the entry's detail.") {
            guard let table = self.tabs?.home.homeView.tableView else {
                throw DemoSessionError.missing("the home table")
            }
            try driver.tapRow(at: IndexPath(row: 0, section: 0), in: table)
        }
        try step("favorite", { "Starred it: stored isFavorite = \(self.storedNewEntry()?.isFavorite == true)." }) {
            try driver.tap(identifier: "detail.favorite")
        }
        try step(
            "dark-mode", { "Settings › Appearance › Dark: the window is \(window.windowTraits.userInterfaceStyle)." }
        ) {
            try driver.tap(driver.find(TabBarButton.self, .label("设置")))
            try driver.selectSegment(2, of: driver.find(UISegmentedControl.self, .identifier("settings.appearance")))
        }
        try step("text-size", { "Raised the text size to \(window.windowTraits.preferredContentSizeCategory)." }) {
            let step = SettingsViewModel.textSizeSteps.firstIndex(of: .extraExtraExtraLarge) ?? 6
            let slider = try driver.find(UISlider.self, .identifier("settings.textSize"))
            try driver.setValue(Float(step), for: slider)
            try driver.settle()
            try driver.scroll(to: slider)  // the rows above grew with the text: show the slider again
        }
        try step("statistics", { "Opened the statistics of \(repository.count) entries." }) {
            try driver.tap(driver.find(TabBarButton.self, .label("统计")))
        }
        try writeSummary()
        return steps
    }

    /// The files a journal's data directory may hold (`JournalBoot` and its services write these).
    static let journalFiles: Set<String> = [
        JournalRepository.fileName, "\(JournalRepository.fileName)-wal", "\(JournalRepository.fileName)-shm",
        JournalApp.settingsFileName, "analytics.jsonl", "calendar.ics", "calendar.ics.authorization.json", "theme.json",
    ]

    /// Deletes the data directory, its settings included — refusing when the directory holds anything
    /// a journal does not write (another name, or a journal's name that is not a file), so a mistyped
    /// `--data` never erases someone's files.
    /// - Throws: ``DemoSessionError/notAJournalDirectory(_:foreign:)`` (nothing removed);
    ///   `FileRemovalError` when the system refuses.
    private func eraseData() throws {
        do {
            try OwnedFileRemover.removeDirectory(options.dataDirectory, owning: Self.journalFiles)
        } catch FileRemovalError.foreignEntries(let directory, let entries) {
            throw DemoSessionError.notAJournalDirectory(directory, foreign: entries)
        }
    }

    /// The outcome of the boot's remote-toggles fetch, for the summary.
    static func describe(_ refresh: RemoteToggleRefresh) -> String {
        switch refresh {
        case .noSource: "none configured (build defaults)"
        case .updated: "fetched"
        case .notModified, .fresh: "unchanged"
        case .failed(let error): "offline, using the last good values (\(error))"
        }
    }

    /// The tabs, once onboarding is over.
    private var tabs: JournalTabBarController? { root?.tabs }

    /// The entry the session wrote, read back from the store.
    public func storedNewEntry() -> JournalEntry? {
        try? root?.environment.repository.entries(matching: Self.newEntryTitle).first
    }

    private func step(_ name: String, _ summary: String, _ actions: () throws -> Void) throws {
        try step(name, { summary }, actions)
    }

    /// Runs `actions`, lets animations finish, then records a screenshot with `summary()` (read after
    /// the actions, so it can report their outcome).
    private func step(_ name: String, _ summary: () -> String, _ actions: () throws -> Void) throws {
        do {
            try actions()
            try driver?.settle()
        } catch {
            throw DemoSessionError.stepFailed(name, underlying: error)
        }
        try record(name, summary())
    }

    private func record(_ name: String, _ summary: String) throws {
        guard let window else { return }
        let url = outputDirectory.appendingPathComponent(String(format: "%02d-%@.png", steps.count + 1, name))
        try window.writePNG(to: url)
        steps.append(Step(name: name, summary: summary, screenshot: url))
    }

    private func writeSummary() throws {
        var lines = [
            "# Tessera journal demo session", "",
            "Device: \(device.name) · data directory: `\(options.dataDirectory.path)`", "",
            "| # | step | screenshot | what happened |", "| --- | --- | --- | --- |",
        ]
        for (index, step) in steps.enumerated() {
            lines.append("| \(index + 1) | \(step.name) | \(step.screenshot.lastPathComponent) | \(step.summary) |")
        }
        let analytics = JournalApp.analyticsFile(in: options.dataDirectory)
        let events = (try? String(contentsOf: analytics, encoding: .utf8))?.split(separator: "\n").count ?? 0
        let entry = storedNewEntry().map { $0.isFavorite ? "stored and starred" : "stored" } ?? "missing"
        lines += [
            "", "Store: \(root?.environment.repository.count ?? 0) entries; the new entry is \(entry).",
            "Analytics: \(events) events in `\(analytics.path)`.", "",
        ]
        try AtomicFileWriter.write(
            Data(lines.joined(separator: "\n").utf8), to: outputDirectory.appendingPathComponent("summary.md"))
    }
}

/// Why the demo session stopped.
public enum DemoSessionError: Error, CustomStringConvertible {
    /// A step's driver action failed: a view was missing or a value was not reached.
    case stepFailed(String, underlying: any Error)
    /// The app did not show something the script needs.
    case missing(String)
    /// Starting fresh would delete `directory`, which holds entries a journal does not write (`foreign`:
    /// other names, or a journal's name that is a directory, pipe or device). Nothing was removed.
    case notAJournalDirectory(URL, foreign: [DirectoryEntry])

    public var description: String {
        switch self {
        case .stepFailed(let step, let underlying): "demo step “\(step)” failed: \(underlying)"
        case .missing(let what): "demo: \(what) is missing"
        case .notAJournalDirectory(let directory, let foreign):
            "will not erase \(directory.path) to start fresh: it holds "
                + foreign.prefix(3).map(\.description).joined(separator: ", ")
                + (foreign.count > 3 ? " and \(foreign.count - 3) more" : "")
                + ", which the journal did not write"
        }
    }
}
