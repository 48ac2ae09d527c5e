import Testing

@testable import TesseraCore

@Suite struct LifetimeTests {
    @Test func anyCancellableRunsItsClosureOnce() {
        let counter = CallCounter()
        let token = AnyCancellable { counter.record("cancel") }
        #expect(!token.isCancelled)
        token.cancel()
        token.cancel()
        #expect(token.isCancelled)
        #expect(counter.calls == ["cancel"])
    }

    @Test func anyCancellableCancelsWhenReleased() {
        let counter = CallCounter()
        do {
            let token = AnyCancellable { counter.record("cancel") }
            _ = token
        }
        #expect(counter.calls == ["cancel"])
    }

    @Test func cancelEndsEveryStoredCancellableNewestFirst() {
        let counter = CallCounter()
        let lifetime = Lifetime()
        AnyCancellable { counter.record("a") }.store(in: lifetime)
        AnyCancellable { counter.record("b") }.store(in: lifetime)
        AnyCancellable { counter.record("c") }.store(in: lifetime)
        #expect(lifetime.count == 3)
        lifetime.cancel()
        #expect(counter.calls == ["c", "b", "a"])
        #expect(lifetime.count == 0)
        #expect(lifetime.isCancelled)
    }

    @Test func cancelIsIdempotent() {
        let counter = CallCounter()
        let lifetime = Lifetime()
        lifetime.onCancel { counter.record("ended") }
        lifetime.cancel()
        lifetime.cancel()
        #expect(counter.calls == ["ended"])
    }

    @Test func addingToAnEndedLifetimeCancelsAtOnce() {
        let counter = CallCounter()
        let lifetime = Lifetime()
        lifetime.cancel()
        AnyCancellable { counter.record("late") }.store(in: lifetime)
        #expect(counter.calls == ["late"])
        #expect(lifetime.count == 0)
    }

    @Test func releasingALifetimeCancelsEverything() {
        let counter = CallCounter()
        var lifetime: Lifetime? = Lifetime()
        lifetime?.onCancel { counter.record("ended") }
        lifetime = nil
        #expect(counter.calls == ["ended"])
    }

    @Test func aCancellationMayStoreIntoTheSameLifetime() {
        let counter = CallCounter()
        let lifetime = Lifetime()
        lifetime.onCancel {
            AnyCancellable { counter.record("stored during cancel") }.store(in: lifetime)
        }
        lifetime.cancel()
        #expect(counter.calls == ["stored during cancel"])
    }

    @Test func childEndsWithItsParent() {
        let counter = CallCounter()
        let parent = Lifetime()
        let child = parent.makeChild()
        child.onCancel { counter.record("child") }
        parent.cancel()
        #expect(child.isCancelled)
        #expect(counter.calls == ["child"])
    }

    @Test func childEndsAloneWithoutEndingItsParent() {
        let counter = CallCounter()
        let parent = Lifetime()
        parent.onCancel { counter.record("parent") }
        for _ in 0..<10 {
            let child = parent.makeChild()
            child.onCancel { counter.record("child") }
            child.cancel()
        }
        #expect(!parent.isCancelled)
        #expect(parent.count == 1)
        #expect(counter.calls == Array(repeating: "child", count: 10))
    }

    @Test func droppedChildrenLeaveNoEntriesInTheParent() {
        let parent = Lifetime()
        weak var weakChild: Lifetime?
        do {
            let child = parent.makeChild()
            weakChild = child
        }
        #expect(weakChild == nil)
        #expect(parent.count == 0)
    }

    @Test func concurrentAddsAndOneCancelCancelEachExactlyOnce() async {
        let counter = CallCounter()
        let lifetime = Lifetime()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    AnyCancellable { counter.record("\(index)") }.store(in: lifetime)
                }
            }
            group.addTask { lifetime.cancel() }
        }
        lifetime.cancel()
        #expect(counter.calls.count == 200)
        #expect(Set(counter.calls).count == 200)
    }
}
