public import Observation
public import Tessera

/// Which theme the journal shows: the one chosen in Settings (stored in the preferences) while it is
/// available — a Pro theme only while Pro is unlocked, else the default — with the live theme file
/// laid over it in DEBUG builds (see `JournalLiveTheme`).
///
/// ```swift
/// let themes = JournalThemeModel(preferences: preferences, purchases: purchases)
/// themes.select(.bay)            // false: locked until Pro is bought
/// try await purchases.purchasePro()
/// themes.select(.bay)            // true; stored, so the next launch starts with Bay
/// window.theme = themes.currentTheme
/// ```
///
/// `currentTheme` reads observable state only (the selection, the live document, the
/// entitlements), so `Binding.observe(themes, \.currentTheme)` follows every change. Main actor.
@MainActor
@Observable
public final class JournalThemeModel {
    /// The theme chosen in Settings, as stored (even while it is locked).
    public private(set) var selectedIdentifier: JournalTheme.Identifier
    /// The live theme file's content, laid over the selected theme; nil for none.
    public var liveDocument: ThemeDocument?
    /// Why the live theme file's latest read failed (the last good document stays); nil after a
    /// good read and without live reload.
    public var liveError: LiveReloadError?

    @ObservationIgnored public let preferences: JournalPreferences
    @ObservationIgnored public let purchases: JournalPurchases

    public init(preferences: JournalPreferences, purchases: JournalPurchases) {
        self.preferences = preferences
        self.purchases = purchases
        selectedIdentifier = preferences.theme
    }

    /// Every built-in theme, Settings order.
    public var themes: [JournalTheme] { JournalTheme.all }

    /// Whether `identifier` needs Pro and Pro is not unlocked.
    public func isLocked(_ identifier: JournalTheme.Identifier) -> Bool {
        JournalTheme(identifier).isPro && !purchases.isProUnlocked
    }

    /// The theme shown: the selected one unless it is locked (then the default), with the live
    /// document applied.
    public var displayedIdentifier: JournalTheme.Identifier {
        isLocked(selectedIdentifier) ? .sunset : selectedIdentifier
    }

    /// What the window shows.
    public var currentTheme: JournalTheme {
        let theme = JournalTheme(displayedIdentifier)
        return liveDocument.map(theme.applying) ?? theme
    }

    /// Chooses `identifier` and stores the choice, unless it is locked.
    /// - Returns: whether it was chosen (false for a locked Pro theme; nothing changes then).
    @discardableResult
    public func select(_ identifier: JournalTheme.Identifier) -> Bool {
        guard !isLocked(identifier) else { return false }
        preferences.theme = identifier
        if selectedIdentifier != identifier { selectedIdentifier = identifier }
        return true
    }
}
