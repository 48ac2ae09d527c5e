public import Foundation
public import Tessera

/// The platform services the journal uses, made once at launch and shared through
/// `JournalEnvironment.services`:
///
/// - ``reminders``: entries become reminders in `calendar.ics` (calendar service);
/// - ``purchases``: the "Pro" unlock, kept in the journal's database (purchases);
/// - ``dailyReminder`` on ``notificationCenter``: the daily notification, shown by the desktop's
///   notification server or as an in-app banner from ``banners`` (notifications);
/// - ``themes``: the chosen theme, Pro themes gated by the purchase, and in DEBUG the live-reloaded
///   `theme.json` (live reload, started by `JournalLiveTheme`).
///
/// ```swift
/// let repository = try JournalRepository(directory: directory)
/// let services = try JournalServices(directory: directory, store: repository.store, preferences: preferences)
/// let environment = JournalEnvironment(repository: repository, preferences: preferences, toggles: toggles,
///                                      tracker: tracker, services: services)
/// ```
///
/// Tests pass a `WallClock` over a `TestClock`, a fixed time zone, and an empty
/// `notificationEnvironment` (no session bus, so notifications arrive as in-app banners). Main actor.
@MainActor
public final class JournalServices {
    /// The data directory: `calendar.ics` and `theme.json` live here.
    public let directory: URL
    public let clock: WallClock
    /// The app's time zone: reminders' "tomorrow 09:00" and the daily reminder's hour are read in it.
    public let timeZone: TimeZone
    public let reminders: EntryReminders
    public let purchases: JournalPurchases
    public let notificationCenter: LocalNotificationCenter
    /// The in-app banners; empty when the desktop shows notifications.
    public let banners: InAppNotificationDelivery
    public let dailyReminder: DailyReminder
    public let themes: JournalThemeModel

    /// The reminders' calendar file: `calendar.ics`.
    public static let calendarFileName = "calendar.ics"
    /// The live theme file: `theme.json`.
    public static let themeFileName = "theme.json"

    /// - Parameters:
    ///   - directory: where `calendar.ics` and `theme.json` are kept (it need not exist until used).
    ///   - store: the journal's store, opened with `PurchaseStore.storedModels` (as
    ///     `JournalRepository` opens it).
    ///   - notificationEnvironment: the process environment `NotificationDelivery.automatic` reads
    ///     to find a session bus; without one, notifications are in-app banners.
    ///   - purchaseAuthorizer: the payment sheet; nil approves every purchase (local store testing).
    /// - Throws: `PurchaseError.storage` when the purchases cannot be read from `store`.
    public init(
        directory: URL, store: Store, preferences: JournalPreferences, clock: WallClock = .system,
        timeZone: TimeZone = .current,
        notificationEnvironment: [String: String] = DesktopNotificationDelivery.processEnvironment,
        purchaseAuthorizer: (any PurchaseAuthorizer)? = nil
    ) throws(PurchaseError) {
        self.directory = directory
        self.clock = clock
        self.timeZone = timeZone
        // Linux has no system prompt: the user's tap on "Remind me" (or the switch) is the consent.
        let eventStore = EventStore(
            fileURL: directory.appendingPathComponent(Self.calendarFileName), floatingTimeZone: timeZone, clock: clock,
            requestAccess: { _ in true })
        reminders = EntryReminders(eventStore: eventStore, clock: clock, timeZone: timeZone)
        purchases = try JournalPurchases(store: store, clock: clock, authorizer: purchaseAuthorizer)
        banners = InAppNotificationDelivery()
        let delivery = NotificationDelivery.automatic(
            applicationName: "悦记 Journal", applicationID: JournalAppIcon.applicationID, inApp: banners,
            environment: notificationEnvironment)
        // A reminder switched on at an earlier launch was authorized then.
        notificationCenter = LocalNotificationCenter(
            clock: clock, delivery: delivery.deliverer, timeZone: timeZone,
            authorization: preferences.dailyReminderEnabled ? .authorized : .notDetermined)
        dailyReminder = DailyReminder(center: notificationCenter, preferences: preferences)
        themes = JournalThemeModel(preferences: preferences, purchases: purchases)
    }

    /// `theme.json` in ``directory``.
    public var themeFileURL: URL { directory.appendingPathComponent(Self.themeFileName) }

    /// The services of the journal in `repository`'s directory, or nil (logged) when its purchases
    /// cannot be read — the app then runs without them.
    public static func launch(repository: JournalRepository, preferences: JournalPreferences) -> JournalServices? {
        do {
            return try JournalServices(
                directory: repository.directory, store: repository.store, preferences: preferences)
        } catch {
            Logger(category: "journal").error("platform services unavailable: \(error)")
            return nil
        }
    }
}
