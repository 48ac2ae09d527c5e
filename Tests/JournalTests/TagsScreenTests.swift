import Foundation
import Tessera
import TesseraCore
import TesseraTesting
import Testing

@testable import Journal

@MainActor
@Suite struct TagsScreenTests {
    let clock = TestClock()

    /// The Tags screen as the shell shows it: the root of a navigation controller in a window.
    func tagsScreen(
        _ device: DevicePreset = .iPhone15, _ appearance: UIUserInterfaceStyle = .light,
        contentSize: UIContentSizeCategory = .large,
        repository: JournalRepository? = nil, onSelectTag: @escaping @MainActor (String) -> Void = { _ in }
    ) throws -> (window: UIWindow, controller: TagsViewController) {
        let window = UIWindow(
            device: device,
            traits: UITraitCollection(userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize))
        window.clock = clock
        window.theme = JournalTheme()
        let controller = TagsViewController(
            repository: try repository ?? JournalRepository(inMemoryWith: SampleEntries.seed), onSelectTag: onSelectTag)
        window.rootViewController = UINavigationController(rootViewController: controller)
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// Tag counts worked out here from the seed, most used first, ties alphabetical.
    static var expectedCounts: [(tag: String, count: Int)] {
        var counts: [String: Int] = [:]
        for entry in SampleEntries.seed {
            for tag in entry.tags { counts[tag, default: 0] += 1 }
        }
        return counts.map { ($0.key, $0.value) }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.tag < $1.tag }
    }

    @Test func iPhone15Light() throws { assertSnapshot(of: try tagsScreen(.iPhone15, .light).window) }
    @Test func iPhone15Dark() throws { assertSnapshot(of: try tagsScreen(.iPhone15, .dark).window) }
    @Test func iPhone15AX3() throws {
        assertSnapshot(of: try tagsScreen(.iPhone15, .light, contentSize: .accessibilityExtraLarge).window)
    }
    @Test func iPhoneSELight() throws { assertSnapshot(of: try tagsScreen(.iPhoneSE, .light).window) }

    /// Audited at full height, every chip on screen (see `DevicePreset.fullHeight(showing:)`).
    @Test(arguments: [
        (UIUserInterfaceStyle.light, UIContentSizeCategory.large), (.dark, .large), (.light, .accessibilityExtraLarge),
    ])
    func theTagsScreenPassesTheAudits(appearance: UIUserInterfaceStyle, contentSize: UIContentSizeCategory) throws {
        let phone = try tagsScreen(.iPhone15, appearance, contentSize: contentSize)
        let (window, controller) = try tagsScreen(
            DevicePreset.iPhone15.fullHeight(showing: phone.controller.collectionView), appearance,
            contentSize: contentSize)
        #expect(controller.collectionView.visibleCells.count == controller.model.tags.count)
        assertAudits(of: window)
    }

    @Test func everyTagIsListedWithItsCountMostUsedFirst() throws {
        let (_, controller) = try tagsScreen()
        let expected = Self.expectedCounts
        #expect(controller.model.tags.map(\.tag) == expected.map(\.tag))
        #expect(controller.model.tags.map(\.count) == expected.map(\.count))
        #expect(controller.collectionView.numberOfItems(inSection: 0) == expected.count)
        let first = try #require(
            controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? TagChipCell)
        #expect(first.accessibilityIdentifier == "tag.\(expected[0].tag)")
        #expect(first.countLabel.text == "\(expected[0].count)")
        #expect(controller.collectionView.accessibilityIdentifier == "tags.collection")
    }

    @Test func chipsFlowInReadingOrderWithoutOverlapping() throws {
        let (_, controller) = try tagsScreen(.iPhoneSE)
        let frames = (0..<controller.model.tags.count).compactMap {
            controller.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        #expect(frames.count == controller.model.tags.count)
        for (earlier, later) in zip(frames, frames.dropFirst()) {
            #expect(later.minY > earlier.minY || (later.minY == earlier.minY && later.minX >= earlier.maxX + 10))
            #expect(later.maxX <= controller.collectionView.bounds.width - 16)
        }
        #expect(frames.allSatisfy { $0.height >= TagChipCell.minimumHeight })
    }

    @Test func chipsGrowWithTheWindowTextSize() throws {
        let (window, controller) = try tagsScreen()
        let first = IndexPath(item: 0, section: 0)
        let before = try #require(controller.collectionView.layoutAttributesForItem(at: first)).frame
        window.windowTraits = window.windowTraits.modifyingTraits {
            $0.preferredContentSizeCategory = .accessibilityExtraLarge
        }
        window.layoutIfNeeded()
        let after = try #require(controller.collectionView.layoutAttributesForItem(at: first)).frame
        #expect(after.height > before.height)
        #expect(after.width > before.width)
    }

    @Test func tappingAChipReportsItsTag() throws {
        var selected: [String] = []
        let (window, _) = try tagsScreen(onSelectTag: { selected.append($0) })
        let driver = UIDriver(window: window)
        let tag = Self.expectedCounts[1].tag
        try driver.tap(identifier: "tag.\(tag)")
        #expect(selected == [tag])
    }

    @Test func tagsOfANewEntryAppearWhenTheScreenShowsAgain() throws {
        let repository = try JournalRepository(inMemoryWith: SampleEntries.seed)
        let (window, controller) = try tagsScreen(repository: repository)
        try repository.save(
            JournalEntry(
                date: SampleEntries.referenceDate, mood: .happy, title: "Wheel throwing", body: "拉坯成功了。",
                tags: ["陶艺", "Pottery"], author: "Lin Yue"))
        #expect(!controller.model.tags.contains { $0.tag == "Pottery" })

        controller.beginAppearanceTransition(false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true)
        controller.endAppearanceTransition()
        Binding.deliverPendingUpdates()
        window.layoutIfNeeded()

        #expect(controller.model.tags.first { $0.tag == "Pottery" }?.count == 1)
        #expect(controller.model.tags.first { $0.tag == "陶艺" }?.count == 2)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == Self.expectedCounts.count + 1)
    }

    @Test func anEmptyJournalSaysThereAreNoTags() throws {
        let (_, controller) = try tagsScreen(repository: try JournalRepository(inMemoryWith: []))
        #expect(controller.model.tags.isEmpty)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 0)
        #expect(controller.model.summary.contains("No tags yet"))
    }

    @Test func theScreenIsTrackedAndReleasedWithItsModel() throws {
        weak var weakModel: TagsViewModel?
        weak var weakController: TagsViewController?
        do {
            let (window, controller) = try tagsScreen()
            weakModel = controller.model
            weakController = controller
            #expect(controller.trackingName == "tags")
            window.rootViewController = nil
        }
        #expect(weakModel == nil)
        #expect(weakController == nil)
    }
}

extension DevicePreset {
    /// This device made as tall as `scrollView`'s content needs, so all of it is on screen at once.
    ///
    /// The screens' audits run on such a window: every row is checked, not only the first
    /// screenful, and no label is half scrolled out of its scroll view — which the clipping audit
    /// would count as clipped text (it excuses the window's edge, not a scroll view's).
    @MainActor
    func fullHeight(showing scrollView: UIScrollView) -> DevicePreset {
        var tall = self
        let hidden = scrollView.contentSize.height + scrollView.adjustedContentInset.vertical - scrollView.bounds.height
        tall.size.height += max(0, hidden.rounded(.up))
        tall.name += " (full height)"
        return tall
    }
}
