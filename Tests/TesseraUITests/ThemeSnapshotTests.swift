import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

/// A screen built only from theme roles, with the factory, themed styles and the subview builder:
/// a grouped background, a card with title, body, separator and hint, status chips and a button.
@MainActor
final class ThemeSampleView: UIView {
    let card = ViewFactory.view()
    let titleLabel = ViewFactory.label("今天 Today", typography: .title)
    let bodyLabel = ViewFactory.label(
        "Walked along the river after work; the light was golden. 河边散步。", typography: .body,
        color: .secondaryLabel, lines: 2)
    let separator = ViewFactory.separator()
    let hintLabel = ViewFactory.label("Edited 2 min ago", typography: .footnote, color: .tertiaryLabel)
    let chips: [UILabel] = [("Delete", ColorRole.destructive), ("Saved", .success), ("Draft", .warning)].map {
        text, role in
        ViewFactory.label(text, typography: .caption, color: role, alignment: .center)
            .applyThemed(.border(width: 1.5, role: role), .cornerRadius(12))
    }
    let button = ViewFactory.button(title: "Continue", configuration: .filled())

    override func buildHierarchy() {
        addSubviews {
            card
            chips
            button
        }
        card.addSubviews {
            titleLabel
            bodyLabel
            separator
            hintLabel
        }
    }

    override func configureViews() {
        applyThemed(.background(.groupedBackground))
        card.applyThemed(.card(radius: 16))
    }

    override func layoutSubviews() {
        let width = bounds.width - 32
        card.frame = CGRect(x: 16, y: 40, width: width, height: 150)
        titleLabel.frame = CGRect(x: 16, y: 12, width: width - 32, height: 34)
        bodyLabel.frame = CGRect(x: 16, y: 50, width: width - 32, height: 44)
        separator.frame = CGRect(x: 16, y: 104, width: width - 16, height: 0.5)
        hintLabel.frame = CGRect(x: 16, y: 114, width: width - 32, height: 22)
        for (index, chip) in chips.enumerated() {
            chip.frame = CGRect(x: 16 + CGFloat(index) * 92, y: 210, width: 80, height: 24)
        }
        button.frame = CGRect(x: 16, y: 254, width: width, height: button.intrinsicContentSize.height)
    }
}

@MainActor
@Suite struct ThemeSnapshotTests {
    /// A window showing the sample; `theme` is set before the view joins it.
    func window(_ style: UIUserInterfaceStyle, theme: (any Theme)? = nil) -> UIWindow {
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: style))
        if let theme { window.theme = theme }
        window.rootView = ThemeSampleView()
        return window
    }

    @Test func themedScreenLight() {
        assertSnapshot(of: window(.light))
    }

    /// Recorded after switching a light window to dark at runtime.
    @Test func themedScreenDark() {
        let window = window(.light)
        _ = window.renderBitmap()
        window.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: window)
    }

    @Test func switchingAppearanceAtRuntimeRendersWhatAFreshWindowRenders() {
        let window = window(.light)
        let light = window.renderBitmap(scale: 1)
        window.overrideUserInterfaceStyle = .dark
        let dark = window.renderBitmap(scale: 1)
        #expect(dark != light)
        #expect(dark == self.window(.dark).renderBitmap(scale: 1))
        window.overrideUserInterfaceStyle = .unspecified
        #expect(window.renderBitmap(scale: 1) == light)
    }

    @Test func switchingThemeAtRuntimeRendersWhatAFreshWindowRenders() {
        let window = window(.dark)
        window.theme = OceanTheme()
        let switched = window.renderBitmap(scale: 1)
        #expect(switched == self.window(.dark, theme: OceanTheme()).renderBitmap(scale: 1))
        window.theme = SystemTheme()
        #expect(window.renderBitmap(scale: 1) == self.window(.dark).renderBitmap(scale: 1))
    }

    @Test func customThemeLight() {
        let window = window(.light)
        window.theme = OceanTheme()
        assertSnapshot(of: window)
    }
}
