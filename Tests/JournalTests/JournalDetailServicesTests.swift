import Foundation
import Tessera
import TesseraCore
import TesseraTesting
import Testing

@testable import Journal

/// The entry detail screen with the reminders service: "提醒我 Remind me".
@MainActor
@Suite struct JournalDetailServicesTests {
    /// The detail of `entry` pushed over a "日记 Journal" root, with the fixture's reminders.
    func detailWindow(
        _ fixture: JournalServicesFixture, _ device: DevicePreset = .iPhone15,
        _ appearance: UIUserInterfaceStyle = .light,
        contentSize: UIContentSizeCategory = .large, entry: JournalEntry = SampleEntries.home[1]
    ) -> (UIWindow, EntryDetailViewController) {
        let window = UIWindow(
            device: device,
            traits: UITraitCollection(userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize))
        window.clock = fixture.clock
        window.theme = JournalTheme()
        let root = UIViewController()
        root.title = "日记 Journal"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.tintColor = JournalPalette.accentText
        window.rootViewController = navigation
        let detail = EntryDetailViewController(
            model: EntryDetailViewModel(entry: entry, repository: fixture.repository), pipeline: ImagePipeline(),
            photoDirectory: nil,
            reminders: fixture.services.reminders)
        navigation.pushViewController(detail, animated: false)
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        return (window, detail)
    }

    /// The same screen tall enough to show all of its content.
    func tallDetailWindow(
        _ fixture: JournalServicesFixture, _ appearance: UIUserInterfaceStyle = .light,
        contentSize: UIContentSizeCategory = .large
    ) -> (UIWindow, EntryDetailViewController) {
        let (_, phone) = detailWindow(fixture, .iPhone15, appearance, contentSize: contentSize)
        return detailWindow(
            fixture, DevicePreset.iPhone15.fullHeight(showing: phone.detailView.scrollView), appearance,
            contentSize: contentSize)
    }

    @Test func iPhone15LightFullHeight() throws {
        let fixture = try JournalServicesFixture()
        let (window, detail) = tallDetailWindow(fixture)
        #expect(!detail.detailView.remindButton.isHidden)
        assertSnapshot(of: window)
    }

    @Test(arguments: [
        (UIUserInterfaceStyle.light, UIContentSizeCategory.large), (.dark, .large), (.light, .accessibilityExtraLarge),
    ])
    func theDetailWithRemindMePassesTheAudits(appearance: UIUserInterfaceStyle, contentSize: UIContentSizeCategory)
        throws
    {
        let fixture = try JournalServicesFixture()
        let (window, _) = tallDetailWindow(fixture, appearance, contentSize: contentSize)
        assertAudits(of: window)
    }

    @Test func withoutAReminderServiceThereIsNoRemindMe() throws {
        let fixture = try JournalServicesFixture()
        let detail = EntryDetailViewController(
            model: EntryDetailViewModel(entry: SampleEntries.home[0], repository: fixture.repository),
            photoDirectory: nil)
        #expect(detail.detailView.isRemindActionAvailable == false)
        #expect(detail.reminders == nil)
    }

    @Test func tappingRemindMeSavesTheReminderInTheCalendarFileAndConfirmsIt() async throws {
        let fixture = try JournalServicesFixture()
        let entry = SampleEntries.home[1]
        let (window, detail) = tallDetailWindow(fixture)
        let driver = UIDriver(window: window)
        try driver.tap(identifier: "detail.remind")
        #expect(await journalEventually { detail.presentedViewController is UIAlertController })
        let alert = try #require(detail.presentedViewController as? UIAlertController)
        #expect(alert.alertTitle == "已添加提醒 Reminder added")
        #expect(alert.message?.contains("明天 09:00") == true)
        #expect(alert.message?.contains(entry.title) == true)

        let file = fixture.directory.appendingPathComponent(JournalServices.calendarFileName)
        let reopened = EventStore(
            fileURL: file, floatingTimeZone: JournalServicesFixture.shanghai, requestAccess: { _ in false })
        let reminder = try #require(
            try reopened.reminder(withIdentifier: EntryReminders.reminderIdentifier(for: entry)))
        #expect(reminder.title == entry.title)
        #expect(reminder.notes == entry.body)
        #expect(reminder.dueDateComponents?.day == 28)
        #expect(reminder.dueDateComponents?.hour == 9)
    }

    @Test func aCalendarFileThatCannotBeWrittenIsReportedInTheAlert() async throws {
        let fixture = try JournalServicesFixture()
        // A directory where the file should be: the atomic write cannot replace it.
        let file = fixture.directory.appendingPathComponent(JournalServices.calendarFileName)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let (window, detail) = tallDetailWindow(fixture)
        defer { withExtendedLifetime(window) {} }
        await detail.remind()
        let alert = try #require(detail.presentedViewController as? UIAlertController)
        #expect(alert.alertTitle == "无法添加提醒 Could not add the reminder")
    }
}
