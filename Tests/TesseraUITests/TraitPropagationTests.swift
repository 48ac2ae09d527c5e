import Foundation
import Testing
@testable import TesseraUI
import TesseraGraphics

@MainActor
@Suite struct TraitPropagationTests {
    final class Recording: UIView {
        var changes = 0
        override func traitCollectionDidChange(_ previous: UITraitCollection?) { changes += 1 }
    }

    @Test func oneWindowChangeNotifiesEachViewOnce() {
        let window = UIWindow(device: .iPhoneSE)
        let views = (0..<50).map { _ in Recording() }
        var parent: UIView = window
        for view in views {
            parent.addSubview(view)
            parent = view
        }
        views.forEach { $0.changes = 0 }
        window.windowTraits.userInterfaceStyle = .dark
        #expect(views.allSatisfy { $0.changes == 1 })
        #expect(views.allSatisfy { $0.traitCollection.userInterfaceStyle == .dark })
        window.windowTraits.userInterfaceStyle = .dark
        #expect(views.allSatisfy { $0.changes == 1 })
    }

    @Test func overrideAppliesToTheSubtreeOnly() {
        let window = UIWindow(device: .iPhoneSE)
        let branch = UIView(), leaf = UIView(), sibling = UIView()
        window.addSubview(branch)
        branch.addSubview(leaf)
        window.addSubview(sibling)
        branch.overrideUserInterfaceStyle = .dark
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(sibling.traitCollection.userInterfaceStyle == .light)
        window.windowTraits.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(leaf.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func windowTakesTheDeviceScale() {
        let window = UIWindow(device: .iPhone15)
        let view = UIView()
        window.addSubview(view)
        #expect(view.traitCollection.displayScale == 3)
    }

    @Test func labelFollowsContentSizeCategoryWhenItHasATextStyle() {
        let window = UIWindow(device: .iPhoneSE)
        let label = UILabel(text: "Hello", textStyle: .body)
        window.addSubview(label)
        #expect(label.effectiveFont.size == 17)
        window.windowTraits.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(label.effectiveFont.size == 40)
    }
}
