import Foundation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

@MainActor
@Suite struct ContentSizeCategoryLimitTests {
    func window(_ category: UIContentSizeCategory) -> UIWindow {
        UIWindow(device: .iPhoneSE, traits: UITraitCollection(preferredContentSizeCategory: category))
    }

    @Test func aMaximumLowersTheSubtreesCategoryAndAMinimumRaisesIt() {
        let big = window(.accessibilityExtraExtraExtraLarge)
        let capped = UIView()
        capped.maximumContentSizeCategory = .extraLarge
        let child = UILabel(text: "Hi", textStyle: .body)
        capped.addSubview(child)
        big.addSubview(capped)
        #expect(child.traitCollection.preferredContentSizeCategory == .extraLarge)

        let small = window(.extraSmall)
        let raised = UIView()
        raised.minimumContentSizeCategory = .medium
        small.addSubview(raised)
        #expect(raised.traitCollection.preferredContentSizeCategory == .medium)
        #expect(small.traitCollection.preferredContentSizeCategory == .extraSmall)
    }

    @Test func categoriesWithinTheLimitsPassThroughAndRemovingALimitRestoresTheInheritedOne() {
        let big = window(.accessibilityLarge)
        let view = UIView()
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
        let bar = UINavigationBar()
        let tabs = UITabBar()
        big.addSubview(bar)
        big.addSubview(tabs)
        #expect(bar.titleLabel.traitCollection.preferredContentSizeCategory == .large)
        #expect(tabs.traitCollection.preferredContentSizeCategory == .large)
        #expect(bar.titleLabel.font.pointSize == 17)
    }
}
