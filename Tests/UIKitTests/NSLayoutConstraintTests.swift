import Testing
import UIKit

// Code as a library written for Apple's UIKit has it (SnapKit's `LayoutConstraint`, unannotated for
// concurrency): a subclass that inherits NSLayoutConstraint's initialiser and adds stored state.
class LabeledConstraint: NSLayoutConstraint {
    var label: String? {
        get { identifier }
        set { identifier = newValue }
    }
    weak var owner: ConstraintOwner?
}

final class ConstraintOwner {
    var made: [LabeledConstraint] = []

    // Not main-actor annotated, as in a Swift 5 library: calls UIKit from synchronous nonisolated code.
    func pin(_ view: UIView, to other: UIView, inset: CGFloat) {
        view.translatesAutoresizingMaskIntoConstraints = false
        for attribute in [NSLayoutConstraint.Attribute.left, .top, .right, .bottom] {
            let constant = attribute == .left || attribute == .top ? inset : -inset
            let constraint = LabeledConstraint(
                item: view, attribute: attribute, relatedBy: .equal, toItem: other, attribute: attribute,
                multiplier: 1, constant: constant)
            constraint.label = "pin.\(attribute.rawValue)"
            constraint.owner = self
            made.append(constraint)
        }
        NSLayoutConstraint.activate(made)
    }
}

@Suite("NSLayoutConstraint as UIKit code uses it")
@MainActor
struct NSLayoutConstraintTests {
    @Test func aSubclassMadeWithTheItemInitialiserLaysOut() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        container.addSubview(child)
        let owner = ConstraintOwner()
        owner.pin(child, to: container, inset: 10)
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        #expect(owner.made.allSatisfy { $0.isActive && $0.owner === owner })
        #expect(owner.made.map(\.label) == ["pin.1", "pin.3", "pin.2", "pin.4"])
        #expect(owner.made[0].firstItem === child && owner.made[0].secondItem === container)
    }

    @Test func constraintsAreInstalledOnTheClosestCommonAncestor() {
        let root = UIView()
        let card = UIView()
        let title = UILabel()
        let badge = UIView()
        root.addSubview(card)
        card.addSubview(title)
        card.addSubview(badge)
        for view in [card, title, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
        let width = card.widthAnchor.constraint(equalToConstant: 300)
        let cardTop = card.topAnchor.constraint(equalTo: root.topAnchor)
        let siblings = badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8)
        let toCard = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12)
        let toMargin = badge.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor)
        NSLayoutConstraint.activate([width, cardTop, siblings, toCard, toMargin])

        #expect(root.constraints == [cardTop])
        #expect(card.constraints == [width, siblings, toCard, toMargin])
        #expect(title.constraints.isEmpty && badge.constraints.isEmpty)

        siblings.isActive = false
        #expect(card.constraints == [width, toCard, toMargin])
        badge.removeFromSuperview()
        #expect(!toMargin.isActive)
        #expect(card.constraints == [width, toCard])
    }

    @Test func addAndRemoveConstraintAreActivationOnTheReceiver() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        let left = NSLayoutConstraint(
            item: child, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
            constant: 4)
        root.addConstraint(left)
        #expect(left.isActive && root.constraints == [left])
        child.removeConstraint(left)  // not installed on the child: nothing happens
        #expect(left.isActive)
        root.removeConstraints([left])
        #expect(!left.isActive && root.constraints.isEmpty)
    }

    @Test func theTopLayoutGuideIsTheBandAboveTheSafeArea() {
        let window = UIWindow(device: .iPhone15)
        let controller = UIViewController()
        window.rootViewController = controller
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        window.layoutIfNeeded()
        let safe = controller.view.safeAreaInsets
        #expect(safe.top > 0)
        #expect(controller.topLayoutGuide.length == safe.top)
        #expect(controller.bottomLayoutGuide.length == safe.bottom)
        #expect(content.frame.minY == safe.top && content.frame.maxY == controller.view.bounds.height - safe.bottom)
        #expect(controller.topLayoutGuide === controller.topLayoutGuide)
    }

    @Test func aPositionRelatesToAPositionOnTheOtherAxis() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let marker = UIView()
        let box = UIView()
        for view in [marker, box] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            marker.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            marker.leftAnchor.constraint(equalTo: container.leftAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
            // SnapKit's `make.left.equalTo(marker.snp.top).offset(50)`
            NSLayoutConstraint(
                item: box, attribute: .left, relatedBy: .equal, toItem: marker, attribute: .top,
                multiplier: 1, constant: 50),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 80, y: 0, width: 20, height: 20))
    }

    @Test func priorityArithmeticAsInUIKit() {
        #expect((UILayoutPriority.defaultHigh - 1).rawValue == 749)
        #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
        #expect(UILayoutPriority.required > .defaultHigh)
    }
}
