import Foundation
import TesseraLayout
import Testing

@testable import TesseraUI

/// What is left when part of a tree is deallocated: views, guides, constraints, DSL handles and
/// engines hold each other without weak references, so each of these reads nil or inactive
/// instead of reaching freed memory, and nothing keeps anything else alive.
@MainActor
@Suite struct AutoLayoutLifetimeTests {
    /// A view that records its hierarchy callbacks.
    final class RecordingView: UIView {
        var events: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) {
            events.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
        }
        override func didMoveToSuperview() { events.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) {
            events.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() { events.append("didMoveToWindow") }
    }

    @Test func constraintsKeptAfterTheirViewsAreDeallocatedReportNoItemsAndAreInactive() {
        var kept: [NSLayoutConstraint] = []
        weak var weakChild: UIView?
        do {
            let child = UIView()
            let root = AutoLayoutFixture.container(CGSize(width: 100, height: 100), child)
            kept = [
                child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                child.heightAnchor.constraint(equalToConstant: 10),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.leftAnchor.constraint(equalTo: root.leftAnchor),
            ]
            NSLayoutConstraint.activate(kept)
            root.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
            weakChild = child
        }
        #expect(weakChild == nil)
        for constraint in kept {
            #expect(constraint.firstItem == nil)
            #expect(constraint.secondItem == nil)
            #expect(!constraint.isActive)
        }
        #expect(kept[0].description.hasPrefix("<released>.width == <released>.width × 0.5"))
        kept[1].constant = 20  // no engine to tell: nothing happens
        kept[1].priority = .defaultHigh  // inactive, so it may become optional
        NSLayoutConstraint.deactivate(kept)
        #expect(kept[1].constant == 20)
    }

    @Test func aConstraintWhoseOtherItemIsGoneSeesOnlyThatOne() {
        let survivor = UIView()
        var constraint: NSLayoutConstraint?
        do {
            let other = UIView()
            constraint = survivor.widthAnchor.constraint(equalTo: other.widthAnchor)
        }
        #expect(constraint?.firstItem === survivor)
        #expect(constraint?.secondItem == nil)
        #expect(constraint?.isActive == false)
    }

    @Test func aSubviewKeptAliveLeavesItsDeallocatedSuperviewAsIfRemoved() {
        let card = RecordingView()
        let title = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        let inside = [
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            title.widthAnchor.constraint(equalToConstant: 50),
            title.heightAnchor.constraint(equalToConstant: 20),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 40),
        ]
        var crossing: [NSLayoutConstraint] = []
        weak var weakRoot: UIView?
        do {
            let root = AutoLayoutFixture.container(CGSize(width: 300, height: 300), card)
            crossing = [
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            ]
            NSLayoutConstraint.activate(inside + crossing)
            root.layoutIfNeeded()
            #expect(card.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
            card.events.removeAll()
            weakRoot = root
        }
        #expect(weakRoot == nil)
        #expect(card.superview == nil)
        #expect(card.events.isEmpty)  // unlinked, as a weak reference is zeroed: no callbacks
        #expect(crossing.allSatisfy { !$0.isActive })
        #expect(inside.allSatisfy { $0.isActive })
        AutoLayoutFixture.expectCardLaidOutInNewHost(card, title: title)
    }

    @Test func aSubviewKeptAliveCanBeLaidOutOnItsOwn() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        let title = UIView()
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        do {
            let root = AutoLayoutFixture.container(CGSize(width: 300, height: 300))
            root.addSubview(card)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                title.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
                title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
                title.heightAnchor.constraint(equalToConstant: 20),
            ])
            // Not laid out yet: the constraints are still queued when the root goes.
        }
        card.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 10, y: 5, width: 100, height: 20))
    }

    @Test func orphanedConstraintsToAnotherSurvivingSubtreeAreDeactivatedWhenAdopted() {
        let left = UIView()
        let right = UIView()
        left.translatesAutoresizingMaskIntoConstraints = false
        right.translatesAutoresizingMaskIntoConstraints = false
        let between = right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8)
        let leftWidth = left.widthAnchor.constraint(equalToConstant: 40)
        do {
            let root = AutoLayoutFixture.container(CGSize(width: 300, height: 100), left, right)
            NSLayoutConstraint.activate([between, leftWidth])
            root.layoutIfNeeded()
        }
        #expect(between.isActive && leftWidth.isActive)
        let host = AutoLayoutFixture.container(CGSize(width: 300, height: 100))
        host.addSubview(left)
        #expect(!between.isActive)
        #expect(leftWidth.isActive)
        host.layoutIfNeeded()
        #expect(left.frame.width == 40)
        #expect(right.superview == nil)
    }

    @Test func viewsKeptAliveLeaveTheirDeallocatedWindow() {
        let panel = RecordingView()
        let badge = RecordingView()
        panel.addSubview(badge)
        do {
            let window = UIWindow(device: .iPhone15)
            window.rootView = panel
            #expect(badge.window === window)
            panel.events.removeAll()
            badge.events.removeAll()
        }
        #expect(panel.superview == nil)
        #expect(panel.window == nil)
        #expect(badge.window == nil)
        #expect(badge.superview === panel)
        #expect(panel.events.isEmpty && badge.events.isEmpty)
    }

    @Test func subviewsThatGoWithTheirWindowNeedNoCallbacks() {
        weak var weakBadge: RecordingView?
        do {
            let window = UIWindow(device: .iPhone15)
            let panel = UIView()
            let badge = RecordingView()
            panel.addSubview(badge)
            window.rootView = panel
            weakBadge = badge
        }
        #expect(weakBadge == nil)
    }

    @Test func aGuideKeptAfterItsViewIsDeallocatedHasNoOwner() {
        let guide = UILayoutGuide(identifier: "gap")
        var width: NSLayoutConstraint?
        do {
            let root = AutoLayoutFixture.container(CGSize(width: 200, height: 100))
            root.addLayoutGuide(guide)
            width = guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            NSLayoutConstraint.activate([
                width!, guide.heightAnchor.constraint(equalToConstant: 10),
                guide.leftAnchor.constraint(equalTo: root.leftAnchor),
                guide.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 100, height: 10))
        }
        #expect(guide.owningView == nil)
        #expect(guide.layoutFrame == .zero)
        #expect(width?.firstItem === guide)
        #expect(width?.secondItem == nil)
        #expect(width?.isActive == false)
    }

    @Test func aHandleKeptAfterItsViewIsDeallocatedHasNoItem() throws {
        var handle: ConstraintHandle?
        do {
            let box = UIView()
            let root = AutoLayoutFixture.container(CGSize(width: 200, height: 100), box)
            box.layout.makeConstraints { make in
                handle = make.top.left.equalToSuperview().offset(8).constraint
                make.size.equalTo(CGSize(width: 20, height: 20))
            }
            root.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 8, y: 8, width: 20, height: 20))
        }
        let kept = try #require(handle)
        #expect(!kept.isActive)
        #expect(kept.layoutConstraints.allSatisfy { $0.firstItem == nil })
        kept.update(offset: 12)
        kept.deactivate()
        #expect(!kept.isActive)
    }

    @Test func anEngineKeptAfterItsRootIsDeallocatedIsEmpty() {
        var engine: LayoutEngine?
        weak var weakRoot: UIView?
        do {
            let box = UIView()
            let root = AutoLayoutFixture.container(CGSize(width: 200, height: 100), box)
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 10), box.widthAnchor.constraint(equalToConstant: 20),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            engine = root.layoutEngine
            #expect(engine?.brokenConstraints.count == 1)
            weakRoot = root
        }
        #expect(weakRoot == nil)
        #expect(engine?.brokenConstraints.isEmpty == true)
        engine?.updateLayoutIfNeeded()
    }

    @Test func treesWithGuidesHandlesAndStacksLeaveNothingBehind() {
        weak var weakRoot: UIView?
        weak var weakLabel: UILabel?
        weak var weakStack: UIStackView?
        weak var weakGuide: UILayoutGuide?
        weak var weakNode: LayoutNode?
        do {
            let label = AutoLayoutFixture.label("Hello")
            let stack = UIStackView(arrangedSubviews: [label, UIView()])
            stack.axis = .vertical
            let root = AutoLayoutFixture.container(CGSize(width: 300, height: 300), stack)
            let guide = UILayoutGuide()
            root.addLayoutGuide(guide)
            stack.layout.makeConstraints { make in
                make.top.leading.equalTo(root.layoutMarginsGuide)
                make.width.equalTo(guide)
            }
            guide.widthAnchor.constraint(equalToConstant: 120).isActive = true
            root.layoutIfNeeded()
            #expect(stack.frame.width == 120)
            weakRoot = root
            weakLabel = label
            weakStack = stack
            weakGuide = guide
            weakNode = label.existingLayoutNode
        }
        #expect(weakRoot == nil)
        #expect(weakLabel == nil)
        #expect(weakStack == nil)
        #expect(weakGuide == nil)
        #expect(weakNode == nil)
    }

    // Found by a review under AddressSanitizer (each one reached freed memory or leaked before the fix).

    @Test func aGuidePinnedToItsOwnerDoesNotOutliveTheOwner() {
        weak var weakGuide: UILayoutGuide?
        weak var weakRootNode: LayoutNode?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let guide = UILayoutGuide(identifier: "content")
            root.addLayoutGuide(guide)
            guide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 8).isActive = true
            weakGuide = guide
            weakRootNode = root.existingLayoutNode
        }
        #expect(weakGuide == nil)
        #expect(weakRootNode == nil)
    }

    @Test func equalSpacingAndEqualCenteringStacksLeaveNoSpacerGuidesBehind() {
        for distribution in [UIStackView.Distribution.equalSpacing, .equalCentering] {
            weak var weakStackNode: LayoutNode?
            do {
                let stack = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
                stack.distribution = distribution
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
                stack.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(stack)
                root.layoutIfNeeded()
                weakStackNode = stack.existingLayoutNode
            }
            #expect(weakStackNode == nil)
        }
    }

    @Test func aSystemConstraintKeptFromDiagnosticsIsInactiveOnceItsEngineGoes() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let rootConstraint = try #require(
            root.constraintsAffectingLayout(for: .horizontal).first { $0.description.hasSuffix("(root)") })
        #expect(rootConstraint.isActive)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        host.addSubview(root)  // root's engine goes; the kept constraint must not point at it
        #expect(!rootConstraint.isActive)
        rootConstraint.constant = 5
        host.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func anEngineKeptAfterItsRootJoinedAnotherTreeForgetsTheRoot() {
        var engine: LayoutEngine?
        weak var weakRoot: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            engine = root.layoutEngine
            UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)).addSubview(root)
            weakRoot = root
        }
        #expect(weakRoot == nil)
        engine?.updateLayoutIfNeeded()
        #expect(engine?.brokenConstraints.isEmpty == true)
    }

    @Test func theConstraintsOfAGuideGoWithItsView() {
        let guide = UILayoutGuide(identifier: "kept")
        let survivor = UIView()
        survivor.translatesAutoresizingMaskIntoConstraints = false
        var toSurvivor: NSLayoutConstraint?
        do {
            let root = AutoLayoutFixture.container(CGSize(width: 200, height: 100), survivor)
            root.addLayoutGuide(guide)
            toSurvivor = guide.leftAnchor.constraint(equalTo: survivor.leftAnchor)
            toSurvivor?.isActive = true
            root.layoutIfNeeded()
        }
        #expect(guide.owningView == nil)
        #expect(toSurvivor?.isActive == false)
        #expect(survivor.constraints.isEmpty)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.addLayoutGuide(guide)
        other.layoutIfNeeded()
        #expect(toSurvivor?.isActive == false)
    }
}
