import Foundation
import Tessera
import TesseraCore
import TesseraTesting
import Testing

@testable import Journal

/// A journal on disk with its services on a test clock, in Shanghai, with in-app notifications:
/// a fresh directory and preferences suite, removed afterwards.
@MainActor
final class JournalServicesFixture {
    nonisolated static let shanghai = TimeZone(identifier: "Asia/Shanghai")!
    /// 2026-03-27 12:00 UTC, 20:00 in Shanghai.
    nonisolated static let origin = Date(timeIntervalSince1970: 1_774_612_800)

    let directory: URL
    let suiteName = "group.tessera.tests.journal.services.\(UUID().uuidString)"
    let preferences: JournalPreferences
    let clock = TestClock()
    let repository: JournalRepository
    let services: JournalServices

    init(authorizer: (any PurchaseAuthorizer)? = nil) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "journal-services-\(UUID().uuidString)")
        preferences = JournalPreferences(suiteName: suiteName)
        do {
            repository = try JournalRepository(directory: directory)
            services = try Self.makeServices(
                directory: directory, repository: repository, preferences: preferences, clock: clock,
                authorizer: authorizer)
        } catch {
            // A failed init never reaches `deinit`: remove what the repository made here.
            preferences.store.removeAll()
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
    }

    var wallClock: WallClock { WallClock(timerClock: clock, origin: Self.origin) }

    static func makeServices(
        directory: URL, repository: JournalRepository, preferences: JournalPreferences, clock: TestClock,
        authorizer: (any PurchaseAuthorizer)? = nil
    ) throws -> JournalServices {
        try JournalServices(
            directory: directory, store: repository.store, preferences: preferences,
            clock: WallClock(timerClock: clock, origin: origin), timeZone: shanghai, notificationEnvironment: [:],
            purchaseAuthorizer: authorizer)
    }

    /// The journal opened again from its directory and preferences, as at the next launch.
    func reopened() throws -> (repository: JournalRepository, services: JournalServices) {
        let repository = try JournalRepository(directory: directory)
        let services = try Self.makeServices(
            directory: directory, repository: repository, preferences: JournalPreferences(suiteName: suiteName),
            clock: TestClock())
        return (repository, services)
    }

    /// An environment for a root controller over these services.
    func environment() -> JournalEnvironment {
        JournalEnvironment(
            repository: repository, preferences: preferences,
            toggles: FeatureToggles(toggles: Toggle.journal, settings: preferences.store),
            tracker: Tracker(sinks: [], now: { JournalServicesFixture.origin }), photoDirectory: nil,
            today: SampleEntries.referenceDate, services: services)
    }

    deinit {
        preferences.store.removeAll()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A payment sheet that gives the answers it is told, then approves.
@MainActor
final class JournalScriptedAuthorizer: PurchaseAuthorizer {
    var decisions: [PurchaseDecision]

    init(_ decisions: [PurchaseDecision]) {
        self.decisions = decisions
    }

    func authorize(_ request: PurchaseRequest) async -> PurchaseDecision {
        decisions.isEmpty ? .approve : decisions.removeFirst()
    }
}

/// Polls `condition` every 10 ms until it holds or 300 s pass. The deadline is generous because the
/// full suite keeps the main actor busy; tests assert on the values reached, never on the time.
@MainActor
func journalEventually(_ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(300)
    while !condition() {
        guard ContinuousClock.now < deadline else { return condition() }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return true
}

@MainActor
@Suite struct JournalServicesTests {
    // MARK: Calendar: entries become reminders

    @Test func remindingAboutAnEntryWritesAReminderDueTomorrowAtNineInTheAppsTimeZone() async throws {
        let fixture = try JournalServicesFixture()
        let entry = SampleEntries.home[0]
        try await fixture.services.reminders.remind(about: entry)

        let file = fixture.directory.appendingPathComponent("calendar.ics")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("BEGIN:VTODO"))
        #expect(text.contains("DUE;TZID=Asia/Shanghai:20260328T090000"))
        // A store opened afresh on the file (as at the next launch) reads the reminder back.
        let reopened = EventStore(
            fileURL: file, floatingTimeZone: JournalServicesFixture.shanghai, requestAccess: { _ in false })
        let reminder = try #require(
            try reopened.reminder(withIdentifier: EntryReminders.reminderIdentifier(for: entry)))
        #expect(reminder.title == entry.title)
        #expect(reminder.notes == entry.body)
        #expect(reminder.isCompleted == false)
        let due = try #require(reminder.dueDateComponents)
        #expect([due.year, due.month, due.day, due.hour, due.minute] == [2026, 3, 28, 9, 0])
        #expect(due.timeZone?.identifier == "Asia/Shanghai")
    }

    @Test func remindingTwiceAboutOneEntryMovesItsReminderInsteadOfAddingAnother() async throws {
        let fixture = try JournalServicesFixture()
        let entry = SampleEntries.home[1]
        try await fixture.services.reminders.remind(about: entry)
        fixture.clock.advance(by: .seconds(2 * 86_400))
        let moved = try await fixture.services.reminders.remind(about: entry)
        #expect(moved.dueDateComponents?.day == 30)
        let all = try fixture.services.reminders.eventStore.reminders(matching: .all)
        #expect(all.count == 1)
        #expect(try fixture.services.reminders.reminder(for: entry)?.dueDateComponents?.day == 30)
    }

    @Test func tomorrowIsTheLocalDayAfterEvenWhenUTCIsStillOnThePreviousDay() throws {
        let fixture = try JournalServicesFixture()
        // 2026-03-27 16:30 UTC is already 00:30 on the 28th in Shanghai: tomorrow is the 29th.
        let afterLocalMidnight = fixture.services.reminders.dueDateComponents(
            after: Date(timeIntervalSince1970: 1_774_629_000))
        #expect([afterLocalMidnight.month, afterLocalMidnight.day, afterLocalMidnight.hour] == [3, 29, 9])
        // 15:59 UTC is 23:59 on the 27th in Shanghai: tomorrow is the 28th.
        let beforeLocalMidnight = fixture.services.reminders.dueDateComponents(
            after: Date(timeIntervalSince1970: 1_774_627_140))
        #expect([beforeLocalMidnight.month, beforeLocalMidnight.day, beforeLocalMidnight.hour] == [3, 28, 9])
    }

    @Test func aRefusedCalendarAccessThrowsNotAuthorizedAndWritesNothing() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "journal-reminders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("calendar.ics")
        let reminders = EntryReminders(
            eventStore: EventStore(fileURL: file, requestAccess: { _ in false }),
            clock: WallClock(timerClock: TestClock(), origin: JournalServicesFixture.origin),
            timeZone: JournalServicesFixture.shanghai)
        await #expect(throws: CalendarError.notAuthorized(.reminder, status: .denied)) {
            try await reminders.remind(about: SampleEntries.home[0])
        }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try reminders.reminder(for: SampleEntries.home[0]) == nil)
    }

    // MARK: Purchases: the Pro unlock

    @Test func theJournalStoreConfigurationHasOneNonConsumablePro() {
        let catalog = JournalStoreConfiguration.catalog
        #expect(catalog.products.map(\.id) == ["dev.tessera.journal.pro"])
        let pro = catalog.products[0]
        #expect(pro.type == .nonConsumable)
        #expect(pro.displayName == "Journal Pro")
        #expect(pro.displayPrice == "$4.99")
        #expect(pro.price == Decimal(string: "4.99"))
    }

    @Test func buyingProUnlocksTheProThemesAndPersistsAcrossReopeningTheStore() async throws {
        let fixture = try JournalServicesFixture()
        let services = fixture.services
        #expect(!services.purchases.isProUnlocked)
        #expect(services.themes.isLocked(.bay) && services.themes.isLocked(.dusk))
        #expect(!services.themes.select(.bay))
        #expect(fixture.preferences.theme == .sunset)

        guard case .success(let transaction) = try await services.purchases.purchasePro() else {
            Issue.record("the local authorizer approves")
            return
        }
        #expect(transaction.productID == JournalStoreConfiguration.proProductID)
        #expect(services.purchases.entitlements.activeProductIDs == [JournalStoreConfiguration.proProductID])
        #expect(!services.themes.isLocked(.bay) && !services.themes.isLocked(.dusk))
        #expect(services.themes.select(.dusk))
        #expect(services.themes.currentTheme == JournalTheme(.dusk))
        #expect(fixture.preferences.theme == .dusk)

        let (_, next) = try fixture.reopened()
        #expect(next.purchases.isProUnlocked)
        #expect(next.themes.currentTheme == JournalTheme(.dusk))
    }

    @Test func aCancelledOrDeferredPurchaseKeepsTheThemesLocked() async throws {
        let fixture = try JournalServicesFixture(authorizer: JournalScriptedAuthorizer([.cancel, .askToBuy]))
        let purchases = fixture.services.purchases
        #expect(try await purchases.purchasePro() == .userCancelled)
        #expect(!purchases.isProUnlocked)
        guard case .pending(let pending) = try await purchases.purchasePro() else {
            Issue.record("expected Ask to Buy to defer the purchase")
            return
        }
        #expect(purchases.isProPending)
        #expect(fixture.services.themes.isLocked(.bay))
        _ = try purchases.store.approvePendingPurchase(pending.id)
        #expect(purchases.isProUnlocked)
        #expect(!purchases.isProPending)
    }

    @Test func aRefundLocksTheProThemesAgainAndTheWindowFallsBackToTheDefault() async throws {
        let fixture = try JournalServicesFixture()
        let services = fixture.services
        guard case .success(let transaction) = try await services.purchases.purchasePro() else {
            Issue.record("the local authorizer approves")
            return
        }
        services.themes.select(.bay)
        _ = try services.purchases.store.refund(transactionID: transaction.id)
        #expect(!services.purchases.isProUnlocked)
        #expect(services.themes.selectedIdentifier == .bay)
        #expect(services.themes.displayedIdentifier == .sunset)
        #expect(services.themes.currentTheme == JournalTheme())
    }

    @Test func restoreReadsAPurchaseMadeThroughAnotherStoreOnTheSameDatabase() async throws {
        let fixture = try JournalServicesFixture()
        let (_, other) = try fixture.reopened()
        try await other.purchases.purchasePro()
        #expect(!fixture.services.purchases.isProUnlocked)
        #expect(try fixture.services.purchases.restore())
        #expect(fixture.services.purchases.isProUnlocked)
    }

    // MARK: Notifications: the daily reminder

    @Test func enablingTheDailyReminderAddsARepeatingRequestAtTheHourThatFiresOnTheClock() async throws {
        let fixture = try JournalServicesFixture()
        let services = fixture.services
        #expect(services.notificationCenter.pendingRequests.isEmpty)
        try await services.dailyReminder.setEnabled(true)

        #expect(fixture.preferences.dailyReminderEnabled)
        let request = try #require(services.notificationCenter.pendingRequests.first)
        #expect(services.notificationCenter.pendingRequests.count == 1)
        #expect(request.identifier == DailyReminder.requestIdentifier)
        #expect(
            request.trigger
                == .calendar(DateComponents(hour: fixture.preferences.dailyReminderHour, minute: 0), repeats: true))
        // 20:00 in Shanghai now; 21:00 is the next match.
        #expect(
            services.notificationCenter.nextTriggerDate(forRequest: request.identifier)
                == Date(timeIntervalSince1970: 1_774_616_400))

        fixture.clock.advance(by: .seconds(3_599))
        #expect(services.banners.banners.isEmpty)
        fixture.clock.advance(by: .seconds(1))
        #expect(services.banners.banners.map(\.id) == [DailyReminder.requestIdentifier])
        #expect(services.banners.banners.first?.request.content.title == "悦记 Journal")
        fixture.clock.advance(by: .seconds(86_400))
        #expect(services.banners.deliveredCount == 2)
        #expect(services.notificationCenter.pendingRequests.count == 1)
    }

    @Test func changingTheHourReschedulesAndDisablingRemovesTheRequest() async throws {
        let fixture = try JournalServicesFixture()
        let daily = fixture.services.dailyReminder
        try daily.setHour(7)  // while off: stored, nothing scheduled
        #expect(fixture.preferences.dailyReminderHour == 7)
        #expect(fixture.services.notificationCenter.pendingRequests.isEmpty)
        try await daily.setEnabled(true)
        try daily.setHour(22)
        #expect(
            fixture.services.notificationCenter.pendingRequests.map(\.trigger)
                == [.calendar(DateComponents(hour: 22, minute: 0), repeats: true)])
        try await daily.setEnabled(false)
        #expect(fixture.services.notificationCenter.pendingRequests.isEmpty)
        #expect(!fixture.preferences.dailyReminderEnabled)
        fixture.clock.advance(by: .seconds(2 * 86_400))
        #expect(fixture.services.banners.deliveredCount == 0)
    }

    @Test func aReminderSwitchedOnAtAnEarlierLaunchIsScheduledAgainAtTheNext() async throws {
        let fixture = try JournalServicesFixture()
        try await fixture.services.dailyReminder.setEnabled(true)
        try fixture.services.dailyReminder.setHour(8)
        let (_, next) = try fixture.reopened()
        #expect(next.dailyReminder.isEnabled)
        #expect(next.notificationCenter.authorizationStatus == .authorized)
        #expect(
            next.notificationCenter.pendingRequests.map(\.trigger) == [
                .calendar(DateComponents(hour: 8, minute: 0), repeats: true)
            ])
    }

    @Test func refusedNotificationPermissionKeepsTheReminderOff() async throws {
        let fixture = try JournalServicesFixture()
        let center = LocalNotificationCenter(
            clock: fixture.wallClock, delivery: InAppNotificationDelivery(), timeZone: JournalServicesFixture.shanghai,
            authorizationHandler: { false })
        let daily = DailyReminder(center: center, preferences: fixture.preferences)
        await #expect(throws: NotificationError.notAuthorized(.denied)) { try await daily.setEnabled(true) }
        #expect(!daily.isEnabled)
        #expect(!fixture.preferences.dailyReminderEnabled)
        #expect(center.pendingRequests.isEmpty)
    }

    // MARK: Themes

    @Test func aThemeDocumentReplacesOnlyTheRolesItNames() throws {
        var document = ThemeDocument(name: "Forest")
        document.colors.tint = ThemeColor(
            light: try HexColor(parsing: "#2E7D32"), dark: try HexColor(parsing: "#7BD88F"))
        let theme = JournalTheme(.bay).applying(document)
        #expect(theme.tint == UIColor(light: UIColor(rgb: 0x2E7D32), dark: UIColor(rgb: 0x7BD88F)))
        #expect(theme.groupedBackground == JournalTheme(.bay).groupedBackground)
        #expect(theme.name == "Forest")
        #expect(JournalTheme().applying(ThemeDocument()) == JournalTheme())
    }

    @Test func everyThemesTintReadsAtAAOnItsCardsAndBackgroundInBothAppearances() {
        for theme in JournalTheme.all {
            for style in [UIUserInterfaceStyle.light, .dark] {
                let tint = theme.tint.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
                #expect(
                    tint.contrastRatio(
                        with: theme.secondaryGroupedBackground.resolvedColor(
                            with: UITraitCollection(userInterfaceStyle: style))) >= 4.5, "\(theme.name) \(style)")
                #expect(
                    tint.contrastRatio(
                        with: theme.groupedBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)))
                        >= 4.5, "\(theme.name) \(style)")
                #expect(
                    theme.secondaryLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
                        .contrastRatio(
                            with: theme.groupedBackground.resolvedColor(
                                with: UITraitCollection(userInterfaceStyle: style))) >= 4.5)
            }
        }
        #expect(Set(JournalTheme.all.map(\.tint)).count == 3)
        #expect(JournalTheme.all.map(\.isPro) == [false, true, true])
    }

    @Test func aStoredThemeNameThatIsNotAThemeReadsAsTheDefault() throws {
        let fixture = try JournalServicesFixture()
        UserDefaults(suiteName: fixture.suiteName)!.set(Data("\"neon\"".utf8), forKey: JournalPreferences.theme.name)
        #expect(fixture.preferences.theme == .sunset)
    }
}
