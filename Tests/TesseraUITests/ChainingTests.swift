import Foundation
import TesseraGraphics
import Testing

@testable import TesseraUI

/// A subclass with its own property: it chains with no extra code.
@MainActor
final class BadgeView: UIView {
    var count = 0
    var caption: String?
}

@MainActor
@Suite struct ChainingTests {
    @Test func setChainsAnyWritableKeyPath() {
        let label = UILabel()
            .set(\.text, "你好 Hello")
            .set(\.numberOfLines, 0)
            .set(\.textColor, .secondaryLabel)
            .set(\.backgroundColor, .red)
            .set(\.layer.cornerRadius, 8)
        #expect(label.text == "你好 Hello")
        #expect(label.numberOfLines == 0)
        #expect(label.textColor == .secondaryLabel)
        #expect(label.backgroundColor == .red)
        #expect(label.layer.cornerRadius == 8)
        let badge = BadgeView().set(\.count, 3).set(\.caption, "new").set(\.alpha, 0.5)
        #expect(badge.count == 3)
        #expect(badge.caption == "new")
        #expect(badge.alpha == 0.5)
    }

    @Test func chainTurnsEveryPropertyIntoAMethod() {
        let label = UILabel().chain.text("Hi").textColor(.systemRed).numberOfLines(2).isHidden(true).object
        #expect(label.text == "Hi")
        #expect(label.textColor == .systemRed)
        #expect(label.numberOfLines == 2)
        #expect(label.isHidden)
        let badge = BadgeView().chain.count(7).caption(nil).backgroundColor(.blue).object
        #expect(badge.count == 7)
        #expect(badge.caption == nil)
        #expect(badge.backgroundColor == .blue)
        let button = UIButton().chain.tintColor(.systemGreen).isEnabled(false)
            .with { $0.setTitle("Off", for: .disabled) }
            .apply(.cornerRadius(6)).object
        #expect(button.state == .disabled)
        #expect(button.title(for: .disabled) == "Off")
        #expect(button.layer.cornerRadius == 6)
    }

    @Test func controllersAndNavigationItemsChainToo() {
        let controller = UIViewController().set(\.title, "Home").set(\.tracker, nil)
        #expect(controller.navigationItem.title == "Home")
        let item = UINavigationItem().chain.title("Edit").titleView(UILabel(text: "Custom")).object
        #expect(item.title == "Edit")
        #expect((item.titleView as? UILabel)?.text == "Custom")
        let bar = UIBarButtonItem(title: "Done").set(\.isEnabled, false)
        #expect(!bar.isEnabled)
    }

    @Test func assignStoresTheObjectWhileBuilding() {
        weak var weakLabel: UILabel?
        var strongButton = UIButton()
        let original = strongButton
        let container = UIView().addSubviews {
            UILabel().set(\.text, "Title").assign(to: &weakLabel)
            UIButton().assign(to: &strongButton)
        }
        #expect(weakLabel?.text == "Title")
        #expect(weakLabel?.superview === container)
        #expect(strongButton !== original)
        #expect(strongButton.superview === container)
    }

    @Test func withRunsStatementsAndReturnsTheObject() {
        let button = UIButton().with { button in
            button.setTitle("Normal", for: .normal)
            button.setTitle("Pressed", for: .highlighted)
        }
        #expect(button.title(for: .highlighted) == "Pressed")
    }

    @Test func subviewBuilderTakesConditionsArraysAndLoops() {
        let title = UILabel()
        let subtitle = UILabel()
        let extra = UILabel()
        let tags = ["a", "b", "c"]
        func build(showSubtitle: Bool, useExtra: Bool) -> UIView {
            UIView().addSubviews {
                title
                if showSubtitle { subtitle }
                if useExtra { extra } else { [UILabel(), UILabel()] }
                for tag in tags { UILabel(text: tag) }
            }
        }
        let first = build(showSubtitle: true, useExtra: true)
        #expect(first.subviews.count == 6)
        #expect(first.subviews[0] === title)
        #expect(first.subviews[1] === subtitle)
        #expect(first.subviews[2] === extra)
        #expect((first.subviews[5] as? UILabel)?.text == "c")
        let second = build(showSubtitle: false, useExtra: false)
        #expect(second.subviews.count == 6)
        #expect(second.subviews[0] === title)
        #expect(!second.subviews.contains { $0 === subtitle })
        #expect(UIView().addSubviews {}.subviews.isEmpty)
    }

    @Test func addSubviewsArrayAddsBackToFront() {
        let back = UIView()
        let front = UIView()
        let container = UIView().addSubviews([back, front])
        #expect(container.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(back), ObjectIdentifier(front)])
    }
}
