import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct ButtonConfigurationTests {
    func laidOut(_ button: UIButton, width: CGFloat = 160, height: CGFloat = 44) -> UIButton {
        button.frame = CGRect(x: 0, y: 0, width: width, height: height)
        button.layoutIfNeeded()
        return button
    }

    // Issue 17: a configured button overwrote an explicit corner radius on every layout pass
    // (8 read back as 10). The configuration's corner belongs to its background now.
    @Test func aConfiguredButtonKeepsTheViewsOwnCornerRadius() {
        let button = UIButton(configuration: .filled())
        button.configuration?.title = "Save"
        button.layer.cornerRadius = 8
        _ = laidOut(button)
        #expect(button.layer.cornerRadius == 8)
        button.frame.size.height = 50
        button.layoutIfNeeded()
        #expect(button.layer.cornerRadius == 8)
    }

    @Test func theBackgroundIsRoundedPerTheCornerStyle() {
        let button = laidOut(UIButton(configuration: .filled()))
        let bounds = button.bounds
        #expect(button.backgroundShape == button.shapePath(in: bounds, cornerRadius: 10))  // dynamic, medium size
        button.configuration?.cornerStyle = .capsule
        #expect(button.backgroundShape == button.shapePath(in: bounds, cornerRadius: 22))
        button.configuration?.cornerStyle = .small
        #expect(button.backgroundShape == button.shapePath(in: bounds, cornerRadius: 6))
        button.configuration?.background.cornerRadius = 3
        button.configuration?.cornerStyle = .fixed
        #expect(button.backgroundShape == button.shapePath(in: bounds, cornerRadius: 3))
        #expect(button.layer.cornerRadius == 0)
    }

    @Test func theBackgroundConfigurationReplacesTheFillAndAddsAStroke() {
        var configuration = UIButton.Configuration.tinted()
        configuration.background.backgroundColor = .systemYellow
        configuration.background.strokeColor = .systemRed
        configuration.background.strokeWidth = 2
        let appearance = configuration.appearance(for: .normal, tint: .systemBlue, userInterfaceStyle: .light)
        #expect(
            appearance.background
                == .color(UIColor.systemYellow.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))))
        #expect(
            appearance.stroke
                == UIButton.Configuration.Stroke(
                    color: UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)),
                    width: 2))
        let highlighted = configuration.appearance(for: .highlighted, tint: .systemBlue, userInterfaceStyle: .light)
        #expect(highlighted.background == appearance.background)
    }

    @Test func selectionDrawsOnlyWhenTheConfigurationFollowsIt() {
        var configuration = UIButton.Configuration.tinted()
        let selected = configuration.appearance(for: .selected, tint: .systemBlue, userInterfaceStyle: .light)
        configuration.automaticallyUpdateForSelection = false
        let ignored = configuration.appearance(for: .selected, tint: .systemBlue, userInterfaceStyle: .light)
        let normal = configuration.appearance(for: .normal, tint: .systemBlue, userInterfaceStyle: .light)
        #expect(selected != normal)
        #expect(ignored == normal)
    }

    @Test func theUpdateHandlerRunsBeforeTheNextLayoutAfterAStateChange() {
        let button = UIButton(configuration: .plain())
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            button.configuration?.title = button.isHighlighted ? "Down" : "Up"
        }
        _ = laidOut(button)
        #expect(runs == 1)
        #expect(button.titleLabel?.text == "Up")
        button.isHighlighted = true
        #expect(runs == 1)  // not yet: at the next layout
        button.layoutIfNeeded()
        #expect(runs == 2)
        #expect(button.titleLabel?.text == "Down")
        button.layoutIfNeeded()
        #expect(runs == 2)  // the handler's own change does not ask for another run
    }

    @Test func titleAndAttributedTitleReplaceEachOther() {
        var configuration = UIButton.Configuration.plain()
        var styled = AttributedString("Bold")
        styled.font = UIFont.systemFont(ofSize: 30, weight: .bold)
        configuration.attributedTitle = styled
        #expect(configuration.title == "Bold")
        let button = laidOut(UIButton(configuration: configuration))
        #expect(
            button.titleLabel?.resolvedText.runs.first?.attributes.font == UIFont.systemFont(ofSize: 30, weight: .bold))
        configuration.title = "Plain"
        #expect(configuration.attributedTitle == nil)
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14))
        configuration.buttonSize = .large
        #expect(configuration.contentInsets.leading == 20)
        configuration.contentInsets = .zero
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == .zero)
    }

    @Test func theImageGoesToTheFirstEdgeOfItsPlacement() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Next"
        configuration.image = UIImage(icon: Icon(.chevronRight), pointSize: 16)
        configuration.imagePlacement = .trailing
        let button = laidOut(UIButton(configuration: configuration))
        let image = button.imageView!.frame
        let title = button.titleLabel!.frame
        #expect(image.minX >= title.maxX)
        button.configuration?.imagePlacement = [.top, .leading]
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.maxX <= button.titleLabel!.frame.minX)
    }

    @Test func contentAlignmentMovesClassicContent() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        _ = laidOut(button, width: 200)
        let centred = button.titleLabel!.frame
        button.contentHorizontalAlignment = .leading
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX == 0)
        #expect(button.titleLabel!.frame.minY == 0)
        #expect(centred.minX > 0)
    }

    @Test func theActivityIndicatorTakesTheImagesPlace() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Saving"
        configuration.showsActivityIndicator = true
        let button = laidOut(UIButton(configuration: configuration))
        let spinner = try #require(button.activityIndicator)
        #expect(spinner.isAnimating)
        #expect(spinner.frame.maxX <= button.titleLabel!.frame.minX)
        button.configuration?.showsActivityIndicator = false
        #expect(button.activityIndicator == nil)
    }

    @Test func buttonTypesHaveUIKitsDefaults() {
        let custom = UIButton()
        custom.setTitle("A", for: .normal)
        #expect(custom.buttonType == .custom)
        #expect(custom.titleColor(for: .normal) == .white)
        #expect(custom.currentTitleColor == .white)
        let system = UIButton(type: .system)
        #expect(system.titleColor(for: .normal) == .systemBlue)
        for type in [UIButton.ButtonType.close, .contactAdd, .detailDisclosure, .infoLight, .infoDark] {
            #expect(UIButton(type: type).currentImage != nil)
        }
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(UIButton(type: .close).buttonType.rawValue == 7)
    }

    @Test func attributedTitlesWinOverPlainOnesPerState() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(
            NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.systemRed]), for: .normal)
        #expect(button.title(for: .normal) == "Styled")
        #expect(button.currentAttributedTitle?.string == "Styled")
        #expect(
            button.titleLabel?.resolvedText.runs.first?.attributes.foregroundColor
                == UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        button.setTitle("Plain again", for: .normal)
        #expect(button.title(for: .normal) == "Plain again")
    }

    @Test func backgroundStrokeAndFixedCornerSnapshot() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 60))
        row.backgroundColor = .systemBackground
        var outlined = UIButton.Configuration.plain()
        outlined.title = "Outlined"
        outlined.background.strokeColor = .systemBlue
        outlined.background.strokeWidth = 1
        outlined.background.cornerRadius = 4
        outlined.cornerStyle = .fixed
        var capsule = UIButton.Configuration.filled()
        capsule.title = "Capsule"
        capsule.cornerStyle = .capsule
        capsule.background.backgroundColor = .systemGreen
        for (index, configuration) in [outlined, capsule].enumerated() {
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 10 + CGFloat(index) * 165, y: 8, width: 150, height: 44)
            row.addSubview(button)
        }
        assertSnapshot(of: row)
    }
}
