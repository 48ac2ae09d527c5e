import Testing
import UIKit

// The deferred-constraints pattern of SnapKit's README and Apple's Auto Layout guide: a view makes
// its constraints in `updateConstraints()`, a controller in `updateViewConstraints()`, both once in
// the first layout pass and again after `setNeedsUpdateConstraints()`.

/// Sets its constraints up in `updateConstraints()` the first time, then follows `expanded`.
private final class ExpandingCard: UIView {
    let badge = UIView()
    var updates = 0
    var expanded = false {
        didSet { setNeedsUpdateConstraints() }
    }
    private var height: NSLayoutConstraint?

    override class var requiresConstraintBasedLayout: Bool { true }

    override init(frame: CGRect) {
        super.init(frame: frame)
        badge.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badge)
    }

    override func updateConstraints() {
        updates += 1
        if height == nil {
            let height = badge.heightAnchor.constraint(equalToConstant: 20)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: topAnchor),
                badge.leadingAnchor.constraint(equalTo: leadingAnchor),
                badge.widthAnchor.constraint(equalToConstant: 40), height,
            ])
            self.height = height
        }
        height?.constant = expanded ? 80 : 20
        super.updateConstraints()
    }
}

/// Pins a label in `updateViewConstraints()`.
private final class ProfileController: UIViewController {
    let name = UILabel()
    var viewUpdates = 0
    var didPin = false

    override func viewDidLoad() {
        super.viewDidLoad()
        name.text = "Ada"
        name.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(name)
    }

    override func updateViewConstraints() {
        viewUpdates += 1
        if !didPin {
            NSLayoutConstraint.activate([
                name.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
                name.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            ])
            didPin = true
        }
        super.updateViewConstraints()
    }
}

@Suite("updateConstraints() and updateViewConstraints()")
@MainActor
struct UpdateConstraintsUIKitTests {
    @Test func aViewMakesItsConstraintsInItsFirstPassAndChangesThemOnRequest() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = ExpandingCard(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(card)
        container.layoutIfNeeded()
        #expect(card.updates == 1)
        #expect(card.badge.frame == CGRect(x: 0, y: 0, width: 40, height: 20))

        card.expanded = true
        card.expanded = true  // two requests, one update
        container.layoutIfNeeded()
        #expect(card.updates == 2)
        #expect(card.badge.frame.height == 80)
        container.layoutIfNeeded()
        #expect(card.updates == 2)  // nothing asked again
    }

    @Test func updateConstraintsIfNeededRunsItAtOnce() {
        let card = ExpandingCard(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.updateConstraintsIfNeeded()
        #expect(card.updates == 1)
        card.setNeedsUpdateConstraints()
        card.updateConstraintsIfNeeded()
        #expect(card.updates == 2)
    }

    @Test func aControllerPinsItsViewInUpdateViewConstraints() {
        let controller = ProfileController()
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.viewUpdates == 1)
        #expect(controller.name.frame.origin == CGPoint(x: 16, y: 30))
        controller.view.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(controller.viewUpdates == 2)
        #expect(controller.name.frame.origin == CGPoint(x: 16, y: 30))
    }

    @Test func aViewThatDoesNotRequireItIsAskedOnlyWhenItRequests() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(view)
        container.layoutIfNeeded()
        #expect(view.updates == 0)
        view.setNeedsUpdateConstraints()
        container.layoutIfNeeded()
        #expect(view.updates == 1)
    }
}

/// Counts its `updateConstraints()` calls.
private final class CountingView: UIView {
    var updates = 0
    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

/// Records its constraint updates.
private final class OrderView: UIView {
    static var order: [String] = []
    var name = ""
    var asksAgain = false
    override func updateConstraints() {
        Self.order.append(name)
        if asksAgain { setNeedsUpdateConstraints() }  // a loop UIKit would also never finish
        super.updateConstraints()
    }
}

@Suite("updateConstraints() limits")
@MainActor
struct UpdateConstraintsOrderUIKitTests {
    @Test func aViewThatAlwaysAsksAgainIsStoppedInsteadOfHanging() {
        OrderView.order = []
        let view = OrderView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.name = "again"
        view.asksAgain = true
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        #expect(OrderView.order.count == 100)
        view.asksAgain = false
    }
}
