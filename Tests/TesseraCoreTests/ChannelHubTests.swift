import Observation
import Testing

@testable import TesseraCore

@Observable final class EditorModel {
    var title = ""
    var wordCount = 0
    var isDirty = false
}

final class PreviewStub {
    var title = ""
    var wordCount = 0
    var isDirty = false
    var subtitle: String?
}

@MainActor @Suite struct ChannelHubTests {
    let title = Channel<String>("title")
    let wordCount = Channel<Int>("wordCount")
    let dirty = Channel<Bool>("dirty")

    @Test func aNewSubscriberReceivesTheCurrentValueAtOnce() {
        let hub = ChannelHub(name: "test")
        hub.publish("Draft", on: title)
        var seen: [String] = []
        let token = hub.subscribe(title) { seen.append($0) }
        #expect(seen == ["Draft"])
        hub.publish("Final", on: title)
        #expect(seen == ["Draft", "Final"])
        token.cancel()
    }

    @Test func subscribingBeforeAnyPublishDeliversNothingYet() {
        let hub = ChannelHub(name: "test")
        var seen: [Int] = []
        let token = hub.subscribe(wordCount) { seen.append($0) }
        #expect(seen.isEmpty)
        #expect(hub.value(on: wordCount) == nil)
        hub.publish(3, on: wordCount)
        #expect(seen == [3])
        #expect(hub.value(on: wordCount) == 3)
        token.cancel()
    }

    @Test func everySubscriberOfAChannelReceivesEachValue() {
        let hub = ChannelHub(name: "test")
        var first: [Int] = []
        var second: [Int] = []
        let tokens = [hub.subscribe(wordCount) { first.append($0) }, hub.subscribe(wordCount) { second.append($0) }]
        hub.publish(1, on: wordCount)
        hub.publish(2, on: wordCount)
        #expect(first == [1, 2])
        #expect(second == [1, 2])
        #expect(hub.subscriberCount(of: wordCount) == 2)
        tokens.forEach { $0.cancel() }
        #expect(hub.subscriberCount(of: wordCount) == 0)
    }

    @Test func channelsWithTheSameNameAreDistinct() {
        let hub = ChannelHub(name: "test")
        let other = Channel<String>("title")
        hub.publish("mine", on: title)
        #expect(hub.value(on: other) == nil)
        #expect(title != other)
    }

    @Test func optionalChannelsKeepAPublishedNil() {
        let hub = ChannelHub(name: "test")
        let subtitle = Channel<String?>("subtitle")
        hub.publish(nil, on: subtitle)
        var seen: [String?] = []
        let token = hub.subscribe(subtitle) { seen.append($0) }
        #expect(seen == [nil])
        token.cancel()
    }

    @Test func everyEntryOfAPublisherListIsHonoured() async {
        let hub = ChannelHub(name: "test")
        let editor = EditorModel()
        editor.title = "T"
        editor.wordCount = 2
        editor.isDirty = true
        let publisher = hub.publish(
            from: editor,
            [
                ChannelSource(\.title, on: title),
                ChannelSource(\.wordCount, on: wordCount),
                ChannelSource(\.isDirty, on: dirty),
            ])
        #expect(hub.value(on: title) == "T")
        #expect(hub.value(on: wordCount) == 2)
        #expect(hub.value(on: dirty) == true)

        editor.wordCount = 5
        editor.isDirty = false
        await Binding.flush()
        #expect(hub.value(on: wordCount) == 5)
        #expect(hub.value(on: dirty) == false)
        publisher.cancel()
    }

    @Test func everyEntryOfASubscriberListIsHonoured() {
        let hub = ChannelHub(name: "test")
        let preview = PreviewStub()
        let subtitle = Channel<String>("subtitle")
        let subscription = hub.subscribe(
            preview,
            [
                ChannelDestination(\.title, from: title),
                ChannelDestination(\.wordCount, from: wordCount),
                ChannelDestination(\.isDirty, from: dirty),
                ChannelDestination(\.subtitle, from: subtitle),
            ])
        hub.publish("T", on: title)
        hub.publish(9, on: wordCount)
        hub.publish(true, on: dirty)
        hub.publish("S", on: subtitle)
        #expect(preview.title == "T")
        #expect(preview.wordCount == 9)
        #expect(preview.isDirty)
        #expect(preview.subtitle == "S")
        subscription.cancel()
        hub.publish("after", on: title)
        #expect(preview.title == "T")
    }

    @Test func severalPublishersFeedOneChannelAndTheLatestWins() async {
        let hub = ChannelHub(name: "test")
        let first = EditorModel()
        let second = EditorModel()
        var seen: [String] = []
        let subscription = hub.subscribe(title) { seen.append($0) }
        let publishers = [hub.publish(from: first, \.title, on: title), hub.publish(from: second, \.title, on: title)]
        first.title = "from first"
        await Binding.flush()
        second.title = "from second"
        await Binding.flush()
        #expect(seen == ["", "", "from first", "from second"])
        #expect(hub.value(on: title) == "from second")
        publishers.forEach { $0.cancel() }
        subscription.cancel()
    }

    @Test func publishingFromAMappedSource() async {
        let hub = ChannelHub(name: "test")
        let editor = EditorModel()
        let summary = Channel<String>("summary")
        let publisher = hub.publish(Binding.source(editor, \.wordCount).map { "\($0) words" }, on: summary)
        editor.wordCount = 40
        await Binding.flush()
        #expect(hub.value(on: summary) == "40 words")
        publisher.cancel()
    }

    @Test func cancelledSubscriberReceivesNothing() {
        let hub = ChannelHub(name: "test")
        var seen: [Int] = []
        let token = hub.subscribe(wordCount) { seen.append($0) }
        token.cancel()
        hub.publish(1, on: wordCount)
        #expect(seen.isEmpty)
    }

    @Test func theAppHubCanBeReplaced() {
        let original = ChannelHub.app
        let replacement = ChannelHub(name: "replacement")
        ChannelHub.app = replacement
        #expect(ChannelHub.app === replacement)
        ChannelHub.app = original
    }
}

@MainActor @Suite struct ChannelLeakTests {
    let title = Channel<String>("title")

    @Test func aKeyPathSubscriptionDoesNotKeepItsTargetAlive() {
        let hub = ChannelHub(name: "test")
        var preview: PreviewStub? = PreviewStub()
        weak let weakPreview = preview
        let token = hub.subscribe(title, to: preview!, \.title)
        hub.publish("x", on: title)
        preview = nil
        #expect(weakPreview == nil)
        hub.publish("y", on: title)
        #expect(hub.subscriberCount(of: title) == 0)
        token.cancel()
    }

    @Test func aPublisherDoesNotKeepItsModelAlive() async {
        let hub = ChannelHub(name: "test")
        var editor: EditorModel? = EditorModel()
        weak let weakEditor = editor
        let token = hub.publish(from: editor!, \.title, on: title)
        editor = nil
        #expect(weakEditor == nil)
        #expect(hub.value(on: title) == "")
        token.cancel()
    }

    @Test func cancellingASubscriptionReleasesItsHandler() {
        let hub = ChannelHub(name: "test")
        var captured: PreviewStub? = PreviewStub()
        weak let weakCaptured = captured
        let lifetime = Lifetime()
        hub.subscribe(title) { [captured] in captured?.title = $0 }.store(in: lifetime)
        captured = nil
        #expect(weakCaptured != nil)
        lifetime.cancel()
        #expect(weakCaptured == nil)
    }

    @Test func aReleasedHubFreesItsSubscriptions() {
        var hub: ChannelHub? = ChannelHub(name: "screen")
        weak let weakHub = hub
        var captured: PreviewStub? = PreviewStub()
        weak let weakCaptured = captured
        let token = hub!.subscribe(title) { [captured] in captured?.title = $0 }
        captured = nil
        hub = nil
        #expect(weakHub == nil)
        #expect(weakCaptured == nil)
        token.cancel()
    }
}
