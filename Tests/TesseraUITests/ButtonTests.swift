import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct ButtonTests {
    @Test func perStateValuesFallBackToNormal() {
        let button = UIButton()
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        #expect(button.title(for: .highlighted) == "Normal")
        #expect(button.title(for: .selected) == "Selected")
        #expect(button.title(for: [.selected, .highlighted]) == "Selected")
        button.isSelected = true
        #expect(button.titleLabel!.text == "Selected")
    }

    @Test func classicTitleColourFollowsTheTint() {
        let button = UIButton(type: .system)
        button.tintColor = .systemRed
        #expect(button.titleColor(for: .normal) == .systemRed)
        #expect(button.titleColor(for: .highlighted)!.alpha < 1)
        button.setTitleColor(.black, for: .disabled)
        #expect(button.titleColor(for: .disabled) == .black)
    }

    @Test func stateCombinesEnabledHighlightedAndSelected() {
        let button = UIButton()
        #expect(button.state == .normal)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.state == [.disabled, .selected])
        #expect(button.accessibilityTraits.contains(.notEnabled))
        #expect(button.accessibilityTraits.contains(.selected))
    }

    @Test func filledButtonsHaveWhiteTextOnTheTint() {
        let appearance = UIButton.Configuration.filled().appearance(
            for: .normal, tint: .systemBlue, userInterfaceStyle: .light)
        #expect(appearance.foreground == .white)
        #expect(
            appearance.background
                == .color(UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))))
        let pressed = UIButton.Configuration.filled().appearance(
            for: .highlighted, tint: .systemBlue, userInterfaceStyle: .light)
        #expect(
            pressed.background
                == .color(
                    UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).shade(0.15)))
    }

    @Test func disabledButtonsAreGreyWithoutEffects() {
        for style in UIButton.Configuration.Style.allCases {
            let appearance = UIButton.Configuration(style: style).appearance(
                for: .disabled, tint: .systemBlue, userInterfaceStyle: .light)
            #expect(appearance.foreground == UIColor.systemGray.withAlphaComponent(0.45), "\(style)")
            #expect(appearance.shadow == nil)
            #expect(appearance.sheen == nil)
        }
    }

    @Test func glassStylesAreCapsulesWithAnEdge() {
        for style in UIButton.Configuration.Style.allCases where style.isGlass {
            let configuration = UIButton.Configuration(style: style)
            #expect(configuration.cornerRadius(forHeight: 40) == 20)
            #expect(configuration.appearance(for: .normal, tint: .systemBlue, userInterfaceStyle: .dark).border != nil)
        }
    }

    @Test func intrinsicSizeIsContentPlusInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "OK"
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let button = UIButton(configuration: configuration)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 40, height: title.height + 20))
    }

    @Test func imageAndTitleSitSideBySide() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Star"
        configuration.image = UIImage(icon: Icon(.star), pointSize: 20)
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.width == 20)
        #expect(abs(button.titleLabel!.frame.minX - (button.imageView!.frame.maxX + 8)) < 0.5)
    }

    /// Every configuration in every state, as a grid: rows are styles, columns are normal,
    /// highlighted, selected and disabled.
    func configurationGrid() -> UIView {
        let states: [UIControl.State] = [.normal, .highlighted, .selected, .disabled]
        let cell = CGSize(width: 150, height: 56)
        let grid = UIView(frame: CGRect(x: 0, y: 0, width: cell.width * 4 + 20, height: cell.height * 8 + 20))
        let backdrop = LinearGradientView(frame: grid.bounds)
        grid.addSubview(backdrop)
        for (row, style) in UIButton.Configuration.Style.allCases.enumerated() {
            for (column, state) in states.enumerated() {
                var configuration = UIButton.Configuration(style: style)
                configuration.title = "\(style)"
                configuration.subtitle = column == 0 ? "副标题" : nil
                configuration.image = column == 2 ? UIImage(icon: Icon(.favorite), pointSize: 16) : nil
                configuration.buttonSize = .small
                let button = UIButton(configuration: configuration)
                button.isHighlighted = state.contains(.highlighted)
                button.isSelected = state.contains(.selected)
                button.isEnabled = !state.contains(.disabled)
                let size = button.intrinsicContentSize
                button.frame = CGRect(
                    x: 10 + CGFloat(column) * cell.width + (cell.width - min(size.width, cell.width - 8)) / 2,
                    y: 10 + CGFloat(row) * cell.height + (cell.height - size.height) / 2,
                    width: min(size.width, cell.width - 8), height: size.height)
                grid.addSubview(button)
            }
        }
        return grid
    }

    @Test func everyConfigurationInEveryStateLight() {
        assertSnapshot(of: configurationGrid(), appearance: .light)
    }

    @Test func everyConfigurationInEveryStateDark() {
        assertSnapshot(of: configurationGrid(), appearance: .dark)
    }

    @Test func classicButtonStates() {
        let states: [UIControl.State] = [.normal, .highlighted, .selected, .disabled]
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 440, height: 60))
        panel.backgroundColor = .systemBackground
        for (index, state) in states.enumerated() {
            let button = UIButton(type: .system)  // titles in the tint; a custom button's are white
            button.frame = CGRect(x: 10 + CGFloat(index) * 107, y: 10, width: 100, height: 40)
            button.setTitle("Tap me", for: .normal)
            button.setTitle("Chosen", for: .selected)
            button.setBackgroundColor(UIColor.systemBlue.withAlphaComponent(0.1), for: .normal)
            button.setBackgroundColor(UIColor.systemBlue.withAlphaComponent(0.25), for: .selected)
            button.layer.cornerRadius = 8
            button.isHighlighted = state.contains(.highlighted)
            button.isSelected = state.contains(.selected)
            button.isEnabled = !state.contains(.disabled)
            panel.addSubview(button)
        }
        assertSnapshot(of: panel)
    }
}

/// A colourful backdrop so translucent glass buttons show what is behind them.
@MainActor
final class LinearGradientView: UIView {
    override func draw(in context: inout DisplayList) {
        let isDark = traitCollection.userInterfaceStyle == .dark
        let colors = isDark ? [0x3A2A1A, 0x14223A, 0x241B3D] : [0xFFD6A5, 0xA0C4FF, 0xBDB2FF]
        let gradient = LinearGradient(
            stops: zip(colors, [0, 0.5, 1]).map { LinearGradient.Stop(color: UIColor(rgb: UInt32($0)), location: $1) },
            start: .zero, end: CGPoint(x: bounds.width, y: bounds.height))
        context.fill(.rect(bounds), with: .linearGradient(gradient))
    }
}
