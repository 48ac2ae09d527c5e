import Dispatch
import Testing

@testable import TesseraCore

struct EntrySaved: Event, Equatable {
    let entryID: Int
    let title: String
}

struct EntryDeleted: Event, Equatable {
    let entryID: Int
}

/// Records events on its own isolation; `waitForCount` suspends until enough arrived.
actor EventRecorder {
    private(set) var saved: [EntrySaved] = []
    private var waiters: [(Int, CheckedContinuation<Void, Never>)] = []

    func record(_ event: EntrySaved) {
        saved.append(event)
        let ready = waiters.filter { $0.0 <= saved.count }
        waiters.removeAll { $0.0 <= saved.count }
        ready.forEach { $0.1.resume() }
    }

    func waitForCount(_ count: Int) async {
        if saved.count >= count { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }
}

@MainActor @Suite struct EventBusTests {
    @Test func mainActorSubscribersReceiveTheTypedPayloadSynchronouslyWhenPostedOnMain() {
        let bus = EventBus()
        var saved: [EntrySaved] = []
        let token = bus.subscribe(EntrySaved.self) { saved.append($0) }
        bus.post(EntrySaved(entryID: 7, title: "Walk"))
        #expect(saved == [EntrySaved(entryID: 7, title: "Walk")])
        token.cancel()
    }

    @Test func subscribersOnlySeeTheirOwnEventType() {
        let bus = EventBus()
        var saved: [Int] = []
        var deleted: [Int] = []
        let tokens = [
            bus.subscribe(EntrySaved.self) { saved.append($0.entryID) },
            bus.subscribe(EntryDeleted.self) { deleted.append($0.entryID) },
        ]
        bus.post(EntrySaved(entryID: 1, title: "a"))
        bus.post(EntryDeleted(entryID: 2))
        bus.post(EntrySaved(entryID: 3, title: "c"))
        #expect(saved == [1, 3])
        #expect(deleted == [2])
        tokens.forEach { $0.cancel() }
    }

    @Test func unsubscribedHandlersReceiveNothingMore() {
        let bus = EventBus()
        var saved: [Int] = []
        let token = bus.subscribe(EntrySaved.self) { saved.append($0.entryID) }
        bus.post(EntrySaved(entryID: 1, title: "a"))
        token.cancel()
        bus.post(EntrySaved(entryID: 2, title: "b"))
        #expect(saved == [1])
        #expect(bus.subscriberCount(for: EntrySaved.self) == 0)
    }

    @Test func lifetimeOwnsSubscriptions() {
        let bus = EventBus()
        var count = 0
        let lifetime = Lifetime()
        bus.subscribe(EntrySaved.self) { _ in count += 1 }.store(in: lifetime)
        bus.subscribe(EntryDeleted.self) { _ in count += 10 }.store(in: lifetime)
        bus.post(EntrySaved(entryID: 1, title: "a"))
        lifetime.cancel()
        bus.post(EntrySaved(entryID: 2, title: "b"))
        bus.post(EntryDeleted(entryID: 3))
        #expect(count == 1)
    }

    @Test func eventsPostedOffTheMainActorArriveOnItInOrder() async {
        let bus = EventBus()
        var saved: [Int] = []
        let token = bus.subscribe(EntrySaved.self) { event in
            MainActor.assertIsolated()
            saved.append(event.entryID)
        }
        await Task.detached {
            for id in 1...5 { bus.post(EntrySaved(entryID: id, title: "")) }
        }.value
        await drainMainQueue()
        #expect(saved == [1, 2, 3, 4, 5])
        token.cancel()
    }

    @Test func anEventQueuedForMainIsDroppedIfCancelledBeforeItRuns() async {
        let bus = EventBus()
        var saved: [Int] = []
        let token = bus.subscribe(EntrySaved.self) { saved.append($0.entryID) }
        // Post from another thread while the main actor is held, so the delivery is still queued
        // when the subscription is cancelled.
        let posted = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            bus.post(EntrySaved(entryID: 1, title: ""))
            posted.signal()
        }
        posted.wait()
        token.cancel()
        await drainMainQueue()
        #expect(saved.isEmpty)
    }

    @Test func actorSubscribersReceiveEventsOnTheirActorInOrder() async {
        let bus = EventBus()
        let recorder = EventRecorder()
        let token = bus.subscribe(EntrySaved.self, on: recorder) { recorder, event in
            recorder.record(event)
        }
        for id in 1...4 { bus.post(EntrySaved(entryID: id, title: "")) }
        await recorder.waitForCount(4)
        #expect(await recorder.saved.map(\.entryID) == [1, 2, 3, 4])
        token.cancel()
    }

    @Test func synchronousSubscribersRunInsidePost() {
        let bus = EventBus()
        let counter = CallCounter()
        let token = bus.subscribeSynchronously(EntryDeleted.self) { counter.record("\($0.entryID)") }
        bus.post(EntryDeleted(entryID: 9))
        #expect(counter.calls == ["9"])
        token.cancel()
    }

    @Test func aReleasedBusFreesItsHandlers() {
        var bus: EventBus? = EventBus()
        weak let weakBus = bus
        var captured: LabelStub? = LabelStub()
        weak let weakCaptured = captured
        let token = bus!.subscribe(EntrySaved.self) { [captured] in captured?.text = $0.title }
        captured = nil
        #expect(weakCaptured != nil)
        bus = nil
        #expect(weakBus == nil)
        #expect(weakCaptured == nil)
        token.cancel()
    }

    @Test func cancellingReleasesTheHandler() {
        let bus = EventBus()
        var captured: LabelStub? = LabelStub()
        weak let weakCaptured = captured
        let token = bus.subscribe(EntrySaved.self) { [captured] in captured?.text = $0.title }
        captured = nil
        token.cancel()
        #expect(weakCaptured == nil)
    }

    @Test func theCurrentBusCanBeReplacedAndRestored() {
        let original = EventBus.current
        let replacement = EventBus()
        EventBus.current = replacement
        #expect(EventBus.current === replacement)
        EventBus.current = original
        #expect(EventBus.current === original)
    }
}
