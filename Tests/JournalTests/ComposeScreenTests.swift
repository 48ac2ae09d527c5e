import Foundation
import Tessera
import TesseraCore
import TesseraTesting
import Testing

@testable import Journal

@MainActor
@Suite struct ComposeScreenTests {
    let clock = TestClock()

    /// What the screen's callbacks received.
    @MainActor final class Callbacks {
        var saved: [JournalEntry] = []
        var cancelled = 0
    }

    /// A window showing the compose screen in a navigation controller (as it is presented).
    func composeWindow(
        _ device: DevicePreset, _ appearance: UIUserInterfaceStyle, contentSize: UIContentSizeCategory = .large,
        editing: JournalEntry? = nil, repository: JournalRepository? = nil, photoDirectory: URL? = nil,
        pipeline: ImagePipeline = ImagePipeline()
    ) throws -> (UIWindow, ComposeViewController, Callbacks) {
        let repository = try repository ?? JournalRepository(inMemoryWith: SampleEntries.home)
        let window = UIWindow(
            device: device,
            traits: UITraitCollection(userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize))
        window.clock = clock
        window.theme = JournalTheme()
        let callbacks = Callbacks()
        let compose = ComposeViewController(
            model: ComposeViewModel(repository: repository, editing: editing), photoDirectory: photoDirectory,
            pipeline: pipeline,
            onSave: { callbacks.saved.append($0) }, onCancel: { callbacks.cancelled += 1 })
        let navigation = UINavigationController(rootViewController: compose)
        navigation.navigationBar.tintColor = JournalPalette.accentText
        window.rootViewController = navigation
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        return (window, compose, callbacks)
    }

    /// An entry with two tags and the generated photo, its thumbnail already in `pipeline`'s cache.
    func editedEntryWithPhoto(pipeline: ImagePipeline, scale: CGFloat) async throws -> (JournalEntry, URL) {
        let url = try PhotoFixture.makePhoto()
        do {
            _ = try await pipeline.image(for: PhotoRowControl.thumbnailRequest(for: url, scale: scale))
        } catch {
            PhotoFixture.remove(url)
            throw error
        }
        var entry = SampleEntries.home[0]
        entry.photoPath = url.path
        return (entry, url)
    }

    func tap(_ view: UIView, in window: UIWindow) {
        let frame = view.convert(view.bounds, to: nil)
        window.send(.pointerDown(CGPoint(x: frame.midX, y: frame.midY)))
        window.send(.pointerUp(CGPoint(x: frame.midX, y: frame.midY)))
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
    }

    // MARK: Snapshots

    @Test func iPhone15LightNewEntry() throws {
        let (window, _, _) = try composeWindow(.iPhone15, .light)
        assertSnapshot(of: window)
    }

    @Test func iPhone15LightEditingWithPhoto() async throws {
        let pipeline = ImagePipeline()
        let (entry, url) = try await editedEntryWithPhoto(pipeline: pipeline, scale: 3)
        defer { PhotoFixture.remove(url) }
        let (window, _, _) = try composeWindow(.iPhone15, .light, editing: entry, pipeline: pipeline)
        assertSnapshot(of: window)
    }

    @Test func iPhone15DarkEditingWithPhoto() async throws {
        let pipeline = ImagePipeline()
        let (entry, url) = try await editedEntryWithPhoto(pipeline: pipeline, scale: 3)
        defer { PhotoFixture.remove(url) }
        let (window, _, _) = try composeWindow(.iPhone15, .dark, editing: entry, pipeline: pipeline)
        assertSnapshot(of: window)
    }

    @Test func iPhone15LightAX3() throws {
        let (window, _, _) = try composeWindow(
            .iPhone15, .light, contentSize: .accessibilityExtraExtraExtraLarge, editing: SampleEntries.home[2])
        assertSnapshot(of: window)
    }

    /// Further down at AX3: the mood picker as a list, the tags, the date under its title.
    @Test func iPhone15LightAX3Scrolled() throws {
        let (window, compose, _) = try composeWindow(
            .iPhone15, .light, contentSize: .accessibilityExtraExtraExtraLarge, editing: SampleEntries.home[2])
        let form = compose.formView
        form.scrollView.contentOffset = CGPoint(
            x: 0, y: form.moodPicker.convert(CGPoint.zero, to: form.scrollView).y - 120)
        assertSnapshot(of: window)
    }

    @Test func iPhoneSELight() throws {
        let (window, _, _) = try composeWindow(.iPhoneSE, .light, editing: SampleEntries.home[1])
        assertSnapshot(of: window)
    }

    /// A folder of three generated photos, their thumbnails already in `pipeline`'s memory cache.
    func photoFolder(pipeline: ImagePipeline, names: [String] = ["西湖 sunrise.png", "lake.JPG", "harbour.jpeg"])
        async throws -> URL
    {
        let directory = PhotoFixture.makeDirectory()
        do {
            for (index, name) in names.enumerated() {
                let url = try PhotoFixture.write(in: directory, name: name, tint: Double(index) * 0.15)
                _ = try await pipeline.image(for: PhotoRowControl.thumbnailRequest(for: url, scale: 3))
            }
        } catch {
            PhotoFixture.removeDirectory(directory)
            throw error
        }
        return directory
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func photoPicker(appearance: UIUserInterfaceStyle) async throws {
        let pipeline = ImagePipeline()
        let directory = try await photoFolder(pipeline: pipeline)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (window, compose, _) = try composeWindow(
            .iPhone15, appearance, photoDirectory: directory, pipeline: pipeline)
        try UIDriver(window: window).tap(identifier: "compose.photo")
        let picker = try #require(
            (compose.presentedViewController as? UINavigationController)?.topViewController
                as? PhotoPickerViewController)
        #expect(picker.tableView.visibleCells.compactMap { ($0 as? PhotoCell)?.thumbnail.image }.count == 3)
        assertSnapshot(of: window, named: appearance == .light ? "light" : "dark")
    }

    // MARK: Save and cancel

    @Test func saveIsEnabledOnlyOnceTitleAndBodyAreTypedAndStoresTheEntry() throws {
        let repository = try JournalRepository(inMemoryWith: [])
        let (window, compose, callbacks) = try composeWindow(.iPhone15, .light, repository: repository)
        let save = try #require(compose.saveItem)
        #expect(!save.isEnabled)
        #expect(compose.formView.validationLabel.text == "请输入标题 Add a title")

        tap(compose.formView.titleField, in: window)
        window.send(.text("西湖夜游 Evening on West Lake"))
        Binding.deliverPendingUpdates()
        #expect(!save.isEnabled)
        #expect(compose.formView.validationLabel.text == "写点什么吧 Write something")

        tap(compose.formView.bodyTextView, in: window)
        window.send(.text("Lanterns on the water."))
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        #expect(save.isEnabled)
        #expect(compose.formView.validationLabel.superview?.isHidden == true)

        let driver = UIDriver(window: window)
        try driver.tap(identifier: "compose.save")
        #expect(repository.count == 1)
        let stored = try #require(try repository.entries().first)
        #expect(stored.title == "西湖夜游 Evening on West Lake")
        #expect(stored.body == "Lanterns on the water.")
        #expect(stored.mood == .calm)
        #expect(stored.date == SampleEntries.referenceDate)
        #expect(callbacks.saved == [stored])
        #expect(callbacks.cancelled == 0)
    }

    @Test func aDisabledSaveDoesNothing() throws {
        let repository = try JournalRepository(inMemoryWith: [])
        let (window, _, callbacks) = try composeWindow(.iPhoneSE, .light, repository: repository)
        let driver = UIDriver(window: window)
        let save = "NavigationContainerView › NavigationControllerBar › UIButton[2] \"compose.save\""
        #expect(throws: UIDriverError.notEnabled(path: save)) { try driver.tap(identifier: "compose.save") }
        #expect(repository.count == 0)
        #expect(callbacks.saved.isEmpty)
    }

    @Test func cancelDiscardsTheDraft() throws {
        let repository = try JournalRepository(inMemoryWith: SampleEntries.home)
        let (window, _, callbacks) = try composeWindow(
            .iPhone15, .light, editing: SampleEntries.home[4], repository: repository)
        let driver = UIDriver(window: window)
        try driver.type("!!", into: .identifier("compose.title"))
        try driver.type("More.", into: .identifier("compose.body"))
        Binding.deliverPendingUpdates()
        try driver.tap(identifier: "compose.cancel")
        #expect(callbacks.cancelled == 0)  // the draft changed: Cancel asks first (issue 15)
        try driver.tap(driver.find(UIButton.self, .label("放弃更改 Discard Changes")))
        #expect(callbacks.cancelled == 1)
        #expect(callbacks.saved.isEmpty)
        #expect(try repository.entry(id: SampleEntries.home[4].id) == SampleEntries.home[4])
    }

    @Test func editingKeepsTheFavouriteAndTheAuthor() throws {
        let repository = try JournalRepository(inMemoryWith: SampleEntries.home)
        let original = SampleEntries.home[0]  // a favourite
        let (window, compose, callbacks) = try composeWindow(
            .iPhoneSE, .light, editing: original, repository: repository)
        #expect(compose.title == "编辑日记")
        #expect(compose.saveItem?.isEnabled == true)
        let driver = UIDriver(window: window)
        try driver.tap(identifier: "compose.mood.sad")
        try driver.tap(identifier: "compose.save")
        let stored = try #require(try repository.entry(id: original.id))
        #expect(stored.mood == .sad)
        #expect(stored.isFavorite && stored.author == original.author && stored.title == original.title)
        #expect(callbacks.saved.map(\.id) == [original.id])
        #expect(repository.count == 8)
    }

    // MARK: Form controls

    @Test func returnAddsATagAndTheCrossRemovesIt() throws {
        let (window, compose, _) = try composeWindow(.iPhone15, .light)
        let driver = UIDriver(window: window)
        try driver.type("周末", into: .identifier("compose.tagField"))
        try driver.pressKey(.returnKey)
        #expect(compose.formView.tagField.isEditing)  // still focused for the next tag
        try driver.type("Hangzhou")
        try driver.pressKey(.returnKey)
        try driver.type("周末")  // a duplicate is ignored
        try driver.pressKey(.returnKey)
        Binding.deliverPendingUpdates()
        #expect(compose.model.tags == ["周末", "Hangzhou"])
        #expect(compose.formView.tagField.text == "")
        #expect(driver.exists(.text("# 周末")) && driver.exists(.text("# Hangzhou")))
        #expect(compose.formView.tagFlow.chips.count == 2)

        try driver.tap(identifier: "compose.tag.remove.周末")
        Binding.deliverPendingUpdates()
        #expect(compose.model.tags == ["Hangzhou"])
        #expect(!driver.exists(.text("# 周末")))
    }

    @Test func theMoodButtonsPickOneMood() throws {
        let (window, compose, _) = try composeWindow(.iPhone15, .light)
        let driver = UIDriver(window: window)
        #expect(compose.model.mood == .calm)
        try driver.tap(identifier: "compose.mood.joyful")
        Binding.deliverPendingUpdates()
        #expect(compose.model.mood == .joyful)
        #expect(compose.formView.moodPicker.option(for: .joyful).isSelected)
        #expect(!compose.formView.moodPicker.option(for: .calm).isSelected)
        compose.model.mood = .tired  // and back from the model
        Binding.deliverPendingUpdates()
        #expect(compose.formView.moodPicker.selectedMood == .tired)
    }

    @Test func theDatePickerSetsTheDate() throws {
        let (window, compose, _) = try composeWindow(.iPhone15, .light)
        let driver = UIDriver(window: window)
        #expect(compose.formView.datePicker.text == "2026年11月28日")
        let earlier = SampleEntries.referenceDate.addingTimeInterval(-9 * 86_400)
        try driver.setDate(earlier, for: driver.find(UIDatePicker.self, .identifier("compose.date")))
        Binding.deliverPendingUpdates()
        #expect(compose.model.date == earlier)
    }

    @Test func choosingAPhotoFromTheFolderAttachesIt() throws {
        let directory = PhotoFixture.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try PhotoFixture.write(in: directory, name: "b-lake.JPG")  // PNG bytes: decoding goes by content
        let chosen = try PhotoFixture.write(in: directory, name: "a-sunrise.png")
        try Data("not a photo".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("more.png"), withIntermediateDirectories: true)

        let (window, compose, _) = try composeWindow(.iPhone15, .light, photoDirectory: directory)
        let driver = UIDriver(window: window)
        try driver.tap(identifier: "compose.photo")
        let picker = try #require(
            (compose.presentedViewController as? UINavigationController)?.topViewController
                as? PhotoPickerViewController)
        #expect(picker.files.map(\.lastPathComponent) == ["a-sunrise.png", "b-lake.JPG"])
        #expect(picker.trackingName == "photo_picker")

        try driver.tap(identifier: "photoPicker.a-sunrise.png")
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        #expect(compose.presentedViewController == nil)
        #expect(compose.model.photoPath == chosen.standardizedFileURL.path)
        #expect(driver.exists(.text("a-sunrise.png")))
        #expect(driver.exists(.text("更换照片 Change photo")))

        try driver.tap(identifier: "compose.removePhoto")
        Binding.deliverPendingUpdates()
        #expect(compose.model.photoPath == nil)
        #expect(driver.exists(.text("选择照片 Choose photo")))
    }

    @Test func thePickerWithoutAFolderSaysSo() throws {
        let (window, compose, _) = try composeWindow(.iPhoneSE, .light, photoDirectory: nil)
        let driver = UIDriver(window: window)
        try driver.tap(identifier: "compose.photo")
        #expect(
            (try driver.find(.identifier("photoPicker.message")) as? UILabel)?.text
                == "没有照片文件夹 No photo folder (~/Pictures)")
        try driver.tap(identifier: "photoPicker.cancel")
        #expect(compose.presentedViewController == nil)
        #expect(compose.model.photoPath == nil)
    }

    @Test func theLibraryReportsAMissingFolder() {
        let missing = URL(fileURLWithPath: "/nonexistent/tessera-pictures")
        #expect(throws: PhotoLibraryError.missingDirectory(missing)) {
            try PhotoLibrary(directory: missing).imageFiles()
        }
    }

    @Test func anEmptyFolderListsNothing() throws {
        let directory = PhotoFixture.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try PhotoLibrary(directory: directory).imageFiles().isEmpty)
        let picker = PhotoPickerViewController(
            library: PhotoLibrary(directory: directory), onPick: { _ in }, onCancel: {})
        #expect(picker.files.isEmpty)
        #expect(picker.message?.hasPrefix("这里没有照片") == true)
    }

    // MARK: Audits and lifetime

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theComposeScreenPassesTheAudits(appearance: UIUserInterfaceStyle) async throws {
        let pipeline = ImagePipeline()
        let (entry, url) = try await editedEntryWithPhoto(pipeline: pipeline, scale: 3)
        defer { PhotoFixture.remove(url) }
        let (window, _, _) = try composeWindow(.iPhone15, appearance, editing: entry, pipeline: pipeline)
        assertAudits(of: window)
    }

    /// The whole form at its full height outside a window (nothing cut by scrolling), with a photo,
    /// tags and a save error showing.
    @Test(
        arguments: [UIContentSizeCategory.large, .accessibilityExtraExtraExtraLarge],
        [UIUserInterfaceStyle.light, .dark])
    func theWholeFormPassesTheAudits(contentSize: UIContentSizeCategory, appearance: UIUserInterfaceStyle) throws {
        var entry = SampleEntries.home[0]
        entry.photoPath = "/nonexistent/lake.png"
        let model = ComposeViewModel(repository: try JournalRepository(inMemoryWith: []), editing: entry)
        let form = ComposeFormView(model: model)
        assertFullLengthAudits(of: form, scrollView: form.scrollView, appearance: appearance, contentSize: contentSize)
        let empty = ComposeFormView(model: ComposeViewModel(repository: try JournalRepository(inMemoryWith: [])))
        assertFullLengthAudits(
            of: empty, scrollView: empty.scrollView, appearance: appearance, contentSize: contentSize)
    }

    /// A new entry's Save is disabled; WCAG 1.4.3 exempts the text of inactive controls from the
    /// contrast minimum, so that one finding is expected and everything else must pass.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theNewEntryFormPassesTheAudits(appearance: UIUserInterfaceStyle) throws {
        let (window, compose, _) = try composeWindow(.iPhoneSE, appearance)
        #expect(compose.saveItem?.isEnabled == false)
        let issues = Audit.run(on: window).filter { !$0.description.contains("UILabel[1] \"保存 Save\": contrast") }
        #expect(issues.isEmpty, "\(issues.map(\.description).joined(separator: "\n"))")
    }

    @Test(
        arguments: [UIContentSizeCategory.large, .accessibilityExtraExtraExtraLarge],
        [UIUserInterfaceStyle.light, .dark])
    func thePhotoPickerPassesTheAudits(contentSize: UIContentSizeCategory, appearance: UIUserInterfaceStyle) throws {
        let directory = PhotoFixture.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["一张很长的照片名字 a rather long photo file name.png", "lake.png"] {
            _ = try PhotoFixture.write(in: directory, name: name)
        }
        let picker = PhotoPickerViewController(
            library: PhotoLibrary(directory: directory), pipeline: ImagePipeline(), onPick: { _ in }, onCancel: {})
        assertFullLengthAudits(
            of: picker.view, scrollView: picker.tableView, appearance: appearance, contentSize: contentSize)
        if contentSize == .large {
            let (window, _, _) = try composeWindow(.iPhone15, appearance, photoDirectory: directory)
            try UIDriver(window: window).tap(identifier: "compose.photo")
            assertAudits(of: window)
        }
    }

    @Test func closingTheScreenReleasesItsModel() throws {
        weak var weakModel: ComposeViewModel?
        do {
            let (window, compose, _) = try composeWindow(.iPhoneSE, .light)
            weakModel = compose.model
            #expect(compose.trackingName == "compose")
            window.rootViewController = nil
        }
        #expect(weakModel == nil)
    }
}
