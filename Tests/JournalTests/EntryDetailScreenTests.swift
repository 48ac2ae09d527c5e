import Foundation
import Tessera
import TesseraCore
import TesseraTesting
import Testing

@testable import Journal

@MainActor
@Suite struct EntryDetailScreenTests {
    let clock = TestClock()

    /// A window showing the detail of `entry`, pushed over a "日记 Journal" root so the bar has its
    /// back button. With `warmPhoto` the photo is loaded into the pipeline's memory cache first, so
    /// the first frame shows it.
    func detailWindow(
        _ device: DevicePreset, _ appearance: UIUserInterfaceStyle, contentSize: UIContentSizeCategory = .large,
        entry: JournalEntry = SampleEntries.home[0], repository: JournalRepository? = nil,
        pipeline: ImagePipeline = ImagePipeline(),
        warmPhoto: Bool = true, onChange: (@MainActor (JournalEntry) -> Void)? = nil
    ) async throws -> (UIWindow, EntryDetailViewController) {
        let repository = try repository ?? JournalRepository(inMemoryWith: SampleEntries.home + [entry])
        if warmPhoto, let path = entry.photoPath {
            _ = try await pipeline.image(
                for: EntryPhotoView.request(for: repository.photoURL(for: path), scale: device.scale))
        }
        let window = UIWindow(
            device: device,
            traits: UITraitCollection(userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize))
        window.clock = clock
        window.theme = JournalTheme()
        let root = UIViewController()
        root.title = "日记 Journal"
        let navigation = UINavigationController(rootViewController: root)
        // The back button in the journal's AA text colour (the theme's tint is 3.6:1 on white).
        navigation.navigationBar.tintColor = JournalPalette.accentText
        window.rootViewController = navigation
        let detail = EntryDetailViewController(
            model: EntryDetailViewModel(entry: entry, repository: repository), pipeline: pipeline, photoDirectory: nil,
            onChange: onChange)
        navigation.pushViewController(detail, animated: false)
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        return (window, detail)
    }

    /// The first sample entry with the generated lake photo attached.
    func entryWithPhoto() throws -> (JournalEntry, URL) {
        let url = try PhotoFixture.makePhoto()
        var entry = SampleEntries.home[0]
        entry.photoPath = url.path
        return (entry, url)
    }

    // MARK: Snapshots

    @Test func iPhone15LightWithPhoto() async throws {
        let (entry, url) = try entryWithPhoto()
        defer { PhotoFixture.remove(url) }
        let (window, detail) = try await detailWindow(.iPhone15, .light, entry: entry)
        #expect(detail.detailView.photoView.imageView.image != nil)
        assertSnapshot(of: window)
    }

    @Test func iPhone15DarkWithPhoto() async throws {
        let (entry, url) = try entryWithPhoto()
        defer { PhotoFixture.remove(url) }
        let (window, _) = try await detailWindow(.iPhone15, .dark, entry: entry)
        assertSnapshot(of: window)
    }

    @Test func iPhone15LightAX3() async throws {
        let (window, _) = try await detailWindow(
            .iPhone15, .light, contentSize: .accessibilityExtraExtraExtraLarge, entry: SampleEntries.home[1])
        assertSnapshot(of: window)
    }

    @Test func iPhoneSELight() async throws {
        let (window, _) = try await detailWindow(.iPhoneSE, .light, entry: SampleEntries.home[2])
        assertSnapshot(of: window)
    }

    // MARK: Behaviour

    @Test func tappingTheStarStoresTheFavouriteAndTappingAgainClearsIt() async throws {
        let entry = SampleEntries.home[1]
        #expect(!entry.isFavorite)
        var changes: [Bool] = []
        let (window, detail) = try await detailWindow(.iPhone15, .light, entry: entry) { changes.append($0.isFavorite) }
        let driver = UIDriver(window: window)
        let repository = detail.model.repository

        try driver.tap(identifier: "detail.favorite")
        Binding.deliverPendingUpdates()
        #expect(try repository.entry(id: entry.id)?.isFavorite == true)
        #expect(detail.model.entry.isFavorite)
        #expect(detail.detailView.favoriteButton.isSelected)

        try driver.tap(identifier: "detail.favorite")
        Binding.deliverPendingUpdates()
        #expect(try repository.entry(id: entry.id)?.isFavorite == false)
        #expect(!detail.detailView.favoriteButton.isSelected)
        #expect(changes == [true, false])
    }

    @Test func theScreenShowsTheEntry() async throws {
        let entry = SampleEntries.home[2]
        let (window, detail) = try await detailWindow(.iPhone15, .light, entry: entry)
        let driver = UIDriver(window: window)
        #expect((try driver.find(.identifier("detail.title")) as? UILabel)?.text == "和妈妈包饺子")
        #expect(detail.detailView.bodyLabel.text == entry.body)
        #expect(driver.exists(.text("# 家人")) && driver.exists(.text("# Food")))
        #expect(driver.exists(.text("愉快 Happy")))
        #expect(driver.exists(.text("2026年11月26日 星期四 · 19:05")))
        #expect(driver.exists(.identifier("detail.edit")))
        #expect(detail.detailView.photoView.isHidden)  // no photo
        #expect(!driver.exists(.identifier("detail.photo")))
        #expect(detail.trackingName == "entry_detail")
    }

    @Test func editPresentsComposeAndSaveShowsTheEdit() async throws {
        var changed: [JournalEntry] = []
        let entry = SampleEntries.home[3]
        let (window, detail) = try await detailWindow(.iPhone15, .light, entry: entry) { changed.append($0) }
        let driver = UIDriver(window: window)
        try driver.tap(identifier: "detail.edit")
        let sheet = try #require(detail.presentedViewController as? UINavigationController)
        let compose = try #require(sheet.topViewController as? ComposeViewController)
        #expect(compose.model.isEditing)
        #expect(compose.formView.titleField.text == "Release week")

        try driver.clearText(in: .identifier("compose.title"))
        try driver.type("发布周 Release week")
        Binding.deliverPendingUpdates()
        try driver.tap(identifier: "compose.save")
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()

        #expect(detail.presentedViewController == nil)
        #expect(try detail.model.repository.entry(id: entry.id)?.title == "发布周 Release week")
        #expect(detail.detailView.titleLabel.text == "发布周 Release week")
        #expect(changed.map(\.title) == ["发布周 Release week"])
        #expect(detail.model.repository.count == 8)
    }

    @Test func editThenCancelChangesNothing() async throws {
        let entry = SampleEntries.home[3]
        let (window, detail) = try await detailWindow(.iPhone15, .light, entry: entry)
        let driver = UIDriver(window: window)
        try driver.tap(identifier: "detail.edit")
        try driver.type(" (draft)", into: .identifier("compose.title"))
        Binding.deliverPendingUpdates()
        try driver.tap(identifier: "compose.cancel")
        // The draft changed, so Cancel asks first (issue 15).
        try driver.tap(driver.find(UIButton.self, .label("放弃更改 Discard Changes")))
        #expect(detail.presentedViewController == nil)
        #expect(try detail.model.repository.entry(id: entry.id) == entry)
        #expect(detail.detailView.titleLabel.text == "Release week")
    }

    @Test func aPhotoLoadsThroughThePipeline() async throws {
        let (entry, url) = try entryWithPhoto()
        defer { PhotoFixture.remove(url) }
        let pipeline = ImagePipeline()
        let (window, detail) = try await detailWindow(
            .iPhoneSE, .light, entry: entry, pipeline: pipeline, warmPhoto: false)
        let photo = detail.detailView.photoView
        #expect(photo.accessibilityIdentifier == "detail.photo")
        #expect(!photo.isHidden)
        if photo.imageView.image == nil {
            let loaded = await withCheckedContinuation { continuation in
                photo.onLoad = { continuation.resume(returning: $0) }
            }
            #expect(loaded)
        }
        let bitmap = try #require(photo.imageView.image?.bitmap)
        // 480 × 360 pixels decoded for a 400 × 300-point box at 2× is left at its size.
        #expect(bitmap.width == 480 && bitmap.height == 360)
        #expect(pipeline.cachedImage(for: EntryPhotoView.request(for: url, scale: 2)) != nil)
        window.layoutIfNeeded()
        #expect(photo.frame.width == 343 && photo.frame.height == 257)
    }

    @Test func aMissingPhotoFileKeepsThePlaceholder() async throws {
        var entry = SampleEntries.home[0]
        entry.photoPath = "/nonexistent/tessera-journal/lake.png"
        let (_, detail) = try await detailWindow(.iPhoneSE, .light, entry: entry, warmPhoto: false)
        let photo = detail.detailView.photoView
        let loaded = await withCheckedContinuation { continuation in
            photo.onLoad = { continuation.resume(returning: $0) }
        }
        #expect(!loaded)
        #expect(photo.imageView.image == nil)
        #expect(!photo.isHidden)
    }

    @Test func aRelativePhotoPathIsInsideTheJournalDirectory() throws {
        let directory = PhotoFixture.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = try JournalRepository(directory: directory)
        #expect(repository.photoURL(for: "photos/lake.png") == directory.appendingPathComponent("photos/lake.png"))
        #expect(repository.photoURL(for: "/tmp/lake.png").path == "/tmp/lake.png")
    }

    @Test func setFavoriteOfAnUnknownEntryWritesNothing() throws {
        let repository = try JournalRepository(inMemoryWith: SampleEntries.home)
        #expect(try repository.setFavorite(true, id: UUID()) == nil)
        #expect(repository.count == 8)
        #expect(try repository.setFavorite(true, id: SampleEntries.home[0].id)?.isFavorite == true)  // already true
    }

    @Test func aFavouriteOfAnEntryDeletedMeanwhileRestoresIt() throws {
        let repository = try JournalRepository(inMemoryWith: SampleEntries.home)
        let entry = SampleEntries.home[4]
        let model = EntryDetailViewModel(entry: entry, repository: repository)
        try repository.delete(id: entry.id)
        model.toggleFavorite()
        #expect(try repository.entry(id: entry.id)?.isFavorite == true)
        #expect(model.errorMessage == nil)
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theDetailScreenPassesTheAudits(appearance: UIUserInterfaceStyle) async throws {
        let (entry, url) = try entryWithPhoto()
        defer { PhotoFixture.remove(url) }
        let (window, _) = try await detailWindow(.iPhone15, appearance, entry: entry)
        assertAudits(of: window)
    }

    /// The whole screen, not only what the first screenful shows: the detail view laid out at its
    /// full content height outside a window (so no label is cut by the scroll view's edge).
    @Test(
        arguments: [UIContentSizeCategory.large, .accessibilityExtraExtraExtraLarge],
        [UIUserInterfaceStyle.light, .dark])
    func theWholeDetailScreenPassesTheAudits(contentSize: UIContentSizeCategory, appearance: UIUserInterfaceStyle)
        throws
    {
        var entry = SampleEntries.home[6]
        entry.photoPath = "/nonexistent/lake.png"  // the grey placeholder panel
        let repository = try JournalRepository(inMemoryWith: [entry])
        let view = EntryDetailView(model: EntryDetailViewModel(entry: entry, repository: repository))
        assertFullLengthAudits(of: view, scrollView: view.scrollView, appearance: appearance, contentSize: contentSize)
    }

    @Test func poppingTheScreenReleasesItsModel() async throws {
        weak var weakModel: EntryDetailViewModel?
        do {
            let (window, detail) = try await detailWindow(.iPhoneSE, .light)
            weakModel = detail.model
            detail.navigationController?.popViewController(animated: false)
            window.rootViewController = nil
        }
        #expect(weakModel == nil)
    }
}

/// Lays `view` out 393 points wide (an iPhone 15) and as tall as `scrollView`'s content, outside
/// any window, with the journal's theme and the given traits, and audits it — every label of the
/// screen, none cut by scrolling.
@MainActor
func assertFullLengthAudits(
    of view: UIView, scrollView: UIScrollView, appearance: UIUserInterfaceStyle, contentSize: UIContentSizeCategory,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let traits = UITraitCollection(
        userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize, displayScale: 1)
    view.overrideTheme = JournalTheme()
    view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    _ = view.renderBitmap(traits: traits, scale: 1)  // takes the traits, lays out
    view.frame.size.height = max(852, scrollView.contentSize.height)
    view.layoutIfNeeded()
    #expect(scrollView.contentSize.height <= view.bounds.height, sourceLocation: sourceLocation)
    let issues = Audit.run(on: view, traits: traits)
    #expect(issues.isEmpty, "\(issues.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
}

/// A generated photo for the photo tests: a 480 × 360-pixel PNG of a lake at sunrise (sky
/// gradient, sun, water), drawn with the display list and written by the Cairo canvas.
@MainActor
enum PhotoFixture {
    /// A new empty folder in the temporary directory.
    static func makeDirectory() -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "journal-photos-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Writes the photo as `name` in `directory` and returns its URL. `tint` shifts the sky's
    /// colour, so several fixtures look different.
    static func write(in directory: URL, name: String = "west-lake.png", tint: Double = 0) throws -> URL {
        let size = CGSize(width: 480, height: 360)
        var list = DisplayList()
        let sky = LinearGradient(
            colors: [
                UIColor(red: 0.25 + tint, green: 0.45, blue: 0.85 - tint), UIColor(red: 1, green: 0.72, blue: 0.45),
            ],
            start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 230))
        list.fill(.rect(CGRect(x: 0, y: 0, width: 480, height: 230)), with: .linearGradient(sky))
        list.fill(
            .ellipse(in: CGRect(x: 300, y: 120, width: 90, height: 90)), color: UIColor(red: 1, green: 0.9, blue: 0.6))
        list.fill(.rect(CGRect(x: 0, y: 200, width: 480, height: 40)), color: UIColor(red: 0.2, green: 0.3, blue: 0.25))
        let water = LinearGradient(
            colors: [UIColor(red: 0.3, green: 0.45, blue: 0.6), UIColor(red: 0.08, green: 0.15, blue: 0.3)],
            start: CGPoint(x: 0, y: 235), end: CGPoint(x: 0, y: 360))
        list.fill(.rect(CGRect(x: 0, y: 235, width: 480, height: 125)), with: .linearGradient(water))
        let url = directory.appendingPathComponent(name)
        try Canvas.writePNG(list, size: size, scale: 1, to: url)
        return url
    }

    /// The photo as `name` in a new folder of its own (``remove(_:)`` deletes both); the folder is
    /// removed again when the photo cannot be written.
    static func makePhoto(name: String = "west-lake.png") throws -> URL {
        let directory = makeDirectory()
        do {
            return try write(in: directory, name: name)
        } catch {
            removeDirectory(directory)
            throw error
        }
    }

    /// Deletes the fixture's folder.
    static func remove(_ url: URL) {
        removeDirectory(url.deletingLastPathComponent())
    }

    /// Deletes a folder ``makeDirectory()`` made, with everything in it.
    static func removeDirectory(_ directory: URL) {
        try? FileManager.default.removeItem(at: directory)
    }
}
