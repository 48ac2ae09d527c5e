import Foundation
import Tessera
import TesseraCore
import TesseraTesting
import Testing

@testable import Journal

/// Appearance and text size changed while a screen is shown must give the very pixels a fresh launch
/// at those traits gives: self-sized cells re-measured, intrinsic sizes asked again, colours resolved
/// again (issue 15, defect 1).
@MainActor
@Suite struct LiveTraitChangeTests: HomeScreenFixture {
    let clock = TestClock()

    /// Each step the live window goes through, ending at the fresh launch's traits.
    static let changes: [(UIUserInterfaceStyle, UIContentSizeCategory)] = [
        (.dark, .large), (.dark, .extraExtraExtraLarge), (.light, .accessibilityExtraExtraExtraLarge),
        (.dark, .extraSmall),
    ]

    /// Renders `live` after each change of its window traits and compares each frame with a fresh
    /// window made at those traits by `fresh`.
    func expectLiveChangesMatchFreshLaunches(
        _ live: UIWindow, fresh: (UIUserInterfaceStyle, UIContentSizeCategory) throws -> UIWindow
    ) throws {
        _ = live.renderBitmap()
        for (appearance, contentSize) in Self.changes {
            live.windowTraits = UITraitCollection(
                userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize)
            Binding.deliverPendingUpdates()
            let changed = live.renderBitmap()
            let launched = try fresh(appearance, contentSize).renderBitmap()
            let different = Self.differingPixels(changed, launched)
            #expect(
                different == 0,
                "\(appearance), \(contentSize): \(different) pixels differ from a fresh launch\(different == 0 ? "" : Self.keep(changed, launched))"
            )
        }
    }

    /// Writes both frames as PNGs into a new temporary directory for a person to compare; its path,
    /// for the failure message.
    static func keep(_ live: Bitmap, _ fresh: Bitmap) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "live-traits-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil,
            (try? live.writePNG(to: directory.appendingPathComponent("live.png"))) != nil,
            (try? fresh.writePNG(to: directory.appendingPathComponent("fresh.png"))) != nil
        else { return "" }
        return " (frames: \(directory.path)/live.png, fresh.png)"
    }

    /// How many pixels of `a` and `b` differ (all of them when the sizes differ).
    static func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
        var count = 0
        a.pixels.withUnsafeBufferPointer { left in
            b.pixels.withUnsafeBufferPointer { right in
                for pixel in 0..<(a.width * a.height) {
                    let base = pixel * 4
                    if left[base] != right[base] || left[base + 1] != right[base + 1]
                        || left[base + 2] != right[base + 2]
                        || left[base + 3] != right[base + 3]
                    {
                        count += 1
                    }
                }
            }
        }
        return count
    }

    @Test func theHomeCardsFollowLiveChangesAsAFreshLaunchShowsThem() throws {
        let (window, home) = try homeWindow(.iPhone15, .light)
        let heightAtLarge = home.tableView.visibleCells.first?.frame.height ?? 0
        try expectLiveChangesMatchFreshLaunches(window) { appearance, contentSize in
            try homeWindow(.iPhone15, appearance, contentSize: contentSize).0
        }
        window.windowTraits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        window.layoutIfNeeded()
        #expect((home.tableView.visibleCells.first?.frame.height ?? 0) > heightAtLarge)
    }

    @Test func theDetailScreenFollowsLiveChangesAsAFreshLaunchShowsIt() throws {
        func detailWindow(_ appearance: UIUserInterfaceStyle, _ contentSize: UIContentSizeCategory) throws -> UIWindow {
            let window = UIWindow(
                device: .iPhone15,
                traits: UITraitCollection(userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize))
            window.clock = clock
            window.theme = JournalTheme()
            let repository = try JournalRepository(inMemoryWith: SampleEntries.home)
            let root = UIViewController()
            root.title = "日记 Journal"
            let navigation = UINavigationController(rootViewController: root)
            window.rootViewController = navigation
            let detail = EntryDetailViewController(
                model: EntryDetailViewModel(entry: SampleEntries.home[1], repository: repository),
                pipeline: ImagePipeline(),
                photoDirectory: nil)
            navigation.pushViewController(detail, animated: false)
            Binding.deliverPendingUpdates()
            window.layoutIfNeeded()
            return window
        }
        try expectLiveChangesMatchFreshLaunches(try detailWindow(.light, .large), fresh: detailWindow)
    }

    /// The reported path: the text size raised in Settings, then back to the journal tab, whose
    /// cards were measured at the old size while it was off screen.
    @Test func theJournalTabAfterATextSizeChangeInSettingsMatchesAFreshLaunch() async throws {
        func launch(_ directory: URL, contentSize: UIContentSizeCategory?) async throws -> (
            UIWindow, JournalRootViewController
        ) {
            let options = JournalLaunchOptions(
                dataDirectory: directory, photoDirectory: nil, today: SampleEntries.referenceDate,
                now: { SampleEntries.referenceDate })
            let preferences = JournalPreferences(fileURL: options.settingsFile)
            preferences.hasCompletedOnboarding = true
            if let contentSize { preferences.contentSizeCategory = contentSize }
            let launch = try await JournalBoot.run(options)
            let window = UIWindow(device: .iPhone15)
            window.clock = clock
            window.theme = JournalTheme()
            let root = JournalRootViewController(launch: launch)
            window.rootViewController = root
            Binding.deliverPendingUpdates()
            window.layoutIfNeeded()
            return (window, root)
        }
        let liveDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "live-traits-\(UUID().uuidString)")
        let freshDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "live-traits-\(UUID().uuidString)")
        defer {
            for directory in [liveDirectory, freshDirectory] { try? FileManager.default.removeItem(at: directory) }
        }
        let (live, root) = try await launch(liveDirectory, contentSize: nil)
        _ = live.renderBitmap()
        let tabs = try #require(root.tabs)
        tabs.select(.settings)
        live.layoutIfNeeded()
        root.settings.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        Binding.deliverPendingUpdates()
        _ = live.renderBitmap()
        tabs.select(.journal)
        Binding.deliverPendingUpdates()
        let (fresh, _) = try await launch(freshDirectory, contentSize: .accessibilityExtraExtraExtraLarge)
        let changed = live.renderBitmap()
        let launched = fresh.renderBitmap()
        let different = Self.differingPixels(changed, launched)
        #expect(different == 0, "\(different) pixels differ from a fresh launch at AX5\(Self.keep(changed, launched))")
    }
}
