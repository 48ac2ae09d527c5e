import Foundation
import Testing
import TesseraGraphics
import TesseraLayout
@testable import TesseraUI

@MainActor
@Suite struct ButtonBaselineTests {
    /// The y (window points) of a label's drawn text baseline: `Label.draw(in:)` puts the text
    /// layout at `floor((height − layout height) / 2)`.
    func firstTextBaseline(of label: Label, in window: Window) -> CGFloat {
        let layout = label.textLayout
        let top = ((label.bounds.height - layout.size.height) / 2).rounded(.down)
        return label.convert(CGPoint(x: 0, y: max(0, top) + layout.firstBaseline), to: window).y
    }

    func lastTextBaseline(of label: Label, in window: Window) -> CGFloat {
        let layout = label.textLayout
        let top = ((label.bounds.height - layout.size.height) / 2).rounded(.down)
        return label.convert(CGPoint(x: 0, y: max(0, top) + layout.lastBaseline), to: window).y
    }

    /// A window with `label` at the left and `button` after it, their `attribute` baselines equal;
    /// the button's top at y 100 (and `height` points tall when given).
    func align(
        _ label: Label, _ button: Button, by attribute: LayoutAttribute = .firstBaseline, height: CGFloat? = nil
    ) -> Window {
        let window = Window(device: .iPhone15)
        for view in [label, button] as [View] {
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
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return window
    }

    @Test(arguments: Button.Configuration.Size.allCases)
    func aLabelAlignedByFirstBaselineSharesTheTitlesTextBaseline(size: Button.Configuration.Size) throws {
        var configuration = Button.Configuration.filled()
        configuration.title = "保存 Save"
        configuration.size = size
        let button = Button(configuration: configuration)
        let label = Label(text: "Caption", textStyle: .largeTitle)
        let window = align(label, button)
        let labelBaseline = firstTextBaseline(of: label, in: window)
        let titleBaseline = firstTextBaseline(of: button.titleLabel, in: window)
        #expect(abs(labelBaseline - titleBaseline) <= 0.5, "label \(labelBaseline), title \(titleBaseline)")
        #expect(button.frame.minY == 100)
        #expect(titleBaseline < button.frame.maxY - 2)  // the text's baseline, not the button's bottom edge
    }

    @Test(arguments: Button.Configuration.Size.allCases)
    func aTallerButtonKeepsItsCentredTitleOnTheLabelsBaseline(size: Button.Configuration.Size) {
        var configuration = Button.Configuration.glass()
        configuration.title = "Continue"
        configuration.size = size
        let button = Button(configuration: configuration)
        let label = Label(text: "Step 2", textStyle: .footnote)
        let window = align(label, button, height: 81)
        #expect(button.frame.height == 81)
        #expect(abs(firstTextBaseline(of: label, in: window) - firstTextBaseline(of: button.titleLabel, in: window)) <= 0.5)
    }

    @Test func theImageAboveTheTitleMovesTheBaselineDown() {
        var configuration = Button.Configuration.tinted()
        configuration.title = "Share"
        configuration.image = Image(icon: Icon(.star), pointSize: 24)
        configuration.imagePlacement = .top
        let button = Button(configuration: configuration)
        let label = Label(text: "Share this entry")
        let window = align(label, button)
        #expect(abs(firstTextBaseline(of: label, in: window) - firstTextBaseline(of: button.titleLabel, in: window)) <= 0.5)
        // The title sits below the 24-point image, so the label is well below the button's top.
        #expect(label.frame.minY > 100 + 24)
    }

    @Test func theLastBaselineIsTheSubtitles() {
        var configuration = Button.Configuration.gray()
        configuration.title = "Backup"
        configuration.subtitle = "Last run yesterday"
        let button = Button(configuration: configuration)
        let label = Label(text: "Status")
        let window = align(label, button, by: .lastBaseline)
        let labelBaseline = lastTextBaseline(of: label, in: window)
        #expect(abs(labelBaseline - lastTextBaseline(of: button.subtitleLabel, in: window)) <= 0.5)
        #expect(lastTextBaseline(of: button.titleLabel, in: window) < labelBaseline - 5)
    }

    @Test func aClassicButtonWithoutConfigurationAlignsItsTitle() {
        let button = Button()
        button.setTitle("Done", for: .normal)
        let label = Label(text: "Are you finished?", textStyle: .title2)
        let window = align(label, button)
        #expect(abs(firstTextBaseline(of: label, in: window) - firstTextBaseline(of: button.titleLabel, in: window)) <= 0.5)
    }

    @Test func aButtonWithoutATitleHasNoTextBaselines() {
        let button = Button(configuration: .filled())
        #expect(button.layoutBaselines(forWidth: nil) == nil)
    }

    @Test func changingTheTitleStyleMovesTheAlignedLabel() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Go"
        configuration.size = .small
        let button = Button(configuration: configuration)
        let label = Label(text: "Ready?")
        let window = align(label, button)
        configuration.size = .large
        button.configuration = configuration
        window.layoutIfNeeded()
        #expect(abs(firstTextBaseline(of: label, in: window) - firstTextBaseline(of: button.titleLabel, in: window)) <= 0.5)
    }
}
