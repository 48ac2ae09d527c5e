import Testing

@testable import TesseraCore

@MainActor @Suite struct TimerTests {
    @Test func aRepeatingTimerOf300msAdvancedBy1sFiresThreeTimes() {
        let clock = TestClock()
        var fires: [TimerFire] = []
        let timer = clock.repeatingTimer(every: .milliseconds(300)) { fires.append($0) }
        clock.advance(by: .seconds(1))
        #expect(fires.map(\.count) == [1, 2, 3])
        #expect(fires.map(\.scheduledTime) == [.milliseconds(300), .milliseconds(600), .milliseconds(900)])
        #expect(fires.map(\.elapsed) == [.milliseconds(300), .milliseconds(600), .milliseconds(900)])
        #expect(timer.fireCount == 3)
        #expect(clock.now == .seconds(1))
        timer.cancel()
    }

    @Test func stepwiseAdvancesDoNotDrift() {
        let clock = TestClock()
        var count = 0
        let timer = clock.repeatingTimer(every: .milliseconds(300)) { _ in count += 1 }
        // 1000 steps of 1 ms = 1 s: a tick counter adding 300 ms per tick and an interval that does
        // not divide the step would drift; deadlines from the start instant do not.
        for _ in 0..<1000 { clock.advance(by: .milliseconds(1)) }
        #expect(count == 3)
        clock.advance(by: .milliseconds(200))
        #expect(count == 4)
        timer.cancel()
    }

    @Test func aLongAdvanceFiresOncePerElapsedInterval() {
        let clock = TestClock()
        var count = 0
        let timer = clock.repeatingTimer(every: .milliseconds(7)) { _ in count += 1 }
        clock.advance(by: .seconds(10))
        #expect(count == 1428)
        #expect(timer.fireCount == 1428)
        timer.cancel()
    }

    @Test func oneShotFiresExactlyOnce() {
        let clock = TestClock()
        var fires: [TimerFire] = []
        let timer = clock.oneShotTimer(after: .milliseconds(500)) { fires.append($0) }
        clock.advance(by: .milliseconds(499))
        #expect(fires.isEmpty)
        clock.advance(by: .milliseconds(1))
        clock.advance(by: .seconds(5))
        #expect(fires == [TimerFire(count: 1, scheduledTime: .milliseconds(500), elapsed: .milliseconds(500))])
        #expect(timer.isCancelled)
        #expect(clock.pendingCount == 0)
    }

    @Test func aZeroDelayOneShotFiresAtTheNextAdvance() {
        let clock = TestClock()
        var fired = false
        let timer = clock.oneShotTimer(after: .zero) { _ in fired = true }
        #expect(!fired)
        clock.advance(by: .zero)
        #expect(fired)
        timer.cancel()
    }

    @Test func aCancelledTimerNeverFires() {
        let clock = TestClock()
        var count = 0
        let repeating = clock.repeatingTimer(every: .milliseconds(100)) { _ in count += 1 }
        let oneShot = clock.oneShotTimer(after: .milliseconds(100)) { _ in count += 100 }
        repeating.cancel()
        oneShot.cancel()
        clock.advance(by: .seconds(1))
        #expect(count == 0)
        #expect(clock.pendingCount == 0)
    }

    @Test func cancellingInsideTheHandlerStopsFurtherFires() {
        let clock = TestClock()
        var count = 0
        var timer: ClockTimer?
        timer = clock.repeatingTimer(every: .milliseconds(100)) { fire in
            count += 1
            if fire.count == 2 { timer?.cancel() }
        }
        clock.advance(by: .seconds(1))
        #expect(count == 2)
    }

    @Test func aTimerStartedLaterCountsFromItsOwnStart() {
        let clock = TestClock(now: .seconds(10))
        clock.advance(by: .milliseconds(50))
        var elapsed: [Duration] = []
        let timer = clock.repeatingTimer(every: .milliseconds(100)) { elapsed.append($0.elapsed) }
        #expect(timer.start == .milliseconds(10_050))
        clock.advance(by: .milliseconds(250))
        #expect(elapsed == [.milliseconds(100), .milliseconds(200)])
        timer.cancel()
    }

    @Test func timersOnOneClockFireInDeadlineOrder() {
        let clock = TestClock()
        var order: [String] = []
        let a = clock.repeatingTimer(every: .milliseconds(300)) { order.append("a\($0.count)") }
        let b = clock.repeatingTimer(every: .milliseconds(200)) { order.append("b\($0.count)") }
        clock.advance(by: .milliseconds(600))
        // At 600 ms both are due; a was scheduled for 600 ms (at 300 ms) before b was (at 400 ms).
        #expect(order == ["b1", "a1", "b2", "a2", "b3"])
        a.cancel()
        b.cancel()
    }

    @Test func releasingATimerCancelsItAndFreesItsHandler() {
        let clock = TestClock()
        var captured: LabelStub? = LabelStub()
        weak let weakCaptured = captured
        weak var weakTimer: ClockTimer?
        do {
            let timer = clock.repeatingTimer(every: .milliseconds(10)) { [captured] _ in captured?.text += "x" }
            weakTimer = timer
            clock.advance(by: .milliseconds(10))
        }
        captured = nil
        #expect(weakTimer == nil)
        #expect(weakCaptured == nil)
        clock.advance(by: .seconds(1))
        #expect(clock.pendingCount == 0)
    }

    @Test func coalescingReportsWholeIntervalsElapsed() async {
        let clock = TestClockWithLateDelivery(lateness: .milliseconds(350))
        var fires: [TimerFire] = []
        let timer = clock.repeatingTimer(every: .milliseconds(100), catchUp: .coalesce) { fires.append($0) }
        clock.deliverDue()
        #expect(fires.map(\.count) == [4])
        #expect(fires.first?.elapsed == .milliseconds(450))
        timer.cancel()
    }

    @Test func aLifetimeOwnsTimers() {
        let clock = TestClock()
        let lifetime = Lifetime()
        var count = 0
        weak var weakTimer: ClockTimer?
        do {
            let timer = clock.repeatingTimer(every: .milliseconds(100)) { _ in count += 1 }
            weakTimer = timer
            timer.store(in: lifetime)
        }
        clock.advance(by: .milliseconds(100))
        lifetime.cancel()
        clock.advance(by: .seconds(1))
        #expect(count == 1)
        #expect(weakTimer == nil)
    }
}

@MainActor @Suite struct SystemTimerClockTests {
    /// Checks counts and order only, never durations.
    @Test func theSystemClockDeliversFiresInOrderOnTheMainActor() async {
        let clock = SystemTimerClock()
        var counts: [Int] = []
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var timer: ClockTimer?
            timer = clock.repeatingTimer(every: .microseconds(1)) { fire in
                counts.append(fire.count)
                if fire.count == 3 {
                    timer?.cancel()
                    continuation.resume()
                }
            }
        }
        #expect(counts == [1, 2, 3])
    }

    @Test func timeNeverGoesBackwards() {
        let clock = SystemTimerClock()
        let first = clock.now
        let second = clock.now
        #expect(second >= first)
    }
}

/// A clock whose callbacks arrive `lateness` after their deadline, as after a stalled main actor.
final class TestClockWithLateDelivery: TimerClock {
    private let inner = TestClock()
    private let lateness: Duration

    init(lateness: Duration) {
        self.lateness = lateness
    }

    var now: Duration { inner.now }

    func schedule(at deadline: Duration, _ action: @escaping @MainActor @Sendable () -> Void) -> any Cancellable {
        inner.schedule(at: deadline + lateness, action)
    }

    /// Delivers the first due callback only (the one stalled fire).
    @MainActor func deliverDue() {
        inner.advance(by: .milliseconds(450))
    }
}
