import Observation
import Testing

@testable import TesseraCore

@MainActor @Suite struct BindingLeakTests {
    @Test func oneWayBindingKeepsNeitherModelNorTargetAlive() async {
        var model: NoteModel? = NoteModel()
        var label: LabelStub? = LabelStub()
        weak let weakModel = model
        weak let weakLabel = label
        let token = Binding.bind(model!, \.title, to: label!, \.text)
        model?.title = "x"
        await Binding.flush()
        model = nil
        label = nil
        #expect(weakModel == nil)
        #expect(weakLabel == nil)
        #expect(!token.isCancelled)
    }

    @Test func bindingStopsWhenItsTargetIsReleased() async {
        let model = NoteModel()
        var label: LabelStub? = LabelStub()
        weak let weakLabel = label
        var applied = 0
        let token = Binding.source(model, \.title).bind(to: label!) { label, title in
            label.text = title
            applied += 1
        }
        label = nil
        #expect(weakLabel == nil)
        model.title = "after"
        await Binding.flush()
        model.title = "again"
        await Binding.flush()
        #expect(applied == 1)
        token.cancel()
    }

    @Test func cancellingReleasesWhatTheHandlerCaptured() async {
        let model = NoteModel()
        var captured: LabelStub? = LabelStub()
        weak let weakCaptured = captured
        let lifetime = Lifetime()
        Binding.observe(model, \.title) { [captured] title in captured?.text = title }.store(in: lifetime)
        captured = nil
        #expect(weakCaptured != nil)
        lifetime.cancel()
        #expect(weakCaptured == nil)
    }

    @Test func twoWayBindingKeepsNeitherSideAlive() async {
        var model: NoteModel? = NoteModel()
        var field: TextFieldStub? = TextFieldStub()
        weak let weakModel = model
        weak let weakField = field
        let token = Binding.twoWay(model!, \.title, field!, \.text)
        field?.text = "typed"
        await Binding.flush()
        model = nil
        field = nil
        #expect(weakModel == nil)
        #expect(weakField == nil)
        token.cancel()
    }

    @Test func releasedBindingObjectsAreFreed() async {
        let model = NoteModel()
        weak var weakToken: AnyCancellable?
        do {
            let lifetime = Lifetime()
            let token = Binding.observe(model, \.count) { _ in }
            weakToken = token
            token.store(in: lifetime)
            model.count = 1
            await Binding.flush()
        }
        #expect(weakToken == nil)
    }
}
