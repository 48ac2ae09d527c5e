import Foundation
import TesseraCore
import TesseraTesting
import TesseraUI
import Testing

@MainActor
@Suite struct ViewQueryTests {
    /// A window with a titled label, a button, a field, a hidden and a transparent label, a label
    /// outside the window, and a scroll view holding a label far below its visible area.
    func makeScreen() -> (window: UIWindow, driver: UIDriver) {
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        let root = UIView(frame: window.bounds)
        window.rootView = root
        let title = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30), text: "Settings")
        let save = UIButton(frame: CGRect(x: 20, y: 80, width: 100, height: 44))
        save.setTitle("Save", for: .normal)
        let field = UITextField(frame: CGRect(x: 20, y: 130, width: 300, height: 34), placeholder: "Email")
        field.accessibilityIdentifier = "email"
        let hidden = UILabel(frame: CGRect(x: 20, y: 170, width: 200, height: 30), text: "Hidden")
        hidden.isHidden = true
        let transparent = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 30), text: "Transparent")
        transparent.alpha = 0
        let outside = UILabel(frame: CGRect(x: 400, y: 40, width: 100, height: 30), text: "Outside")
        let close = UIView(frame: CGRect(x: 300, y: 40, width: 44, height: 44))
        close.accessibilityLabel = "Close"
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 300, width: 375, height: 200))
        scroll.accessibilityIdentifier = "list"
        scroll.contentSize = CGSize(width: 375, height: 2_000)
        let far = UILabel(frame: CGRect(x: 20, y: 1_500, width: 200, height: 30), text: "Far below")
        scroll.addSubview(far)
        for view in [title, save, field, hidden, transparent, outside, close, scroll] { root.addSubview(view) }
        return (window, UIDriver(window: window))
    }

    @Test func textMatchesWholeTextsOnly() throws {
        let (_, driver) = makeScreen()
        #expect(try (driver.find(.text("Settings")) as? UILabel)?.text == "Settings")
        #expect(driver.findAll(.text("Sett")).isEmpty)
        #expect(driver.findAll(.textContaining("Sett")).count == 1)
    }

    @Test func aButtonMatchesItsTitleInsteadOfItsTitleLabel() throws {
        let (_, driver) = makeScreen()
        let matches = driver.findAll(.text("Save"))
        #expect(matches.count == 1)
        #expect(matches.first is UIButton)
        #expect(try driver.find(.label("Save")) is UIButton)
    }

    @Test func aFieldMatchesItsPlaceholderWhileEmptyAndItsTextOnceTyped() throws {
        let (_, driver) = makeScreen()
        let field = try driver.find(UITextField.self, .text("Email"))
        field.text = "ada@example.com"
        #expect(try driver.find(.text("ada@example.com")) === field)
        #expect(try driver.find(.text("Email")) === field)  // the placeholder still names it
        #expect(try driver.find(.identifier("email")) === field)
    }

    @Test func labelMatchesTheAccessibilityLabelOfAViewWithoutText() throws {
        let (_, driver) = makeScreen()
        let close = try driver.find(.label("Close"))
        #expect(close.accessibilityLabel == "Close")
        #expect(try driver.find(.accessibilityLabel("Close")) === close)
        #expect(driver.findAll(.text("Close")).isEmpty)
    }

    @Test func typeMatchesSubclassesToo() {
        let (_, driver) = makeScreen()
        #expect(driver.views(ofType: UIButton.self).count == 1)
        #expect(driver.views(ofType: UIControl.self).count == 2)  // the button and the field
        #expect(driver.views(ofType: UISwitch.self).isEmpty)
    }

    @Test func hiddenTransparentAndOutsideViewsAreLeftOutUnlessAsked() {
        let (_, driver) = makeScreen()
        for text in ["Hidden", "Transparent", "Outside"] {
            #expect(driver.findAll(.text(text)).isEmpty)
            #expect(driver.findAll(.text(text).visibility(.any)).count == 1)
        }
    }

    @Test func aViewScrolledAwayIsReachableButNotOnScreen() {
        let (_, driver) = makeScreen()
        #expect(driver.findAll(.text("Far below")).count == 1)
        #expect(driver.findAll(.text("Far below").visibility(.onScreen)).isEmpty)
        #expect(driver.findAll(.text("Settings").visibility(.onScreen)).count == 1)
    }

    @Test func aViewClippedAwayByANonScrollingParentIsNotReachable() {
        let (window, driver) = makeScreen()
        let clip = UIView(frame: CGRect(x: 0, y: 520, width: 100, height: 40))
        clip.clipsToBounds = true
        clip.addSubview(UILabel(frame: CGRect(x: 150, y: 0, width: 80, height: 20), text: "Clipped"))
        window.rootView?.addSubview(clip)
        #expect(driver.findAll(.text("Clipped")).isEmpty)
        #expect(driver.findAll(.text("Clipped").visibility(.any)).count == 1)
    }

    @Test func insideKeepsDescendantsOfMatchingAncestors() {
        let (_, driver) = makeScreen()
        #expect(driver.findAll(ViewQuery.type(UILabel.self).inside(.identifier("list"))).count == 1)
        #expect(driver.findAll(ViewQuery.text("Settings").inside(.identifier("list"))).isEmpty)
    }

    @Test func descriptionsReadLikeTheQuery() {
        #expect(ViewQuery.label("Save").ofType(UIButton.self).description == "label \"Save\" and type UIButton")
        #expect(
            ViewQuery.type(UISwitch.self).inside(.identifier("settings")).visibility(.any).description
                == "type UISwitch and inside (identifier \"settings\") (any visibility)")
        #expect(ViewQuery.any.visibility(.onScreen).description == "any view (on screen)")
        #expect(
            ViewQuery.matching("an enabled control") { ($0 as? UIControl)?.isEnabled == true }.description
                == "an enabled control")
    }

    @Test func aMissingMatchThrowsNoMatchWithTheQuery() {
        let (_, driver) = makeScreen()
        #expect(throws: UIDriverError.noMatch(query: "text \"Cancel\"")) { try driver.find(.text("Cancel")) }
    }

    @Test func severalMatchesThrowAmbiguousWithTheirPaths() {
        let (window, driver) = makeScreen()
        let second = UIButton(frame: CGRect(x: 130, y: 80, width: 100, height: 44))
        second.setTitle("Save", for: .normal)
        window.rootView?.addSubview(second)
        #expect(
            throws: UIDriverError.ambiguous(
                query: "label \"Save\"", matches: ["UIView › UIButton[1] \"Save\"", "UIView › UIButton[2] \"Save\""])
        ) {
            try driver.find(.label("Save"))
        }
    }
}
