import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import Journal

@MainActor
@Suite struct JournalHomeScreenTests {
    func homeWindow(_ device: DevicePreset, _ appearance: UserInterfaceStyle) -> Window {
        let window = Window(device: device, traits: TraitCollection(userInterfaceStyle: appearance))
        window.rootView = JournalHomeView(entries: SampleEntries.home)
        window.layoutIfNeeded()
        return window
    }

    @Test func iPhone15Light() { assertSnapshot(of: homeWindow(.iPhone15, .light)) }
    @Test func iPhone15Dark() { assertSnapshot(of: homeWindow(.iPhone15, .dark)) }
    @Test func iPhoneSELight() { assertSnapshot(of: homeWindow(.iPhoneSE, .light)) }
    @Test func iPhoneSEDark() { assertSnapshot(of: homeWindow(.iPhoneSE, .dark)) }

    @Test func samplesMixChineseAndEnglish() {
        #expect(SampleEntries.home.count == 8)
        let text = SampleEntries.home.map { $0.title + $0.body }.joined()
        #expect(text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
        #expect(text.unicodeScalars.contains { ("a"..."z").contains($0) })
        #expect(Set(SampleEntries.home.map(\.id)).count == 8)
    }

    @Test func cardsStackWithoutOverlapping() throws {
        let window = homeWindow(.iPhone15, .light)
        let home = try #require(window.rootView as? JournalHomeView)
        let cards = home.subviews.compactMap { $0 as? EntryCardView }
        #expect(cards.count == 8)
        for (upper, lower) in zip(cards, cards.dropFirst()) {
            #expect(upper.frame.maxY + 12 == lower.frame.minY)
            #expect(upper.frame.height > 100)
        }
        #expect(cards.first!.frame.minY > window.safeAreaInsets.top)
    }

    @Test func excerptsAreTruncatedToTwoLines() throws {
        let window = homeWindow(.iPhoneSE, .light)
        let labels = window.allViewsInSubtree.compactMap { $0 as? Label }.filter { $0.numberOfLines == 2 }
        #expect(labels.count == 8)
        for label in labels {
            #expect(label.textLayout.lineCount == 2)
            #expect(label.textLayout.isTruncated)
        }
    }

    @Test func demoRendererWritesEveryScreen() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("journal-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let shots = try DemoRenderer(outputDirectory: directory).renderHomeScreens()
        #expect(shots.map(\.url.lastPathComponent) == [
            "home-iphone-15-light.png", "home-iphone-15-dark.png",
            "home-iphone-se-3rd-gen-light.png", "home-iphone-se-3rd-gen-dark.png",
        ])
        let bitmap = try Bitmap(pngData: Data(contentsOf: shots[0].url))
        #expect(bitmap.width == 1179 && bitmap.height == 2556)
        let dark = try Bitmap(pngData: Data(contentsOf: shots[1].url))
        #expect(dark.color(atX: 5, y: 1500).red < 0.05)
    }

    @Test func demoRendererReportsAnUnwritableDirectory() {
        let renderer = DemoRenderer(outputDirectory: URL(fileURLWithPath: "/proc/tessera-demo"))
        #expect(throws: (any Error).self) { try renderer.renderHomeScreens() }
    }
}
