import Testing
import UIKit

/// An app-defined trait, as iOS 17 code declares one.
private struct ContainedInCardTrait: UITraitDefinition {
    static let defaultValue = false
}

/// A controller whose view sets its own override and that records what runs when.
private final class DarkPanelViewController: UIViewController {
    var events: [String] = []

    override func loadView() {
        view = UIView()
        view.overrideUserInterfaceStyle = .dark
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        events.append("traitCollectionDidChange")
    }
}

@Suite("traitOverrides as iOS 17 code uses it")
@MainActor
struct TraitOverridesUIKitTests {
    let window = UIWindow(device: .iPhoneSE)

    @Test func aViewsOverridesReachItsSubtreeAndNothingElse() {
        let card = UIView()
        let title = UILabel()
        let sibling = UIView()
        card.addSubview(title)
        window.addSubview(card)
        window.addSubview(sibling)
        var styles: [UIUserInterfaceStyle] = []
        title.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (label: UILabel, _) in
            styles.append(label.traitCollection.userInterfaceStyle)
        }

        card.traitOverrides.userInterfaceStyle = .dark
        #expect(card.traitCollection.userInterfaceStyle == .dark)
        #expect(title.traitCollection.userInterfaceStyle == .dark)
        #expect(sibling.traitCollection.userInterfaceStyle == .light)
        #expect(card.overrideUserInterfaceStyle == .dark)
        #expect(card.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(!card.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        #expect(styles == [.dark])

        card.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(!card.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(title.traitCollection.userInterfaceStyle == .light)
        #expect(card.overrideUserInterfaceStyle == .unspecified)
        #expect(styles == [.dark, .light])
    }

    @Test func overrideUserInterfaceStyleIsTheSameOverride() {
        let view = UIView()
        window.addSubview(view)
        view.overrideUserInterfaceStyle = .dark
        #expect(view.traitOverrides.userInterfaceStyle == .dark)
        #expect(view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        view.overrideUserInterfaceStyle = .unspecified
        #expect(!view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    }

    @Test func aControllersOverridesSetBeforeItsViewLoadsReachItsChildren() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        parent.traitOverrides.horizontalSizeClass = .compact
        #expect(!parent.isViewLoaded)
        #expect(parent.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))

        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.verticalSizeClass == window.traitCollection.verticalSizeClass)

        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: child.traitCollection)
        #expect(body.pointSize == 33)  // Body at AX2 (Apple's Dynamic Type table)

        child.traitOverrides.preferredContentSizeCategory = .small
        #expect(child.traitCollection.preferredContentSizeCategory == .small)
        #expect(parent.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    }

    @Test func aLayoutDirectionOverrideReachesTheSubtreesDirection() {
        let row = UIView()
        let label = UILabel()
        row.addSubview(label)
        window.addSubview(row)
        row.traitOverrides.layoutDirection = .rightToLeft
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(window.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func aControllersOverridesAndItsViewsOwnAreKeptApart() {
        let controller = DarkPanelViewController()
        controller.traitOverrides.horizontalSizeClass = .compact
        #expect(controller.traitCollection.horizontalSizeClass == .compact)  // before the view loads
        #expect(controller.events.isEmpty)

        window.rootViewController = controller
        #expect(controller.events.first == "viewDidLoad")  // no trait calls before it
        #expect(controller.view.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(!controller.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(!controller.view.traitOverrides.contains(UITraitHorizontalSizeClass.self))

        controller.traitOverrides.userInterfaceStyle = .light  // the view's own override wins
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        controller.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        #expect(controller.view.traitCollection.horizontalSizeClass == window.traitCollection.horizontalSizeClass)
    }

    @Test func removingAnOverrideWorksOnAViewInNoWindow() {
        let view = UIView()
        view.traitOverrides.userInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        view.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(view.traitCollection.userInterfaceStyle == UITraitCollection.default.userInterfaceStyle)
    }

    @Test func theLargestSizeWinsOverTheSmallestWhenTheyCross() {
        let view = UIView()
        window.addSubview(view)
        view.maximumContentSizeCategory = .large
        view.minimumContentSizeCategory = .extraLarge
        view.traitOverrides.preferredContentSizeCategory = .small
        #expect(view.traitCollection.preferredContentSizeCategory == .large)
    }

    @Test func sizeLimitsStillApplyToAnOverriddenTextSize() {
        let bar = UIView()
        window.addSubview(bar)
        bar.maximumContentSizeCategory = .extraExtraLarge
        bar.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(bar.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
    }

    @Test func anAppDefinedTraitIsNeverOverridden() {
        let view = UIView()
        view.traitOverrides.remove(ContainedInCardTrait.self)
        #expect(!view.traitOverrides.contains(ContainedInCardTrait.self))
        #expect(view.traitCollection[ContainedInCardTrait.self] == false)
    }
}
