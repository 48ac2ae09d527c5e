import Foundation
import Testing
import TesseraCore
import TesseraGraphics
@testable import TesseraUI

@MainActor
@Suite struct ContentSizeCategoryLimitTests {
    func window(_ category: ContentSizeCategory) -> Window {
        Window(device: .iPhoneSE, traits: TraitCollection(preferredContentSizeCategory: category))
    }

    @Test func aMaximumLowersTheSubtreesCategoryAndAMinimumRaisesIt() {
        let big = window(.accessibilityExtraExtraExtraLarge)
        let capped = View()
        capped.maximumContentSizeCategory = .extraLarge
        let child = Label(text: "Hi", textStyle: .body)
        capped.addSubview(child)
        big.addSubview(capped)
        #expect(child.traitCollection.preferredContentSizeCategory == .extraLarge)

        let small = window(.extraSmall)
        let raised = View()
        raised.minimumContentSizeCategory = .medium
        small.addSubview(raised)
        #expect(raised.traitCollection.preferredContentSizeCategory == .medium)
        #expect(small.traitCollection.preferredContentSizeCategory == .extraSmall)
    }

    @Test func categoriesWithinTheLimitsPassThroughAndRemovingALimitRestoresTheInheritedOne() {
        let big = window(.accessibilityLarge)
        let view = View()
        big.addSubview(view)
        view.maximumContentSizeCategory = .accessibilityExtraLarge
        #expect(view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        view.maximumContentSizeCategory = .large
        #expect(view.traitCollection.preferredContentSizeCategory == .large)
        view.maximumContentSizeCategory = nil
        #expect(view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    }

    @Test func barsKeepTheirTextAtTheDefaultSizeAtAX3() {
        let big = window(.accessibilityExtraExtraExtraLarge)
        let bar = NavigationBar()
        let tabs = TabBar()
        big.addSubview(bar)
        big.addSubview(tabs)
        #expect(bar.titleLabel.traitCollection.preferredContentSizeCategory == .large)
        #expect(tabs.traitCollection.preferredContentSizeCategory == .large)
        #expect(bar.titleLabel.font.size == 17)
    }
}
