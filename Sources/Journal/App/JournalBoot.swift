public import Foundation
public import Tessera

/// Where the journal starts after booting.
public enum JournalRoute: Hashable, Sendable {
    /// First launch: the onboarding pages, then home.
    case onboarding
    case home
}

/// What the journal boots from: the data directory and where its settings and remote toggles live.
public struct JournalLaunchOptions: Sendable {
    /// Holds `journal.sqlite`, `settings.plist` and `analytics.jsonl`; created when missing.
    public var dataDirectory: URL
    /// The preferences' property-list file (`JournalApp.settingsFile(in: dataDirectory)` by default).
    public var settingsFile: URL
    /// A JSON object of toggle names to booleans; nil runs with the cached document or build defaults.
    public var remoteTogglesURL: URL?
    /// How long the remote toggles may take (in total and without progress) and how large they may be
    /// before the cached values are used. Default: 5 s in total and idle, 1 MiB.
    public var remoteTogglesLimits: DownloadLimits
    public var photoDirectory: URL?
    /// The date the app treats as today.
    public var today: Date
    /// Stamps the tracker's events.
    public var now: @Sendable () -> Date

    public init(
        dataDirectory: URL, settingsFile: URL? = nil, remoteTogglesURL: URL? = nil,
        remoteTogglesLimits: DownloadLimits = DownloadLimits(totalTimeout: 5, idleTimeout: 5, maximumBytes: 1 << 20),
        photoDirectory: URL? = PhotoLibrary.defaultDirectory,
        today: Date = Date(), now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.dataDirectory = dataDirectory
        self.settingsFile = settingsFile ?? JournalApp.settingsFile(in: dataDirectory)
        self.remoteTogglesURL = remoteTogglesURL
        self.remoteTogglesLimits = remoteTogglesLimits
        self.photoDirectory = photoDirectory
        self.today = today
        self.now = now
    }
}

/// The booted app: its environment, where to start, and how each boot step went.
@MainActor
public struct JournalLaunch {
    public let environment: JournalEnvironment
    public let route: JournalRoute
    /// The remote toggles' refresh: `.updated`/`.notModified`/`.fresh` online, `.failed` offline (the cached
    /// document or the build defaults are in use), `.noSource` without a URL.
    public let togglesRefresh: RemoteToggleRefresh
    /// Each boot step's name and final state, in declaration order.
    public let steps: [(name: String, state: StepState)]
}

/// Why the journal could not boot.
public enum JournalBootError: Error, CustomStringConvertible {
    /// The database could not be opened or migrated: `underlying` is the store's error (a file that is not
    /// a database, a newer schema, an unwritable directory…). Nothing was changed on disk.
    case storeUnavailable(directory: URL, underlying: any Error)

    public var description: String {
        switch self {
        case .storeUnavailable(let directory, let underlying):
            // Foundation's file errors print as NSError dumps; their localized description reads well.
            "cannot open the journal in \(directory.path): \((underlying as? CocoaError)?.localizedDescription ?? "\(underlying)")"
        }
    }
}

/// The journal's start-up as a task flow (Acheron's Pond/Pebbles): open the store and migrate, load the
/// settings, fetch the remote toggles (falling back to the last good document offline), then decide
/// between onboarding and home.
///
/// ```swift
/// let launch = try await JournalBoot.run(JournalLaunchOptions(dataDirectory: directory))
/// window.rootViewController = JournalRootViewController(environment: launch.environment, route: launch.route)
/// ```
public enum JournalBoot {
    /// Runs the boot flow. The store and settings steps run in the background and at the same time.
    /// - Throws: ``JournalBootError/storeUnavailable(directory:underlying:)`` when the database cannot be
    ///   used. A failed toggles fetch is not an error (see ``JournalLaunch/togglesRefresh``); an
    ///   unwritable analytics file only disables tracking to disk (logged).
    @MainActor
    public static func run(_ options: JournalLaunchOptions) async throws(JournalBootError) -> JournalLaunch {
        let parts = Lock(BootParts())
        let flow = Flow(name: "Journal boot")
        let openStore = flow.step("Open Store") {
            let repository = try JournalRepository(directory: options.dataDirectory)
            parts.withLock { $0.repository = repository }
            return true
        }
        let loadSettings = flow.step("Load Settings") {
            let preferences = JournalPreferences(fileURL: options.settingsFile)
            parts.withLock { $0.preferences = preferences }
            return true
        }
        let fetchToggles = flow.step("Fetch Remote Toggles", when: loadSettings.succeeded) {
            guard let preferences = parts.withLock({ $0.preferences }) else { return false }
            let source = options.remoteTogglesURL.map {
                RemoteToggleSource(url: $0, limits: options.remoteTogglesLimits)
            }
            let toggles = FeatureToggles(toggles: Toggle.journal, settings: preferences.store, remote: source)
            let refresh = await toggles.refreshRemote(force: true)
            parts.withLock {
                $0.toggles = toggles
                $0.togglesRefresh = refresh
            }
            if case .failed = refresh { return false }
            return true
        }
        flow.mainActorStep("Decide Route", when: openStore.succeeded && loadSettings.succeeded && fetchToggles.finished)
        {
            true
        }
        let result = await flow.run()
        let steps = result.steps.map { (name: $0.name, state: result[$0]) }
        let (repository, preferences, toggles, refresh) = parts.withLock {
            ($0.repository, $0.preferences, $0.toggles, $0.togglesRefresh)
        }
        guard let repository else {
            throw .storeUnavailable(
                directory: options.dataDirectory, underlying: result.errors[openStore] ?? CocoaError(.fileReadUnknown))
        }
        // Loading settings cannot fail; the toggles fall back to build defaults when their step never ran.
        let resolvedPreferences = preferences ?? JournalPreferences(fileURL: options.settingsFile)
        let environment = JournalEnvironment(
            repository: repository, preferences: resolvedPreferences,
            toggles: toggles ?? FeatureToggles(toggles: Toggle.journal, settings: resolvedPreferences.store),
            tracker: makeTracker(in: options.dataDirectory, now: options.now), photoDirectory: options.photoDirectory,
            today: options.today,
            services: JournalServices.launch(repository: repository, preferences: resolvedPreferences))
        return JournalLaunch(
            environment: environment, route: resolvedPreferences.hasCompletedOnboarding ? .home : .onboarding,
            togglesRefresh: refresh, steps: steps)
    }

    /// A tracker appending to `analytics.jsonl` in the data directory (no sink, logged, when it cannot).
    static func makeTracker(in directory: URL, now: @escaping @Sendable () -> Date) -> Tracker {
        do {
            return Tracker(
                sinks: [try JSONLinesTrackingSink(fileURL: JournalApp.analyticsFile(in: directory))], now: now)
        } catch {
            Logger(category: "journal").warning("analytics disabled: \(error)")
            return Tracker(sinks: [], now: now)
        }
    }
}

/// What the boot steps produce, shared between the flow's tasks.
private struct BootParts: Sendable {
    var repository: JournalRepository?
    var preferences: JournalPreferences?
    var toggles: FeatureToggles?
    var togglesRefresh: RemoteToggleRefresh = .noSource
}
