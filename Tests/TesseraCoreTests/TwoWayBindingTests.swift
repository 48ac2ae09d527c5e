import Observation
import Testing

@testable import TesseraCore

/// Stands in for a text control: observable, written by "the user" in tests.
@Observable final class TextFieldStub {
    var text = ""
}

/// A control that is not observable and reports edits through callbacks.
@MainActor final class CallbackFieldStub {
    var text = "" {
        didSet { observers.values.forEach { $0() } }
    }
    private var observers: [Int: @MainActor () -> Void] = [:]
    private var nextKey = 0

    func addTextObserver(_ observer: @escaping @MainActor () -> Void) -> any Cancellable {
        let key = nextKey
        nextKey += 1
        observers[key] = observer
        return AnyCancellable { [weak self] in
            MainActor.assumeIsolated { _ = self?.observers.removeValue(forKey: key) }
        }
    }

    var observerCount: Int { observers.count }
}

@MainActor @Suite struct TwoWayBindingTests {
    @Test func theModelValueIsWrittenIntoTheTargetAtOnce() {
        let model = NoteModel()
        model.title = "Draft"
        let field = TextFieldStub()
        let token = Binding.twoWay(model, \.title, field, \.text)
        #expect(field.text == "Draft")
        token.cancel()
    }

    @Test func editsFlowBothWaysWithoutEchoing() async {
        let model = NoteModel()
        let field = TextFieldStub()
        var modelDeliveries: [String] = []
        let spy = Binding.observe(model, \.title) { modelDeliveries.append($0) }
        let token = Binding.twoWay(model, \.title, field, \.text)

        field.text = "typed"
        await Binding.flush()
        #expect(model.title == "typed")

        model.title = "from model"
        await Binding.flush()
        #expect(field.text == "from model")

        // One delivery per real change: no ping-pong between the two sides.
        #expect(modelDeliveries == ["", "typed", "from model"])
        token.cancel()
        spy.cancel()
    }

    @Test func conversionThatFailsLeavesTheModelAlone() async {
        let model = NoteModel()
        model.count = 4
        let field = TextFieldStub()
        let token = Binding.twoWay(model, \.count, field, \.text, forward: { String($0) }, backward: { Int($0) })
        #expect(field.text == "4")
        field.text = "12"
        await Binding.flush()
        #expect(model.count == 12)
        field.text = "12a"
        await Binding.flush()
        #expect(model.count == 12)
        #expect(field.text == "12a")
        token.cancel()
    }

    @Test func whenBothSidesChangeInOneTurnTheFirstReportedWins() async {
        let model = NoteModel()
        let field = TextFieldStub()
        let token = Binding.twoWay(model, \.title, field, \.text)
        model.title = "model"
        field.text = "field"
        await Binding.flush()
        #expect(model.title == "model")
        #expect(field.text == "model")
        token.cancel()
    }

    @Test func callbackTargetsAreReadAfterTheyReportAChange() async {
        let model = NoteModel()
        model.title = "start"
        let field = CallbackFieldStub()
        let token = Binding.twoWay(
            model, \.title, field, \.text, forward: { $0 }, backward: { $0 },
            changes: { notify in field.addTextObserver(notify) })
        #expect(field.text == "start")
        field.text = "a"
        field.text = "ab"
        await Binding.flush()
        #expect(model.title == "ab")
        model.title = "reset"
        await Binding.flush()
        #expect(field.text == "reset")
        token.cancel()
        #expect(field.observerCount == 0)
    }

    @Test func cancelledTwoWayBindingCopiesNothing() async {
        let model = NoteModel()
        let field = TextFieldStub()
        let token = Binding.twoWay(model, \.title, field, \.text)
        token.cancel()
        field.text = "later"
        model.title = "other"
        await Binding.flush()
        #expect(model.title == "other")
        #expect(field.text == "later")
    }
}
