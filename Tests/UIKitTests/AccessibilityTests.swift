import Foundation
import Testing
import UIKit

// Written as iOS code is: a custom control that describes itself to VoiceOver, and a chart whose
// bars are accessibility elements.
private final class RatingControl: UIControl {
    var rating = 3

    override var accessibilityValue: String? {
        get { "\(rating) of 5 stars" }
        set {}
    }

    override func accessibilityIncrement() { rating = min(rating + 1, 5) }
    override func accessibilityDecrement() { rating = max(rating - 1, 0) }
}

private final class ChartView: UIView {
    func updateAccessibility(days: [(String, Int)]) {
        accessibilityElements = days.enumerated().map { index, day in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityLabel = day.0
            element.accessibilityValue = "\(day.1) entries"
            element.accessibilityTraits = .staticText
            element.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * 20, y: 0, width: 20, height: 100)
            return element
        }
    }
}

@Suite("UIAccessibility")
struct AccessibilityTests {
    @Test @MainActor func customControlsDescribeThemselves() {
        let rating = RatingControl()
        rating.accessibilityLabel = "Rating"
        rating.accessibilityTraits = [.adjustable]
        rating.accessibilityHint = "Swipe up or down to adjust"
        #expect(rating.isAccessibilityElement)  // controls are elements by default
        rating.accessibilityIncrement()
        #expect(rating.accessibilityValue == "4 of 5 stars")
        #expect(UIView().isAccessibilityElement == false)
        #expect(UILabel().isAccessibilityElement)
        let card = UIView()
        card.isAccessibilityElement = true
        #expect(card.isAccessibilityElement)
    }

    @Test @MainActor func elementsOfAContainerFollowItsFrame() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let chart = ChartView(frame: CGRect(x: 10, y: 50, width: 140, height: 100))
        screen.addSubview(chart)
        chart.updateAccessibility(days: [("Monday", 2), ("Tuesday", 0)])
        let elements = chart.accessibilityElements as? [UIAccessibilityElement]
        #expect(elements?.map(\.accessibilityLabel) == ["Monday", "Tuesday"])
        #expect(elements?[1].accessibilityFrame == CGRect(x: 30, y: 50, width: 20, height: 100))
        #expect(elements?[0].accessibilityContainer === chart)
    }

    @Test @MainActor func postingWithoutAScreenReaderDoesNothing() {
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(UIAccessibility.isVoiceOverRunning == false)
        #expect(UIAccessibility.Notification.layoutChanged.rawValue == 1001)
        #expect(UIAccessibilityTraits.header.rawValue == 1 << 16)
    }
}
