import Testing
import UIKit

/// A view that registers as iOS 17 code does, in its initialiser.
@MainActor
final class TraitBadgeView: UIView {
    var styleChanges: [UIUserInterfaceStyle] = []
    var sizeChanges = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
            #expect(UITraitCollection.current == self.traitCollection)
            self.styleChanges.append(previous.userInterfaceStyle)
        }
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitDisplayScale.self]) {
            (badge: TraitBadgeView, _) in badge.sizeChanges += 1
        }
    }
}

/// A controller that still overrides the pre-iOS 17 hook.
@MainActor
final class ColumnsViewController: UIViewController {
    var previousCategories: [UIContentSizeCategory?] = []

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        previousCategories.append(previous?.preferredContentSizeCategory)
    }
}

@Suite("registerForTraitChanges and traitCollectionDidChange as iOS code uses them")
@MainActor
struct TraitChangeRegistrationUIKitTests {
    let window = UIWindow(device: .iPhoneSE)

    func setTraits(_ change: (inout UIMutableTraits) -> Void) {
        window.windowTraits = window.windowTraits.modifyingTraits(change)
    }

    @Test func aHandlerRunsWhenItsTraitChangesAndOnlyThen() {
        let badge = TraitBadgeView(frame: .zero)
        window.addSubview(badge)
        #expect(badge.styleChanges.isEmpty)
        #expect(badge.sizeChanges == 1)  // a lone view's scale is 1, the iPhone SE's 2
        setTraits { $0.userInterfaceStyle = .dark }
        #expect(badge.styleChanges == [.light])
        #expect(badge.sizeChanges == 1)
        setTraits { $0.preferredContentSizeCategory = .accessibilityLarge }
        setTraits { $0.displayScale = 3 }
        #expect(badge.styleChanges == [.light])
        #expect(badge.sizeChanges == 3)
        setTraits { $0.userInterfaceStyle = .light }
        #expect(badge.styleChanges == [.light, .dark])
    }

    @Test func movingIntoAWindowWithOtherTraitsCountsAsAChange() {
        setTraits { $0.userInterfaceStyle = .dark }
        let badge = TraitBadgeView(frame: .zero)
        window.addSubview(badge)
        #expect(badge.styleChanges == [.light])
    }

    @Test func anUnregisteredHandlerStops() {
        let view = UIView()
        var calls = 0
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _) in
            calls += 1
        }
        window.addSubview(view)
        setTraits { $0.userInterfaceStyle = .dark }
        view.unregisterForTraitChanges(registration)
        setTraits { $0.userInterfaceStyle = .light }
        #expect(calls == 1)
    }

    @Test func aControllerGetsBothTheOverrideAndItsHandlers() {
        let controller = ColumnsViewController()
        var sizeClasses: [UIUserInterfaceSizeClass] = []
        controller.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
            (controller: ColumnsViewController, _) in
            sizeClasses.append(controller.traitCollection.horizontalSizeClass)
        }
        window.rootViewController = controller
        window.layoutIfNeeded()
        let before = controller.previousCategories.count
        setTraits { $0.preferredContentSizeCategory = .extraLarge }
        #expect(controller.previousCategories.count == before + 1)
        #expect(controller.previousCategories.last == .large)
        setTraits { $0.horizontalSizeClass = .regular }
        #expect(sizeClasses == [.compact, .regular])  // unspecified before the window
    }

    @Test func aCollectionReadsEachSystemTraitByItsType() {
        let traits = UITraitCollection(
            userInterfaceStyle: .dark, preferredContentSizeCategory: .small, displayScale: 2,
            layoutDirection: .rightToLeft, horizontalSizeClass: .compact, verticalSizeClass: .regular,
            userInterfaceIdiom: .pad)
        #expect(traits[UITraitUserInterfaceStyle.self] == .dark)
        #expect(traits[UITraitPreferredContentSizeCategory.self] == .small)
        #expect(traits[UITraitDisplayScale.self] == 2)
        #expect(traits[UITraitLayoutDirection.self] == .rightToLeft)
        #expect(traits[UITraitHorizontalSizeClass.self] == .compact)
        #expect(traits[UITraitVerticalSizeClass.self] == .regular)
        #expect(traits[UITraitUserInterfaceIdiom.self] == .pad)
        #expect(UITraitCollection()[UITraitDisplayScale.self] == UITraitDisplayScale.defaultValue)
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
        #expect(!UITraitDisplayScale.affectsColorAppearance)
    }

    /// A trait of the app's own is not stored: it reads as its default and never calls a handler.
    @Test func anAppTraitReadsAsItsDefault() {
        enum Compactness: UITraitDefinition {
            static let defaultValue = false
        }
        let view = UIView()
        var calls = 0
        view.registerForTraitChanges([Compactness.self]) { (_: UIView, _) in calls += 1 }
        window.addSubview(view)
        setTraits { $0.userInterfaceStyle = .dark }
        #expect(view.traitCollection[Compactness.self] == false)
        #expect(Compactness.identifier.hasSuffix("Compactness"))
        #expect(calls == 0)
    }
}
