import Foundation
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
@Suite struct ButtonBaselineTests {
    /// The y (window points) of a label's drawn text baseline: `UILabel.draw(in:)` puts the text
    /// layout at `floor((height − layout height) / 2)`.
    func firstTextBaseline(of label: UILabel, in window: UIWindow) -> CGFloat {
        let layout = label.textLayout
        let top = ((label.bounds.height - layout.size.height) / 2).rounded(.down)
        return label.convert(CGPoint(x: 0, y: max(0, top) + layout.firstBaseline), to: window).y
    }

    func lastTextBaseline(of label: UILabel, in window: UIWindow) -> CGFloat {
        let layout = label.textLayout
        let top = ((label.bounds.height - layout.size.height) / 2).rounded(.down)
        return label.convert(CGPoint(x: 0, y: max(0, top) + layout.lastBaseline), to: window).y
    }

    /// A window with `label` at the left and `button` after it, their `attribute` baselines equal;
    /// the button's top at y 100 (and `height` points tall when given).
    func align(
        _ label: UILabel, _ button: UIButton, by attribute: NSLayoutConstraint.Attribute = .firstBaseline,
        height: CGFloat? = nil
    ) -> UIWindow {
        let window = UIWindow(device: .iPhone15)
        for view in [label, button] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        var constraints = [
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            button.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            attribute == .firstBaseline
                ? label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor)
                : label.lastBaselineAnchor.constraint(equalTo: button.lastBaselineAnchor),
        ]
        if let height { constraints.append(button.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return window
    }

    @Test(arguments: UIButton.Configuration.Size.allCases)
    func aLabelAlignedByFirstBaselineSharesTheTitlesTextBaseline(size: UIButton.Configuration.Size) throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "保存 Save"
        configuration.buttonSize = size
        let button = UIButton(configuration: configuration)
        let label = UILabel(text: "Caption", textStyle: .largeTitle)
        let window = align(label, button)
        let labelBaseline = firstTextBaseline(of: label, in: window)
        let titleBaseline = firstTextBaseline(of: button.titleLabel!, in: window)
        #expect(abs(labelBaseline - titleBaseline) <= 0.5, "label \(labelBaseline), title \(titleBaseline)")
        #expect(button.frame.minY == 100)
        #expect(titleBaseline < button.frame.maxY - 2)  // the text's baseline, not the button's bottom edge
    }

    @Test(arguments: UIButton.Configuration.Size.allCases)
    func aTallerButtonKeepsItsCentredTitleOnTheLabelsBaseline(size: UIButton.Configuration.Size) {
        var configuration = UIButton.Configuration.glass()
        configuration.title = "Continue"
        configuration.buttonSize = size
        let button = UIButton(configuration: configuration)
        let label = UILabel(text: "Step 2", textStyle: .footnote)
        let window = align(label, button, height: 81)
        #expect(button.frame.height == 81)
        #expect(
            abs(firstTextBaseline(of: label, in: window) - firstTextBaseline(of: button.titleLabel!, in: window)) <= 0.5
        )
    }

    @Test func theImageAboveTheTitleMovesTheBaselineDown() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Share"
        configuration.image = UIImage(icon: Icon(.star), pointSize: 24)
        configuration.imagePlacement = .top
        let button = UIButton(configuration: configuration)
        let label = UILabel(text: "Share this entry")
        let window = align(label, button)
        #expect(
            abs(firstTextBaseline(of: label, in: window) - firstTextBaseline(of: button.titleLabel!, in: window)) <= 0.5
        )
        // The title sits below the 24-point image, so the label is well below the button's top.
        #expect(label.frame.minY > 100 + 24)
    }

    @Test func theLastBaselineIsTheSubtitles() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Backup"
        configuration.subtitle = "Last run yesterday"
        let button = UIButton(configuration: configuration)
        let label = UILabel(text: "Status")
        let window = align(label, button, by: .lastBaseline)
        let labelBaseline = lastTextBaseline(of: label, in: window)
        #expect(abs(labelBaseline - lastTextBaseline(of: button.subtitleLabel!, in: window)) <= 0.5)
        #expect(lastTextBaseline(of: button.titleLabel!, in: window) < labelBaseline - 5)
    }

    @Test func aClassicButtonWithoutConfigurationAlignsItsTitle() {
        let button = UIButton()
        button.setTitle("Done", for: .normal)
        let label = UILabel(text: "Are you finished?", textStyle: .title2)
        let window = align(label, button)
        #expect(
            abs(firstTextBaseline(of: label, in: window) - firstTextBaseline(of: button.titleLabel!, in: window)) <= 0.5
        )
    }

    @Test func aButtonWithoutATitleHasNoTextBaselines() {
        let button = UIButton(configuration: .filled())
        #expect(button.layoutBaselines(forWidth: nil) == nil)
    }

    @Test func changingTheTitleStyleMovesTheAlignedLabel() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.buttonSize = .small
        let button = UIButton(configuration: configuration)
        let label = UILabel(text: "Ready?")
        let window = align(label, button)
        configuration.buttonSize = .large
        button.configuration = configuration
        window.layoutIfNeeded()
        #expect(
            abs(firstTextBaseline(of: label, in: window) - firstTextBaseline(of: button.titleLabel!, in: window)) <= 0.5
        )
    }
}
