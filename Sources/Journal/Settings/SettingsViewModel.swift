import Dispatch
import Foundation
public import Observation
public import Tessera

/// The Settings screen's state: the appearance and text size the app applies to its window, kept
/// in `JournalPreferences` so they survive a restart.
///
/// Assigning `appearance` or `contentSizeCategory` writes the preference at once. Changes made to
/// the same preferences elsewhere (another screen, a scripted session) reach the model on the next
/// main-queue turn. The app shell observes the model and applies it:
/// ```swift
/// let settings = SettingsViewModel(preferences: JournalPreferences(), featureToggles: toggles)
/// Binding.observe(settings, \.appearance) { _ in
///     window.windowTraits = settings.traits(applyingTo: systemTraits)
/// }.store(in: lifetime)
/// settings.appearance = .dark          // persisted; the window turns dark
/// settings.textSizeStep = 9            // .accessibilityExtraLarge (AX3)
/// ```
/// Main actor only.
@MainActor
@Observable
public final class SettingsViewModel: ViewModel {
    /// Light, dark or system; persisted on every change.
    public var appearance: AppearancePreference {
        didSet { if appearance != oldValue { preferences.appearance = appearance } }
    }

    /// The Dynamic Type size; persisted on every change.
    public var contentSizeCategory: UIContentSizeCategory {
        didSet { if contentSizeCategory != oldValue { preferences.contentSizeCategory = contentSizeCategory } }
    }

    /// The sizes the text-size slider steps through, smallest first: every category from
    /// `extraSmall` to `accessibilityExtraExtraExtraLarge` (AX5), twelve steps.
    public static let textSizeSteps: [UIContentSizeCategory] = UIContentSizeCategory.allCases

    @ObservationIgnored public let preferences: JournalPreferences
    /// The toggles the developer section's debug screen edits; nil hides that section.
    @ObservationIgnored public let featureToggles: FeatureToggles?
    /// "1.0 (1)": marketing version and build, shown under About.
    @ObservationIgnored public let version: String

    /// Reads the current values from `preferences`.
    public init(preferences: JournalPreferences, featureToggles: FeatureToggles? = nil, version: String = "1.0 (1)") {
        self.preferences = preferences
        self.featureToggles = featureToggles
        self.version = version
        appearance = preferences.appearance
        contentSizeCategory = preferences.contentSizeCategory
        super.init()
    }

    /// The position of `contentSizeCategory` in `textSizeSteps` (0…11). Setting it clamps.
    public var textSizeStep: Int {
        get { Self.textSizeSteps.firstIndex(of: contentSizeCategory) ?? 3 }
        set {
            let category = Self.textSizeSteps[min(max(newValue, 0), Self.textSizeSteps.count - 1)]
            if category != contentSizeCategory { contentSizeCategory = category }
        }
    }

    /// The style the window should show when the system's is `system`.
    public func resolvedUserInterfaceStyle(system: UIUserInterfaceStyle) -> UIUserInterfaceStyle {
        appearance.resolved(system: system)
    }

    /// `system` with this model's choices applied: the appearance (unless `.system`) and the
    /// content size category. Scale and layout direction are kept. Assign the result to
    /// `UIWindow.windowTraits`.
    public func traits(applyingTo system: UITraitCollection) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            system,
            UITraitCollection(
                userInterfaceStyle: resolvedUserInterfaceStyle(system: system.userInterfaceStyle),
                preferredContentSizeCategory: contentSizeCategory),
        ])
    }

    /// Follows writes to the preferences made by others (observers run on the writer's thread, so
    /// the model re-reads on the main queue; re-reading, not the reported value, keeps the latest).
    override public func observe() {
        let store = preferences.store
        for token in [
            store.observe(JournalPreferences.appearance) { [weak self] _ in self?.scheduleReload() },
            store.observe(JournalPreferences.contentSizeCategory) { [weak self] _ in self?.scheduleReload() },
        ] {
            token.store(in: lifetime)
        }
    }

    private nonisolated func scheduleReload() {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.reloadFromPreferences() }
        }
    }

    /// Takes the stored values (no-op when they are the model's already).
    public func reloadFromPreferences() {
        let storedAppearance = preferences.appearance
        if storedAppearance != appearance { appearance = storedAppearance }
        let storedCategory = preferences.contentSizeCategory
        if storedCategory != contentSizeCategory { contentSizeCategory = storedCategory }
    }
}
