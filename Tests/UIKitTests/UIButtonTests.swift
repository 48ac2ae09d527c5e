import TesseraTesting
import Testing
import UIKit

final class CheckoutView: UIView {
    let payButton = UIButton(configuration: .borderedProminent())
    let cancelButton = UIButton(type: .system)
    let closeButton = UIButton(type: .close)
    var paid = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Pay"
        configuration.subtitle = "¥128"
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 8
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        configuration.baseBackgroundColor = .systemGreen
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        payButton.configuration = configuration
        payButton.addAction(UIAction { [weak self] _ in self?.paid += 1 }, for: .touchUpInside)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.setTitleColor(.systemRed, for: .normal)
        cancelButton.contentHorizontalAlignment = .leading
        for button in [payButton, cancelButton, closeButton] { addSubview(button) }
    }
}

/// A button subclass as iOS apps write them, made with the inherited convenience initialisers.
final class PillButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        tintColor = .systemPink
    }
}

@Suite("UIKit buttons")
struct UIButtonTests {
    @Test @MainActor func configuredAndClassicButtonsKeepWhatTheyAreGiven() {
        let view = CheckoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(view.payButton.configuration?.title == "Pay")
        #expect(view.payButton.configuration?.cornerStyle == .capsule)
        #expect(view.cancelButton.title(for: .normal) == "Cancel")
        #expect(view.cancelButton.title(for: .highlighted) == "Cancel")
        #expect(view.cancelButton.titleColor(for: .normal) == .systemRed)
        #expect(view.cancelButton.buttonType == .system)
        #expect(view.closeButton.buttonType == .close)
        #expect(view.cancelButton.titleLabel?.text == "Cancel")
        view.payButton.sendActions(for: .touchUpInside)
        #expect(view.paid == 1)
    }

    @Test @MainActor func primaryActionGivesTheButtonItsTitle() {
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Retry") { _ in taps += 1 })
        #expect(button.currentTitle == "Retry")
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)

        let configured = UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Share") { _ in })
        #expect(configured.configuration?.title == "Share")
    }

    @Test @MainActor func subclassesInheritTheConvenienceInitialisers() {
        let pill = PillButton(type: .system)
        #expect(pill.buttonType == .system)
        #expect(pill.tintColor == .systemPink)
        let action = PillButton(frame: .zero, primaryAction: UIAction(title: "Go") { _ in })
        #expect(action.title(for: .normal) == "Go")
    }

    @Test @MainActor func configurationUpdateHandlerFollowsTheState() {
        let button = UIButton(configuration: .gray())
        button.changesSelectionAsPrimaryAction = true
        button.configurationUpdateHandler = { button in
            button.configuration?.title = button.isSelected ? "Following" : "Follow"
        }
        button.layoutIfNeeded()
        #expect(button.configuration?.title == "Follow")
        button.isSelected = true
        button.layoutIfNeeded()
        #expect(button.configuration?.title == "Following")
    }

    @Test @MainActor func everyFactoryStyleExists() {
        let styles: [UIButton.Configuration] = [
            .plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(), .borderedTinted(),
            .borderedProminent(),
            .glass(), .prominentGlass(), .clearGlass(), .prominentClearGlass(),
        ]
        #expect(styles.count == 12)
        var configuration = UIButton.Configuration.plain()
        configuration.background.backgroundColor = .secondarySystemBackground
        configuration.background.strokeColor = .separator
        configuration.background.strokeWidth = 1
        configuration.background.cornerRadius = 6
        configuration.cornerStyle = .fixed
        configuration.titleAlignment = .leading
        configuration.showsActivityIndicator = true
        var title = AttributedString("Bold")
        title.foregroundColor = UIColor.systemRed
        configuration.attributedTitle = title
        #expect(configuration.title == "Bold")
    }

    @Test @MainActor func assigningTheTitleLabelsFontChangesTheDrawnTitleAndItsSize() {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        let defaultSize = button.intrinsicContentSize
        let font = UIFont.systemFont(ofSize: 28, weight: .bold)
        button.titleLabel?.font = font
        #expect(button.titleLabel?.font == font)

        // A classic button has no content insets: its size is the title's, rounded up.
        let measure = UILabel()
        measure.text = "Continue"
        measure.font = font
        let expected = CGSize(
            width: measure.intrinsicContentSize.width.rounded(.up),
            height: measure.intrinsicContentSize.height.rounded(.up))
        #expect(button.intrinsicContentSize == expected)
        #expect(button.intrinsicContentSize.height > defaultSize.height)

        // State changes and new titles keep the font; nil returns to the default.
        button.isHighlighted = true
        button.setTitle("Continue now", for: .normal)
        #expect(button.titleLabel?.font == font)
        button.isHighlighted = false
        button.setTitle("Continue", for: .normal)
        #expect(button.intrinsicContentSize == expected)
        button.titleLabel?.font = nil
        #expect(button.intrinsicContentSize == defaultSize)
    }

    @Test @MainActor func aConfigurationsFontWinsOverTheTitleLabelsFont() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Pay"
        let button = UIButton(configuration: configuration)
        let configuredSize = button.intrinsicContentSize
        button.titleLabel?.font = .systemFont(ofSize: 40)
        button.layoutIfNeeded()
        #expect(button.intrinsicContentSize == configuredSize)
    }

    @Test @MainActor func aTitleInAnAssignedFontLooksRight() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 100))
        view.backgroundColor = .systemBackground
        let plain = UIButton(type: .system)
        plain.setTitle("Default", for: .normal)
        let large = UIButton(type: .system)
        large.setTitle("Large bold", for: .normal)
        large.titleLabel?.font = .systemFont(ofSize: 28, weight: .bold)
        for (button, y) in [(plain, CGFloat(12)), (large, CGFloat(46))] {
            button.frame = CGRect(origin: CGPoint(x: 12, y: y), size: button.intrinsicContentSize)
            view.addSubview(button)
        }
        view.layoutIfNeeded()
        assertSnapshot(of: view, appearance: .light)
    }
}
