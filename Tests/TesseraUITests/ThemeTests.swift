import Foundation
import TesseraGraphics
import Testing

@testable import TesseraUI

@MainActor
final class ThemeCounter {
    var calls = 0
}

@MainActor
final class CountingView: UIView {
    let counter: ThemeCounter
    init(counter: ThemeCounter) {
        self.counter = counter
        super.init(frame: .zero)
    }
    override func themeDidChange() { counter.calls += 1 }
}

struct OceanTheme: Theme {
    var tint: UIColor { UIColor(rgb: 0x0E7C86) }
    var groupedBackground: UIColor { UIColor(light: UIColor(rgb: 0xE6F4F1), dark: UIColor(rgb: 0x04181C)) }
    func typography(for role: TypographyRole) -> Typography {
        role == .title ? Typography(.title1, weight: .heavy) : role.defaultTypography
    }
}

@MainActor
@Suite struct ThemeTests {
    /// 100 chains of 10 counting views under a window: 1000 views.
    func thousandViews() -> (UIWindow, ThemeCounter, [CountingView]) {
        let counter = ThemeCounter()
        let window = UIWindow(device: .iPhoneSE)
        var views: [CountingView] = []
        for _ in 0..<100 {
            var parent: UIView = window
            for _ in 0..<10 {
                let view = CountingView(counter: counter)
                parent.addSubview(view)
                views.append(view)
                parent = view
            }
        }
        counter.calls = 0
        return (window, counter, views)
    }

    @Test func oneAppearanceChangeOnAThousandViewsCallsTheHookExactlyAThousandTimes() {
        let (window, counter, views) = thousandViews()
        #expect(views.count == 1000)
        window.windowTraits = window.windowTraits.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(counter.calls == 1000)
        window.windowTraits = window.windowTraits.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(counter.calls == 1000)
        window.overrideUserInterfaceStyle = .dark  // already dark: no change
        #expect(counter.calls == 1000)
    }

    @Test func oneThemeChangeOnAThousandViewsCallsTheHookExactlyAThousandTimes() {
        let (window, counter, views) = thousandViews()
        window.theme = OceanTheme()
        #expect(counter.calls == 1000)
        #expect(views.allSatisfy { $0.theme.isEqual(to: OceanTheme()) })
        window.theme = OceanTheme()  // equal theme: nothing happens
        #expect(counter.calls == 1000)
        window.theme = SystemTheme()
        #expect(counter.calls == 2000)
    }

    @Test func textSizeChangesDoNotCallTheThemeHook() {
        let (window, counter, _) = thousandViews()
        window.windowTraits = window.windowTraits.modifyingTraits {
            $0.preferredContentSizeCategory = .accessibilityLarge
        }
        window.windowTraits = window.windowTraits.modifyingTraits { $0.displayScale = 3 }
        #expect(counter.calls == 0)
    }

    @Test func aViewReportsItsSetUpAppearanceThenOnlyRealChanges() {
        let counter = ThemeCounter()
        let view = CountingView(counter: counter)
        #expect(counter.calls == 1)  // in setup, with SystemTheme and light traits
        #expect(view.theme.isEqual(to: SystemTheme()))
        let lightWindow = UIWindow(device: .iPhoneSE)
        lightWindow.addSubview(view)
        #expect(counter.calls == 1)  // same appearance
        let darkWindow = UIWindow(device: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: .dark))
        darkWindow.addSubview(view)
        #expect(counter.calls == 2)
    }

    @Test func overrideThemeAppliesToTheSubtreeOnly() {
        let counter = ThemeCounter()
        let window = UIWindow(device: .iPhoneSE)
        let branch = CountingView(counter: counter)
        let leaf = CountingView(counter: counter)
        let sibling = CountingView(counter: counter)
        window.addSubview(branch)
        branch.addSubview(leaf)
        window.addSubview(sibling)
        counter.calls = 0
        branch.overrideTheme = OceanTheme()
        #expect(counter.calls == 2)
        #expect(leaf.theme.tint == UIColor(rgb: 0x0E7C86))
        #expect(sibling.theme.isEqual(to: SystemTheme()))
        window.theme = SystemTheme(tint: .systemPink)
        #expect(counter.calls == 3)  // only the sibling: the branch keeps its override
        #expect(leaf.theme.tint == UIColor(rgb: 0x0E7C86))
        branch.overrideTheme = nil
        #expect(leaf.theme.tint == .systemPink)
        #expect(counter.calls == 5)
    }

    @Test func windowAppearanceSwitchesBetweenLightDarkAndSystem() {
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: .light))
        let view = UIView()
        window.addSubview(view)
        window.overrideUserInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        window.overrideUserInterfaceStyle = .unspecified  // "system": follows windowTraits
        #expect(view.traitCollection.userInterfaceStyle == .light)
        // the system turned dark
        window.windowTraits = window.windowTraits.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        window.overrideUserInterfaceStyle = .light
        #expect(view.traitCollection.userInterfaceStyle == .light)
    }

    @Test func customThemesOnlyStateWhatDiffers() {
        let ocean = OceanTheme()
        #expect(ocean.tint == UIColor(rgb: 0x0E7C86))
        #expect(ocean.label == .label)
        #expect(ocean.destructive == .systemRed)
        #expect(
            ocean.color(.groupedBackground).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(rgb: 0x04181C))
        #expect(ocean.font(for: .title).weight == .heavy)
        #expect(ocean.font(for: .title).pointSize == 28)
        #expect(
            ocean.font(for: .body, category: .accessibilityMedium).pointSize
                == UIFont.TextStyle.body.pointSize(for: .accessibilityMedium))
        #expect(!ocean.isEqual(to: SystemTheme()))
        #expect(SystemTheme().isEqual(to: SystemTheme()))
        #expect(!SystemTheme().isEqual(to: SystemTheme(tint: .systemPink)))
    }

    @Test func systemThemeUsesTheSystemColours() {
        let theme = SystemTheme()
        let expected: [ColorRole: UIColor] = [
            .background: .systemBackground, .secondaryBackground: .secondarySystemBackground,
            .tertiaryBackground: .tertiarySystemBackground, .label: .label, .secondaryLabel: .secondaryLabel,
            .tertiaryLabel: .tertiaryLabel, .separator: .separator, .tint: .systemBlue, .destructive: .systemRed,
            .success: .systemGreen, .warning: .systemOrange,
        ]
        for (role, color) in expected { #expect(theme.color(role) == color, "\(role)") }
        #expect(
            theme.groupedBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == UIColor(rgb: 0xF2F2F7))
        #expect(
            theme.groupedBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(rgb: 0x000000))
        #expect(
            theme.secondaryGroupedBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(rgb: 0x1C1C1E))
    }

    @Test func typographyRolesMapToDynamicTypeStyles() {
        #expect(TypographyRole.headline.defaultTypography == Typography(.headline))
        #expect(TypographyRole.largeTitle.defaultTypography.font().pointSize == 34)
        #expect(TypographyRole.largeTitle.defaultTypography.font().weight == .bold)
        #expect(
            TypographyRole.caption.defaultTypography.font(for: .extraSmall).pointSize
                == UIFont.TextStyle.caption1.pointSize(for: .extraSmall))
        #expect(Typography(.body, family: "WenQuanYi Micro Hei").font().familyName == "WenQuanYi Micro Hei")
        #expect(Typography(.body).isPlainTextStyle)
        #expect(!Typography(.body, weight: .bold).isPlainTextStyle)
    }

    @Test func themedStylesFollowThemeAndTextSizeChanges() {
        let window = UIWindow(device: .iPhoneSE)
        let title = UILabel(text: "Title").applyThemed(.textColor(.tint), .typography(.title))
        window.addSubview(title)
        #expect(title.textColor == .systemBlue)
        #expect(title.font.pointSize == 22)
        window.theme = OceanTheme()
        #expect(title.textColor == UIColor(rgb: 0x0E7C86))
        #expect(title.font.weight == .heavy)
        window.windowTraits = window.windowTraits.modifyingTraits { $0.preferredContentSizeCategory = .extraExtraLarge }
        #expect(title.font.pointSize == UIFont.TextStyle.title1.pointSize(for: .extraExtraLarge))
        title.removeThemedStyles()
        window.theme = SystemTheme()
        #expect(title.textColor == UIColor(rgb: 0x0E7C86))
    }
}
