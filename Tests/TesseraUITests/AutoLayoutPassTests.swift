import Foundation
import TesseraGraphics
import Testing

@testable import TesseraLayout
@testable import TesseraUI

/// A view that records the frames of its subviews when `layoutSubviews()` runs.
@MainActor
final class RecordingView: UIView {
    var seenFrames: [CGRect] = []
    var layoutCount = 0

    override func layoutSubviews() {
        layoutCount += 1
        seenFrames = subviews.map(\.frame)
    }
}

@MainActor
@Suite struct AutoLayoutPassTests {
    @Test func layoutSubviewsSeesTheSolvedFramesOfItsSubviews() {
        let parent = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        parent.layoutIfNeeded()
        #expect(parent.seenFrames == [CGRect(x: 75, y: 40, width: 50, height: 20)])
    }

    @Test func framesSetInLayoutSubviewsReachTheConstraintsBelow() {
        final class Container: UIView {
            let panel = UIView()
            let inner = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(panel)  // positioned by hand
                inner.translatesAutoresizingMaskIntoConstraints = false
                panel.addSubview(inner)
                NSLayoutConstraint.activate([
                    inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 5),
                    inner.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -5),
                    inner.topAnchor.constraint(equalTo: panel.topAnchor),
                    inner.heightAnchor.constraint(equalToConstant: 10),
                ])
            }
            override func layoutSubviews() {
                panel.frame = CGRect(x: 10, y: 10, width: bounds.width - 20, height: 50)
            }
        }
        let container = Container(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.layoutIfNeeded()
        #expect(container.inner.frame == CGRect(x: 5, y: 0, width: 170, height: 10))
        container.frame.size.width = 300
        container.layoutIfNeeded()
        #expect(container.inner.frame == CGRect(x: 5, y: 0, width: 270, height: 10))
    }

    @Test func aWindowHasOneEngineForItsWholeTree() {
        let window = UIWindow(device: .iPhoneSE)
        let screen = UIView()
        window.rootView = screen
        let a = UIView()
        let b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            screen.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
        ])
        #expect(a.layoutEngine === window.layoutEngine)
        #expect(b.layoutEngine === window.layoutEngine)
        #expect(screen.existingLayoutNode?.rootEngine == nil)
    }

    @Test func renderingSolvesPendingConstraints() {
        let window = UIWindow(device: .iPhoneSE)
        let screen = UIView()
        window.rootView = screen
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        bar.backgroundColor = .systemRed
        screen.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            bar.topAnchor.constraint(equalTo: screen.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 30),
        ])
        _ = window.makeDisplayList()
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 375, height: 30))
        #expect(window.needsDisplay)
    }

    @Test func removingAViewDeactivatesConstraintsToTheOutsideAndKeepsInnerOnes() {
        let card = UIView()
        let title = UIView()
        let other = UIView()
        let root = AutoLayoutFixture.container(CGSize(width: 300, height: 300), card, other)
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        let outer = [
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            other.topAnchor.constraint(equalTo: card.bottomAnchor),
        ]
        let inner = [
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
            title.widthAnchor.constraint(equalToConstant: 50), title.heightAnchor.constraint(equalToConstant: 20),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 40),
        ]
        NSLayoutConstraint.activate(outer + inner)
        root.layoutIfNeeded()
        card.removeFromSuperview()
        #expect(outer.allSatisfy { !$0.isActive })
        #expect(inner.allSatisfy { $0.isActive })
        #expect(card.layoutEngine !== root.layoutEngine)
        card.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 4, y: 4, width: 50, height: 20))

        // the inner constraints move to the new tree's engine
        AutoLayoutFixture.expectCardLaidOutInNewHost(card, title: title)
        #expect(card.existingLayoutNode?.rootEngine == nil)
    }

    @Test func aFrameSetByHandOnAViewAutoLayoutPlacesIsPutBackByTheNextPass() {
        let box = UIView()
        let root = AutoLayoutFixture.container(CGSize(width: 200, height: 100), box)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 39), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 39, height: 10))
        box.frame = CGRect(x: 0, y: 35, width: 99, height: 47)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 39, height: 10))
    }

    @Test func viewsAndConstraintsDoNotKeepEachOtherAlive() {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let child = UIView()
            let root = AutoLayoutFixture.container(CGSize(width: 100, height: 100), child)
            let constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor)
            NSLayoutConstraint.activate([
                constraint, child.heightAnchor.constraint(equalToConstant: 10),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.leftAnchor.constraint(equalTo: root.leftAnchor),
            ])
            root.layoutIfNeeded()
            weakRoot = root
            weakChild = child
            weakConstraint = constraint
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
    }

    @Test func switchingAnActiveConstraintBetweenRequiredAndOptionalStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView()
                let root = UIView()
                root.addSubview(view)
                let width = view.widthAnchor.constraint(equalToConstant: 10)
                width.isActive = true
                width.priority = .defaultHigh
            }
        }
    }

    @Test func anInactiveConstraintMaySwitchToOptional() {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.priority = .defaultHigh
        width.priority = .required
        #expect(width.priority == .required)
    }
}
