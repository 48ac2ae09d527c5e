public import Foundation
public import Tessera

/// The journal's typed preferences over one `SettingsStore` (a settings file or a `UserDefaults`
/// suite): appearance, text size, whether onboarding was completed, the daily reminder, and the theme.
///
/// Every property reads and writes the store at once, so a second `JournalPreferences` over the
/// same file or suite (the next launch) reads what this one wrote. The app keeps them in
/// `settings.plist` in its data directory (`JournalApp.settingsFile(in:)`). Observe a key through the store:
/// `preferences.store.observe(JournalPreferences.appearance) { … }`.
///
/// For example:
/// ```swift
/// let preferences = JournalPreferences(fileURL: JournalApp.settingsFile(in: dataDirectory))
/// preferences.appearance = .dark
/// preferences.contentSizeCategory = .extraLarge
/// JournalPreferences(fileURL: JournalApp.settingsFile(in: dataDirectory)).appearance   // .dark
/// ```
///
/// Thread-safe (the store is); values that are stored but do not decode read as the key's default.
public final class JournalPreferences: Sendable {
    /// The suite the app uses unless told otherwise.
    public static let defaultSuiteName = "group.dev.tessera.journal"

    /// Light, dark or follow the system. Default `.system`.
    public static let appearance = Setting<AppearancePreference>("journal.appearance", default: .system)
    /// The Dynamic Type size the app applies to its window. Default `.large` (the system default).
    public static let contentSizeCategory = Setting<StoredContentSizeCategory>(
        "journal.contentSizeCategory", default: StoredContentSizeCategory(.large))
    /// Set once the onboarding pages were finished. Default false.
    public static let hasCompletedOnboarding = Setting<Bool>("journal.hasCompletedOnboarding", default: false)
    /// Whether a reminder to write is shown every day. Default false.
    public static let dailyReminderEnabled = Setting<Bool>("journal.dailyReminderEnabled", default: false)
    /// The hour (0…23, local time) of the daily reminder. Default 21.
    public static let dailyReminderHour = Setting<Int>("journal.dailyReminderHour", default: 21)
    /// The theme chosen in Settings (a Pro theme shows only while Pro is unlocked). Default `.sunset`.
    public static let theme = Setting<JournalTheme.Identifier>("journal.theme", default: .sunset)

    /// Where the values live.
    public let store: SettingsStore

    public init(store: SettingsStore) {
        self.store = store
    }

    /// Preferences in the `UserDefaults` suite `suiteName`.
    /// - Precondition: as `SettingsStore.init(suiteName:logger:)` — a non-empty name that is not
    ///   the app's own domain.
    public convenience init(suiteName: String = JournalPreferences.defaultSuiteName) {
        self.init(store: SettingsStore(suiteName: suiteName))
    }

    /// Preferences in the property-list file at `fileURL` (see `SettingsStore.init(fileURL:logger:)`).
    public convenience init(fileURL: URL) {
        self.init(store: SettingsStore(fileURL: fileURL))
    }

    public var appearance: AppearancePreference {
        get { store[Self.appearance] }
        set { store[Self.appearance] = newValue }
    }

    public var contentSizeCategory: UIContentSizeCategory {
        get { store[Self.contentSizeCategory].category }
        set { store[Self.contentSizeCategory] = StoredContentSizeCategory(newValue) }
    }

    public var hasCompletedOnboarding: Bool {
        get { store[Self.hasCompletedOnboarding] }
        set { store[Self.hasCompletedOnboarding] = newValue }
    }

    public var dailyReminderEnabled: Bool {
        get { store[Self.dailyReminderEnabled] }
        set { store[Self.dailyReminderEnabled] = newValue }
    }

    /// The chosen theme; a stored name that is not a theme reads as `.sunset`.
    public var theme: JournalTheme.Identifier {
        get { store[Self.theme] }
        set { store[Self.theme] = newValue }
    }

    /// The reminder's hour, 0…23. A stored hour outside that range (written by hand or by another
    /// version) reads as the default, 21.
    /// - Precondition: a new value is within 0…23.
    public var dailyReminderHour: Int {
        get {
            let hour = store[Self.dailyReminderHour]
            return (0...23).contains(hour) ? hour : Self.dailyReminderHour.defaultValue
        }
        set {
            precondition((0...23).contains(newValue), "dailyReminderHour must be 0…23, not \(newValue)")
            store[Self.dailyReminderHour] = newValue
        }
    }
}
