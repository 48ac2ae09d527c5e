import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct FavoriteButtonTests {
    func setUp(style: FavoriteButton.Style = .star) -> (UIWindow, FavoriteButton, ControlEventLog) {
        let window = UIWindow(device: .iPhoneSE)
        let button = FavoriteButton(style: style)
        button.frame.origin = CGPoint(x: 20, y: 100)
        window.addSubview(button)
        let log = ControlEventLog()
        button.addAction(
            UIAction { action in log.events.append(String((action.sender as! FavoriteButton).isSelected)) },
            for: .valueChanged)
        button.addAction(UIAction { _ in log.events.append("primary") }, for: .primaryActionTriggered)
        return (window, button, log)
    }

    func tap(_ window: UIWindow) {
        window.send(.pointerDown(CGPoint(x: 42, y: 122)))
        window.send(.pointerUp(CGPoint(x: 42, y: 122)))
    }

    @Test func aTapTogglesSelectedAndSendsValueChanged() {
        let (window, button, log) = setUp()
        tap(window)
        #expect(button.isSelected)
        #expect(button.accessibilityValue == "Selected")
        tap(window)
        #expect(!button.isSelected)
        #expect(log.events == ["true", "primary", "false", "primary"])
    }

    @Test func settingSelectedFromCodeSendsNothing() {
        let (_, button, log) = setUp()
        button.isSelected = true
        #expect(log.events.isEmpty)
        #expect(button.accessibilityTraits.contains(.selected))
    }

    @Test func aDisabledButtonDoesNotToggle() {
        let (window, button, log) = setUp(style: .heart)
        button.isEnabled = false
        tap(window)
        #expect(!button.isSelected)
        #expect(log.events.isEmpty)
    }

    @Test func glyphsSwapBetweenOutlineAndFilled() throws {
        let button = FavoriteButton(style: .heart, pointSize: 30, weight: .regular)
        let outline = try #require(button.glyph.runs.first)
        #expect(outline.text == String(Character(Icon(.favoriteBorder).codePoint)))
        #expect(outline.attributes.font == UIFont(family: UIFont.iconFamily, size: 30, weight: .regular))
        #expect(outline.attributes.foregroundColor == UIColor(rgb: 0xE74C3C))
        button.isSelected = true
        button.selectedColor = .systemPink
        let filled = try #require(button.glyph.runs.first)
        #expect(filled.text == String(Character(Icon(.favorite).codePoint)))
        #expect(
            filled.attributes.foregroundColor
                == UIColor.systemPink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
    }

    @Test func defaultsFollowTheComponentLibrary() {
        let star = FavoriteButton(style: .star)
        #expect(star.pointSize == 18)
        #expect(star.weight == .semibold)
        #expect(star.normalColor == UIColor(rgb: 0xF1C40F))
        #expect(star.intrinsicContentSize == CGSize(width: 44, height: 44))  // grown to a touch target
        #expect(FavoriteButton(style: .star, pointSize: 60).intrinsicContentSize == CGSize(width: 60, height: 60))
        #expect(star.accessibilityLabel == "Star")
        #expect(star.accessibilityValue == "Not selected")
    }

    @Test func galleryLight() {
        assertSnapshot(of: gallery(), appearance: .light)
    }

    @Test func galleryDark() {
        assertSnapshot(of: gallery(), appearance: .dark)
    }

    /// Stars and hearts: unselected, selected, disabled; then 28-point regular and heavy weights.
    func gallery() -> UIView {
        var buttons: [UIView] = []
        for style in FavoriteButton.Style.allCases {
            let normal = FavoriteButton(style: style)
            let selected = FavoriteButton(style: style)
            selected.isSelected = true
            let disabled = FavoriteButton(style: style)
            disabled.isSelected = true
            disabled.isEnabled = false
            let regular = FavoriteButton(style: style, pointSize: 28, weight: .regular)
            regular.isSelected = style == .heart
            let heavy = FavoriteButton(style: style, pointSize: 28, weight: .heavy, color: .systemBlue)
            buttons += [normal, selected, disabled, regular, heavy]
        }
        return GalleryRow.make(buttons, height: 44, spacing: 4)
    }
}
