import TesseraCore
import TesseraTesting
import Testing
import UIKit

// Written as for iOS: no concurrency annotations on the helper classes.

final class BadgeView: UIView {
    let label = UILabel()
    private(set) var touchCount = 0
    private(set) var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        layer.cornerRadius = 8
        layer.cornerCurve = .continuous
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 4
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        label.frame = bounds.insetBy(dx: 4, dy: 4)
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemYellow.setFill()
        UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 6, height: 6)).fill()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first, bounds.contains(touch.location(in: self)) { touchCount += 1 }
    }

    // A bigger touch target, as iOS code grows small buttons.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === label ? self : hit
    }
}

/// An unannotated helper that calls UI API, as app code does.
final class CardStyler {
    func style(_ view: UIView) {
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 12
        view.layer.masksToBounds = true
        view.alpha = 0.9
        view.tintColor = .systemPink
    }
}

@Suite("UIView as iOS code uses it")
struct UIViewSubclassTests {
    @Test @MainActor func layerStylingAndHelperClasses() {
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        CardStyler().style(view)
        #expect(view.layer.cornerRadius == 12)
        #expect(view.clipsToBounds)
        #expect(view.layer.opacity == 0.9)
        #expect(view.label.tintColor == .systemPink)
        #expect(view.layer.shadowRadius == 4)
    }

    @Test @MainActor func touchesArriveWithTheirEvent() {
        let window = UIWindow(device: .iPhoneSE)
        let view = BadgeView(frame: CGRect(x: 20, y: 20, width: 60, height: 30))
        window.addSubview(view)
        window.send(.pointerDown(CGPoint(x: 50, y: 35)))
        window.send(.pointerUp(CGPoint(x: 50, y: 35)))
        #expect(view.touchCount == 1)
        #expect(view.layoutCount >= 1)
        // Just outside the bounds still hits: point(inside:with:) grows the target.
        #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === view)
        // The label's touches go to the badge.
        #expect(window.hitTest(CGPoint(x: 50, y: 35), with: nil) === view)
    }

    @Test @MainActor func animationsRunOnTheTestClock() {
        let clock = TestClock()
        let window = UIWindow(device: .iPhoneSE)
        window.clock = clock
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        var done = false
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: {
                view.alpha = 0
                view.layer.cornerRadius = 10
            }, completion: { finished in done = finished })
        UIView.performWithoutAnimation { view.backgroundColor = .red }
        #expect(view.alpha == 0)
        clock.advance(by: .milliseconds(400))
        #expect(done)
        var springDone = false
        UIView.animate(
            withDuration: 0.2, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5, options: [],
            animations: { view.center = CGPoint(x: 100, y: 100) }
        ) { springDone = $0 }
        clock.advance(by: .milliseconds(300))
        #expect(springDone)
    }

    @Test @MainActor func customDrawingRenders() {
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .white
        let bitmap = view.renderBitmap(scale: 2)
        let dot = bitmap.color(atX: 10, y: 10)
        #expect(dot.red > 0.9 && dot.blue < 0.2)  // the yellow oval draw(_:) filled
    }

    @Test @MainActor func viewsWorkInSets() {
        let a = UIView()
        let b = UIView()
        var seen = Set<UIView>()
        seen.insert(a)
        seen.insert(a)
        seen.insert(b)
        #expect(seen.count == 2)
        #expect(a.isDescendant(of: a))
    }
}
