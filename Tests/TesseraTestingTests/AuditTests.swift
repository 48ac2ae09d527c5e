import Foundation
import TesseraGraphics
import TesseraLayout
import TesseraTesting
import TesseraUI
import Testing

@MainActor
@Suite struct AuditTests {
    static let accessibleBlue = UIColor(rgb: 0x0058D0)

    /// A screen with one of each problem.
    func badScreen() -> UIWindow {
        let window = UIWindow(device: .iPhoneSE)
        let screen = UIView(frame: window.bounds)
        screen.backgroundColor = .white
        window.addSubview(screen)

        let faint = UILabel(frame: CGRect(x: 20, y: 40, width: 300, height: 24), text: "Barely visible")
        faint.textColor = UIColor(rgb: 0xCCCCCC)
        faint.font = .systemFont(ofSize: 15)

        let tiny = UIButton.system(frame: CGRect(x: 20, y: 80, width: 30, height: 30))
        tiny.setTitle("x", for: .normal)
        tiny.accessibilityIdentifier = "close"

        let squashed = UILabel(frame: CGRect(x: 20, y: 130, width: 300, height: 8), text: "Squashed label")
        squashed.textColor = .black

        let narrow = UILabel(frame: CGRect(x: 20, y: 160, width: 60, height: 24), text: "A title that is far too long")
        narrow.textColor = .black

        let first = UIButton.system(frame: CGRect(x: 20, y: 200, width: 120, height: 44))
        first.setTitle("Left", for: .normal)
        let second = UIButton.system(frame: CGRect(x: 100, y: 200, width: 120, height: 44))
        second.setTitle("Right", for: .normal)

        // Apple's system blue on white is 4.02:1, below AA for body text; use an accessible blue.
        for button in [tiny, first, second] { button.tintColor = Self.accessibleBlue }
        [faint, tiny, squashed, narrow, first, second].forEach(screen.addSubview)
        return window
    }

    @Test func findsEachDeliberateProblem() {
        let issues = Audit.run(on: badScreen())
        let descriptions = issues.map(\.description)
        #expect(
            descriptions.contains {
                $0.hasPrefix("UIView › UILabel[1] \"Barely visible\": contrast 1.60:1 is below 4.5:1")
            })
        #expect(descriptions.contains("UIView › UIButton[1] \"close\": touch target 30×30 pt is smaller than 44×44 pt"))
        #expect(descriptions.contains("UIView › UILabel[2] \"Squashed label\": text is clipped"))
        #expect(descriptions.contains("UIView › UILabel[3] \"A title that is far too long\": text is truncated"))
        #expect(descriptions.contains("UIView › UIButton[2] \"Left\": overlaps UIView › UIButton[3] \"Right\""))
        #expect(issues.count == 5)
    }

    @Test func aCleanScreenPasses() {
        let window = UIWindow(device: .iPhoneSE)
        let title = UILabel(frame: CGRect(x: 20, y: 40, width: 300, height: 30), text: "Readable 可读")
        title.textColor = .label
        let button = UIButton(configuration: .filled())
        button.frame = CGRect(x: 20, y: 90, width: 120, height: 44)
        button.configuration?.title = "Save"
        button.tintColor = Self.accessibleBlue
        window.addSubview(title)
        window.addSubview(button)
        #expect(Audit.run(on: window).isEmpty)
    }

    @Test func systemBlueBodyTextOnWhiteFailsAA() {
        let window = UIWindow(device: .iPhoneSE)
        let button = UIButton(configuration: .filled())
        button.frame = CGRect(x: 20, y: 90, width: 120, height: 44)
        button.configuration?.title = "Save"
        window.addSubview(button)
        #expect(
            Audit.run(on: window).map(\.description) == [
                "UIButton › UILabel[1] \"Save\": contrast 4.01:1 is below 4.5:1"
            ])
    }

    @Test func darkModeContrastIsCheckedAgainstTheDarkRendering() {
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: .dark))
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 300, height: 30), text: "Fixed black text")
        label.textColor = .black
        window.addSubview(label)
        let issues = Audit.run(on: window, checks: .contrast)
        #expect(issues.count == 1)
        #expect(
            issues.first.map { if case .lowContrast(let ratio, _) = $0.kind { ratio < 1.1 } else { false } } == true)
    }

    @Test func hiddenAndOffscreenViewsAreSkipped() {
        let window = UIWindow(device: .iPhoneSE)
        let hidden = UIButton.system(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        let offscreen = UIButton.system(frame: CGRect(x: 0, y: 2000, width: 10, height: 10))
        window.addSubview(hidden)
        window.addSubview(offscreen)
        #expect(Audit.run(on: window).isEmpty)
    }

    @Test func anExcerptCappedByItsOwnLineLimitIsNotAnIssue() {
        let window = UIWindow(device: .iPhoneSE)
        let excerpt = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 60))
        excerpt.text = String(repeating: "A long excerpt that keeps going. ", count: 10)
        excerpt.textColor = .black
        excerpt.numberOfLines = 2
        window.addSubview(excerpt)
        #expect(Audit.run(on: window, checks: .truncation).isEmpty)
    }

    @Test func textCutByAClippingAncestorIsClipped() {
        let window = UIWindow(device: .iPhoneSE)
        let box = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 20))
        box.clipsToBounds = true
        let label = UILabel(frame: CGRect(x: 0, y: 10, width: 100, height: 24), text: "Half hidden")
        box.addSubview(label)
        window.addSubview(box)
        #expect(
            Audit.run(on: window, checks: .clipping).map(\.description) == [
                "UIView › UILabel \"Half hidden\": text is clipped"
            ])
    }

    @Test func textScrolledPartlyPastAScrollViewsEdgeIsNotClipped() {
        let window = UIWindow(device: .iPhoneSE)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 40, width: 375, height: 100))
        scroll.contentSize = CGSize(width: 375, height: 400)
        let label = UILabel(frame: CGRect(x: 16, y: 88, width: 200, height: 24), text: "Half scrolled out")
        scroll.addSubview(label)
        window.addSubview(scroll)
        #expect(Audit.run(on: window, checks: .clipping).isEmpty)
        // …but a clipping box inside the scroll view still counts.
        let box = UIView(frame: CGRect(x: 16, y: 10, width: 200, height: 10))
        box.clipsToBounds = true
        box.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 24), text: "Cut by its box"))
        scroll.addSubview(box)
        #expect(
            Audit.run(on: window, checks: .clipping).map(\.description)
                == ["UIScrollView › UIView[1] › UILabel \"Cut by its box\": text is clipped"])
    }

    @Test func aConstrainedViewWhoseWidthIsFreeHasAnAmbiguousLayout() {
        let window = UIWindow(device: .iPhoneSE)
        let settled = UIView()
        let loose = UIView()
        for view in [settled, loose] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.backgroundColor = .systemBlue
            window.addSubview(view)
        }
        NSLayoutConstraint.activate([
            settled.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            settled.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            settled.widthAnchor.constraint(equalToConstant: 100),
            settled.heightAnchor.constraint(equalToConstant: 50),
            loose.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            loose.topAnchor.constraint(equalTo: settled.bottomAnchor, constant: 8),
            loose.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(
            Audit.run(on: window, checks: .ambiguousLayout).map(\.description) == ["UIView[2]: layout is ambiguous"])
        loose.widthAnchor.constraint(equalTo: settled.widthAnchor).isActive = true
        #expect(Audit.run(on: window, checks: .ambiguousLayout).isEmpty)
    }
}

extension UIButton {
    /// A system button with `frame` (titles in the tint, as the audit's screens expect).
    @MainActor static func system(frame: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = frame
        return button
    }
}
