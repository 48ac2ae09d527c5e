import Observation
import Testing

@testable import TesseraCore

@Observable final class NoteModel {
    var title = ""
    var count = 0
    var subtitle: String?
    var tags: [String] = []
}

final class LabelStub {
    var text = ""
    var optionalText: String?
}

@MainActor @Suite struct BindingTests {
    @Test func observeDeliversTheCurrentValueAtOnceThenChanges() async {
        let model = NoteModel()
        model.title = "first"
        var seen: [String] = []
        let token = Binding.observe(model, \.title) { seen.append($0) }
        #expect(seen == ["first"])
        model.title = "second"
        #expect(seen == ["first"])
        await Binding.flush()
        #expect(seen == ["first", "second"])
        token.cancel()
    }

    @Test func threeChangesInOneTurnAreDeliveredOnce() async {
        let model = NoteModel()
        var seen: [Int] = []
        let token = Binding.observe(model, \.count) { seen.append($0) }
        model.count = 1
        model.count = 2
        model.count = 3
        await Binding.flush()
        #expect(seen == [0, 3])
        token.cancel()
    }

    @Test func changesInLaterTurnsAreEachDelivered() async {
        let model = NoteModel()
        var seen: [Int] = []
        let token = Binding.observe(model, \.count) { seen.append($0) }
        for value in 1...3 {
            model.count = value
            await Binding.flush()
        }
        #expect(seen == [0, 1, 2, 3])
        token.cancel()
    }

    @Test func deliverPendingUpdatesDeliversSynchronously() {
        let model = NoteModel()
        var seen: [Int] = []
        let token = Binding.observe(model, \.count) { seen.append($0) }
        model.count = 7
        Binding.deliverPendingUpdates()
        #expect(seen == [0, 7])
        token.cancel()
    }

    @Test func bindWritesIntoTheTargetKeyPath() async {
        let model = NoteModel()
        let label = LabelStub()
        let token = Binding.bind(model, \.title, to: label, \.text)
        model.title = "Hello"
        await Binding.flush()
        #expect(label.text == "Hello")
        token.cancel()
    }

    @Test func bindLiftsIntoAnOptionalTargetProperty() async {
        let model = NoteModel()
        model.title = "A"
        let label = LabelStub()
        let token = Binding.bind(model, \.title, to: label, \.optionalText)
        #expect(label.optionalText == "A")
        token.cancel()
    }

    @Test func bindWithTransform() async {
        let model = NoteModel()
        let label = LabelStub()
        let token = Binding.bind(model, \.count, to: label, \.text) { "\($0) notes" }
        #expect(label.text == "0 notes")
        model.count = 12
        await Binding.flush()
        #expect(label.text == "12 notes")
        token.cancel()
    }

    @Test func replacingNilDeliversTheFallbackForNil() async {
        let model = NoteModel()
        let label = LabelStub()
        let token = Binding.source(model, \.subtitle).replacingNil(with: "Untitled").bind(to: label, \.text)
        #expect(label.text == "Untitled")
        model.subtitle = "Walk"
        await Binding.flush()
        #expect(label.text == "Walk")
        model.subtitle = nil
        await Binding.flush()
        #expect(label.text == "Untitled")
        token.cancel()
    }

    @Test func combinedSourcesDeliverWhenEitherChanges() async {
        let model = NoteModel()
        var seen: [String] = []
        let token = Binding.source(model, \.title).combined(with: Binding.source(model, \.count))
            .observe { title, count in seen.append("\(title)#\(count)") }
        model.count = 2
        await Binding.flush()
        model.title = "x"
        await Binding.flush()
        #expect(seen == ["#0", "#2", "x#2"])
        token.cancel()
    }

    @Test func collectionChangesReportInsertionsAndRemovals() async throws {
        let model = NoteModel()
        model.tags = ["a", "b"]
        var changes: [CollectionChange<[String]>] = []
        let token = Binding.source(model, \.tags).observeChanges { changes.append($0) }
        model.tags = ["b", "c"]
        await Binding.flush()
        try #require(changes.count == 2)
        #expect(changes[0].isInitial)
        #expect(changes[0].difference.insertions.count == 2)
        #expect(changes[1].previous == ["a", "b"])
        let removed = changes[1].difference.removals.map { change -> Int in
            if case .remove(let offset, _, _) = change { return offset }
            return -1
        }
        let inserted = changes[1].difference.insertions.map { change -> Int in
            if case .insert(let offset, _, _) = change { return offset }
            return -1
        }
        #expect(removed == [0])
        #expect(inserted == [1])
        token.cancel()
    }

    @Test func cancelledBindingDeliversNothingMore() async {
        let model = NoteModel()
        var seen: [Int] = []
        let token = Binding.observe(model, \.count) { seen.append($0) }
        model.count = 1
        token.cancel()
        await Binding.flush()
        model.count = 2
        await Binding.flush()
        #expect(seen == [0])
    }

    @Test func droppingTheTokenStopsTheBinding() async {
        let model = NoteModel()
        var seen: [Int] = []
        do {
            let token = Binding.observe(model, \.count) { seen.append($0) }
            _ = token
        }
        model.count = 5
        await Binding.flush()
        #expect(seen == [0])
    }
}
