import Dispatch
import Testing

@testable import TesseraCore

/// A one-shot gate a step can wait on until the test opens it.
private final class FlowGate: Sendable {
    private let state = Lock<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }
}

/// Records strings from any thread.
private final class FlowLog: Sendable {
    private let storage = Lock<[String]>([])
    func append(_ entry: String) { storage.withLock { $0.append(entry) } }
    var entries: [String] { storage.withLock { $0 } }
}

private struct StepBroke: Error, Equatable {}

@MainActor private var mainActorVisits = 0

@Suite struct FlowTests {
    @Test func emptyFlowCompletesAtOnce() async {
        let result = await Flow(name: "empty").run()
        #expect(result.outcome == .completed)
        #expect(result.steps.isEmpty)
    }

    @Test func readyStepsStartInDeclarationOrder() async {
        let flow = Flow(name: "order")
        let gate = FlowGate()
        let a = flow.step("a") {
            await gate.wait()
            return true
        }
        let b = flow.step("b") {
            await gate.wait()
            return true
        }
        let c = flow.step("c") {
            await gate.wait()
            return true
        }
        flow.start()
        #expect(flow.state(of: a) == .running)
        #expect(flow.state(of: c) == .running)
        gate.open()
        let result = await flow.run()
        #expect(result.startOrder == [a, b, c])
        #expect(result.succeeded == [a, b, c])
    }

    @Test func dependentStepWaitsForItsCondition() async {
        let flow = Flow(name: "chain")
        let gate = FlowGate()
        let first = flow.step("first") {
            await gate.wait()
            return true
        }
        let second = flow.step("second", when: first.succeeded) { true }
        let onFailure = flow.step("on failure", when: first.failed) { true }
        flow.start()
        #expect(flow.state(of: second) == .pending)
        gate.open()
        let result = await flow.run()
        #expect(result.startOrder == [first, second])
        #expect(result[second] == .succeeded)
        #expect(result[onFailure] == .skipped)
        #expect(result.skipped == [onFailure])
    }

    @Test func conditionCanReferToALaterStep() async {
        let flow = Flow(name: "forward")
        let early = flow.step("early", when: .never) { true }
        let late = flow.step("late") { false }
        flow.setCondition(late.failed, for: early)
        let result = await flow.run()
        #expect(result.startOrder == [late, early])
        #expect(result.failed == [late])
        #expect(result.succeeded == [early])
    }

    @Test func throwingStepFailsAndKeepsItsError() async throws {
        let flow = Flow(name: "throws")
        let broken = flow.step("broken") { throw StepBroke() }
        let returnedFalse = flow.step("false") { false }
        let result = await flow.run()
        #expect(result.failed == [broken, returnedFalse])
        #expect(result.errors[broken] as? StepBroke == StepBroke())
        #expect(result.errors[returnedFalse] == nil)
    }

    @Test func mainActorStepsRunOnTheMainActor() async {
        let flow = Flow(name: "main")
        let ui = flow.mainActorStep("ui") {
            MainActor.assertIsolated()
            mainActorVisits += 1
            return true
        }
        let background = flow.step("background", when: ui.succeeded) { true }
        let result = await flow.run()
        #expect(result.succeeded == [ui, background])
        #expect(await mainActorVisits >= 1)
    }

    @Test func completionHandlerAddedAfterCompletionRunsImmediately() async {
        let flow = Flow(name: "late handler")
        flow.step("only") { true }
        _ = await flow.run()
        let log = FlowLog()
        flow.onCompletion { log.append("handler \($0.outcome)") }
        #expect(log.entries == ["handler completed"])
    }

    @Test func completionHandlerMayAddAnotherWithoutDeadlock() async {
        let flow = Flow(name: "nested")
        flow.step("only") { true }
        let log = FlowLog()
        flow.onCompletion { _ in
            log.append("outer")
            flow.onCompletion { _ in log.append("inner") }
            _ = flow.state(of: flow.steps[0])
        }
        _ = await flow.run()
        #expect(log.entries == ["outer", "inner"])
    }

    @Test func stepMayUseItsFlowWhileRunning() async {
        let flow = Flow(name: "reentrant")
        let log = FlowLog()
        flow.mainActorStep("adds handler") {
            flow.onCompletion { _ in log.append("from main actor step") }
            return flow.result == nil
        }
        flow.step("reads state") {
            flow.onCompletion { _ in log.append("from background step") }
            return flow.steps.count == 2
        }
        let result = await flow.run()
        #expect(result.failed.isEmpty)
        #expect(Set(log.entries) == ["from main actor step", "from background step"])
    }

    @Test func handlersAddedFromManyThreadsEachRunOnce() async {
        let flow = Flow(name: "threads")
        let gate = FlowGate()
        flow.step("wait") {
            await gate.wait()
            return true
        }
        flow.start()
        let log = FlowLog()
        DispatchQueue.concurrentPerform(iterations: 50) { index in
            flow.onCompletion { _ in log.append("before \(index)") }
        }
        gate.open()
        _ = await flow.run()
        DispatchQueue.concurrentPerform(iterations: 50) { index in
            flow.onCompletion { _ in log.append("after \(index)") }
        }
        #expect(log.entries.count == 100)
        #expect(Set(log.entries).count == 100)
    }

    @Test func timeoutOnTheRealClockCancelsTheStuckStepAndSkipsItsDependents() async {
        let flow = Flow(name: "exit", timeout: .milliseconds(50))
        let log = FlowLog()
        let stuck = flow.step("stuck") {
            do {
                try await Task.sleep(for: .seconds(3600))
            } catch {
                log.append("stuck saw cancellation")
                throw error
            }
            return true
        }
        let after = flow.step("after stuck", when: stuck.finished) { true }
        let result = await flow.run()
        #expect(result.outcome == .timedOut(stillRunning: [stuck]))
        #expect(result.timedOut)
        #expect(result[stuck] == .cancelled)
        #expect(result[after] == .skipped)
        // The stuck step's task was cancelled; give it the chance to report (ignored by the flow).
        for _ in 0..<1000 where log.entries.isEmpty { await Task.yield() }
        #expect(flow.result?[stuck] == .cancelled)
    }

    @MainActor @Test func timeoutOnATestClockFiresExactlyWhenAdvancedPastIt() async {
        let clock = TestClock()
        let flow = Flow(name: "save on exit", timeout: .seconds(5), clock: clock)
        let gate = FlowGate()
        let save = flow.step("save") {
            await gate.wait()
            return true
        }
        let quick = flow.step("quick") { true }
        flow.start()
        while flow.state(of: quick) != .succeeded { await Task.yield() }
        clock.advance(by: .milliseconds(4999))
        #expect(flow.result == nil)
        clock.advance(by: .milliseconds(1))
        let result = await flow.run()
        #expect(result.outcome == .timedOut(stillRunning: [save]))
        #expect(result[quick] == .succeeded)
        gate.open()
    }

    @MainActor @Test func flowFinishingBeforeItsTimeoutCancelsTheTimer() async {
        let clock = TestClock()
        let flow = Flow(name: "fast", timeout: .seconds(3600), clock: clock)
        let only = flow.step("only") { true }
        let result = await flow.run()
        #expect(result.outcome == .completed)
        #expect(result.succeeded == [only])
        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(7200))
        #expect(flow.result?.outcome == .completed)
    }

    @Test func cancelStopsRunningSteps() async {
        let flow = Flow(name: "cancel")
        let gate = FlowGate()
        let waiting = flow.step("waiting") {
            await gate.wait()
            return true
        }
        let never = flow.step("never", when: waiting.succeeded) { true }
        flow.start()
        flow.cancel()
        gate.open()
        let result = await flow.run()
        #expect(result.outcome == .cancelled(stillRunning: [waiting]))
        #expect(result[waiting] == .cancelled)
        #expect(result[never] == .skipped)
    }

    @Test func cancelBeforeStartSkipsEverything() async {
        let flow = Flow(name: "cancel early")
        let only = flow.step("only") { true }
        flow.cancel()
        flow.start()
        let result = await flow.run()
        #expect(result.outcome == .cancelled(stillRunning: []))
        #expect(result.skipped == [only])
    }

    @Test func startTwiceRunsStepsOnce() async {
        let flow = Flow(name: "twice")
        let log = FlowLog()
        flow.step("count") {
            log.append("ran")
            return true
        }
        flow.start()
        flow.start()
        _ = await flow.run()
        _ = await flow.run()
        #expect(log.entries == ["ran"])
    }

    @Test func conditionsDescribeThemselves() {
        let flow = Flow(name: "describe")
        let ping = flow.step("Ping") { true }
        let token = flow.step("Token") { true }
        let user = flow.step("User") { true }
        #expect((ping.succeeded && token.failed).description == "Ping.succeeded && Token.failed")
        #expect(
            (ping.succeeded && (token.failed || !user.finished)).description
                == "Ping.succeeded && (Token.failed || !User.finished)")
        #expect(StepCondition.always.description == "always")
    }

    @Test func negatedConditionHoldsWhilePending() {
        let flow = Flow(name: "negation")
        let a = flow.step("a") { true }
        let b = flow.step("b", when: !a.succeeded) { true }
        let simulation = flow.simulate(succeeding: [a, b])
        #expect(simulation.startOrder == [a, b])
        #expect(simulation.succeeded == [a, b])
    }
}
