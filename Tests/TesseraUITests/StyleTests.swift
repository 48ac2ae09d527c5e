import Foundation
import TesseraGraphics
import Testing

@testable import TesseraUI

extension ViewStyle where Target: UIView {
    static func pill() -> ViewStyle {
        ViewStyle { view in
            view.layer.cornerRadius = view.bounds.height / 2
            view.clipsToBounds = true
        }
    }
}

@MainActor
@Suite struct StyleTests {
    @Test func laterStylesWin() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.apply(.backgroundColor(.red), .cornerRadius(4), .backgroundColor(.blue))
        #expect(view.backgroundColor == .blue)
        #expect(view.layer.cornerRadius == 4)
        let combined = ViewStyle<UIView>.backgroundColor(.green).then(.pill())
        view.apply(combined)
        #expect(view.backgroundColor == .green)
        #expect(view.layer.cornerRadius == 20)
        #expect(view.clipsToBounds)
    }

    @Test func builderTakesConditionsOptionalsAndLoops() {
        func style(primary: Bool, bordered: Bool, radii: [CGFloat]) -> ViewStyle<UIButton> {
            ViewStyle<UIButton>.compose {
                ViewStyle.cornerRadius(2)
                if primary {
                    ViewStyle.tint(.systemGreen)
                } else {
                    ViewStyle.tint(.systemGray)
                }
                if bordered { ViewStyle.border(width: 1, color: .black) }
                for radius in radii { ViewStyle.cornerRadius(radius) }
            }
        }
        let button = UIButton()
        button.apply(style(primary: true, bordered: false, radii: []))
        #expect(button.tintColor == .systemGreen)
        #expect(button.layer.borderWidth == 0)
        #expect(button.layer.cornerRadius == 2)
        button.apply(style(primary: false, bordered: true, radii: [6, 9]))
        #expect(button.tintColor == .systemGray)
        #expect(button.layer.borderWidth == 1)
        #expect(button.layer.cornerRadius == 9)
    }

    @Test func applyWithABuilderAndWhen() {
        let isSelected = false
        let label = UILabel().apply {
            ViewStyle.textColor(.systemRed)
            ViewStyle<UILabel>.textColor(.systemBlue).when(isSelected)
            ViewStyle.set(\.numberOfLines, 3)
        }
        #expect(label.textColor == .systemRed)
        #expect(label.numberOfLines == 3)
    }

    @Test func aStyleForViewNarrowsToASubclass() {
        let card = ViewStyle<UIView> { $0.layer.cornerRadius = 12 }
        let label = UILabel().apply(card.narrowed())
        #expect(label.layer.cornerRadius == 12)
        [label].apply(card.narrowed())
        #expect(label.layer.cornerRadius == 12)
    }

    @Test func labelStylesUseTheThemeInEffect() {
        let window = UIWindow(device: .iPhoneSE)
        window.theme = OceanTheme()
        let label = UILabel()
        window.addSubview(label)
        label.apply(.textColor(.tint), .typography(.headline), .text(alignment: .center, lines: 0))
        #expect(label.textColor == UIColor(rgb: 0x0E7C86))
        #expect(label.textStyle == .headline)
        #expect(label.textAlignment == .center)
        #expect(label.numberOfLines == 0)
        label.apply(.font(.systemFont(ofSize: 12)))
        #expect(label.textStyle == nil)
        #expect(label.font.pointSize == 12)
    }

    @Test func cardStyleReadsTheThemeAndKeepsUpWhenThemed() {
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: .dark))
        let card = UIView().applyThemed(.card())
        window.addSubview(card)
        #expect(card.backgroundColor == SystemTheme.secondarySystemGroupedBackground)
        #expect(card.layer.cornerCurve == .continuous)
        struct Flat: Theme { var secondaryGroupedBackground: UIColor { .white } }
        window.theme = Flat()
        #expect(card.backgroundColor == .white)
    }

    @Test func buttonConfigurationStyleKeepsTheTitle() {
        var plain = UIButton.Configuration.plain()
        plain.title = "Go"
        let button = UIButton(configuration: plain)
        button.apply(.configuration(.filled()))
        #expect(button.configuration?.style == .filled)
        #expect(button.configuration?.title == "Go")
    }

    @Test func factoryMakesThemedDefaults() {
        let window = UIWindow(device: .iPhoneSE)
        let label = ViewFactory.label("Hi", typography: .footnote, color: .secondaryLabel, lines: 0)
        let button = ViewFactory.button(title: "Save", configuration: .filled(), tint: .destructive)
        let classic = ViewFactory.button(title: "Edit", configuration: nil)
        let image = ViewFactory.imageView(UIImage(icon: Icon(.star), pointSize: 20))
        let separator = ViewFactory.separator()
        let panel = ViewFactory.view(background: .secondaryBackground)
        for view in [label, button, classic, image, separator, panel] as [UIView] { window.addSubview(view) }
        #expect(label.text == "Hi")
        #expect(label.textStyle == .footnote)
        #expect(label.textColor == .secondaryLabel)
        #expect(label.numberOfLines == 0)
        #expect(button.configuration?.title == "Save")
        #expect(button.tintColor == .systemRed)
        #expect(classic.title(for: .normal) == "Edit")
        #expect(image.contentMode == .scaleAspectFit)
        #expect(image.tintColor == .systemBlue)
        #expect(separator.backgroundColor == .separator)
        #expect(panel.backgroundColor == .secondarySystemBackground)
        #expect(ViewFactory.navigationBar(showing: ViewFactory.navigationItem(title: "T")).item?.title == "T")
        #expect(!ViewFactory.viewController().isViewLoaded)
        window.theme = OceanTheme()
        #expect(image.tintColor == UIColor(rgb: 0x0E7C86))
    }

    @Test func batchSettersSetEveryView() {
        let label = UILabel()
        let button = UIButton()
        let plain = UIView()
        let views: [UIView] = [label, button, plain]
        views.alpha(0.5).isHidden(true).backgroundColor(.red).cornerRadius(8, curve: .continuous)
            .border(width: 2, color: .blue).clipsToBounds().isUserInteractionEnabled(false)
            .shadow(Shadow(color: .black, offset: .zero, blurRadius: 2))
        for view in views {
            #expect(view.alpha == 0.5)
            #expect(view.isHidden)
            #expect(view.backgroundColor == .red)
            #expect(view.layer.cornerRadius == 8)
            #expect(view.layer.cornerCurve == .continuous)
            #expect(view.layer.borderWidth == 2)
            #expect(view.layer.borderColor == UIColor.blue.cgColor)
            #expect(view.clipsToBounds)
            #expect(!view.isUserInteractionEnabled)
            #expect(view.layer.shadowRadius == 1)
            #expect(view.layer.shadowOpacity == 1)
            #expect(view.layer.shadowColor == UIColor.black.cgColor)
        }
        [label, UILabel()].set(\.numberOfLines, 4)
        #expect(label.numberOfLines == 4)
        let window = UIWindow(device: .iPhoneSE)
        views.forEach(window.addSubview)
        views.background(.tint)
        #expect(plain.backgroundColor == .systemBlue)
        window.theme = OceanTheme()
        #expect(button.backgroundColor == UIColor(rgb: 0x0E7C86))
        views.removeFromSuperview()
        #expect(views.allSatisfy { $0.superview == nil })
    }

    @Test func emptyCollectionsAcceptBatchSetters() {
        let none: [UILabel] = []
        #expect(none.alpha(0).isHidden(true).isEmpty)
    }
}
