import Foundation
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

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
        window.windowTraits = window.windowTraits.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(views.allSatisfy { $0.changes == 1 })
        #expect(views.allSatisfy { $0.traitCollection.userInterfaceStyle == .dark })
        window.windowTraits = window.windowTraits.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(views.allSatisfy { $0.changes == 1 })
    }

    @Test func overrideAppliesToTheSubtreeOnly() {
        let window = UIWindow(device: .iPhoneSE)
        let branch = UIView()
        let leaf = UIView()
        let sibling = UIView()
        window.addSubview(branch)
        branch.addSubview(leaf)
        window.addSubview(sibling)
        branch.overrideUserInterfaceStyle = .dark
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(sibling.traitCollection.userInterfaceStyle == .light)
        window.windowTraits = window.windowTraits.modifyingTraits {
            $0.preferredContentSizeCategory = .accessibilityExtraLarge
        }
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
        #expect(label.effectiveFont.pointSize == 17)
        window.windowTraits = window.windowTraits.modifyingTraits {
            $0.preferredContentSizeCategory = .accessibilityExtraLarge
        }
        #expect(label.effectiveFont.pointSize == 40)
    }

    /// Issue 17: traits given partially replaced the device's scale (a 3× window drew at 1×).
    @Test func windowTraitsOverrideOnlyWhatTheySpecify() {
        let window = UIWindow(device: .iPhone15)
        let view = UIView()
        window.addSubview(view)
        window.windowTraits = UITraitCollection(userInterfaceStyle: .dark)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.traitCollection.displayScale == 3)
        #expect(view.traitCollection.preferredContentSizeCategory == .large)
        #expect(view.traitCollection.layoutDirection == .leftToRight)
        #expect(
            UIWindow(device: .iPhone15, traits: UITraitCollection(userInterfaceStyle: .dark)).traitCollection
                .displayScale == 3)
        window.windowTraits = UITraitCollection(displayScale: 2)
        #expect(view.traitCollection.displayScale == 2)
        #expect(view.traitCollection.userInterfaceStyle == .light)
    }

    @Test func windowsReportTheirDevicesIdiomAndSizeClasses() {
        func traits(_ device: DevicePreset) -> UITraitCollection { UIWindow(device: device).traitCollection }
        #expect(traits(.iPhone15).userInterfaceIdiom == .phone)
        #expect(traits(.iPhone15).horizontalSizeClass == .compact)
        #expect(traits(.iPhone15).verticalSizeClass == .regular)
        #expect(traits(.iPad10).userInterfaceIdiom == .pad)
        #expect(traits(.iPad10).horizontalSizeClass == .regular && traits(.iPad10).verticalSizeClass == .regular)
        #expect(traits(.desktop).userInterfaceIdiom == .mac)
        #expect(traits(.desktop).horizontalSizeClass == .regular)
        #expect(DevicePreset.all.allSatisfy { traits($0).displayScale == $0.scale })
    }

    @Test func aPhoneWindowTurnedToLandscapeTakesLandscapeSizeClasses() {
        let window = UIWindow(device: .iPhone15ProMax)
        let view = Recording()
        window.addSubview(view)
        view.changes = 0
        window.frame = CGRect(x: 0, y: 0, width: 932, height: 430)
        window.layoutIfNeeded()
        #expect(view.traitCollection.horizontalSizeClass == .regular)
        #expect(view.traitCollection.verticalSizeClass == .compact)
        #expect(view.changes == 1)
        let small = UIWindow(device: .iPhone15)
        small.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        small.layoutIfNeeded()
        #expect(small.traitCollection.horizontalSizeClass == .compact)
        #expect(small.traitCollection.verticalSizeClass == .compact)
    }

    @Test func viewsMakeTheirTraitsCurrentInLayoutDrawingAndTraitChanges() {
        final class Probe: UIView {
            var seen: [String: UIUserInterfaceStyle] = [:]
            override func layoutSubviews() { seen["layout"] = UITraitCollection.current.userInterfaceStyle }
            override func draw(in context: inout DisplayList) {
                seen["draw"] = UITraitCollection.current.userInterfaceStyle
            }
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                seen["traits"] = UITraitCollection.current.userInterfaceStyle
            }
        }
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: .dark))
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        probe.overrideUserInterfaceStyle = .light
        window.addSubview(probe)
        window.windowTraits = UITraitCollection(userInterfaceStyle: .dark)
        probe.overrideUserInterfaceStyle = .dark
        _ = window.renderBitmap(scale: 1)
        #expect(probe.seen == ["layout": .dark, "draw": .dark, "traits": .dark])
        #expect(UITraitCollection.current == UITraitCollection.application)
    }

    @Test func effectiveLayoutDirectionFollowsTheTraits() {
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(layoutDirection: .rightToLeft))
        let view = UIView()
        window.addSubview(view)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView().effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}
