public import Foundation
public import Tessera

/// What the journal's screens share once it has booted: the store, the preferences, the feature
/// toggles, the tracker, the image pipeline, and the date the app treats as today.
@MainActor
public final class JournalEnvironment {
    public let repository: JournalRepository
    public let preferences: JournalPreferences
    public let toggles: FeatureToggles
    /// Receives `screen_view` events of every screen (set on the root controller).
    public let tracker: Tracker
    public let pipeline: ImagePipeline
    /// Where the compose screen's photo picker looks for images; nil hides the picker's files.
    public let photoDirectory: URL?
    /// New entries default to this date and the statistics count streaks up to it.
    public let today: Date
    /// Reminders, the Pro purchase, the daily notification and the themes; nil runs without them.
    public let services: JournalServices?

    public init(
        repository: JournalRepository, preferences: JournalPreferences, toggles: FeatureToggles, tracker: Tracker,
        pipeline: ImagePipeline = JournalImages.pipeline, photoDirectory: URL? = PhotoLibrary.defaultDirectory,
        today: Date = Date(), services: JournalServices? = nil
    ) {
        self.repository = repository
        self.preferences = preferences
        self.toggles = toggles
        self.tracker = tracker
        self.pipeline = pipeline
        self.photoDirectory = photoDirectory
        self.today = today
        self.services = services
    }
}
