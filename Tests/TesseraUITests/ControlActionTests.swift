import Foundation
import Observation
import TesseraCore
import TesseraGraphics
import Testing

@testable import TesseraUI

/// A minimal text control: typed text arrives through the window as first responder, each edit
/// sends `editingChanged` (what the real UITextField will do).
@MainActor
final class TextInputDouble: UIControl, TextEditing {
    var text = ""
    var editedText: String { text }
    override var canBecomeFirstResponder: Bool { true }
    override func insertText(_ text: String) -> Bool {
        self.text += text
        sendActions(for: .editingChanged)
        return true
    }
}

/// A minimal switch: a tap flips `isOn` and sends `valueChanged`.
@MainActor
final class ToggleDouble: UIControl {
    var isOn = false
    override func endTracking(inside: Bool) {
        super.endTracking(inside: inside)
        guard inside else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}

@Observable
@MainActor
final class DraftModel {
    var title = "Draft"
    var servings = 2
    var isPinned = false
}

@MainActor
@Suite struct ControlActionTests {
    let window = UIWindow(device: .iPhoneSE)

    func tap(_ view: UIView) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        window.send(.pointerDown(point))
        window.send(.pointerUp(point))
    }

    func placed<V: UIView>(_ view: V) -> V {
        view.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        window.addSubview(view)
        return view
    }

    @Test func aRemovedActionStopsRunning() {
        let button = placed(UIButton())
        var taps = 0
        let action = UIAction { _ in taps += 1 }
        button.addAction(action, for: .touchUpInside)
        tap(button)
        button.removeAction(action, for: .touchUpInside)
        tap(button)
        #expect(taps == 1)
        #expect(button.actionCount == 0)
    }

    @Test func removeAllActionsDropsEveryAction() {
        let button = UIButton()
        var runs = 0
        button.addAction(UIAction { _ in runs += 1 }, for: .valueChanged)
        button.addAction(UIAction { _ in runs += 10 }, for: .touchUpInside)
        button.removeAllActions()
        button.sendActions(for: [.valueChanged, .touchUpInside])
        #expect(runs == 0)
        #expect(button.actionCount == 0)
    }

    @Test func sendActionsRunsOnlyMatchingActionsInOrder() {
        let control = UIControl()
        var log: [String] = []
        control.addAction(UIAction { _ in log.append("edit") }, for: .editingChanged)
        control.addAction(UIAction { _ in log.append("value or end") }, for: [.valueChanged, .editingDidEnd])
        control.addAction(UIAction { _ in log.append("any edit") }, for: .allEditingEvents)
        control.sendActions(for: .editingChanged)
        control.sendActions(for: .editingDidEnd)
        control.sendActions(for: .touchDragExit)
        #expect(log == ["edit", "any edit", "value or end", "any edit"])
        #expect(UIControl.Event.allEvents.contains(.touchDownRepeat))
    }

    @Test func actionsAddedWhileSendingRunFromTheNextSend() {
        let control = UIControl()
        var runs = 0
        control.addAction(
            UIAction { action in
                (action.sender as? UIControl)?.addAction(UIAction { _ in runs += 100 }, for: .valueChanged)
                runs += 1
            }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(runs == 1)
    }

    @Test func onTapRunsOnARealTap() {
        var taps = 0
        let button = placed(UIButton()).onTap { taps += 1 }
        tap(button)
        tap(button)
        #expect(taps == 2)
    }

    @Test func onValueChangedHandsOverTheTypedControl() {
        var values: [Bool] = []
        let toggle = placed(ToggleDouble()).onValueChanged { toggle in values.append(toggle.isOn) }
        tap(toggle)
        tap(toggle)
        #expect(values == [true, false])
    }

    @Test func onTextChangedReportsEachEdit() {
        var texts: [String] = []
        let field = placed(TextInputDouble()).onTextChanged { texts.append($0) }
        #expect(field.becomeFirstResponder())
        window.send(.text("走"))
        window.send(.text("路 walk"))
        #expect(texts == ["走", "走路 walk"])
    }

    @Test func onRunsForAnyEventSet() {
        var began = 0
        let field = TextInputDouble().on([.editingDidBegin, .editingDidEnd]) { _ in began += 1 }
        field.sendActions(for: .editingDidBegin)
        field.sendActions(for: .editingChanged)
        #expect(began == 1)
    }

    @Test func trackedTapsSendTapEvents() {
        let sink = MemoryTrackingSink()
        let button = placed(UIButton())
        button.tracker = Tracker(sinks: [sink])
        tap(button)
        button.trackingIdentifier = "entry.save"
        tap(button)
        button.sendActions(for: .valueChanged)
        #expect(sink.events.map(\.name) == ["tap"])
        #expect(sink.events.first?.properties["tracking_id"] == .string("entry.save"))
    }

    @Test func textFieldAndModelStayInStepBothWays() async {
        let model = DraftModel()
        let field = placed(UITextField())
        var edits: [String] = []
        field.onTextChanged { edits.append($0) }
        let binding = Binding.twoWay(model, \.title, field, \.text, on: .editingChanged)
        #expect(field.text == "Draft")
        #expect(field.becomeFirstResponder())
        window.send(.text(" one"))
        await Binding.flush()
        #expect(model.title == "Draft one")
        #expect(edits == ["Draft one"])
        model.title = "Rewritten"
        await Binding.flush()
        #expect(field.text == "Rewritten")
        #expect(model.title == "Rewritten")
        #expect(edits == ["Draft one"])  // code changes send no event, so nothing echoes back
        binding.cancel()
        window.send(.text("!"))
        await Binding.flush()
        #expect(model.title == "Rewritten")
        #expect(field.text == "Rewritten!")
    }

    @Test func textControlAndModelStayInStepBothWays() async {
        let model = DraftModel()
        let field = placed(TextInputDouble())
        let binding = Binding.twoWay(model, \.title, field, \.text, on: .editingChanged)
        #expect(field.text == "Draft")
        #expect(field.becomeFirstResponder())
        window.send(.text(" one"))
        await Binding.flush()
        #expect(model.title == "Draft one")
        model.title = "Rewritten"
        await Binding.flush()
        #expect(field.text == "Rewritten")
        #expect(model.title == "Rewritten")
        binding.cancel()
        window.send(.text("!"))
        await Binding.flush()
        #expect(model.title == "Rewritten")
        #expect(field.actionCount == 0)
    }

    @Test func twoWayConversionKeepsTheModelOnInputThatDoesNotConvert() async {
        let model = DraftModel()
        let field = TextInputDouble()
        let binding = Binding.twoWay(
            model, \.servings, field, \.text, on: .editingChanged, forward: { String($0) }, backward: { Int($0) })
        #expect(field.text == "2")
        field.text = "4"
        field.sendActions(for: .editingChanged)
        await Binding.flush()
        #expect(model.servings == 4)
        field.text = "four"
        field.sendActions(for: .editingChanged)
        await Binding.flush()
        #expect(model.servings == 4)
        #expect(field.text == "four")
        binding.cancel()
    }

    @Test func twoWayWithoutConversionOnAToggle() async {
        let model = DraftModel()
        let toggle = placed(ToggleDouble())
        let binding = Binding.twoWay(model, \.isPinned, toggle, \.isOn, on: .valueChanged)
        tap(toggle)
        await Binding.flush()
        #expect(model.isPinned)
        model.isPinned = false
        await Binding.flush()
        #expect(!toggle.isOn)
        binding.cancel()
    }

    @Test func aTwoWayBindingKeepsNeitherSideAlive() async {
        weak var weakModel: DraftModel?
        weak var weakField: TextInputDouble?
        var binding: AnyCancellable?
        do {
            let model = DraftModel()
            let field = TextInputDouble()
            binding = Binding.twoWay(model, \.title, field, \.text, on: .editingChanged)
            weakModel = model
            weakField = field
        }
        await Binding.flush()
        #expect(weakModel == nil)
        #expect(weakField == nil)
        binding?.cancel()
    }

    @Test func tapAndLongPressGestureClosures() {
        let clock = TestClock()
        window.clock = clock
        var taps = 0
        var presses = 0
        let card = placed(UIView()).onTapGesture { taps += 1 }.onLongPress(minimumDuration: 0.4) { presses += 1 }
        #expect(card.gestureRecognizers.count == 2)
        tap(card)
        #expect(taps == 1)
        let point = card.convert(CGPoint(x: 10, y: 10), to: window)
        clock.advance(by: .seconds(1))
        window.send(.pointerDown(point))
        clock.advance(by: .milliseconds(500))
        window.send(.pointerUp(point))
        #expect(presses == 1)
        #expect(taps == 1)
    }

    @Test func doubleTapGestureNeedsTwoTaps() {
        let clock = TestClock()
        window.clock = clock
        var doubleTaps = 0
        let view = placed(UIView()).onTapGesture(count: 2) { doubleTaps += 1 }
        tap(view)
        #expect(doubleTaps == 0)
        tap(view)
        #expect(doubleTaps == 1)
    }

    @Test func invalidateDropsActionsAndGestures() {
        let container = UIView()
        let button = UIButton().onTap {}
        let card = UIView().onTapGesture {}
        container.addSubviews {
            button
            card
        }
        container.invalidate()
        #expect(button.actionCount == 0)
        #expect(card.gestureRecognizers.isEmpty)
    }
}
