import Foundation
import Tessera
import TesseraCore
import TesseraTesting
import Testing

@testable import Journal

/// The home screen (Auto Layout) on every device preset, light and dark, and at AX3 text size on
/// a phone and a tablet; its constraints are unambiguous and the column is capped on wide windows.
@MainActor
@Suite struct JournalHomeDeviceTests: HomeScreenFixture {
    let clock = TestClock()

    static let devices: [(name: String, device: DevicePreset)] = [
        ("iPhoneSE", .iPhoneSE), ("iPhone13Mini", .iPhone13Mini), ("iPhone15", .iPhone15),
        ("iPhone15ProMax", .iPhone15ProMax), ("iPad10", .iPad10), ("desktop", .desktop),
    ]

    @Test func theListCoversEveryPreset() {
        #expect(Self.devices.map(\.device.name) == DevicePreset.all.map(\.name))
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func everyPreset(appearance: UIUserInterfaceStyle) throws {
        for (name, device) in Self.devices {
            let (window, _) = try homeWindow(device, appearance)
            assertSnapshot(of: window, named: "\(name)-\(appearance == .dark ? "dark" : "light")")
        }
    }

    @Test func iPhone15AX3() throws {
        assertSnapshot(of: try homeWindow(.iPhone15, .light, contentSize: .accessibilityExtraLarge).0)
    }

    @Test func iPadAX3() throws {
        assertSnapshot(of: try homeWindow(.iPad10, .light, contentSize: .accessibilityExtraLarge).0)
    }

    @Test(arguments: [UIContentSizeCategory.large, .accessibilityExtraLarge])
    func iPadAndDesktopPassTheAudits(contentSize: UIContentSizeCategory) throws {
        for device in [DevicePreset.iPad10, .desktop] {
            let (window, _) = try homeWindow(device, .light, contentSize: contentSize)
            assertAudits(of: window)
        }
    }

    @Test func wideWindowsCentreAColumnOf700Points() throws {
        for device in [DevicePreset.iPad10, .desktop] {
            let (window, home) = try homeWindow(device, .light)
            let field = home.searchField.convert(home.searchField.bounds, to: nil)
            #expect(field.width == JournalHomeView.maximumContentWidth)
            #expect(abs(field.midX - window.bounds.midX) < 0.5)
            let card = try #require(home.tableView.visibleCells.first)
            let cardFrame = card.convert(card.bounds, to: nil)
            #expect(abs(cardFrame.midX - window.bounds.midX) < 0.5)
        }
    }

    @Test func phonesKeepSixteenPointMargins() throws {
        for device in [DevicePreset.iPhoneSE, .iPhone15ProMax] {
            let (window, home) = try homeWindow(device, .light)
            let field = home.searchField.convert(home.searchField.bounds, to: nil)
            #expect(field.minX == 16)
            #expect(field.maxX == window.bounds.width - 16)
        }
    }

    @Test func theHomeLayoutIsUnambiguous() throws {
        for contentSize in [UIContentSizeCategory.large, .accessibilityExtraLarge] {
            let (window, _) = try homeWindow(.iPhone15, .light, contentSize: contentSize)
            #expect(Audit.run(on: window, checks: .ambiguousLayout, traits: window.traitCollection).isEmpty)
        }
    }

    @Test func cardsGrowWithTheTextSize() throws {
        let (_, regular) = try homeWindow(.iPhone15, .light)
        let (_, large) = try homeWindow(.iPhone15, .light, contentSize: .accessibilityExtraLarge)
        let regularRow = regular.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        let largeRow = large.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(largeRow.height > regularRow.height * 1.5)
    }
}
