import Foundation
import TesseraGraphics
import Testing

@testable import TesseraUI

@MainActor
@Suite struct UIActionTests {
    let window = UIWindow(device: .iPhoneSE)

    func tap(_ view: UIView) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        window.send(.pointerDown(point))
        window.send(.pointerUp(point))
    }

    @Test func anActionWithoutAnIdentifierGetsAUniqueOne() {
        let first = UIAction { _ in }
        let second = UIAction { _ in }
        #expect(first.identifier != second.identifier)
        #expect(first.title == "" && first.image == nil && first.attributes == [] && first.state == .off)
        let named = UIAction(
            title: "Delete", identifier: UIAction.Identifier("delete"), attributes: .destructive, state: .on
        ) { _ in }
        #expect(named.identifier.rawValue == "delete")
        #expect(named.attributes.contains(.destructive) && named.state == .on)
        #expect(named.sender == nil)
    }

    @Test func anActionWithTheSameIdentifierReplacesTheEarlierOneForThoseEvents() {
        let control = UIControl()
        var log: [String] = []
        control.addAction(
            UIAction(identifier: .init("save")) { _ in log.append("old") }, for: [.touchUpInside, .valueChanged])
        control.addAction(UIAction(identifier: .init("save")) { _ in log.append("new") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["new", "old"])
        #expect(control.actionCount == 2)
    }

    @Test func removingAnActionForSomeEventsKeepsItForTheOthers() {
        let control = UIControl()
        var runs = 0
        let action = UIAction { _ in runs += 1 }
        control.addAction(action, for: [.editingChanged, .editingDidEnd])
        control.removeAction(action, for: .editingChanged)
        control.sendActions(for: .editingChanged)
        control.sendActions(for: .editingDidEnd)
        #expect(runs == 1)
        #expect(control.allControlEvents == .editingDidEnd)
        control.removeAction(identifiedBy: action.identifier, for: .allEvents)
        #expect(control.allControlEvents.isEmpty)
        #expect(control.actionCount == 0)
    }

    @Test func sendActionRunsAnyActionWithTheControlAsSender() {
        let control = UISwitch()
        var sender: AnyObject?
        let action = UIAction { action in sender = action.sender as AnyObject? }
        control.sendAction(action)
        #expect(sender === control)
        #expect(action.sender as AnyObject? === control)
    }

    @Test func sendActionsSendsExactlyTheEventsAsked() {
        let button = UIButton()
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["up"])
    }

    @Test func aTappedButtonSendsTouchUpInsideAndItsPrimaryAction() {
        var log: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Save") { _ in log.append("primary") })
        button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        window.addSubview(button)
        tap(button)
        #expect(log == ["up", "primary"])
        #expect(button.title(for: .normal) == "Save")
        #expect(button.buttonType == .system)
    }

    @Test func changesSelectionAsPrimaryActionTogglesBeforeTheActionsRun() {
        var seen: [Bool] = []
        let button = UIButton(type: .system)
        button.changesSelectionAsPrimaryAction = true
        button.addAction(
            UIAction { action in seen.append((action.sender as! UIButton).isSelected) }, for: .primaryActionTriggered)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        window.addSubview(button)
        tap(button)
        tap(button)
        #expect(seen == [true, false])
    }

    @Test func primaryActionInitialisersOfEveryControlRegisterThePrimaryEvent() {
        var runs = 0
        let action = UIAction { _ in runs += 1 }
        let controls: [UIControl] = [
            UISwitch(frame: .zero, primaryAction: action), UISlider(frame: .zero, primaryAction: action),
            UIStepper(frame: .zero, primaryAction: action), UIPageControl(frame: .zero, primaryAction: action),
            UIDatePicker(frame: .zero, primaryAction: action), UITextField(frame: .zero, primaryAction: action),
            UIButton(frame: .zero, primaryAction: action), UIControl(frame: .zero, primaryAction: action),
        ]
        for control in controls { control.sendActions(for: .primaryActionTriggered) }
        #expect(runs == controls.count)
    }

    @Test func touchTrackingKnowsWhetherTheTouchIsInside() {
        let control = UIControl(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        window.addSubview(control)
        window.send(.pointerDown(CGPoint(x: 40, y: 110)))
        #expect(control.isTracking && control.isTouchInside && control.isHighlighted)
        window.send(.pointerMoved(CGPoint(x: 300, y: 400)))
        #expect(control.isTracking && !control.isTouchInside && !control.isHighlighted)
        window.send(.pointerUp(CGPoint(x: 300, y: 400)))
        #expect(!control.isTracking && !control.isTouchInside)
    }

    @Test func contentAlignmentResolvesLeadingAndTrailingForTheLayoutDirection() {
        let control = UIControl()
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .fill
        #expect(control.effectiveContentHorizontalAlignment == .fill)
        #expect(control.contentVerticalAlignment == .center)
    }
}
