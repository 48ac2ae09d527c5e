import Foundation
import TesseraCore
import Testing
import UIKit

/// Safe-area, margin, size-transition and editing callbacks, overridden as iOS code overrides them.
@Suite("View and controller callbacks as iOS code overrides them")
@MainActor
struct ViewControllerCallbacksUIKitTests {
    final class InsetView: UIView {
        var safeAreaChanges: [UIEdgeInsets] = []
        var marginChanges = 0
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            safeAreaChanges.append(safeAreaInsets)
        }
        override func layoutMarginsDidChange() {
            super.layoutMarginsDidChange()
            marginChanges += 1
        }
    }

    final class Screen: UIViewController {
        var events: [String] = []
        var sizes: [CGSize] = []
        override func loadView() { view = InsetView() }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            events.append("safe area \(view.safeAreaInsets.top)")
        }
        override func viewLayoutMarginsDidChange() {
            super.viewLayoutMarginsDidChange()
            events.append("margins")
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            events.append("will layout")
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            events.append("will transition")
            coordinator.animate(
                alongsideTransition: { _ in self.sizes.append(self.view.bounds.size) },
                completion: { _ in self.events.append("transitioned") })
        }
    }

    @Test func theSafeAreaIsReportedWhenItChangesBeforeLayout() throws {
        let window = UIWindow(device: .iPhone15)
        let screen = Screen()
        window.rootViewController = screen
        window.layoutIfNeeded()
        let view = try #require(screen.view as? InsetView)
        let top = window.safeAreaInsets.top
        #expect(top > 0)
        #expect(view.safeAreaChanges == [window.safeAreaInsets])
        #expect(Array(screen.events.prefix(3)) == ["safe area \(top)", "margins", "will layout"])

        screen.events = []
        window.layoutIfNeeded()  // nothing changed: nothing reported
        #expect(screen.events.isEmpty)

        screen.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(view.safeAreaChanges.last?.top == top + 10)
        #expect(screen.events.first == "safe area \(top + 10)")

        let child = InsetView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(child)
        window.layoutIfNeeded()
        #expect(child.safeAreaChanges == [UIEdgeInsets(top: top + 10, left: 0, bottom: 0, right: 0)])
        child.frame.origin.y = 200  // below the unsafe area now
        window.layoutIfNeeded()
        #expect(child.safeAreaChanges.last == .zero)
    }

    @Test func settingMarginsReportsTheChange() throws {
        let window = UIWindow(device: .iPhone15)
        let screen = Screen()
        window.rootViewController = screen
        window.layoutIfNeeded()
        let view = try #require(screen.view as? InsetView)
        let before = view.marginChanges
        screen.events = []
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24)
        #expect(view.marginChanges == before + 1)
        #expect(screen.events == ["margins"])
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24)
        #expect(view.marginChanges == before + 1)  // the same margins: no call
    }

    @Test func aResizedWindowAnnouncesItsNewSizeToEveryScreen() {
        let window = UIWindow(device: .iPhone15)
        let first = Screen()
        let second = Screen()
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let modal = Screen()
        second.present(modal, animated: false)
        window.layoutIfNeeded()
        for screen in [first, second, modal] { screen.events = [] }

        let size = CGSize(width: window.bounds.height, height: window.bounds.width)
        window.frame = CGRect(origin: .zero, size: size)
        window.layoutIfNeeded()
        for screen in [first, second, modal] {
            #expect(screen.events.first == "will transition")
            #expect(screen.events.filter { $0 == "transitioned" }.count == 1)
        }
        // The screens were laid out at the new size before the alongside blocks ran.
        #expect(second.events.contains("will layout"))
        #expect(second.sizes == [second.view.bounds.size])
        #expect(second.sizes.first?.width == size.width)
        #expect(modal.sizes == [modal.view.bounds.size])  // a presented screen too
        #expect(modal.sizes.first?.width == size.width)
        for screen in [first, second, modal] { screen.events = [] }
        window.layoutIfNeeded()
        #expect(second.events.isEmpty)
    }

    final class Notes: UITableViewController {
        var editingCalls: [Bool] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            editingCalls.append(editing)
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test func theEditButtonTogglesEditingModeAndTheTable() throws {
        let window = UIWindow(device: .iPhone15)
        let notes = Notes(style: .plain)
        let navigation = UINavigationController(rootViewController: notes)
        notes.navigationItem.rightBarButtonItem = notes.editButtonItem
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(bar.rightButtons.first?.title(for: .normal) == "Edit")
        #expect(!notes.isEditing)

        bar.rightButtons.first?.sendActions(for: .touchUpInside)
        #expect(notes.isEditing)
        #expect(notes.tableView.isEditing)
        #expect(notes.editingCalls == [true])
        #expect(notes.editButtonItem.title == "Done")
        #expect(notes.editButtonItem.style == .done)
        window.layoutIfNeeded()
        #expect(bar.rightButtons.first?.title(for: .normal) == "Done")
        #expect(bar.rightButtons.first?.titleLabel?.font == .systemFont(ofSize: 17, weight: .semibold))

        notes.isEditing = false
        #expect(!notes.tableView.isEditing)
        #expect(notes.editButtonItem.title == "Edit")
        #expect(notes.editingCalls == [true, false])
    }

    @Test func theDoneSystemItemIsADoneItem() {
        #expect(UIBarButtonItem(systemItem: .done).style == .done)
        #expect(UIBarButtonItem(systemItem: .cancel).style == .plain)
    }
}

/// `UIViewPropertyAnimator` written as iOS code writes it (the timing is tested in TesseraUITests).
@Suite("UIViewPropertyAnimator as iOS code uses it")
@MainActor
struct PropertyAnimatorUIKitTests {
    @Test func aCardSlidesAwayAndIsRemovedAtTheEnd() {
        let window = UIWindow(device: .iPhone15)
        let clock = TestClock()
        window.clock = clock
        let card = UIView(frame: CGRect(x: 20, y: 400, width: 300, height: 200))
        window.addSubview(card)

        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
            card.transform = CGAffineTransform(translationX: 0, y: 600)
            card.alpha = 0
        }
        animator.addCompletion { position in
            if position == .end { card.removeFromSuperview() }
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(animator.state == .active)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        clock.advance(by: .milliseconds(400))
        #expect(card.superview == nil)
        #expect(animator.state == .inactive)

        let fade = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: { window.backgroundColor = .black }
        ) { position in
            #expect(position == .end)
        }
        #expect(fade.isRunning)
        clock.advance(by: .milliseconds(300))
        #expect(!fade.isRunning)
    }
}
