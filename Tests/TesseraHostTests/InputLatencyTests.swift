import Foundation
import TesseraUI
import Testing

@testable import TesseraHost

/// The recorder on its own: which events make samples, how long each is, and the percentile math.
@Suite struct InputLatencyTests {
    static func milliseconds(_ values: [Int]) -> [Duration] { values.map { .milliseconds($0) } }

    @Test func theNearestRankPercentileOfOneToOneHundredMilliseconds() {
        let values = Self.milliseconds(Array((1...100).reversed()))  // order does not matter
        #expect(InputLatency.percentile(0.5, of: values) == .milliseconds(50))
        #expect(InputLatency.percentile(0.99, of: values) == .milliseconds(99))
        #expect(InputLatency.percentile(0.07, of: values) == .milliseconds(7))
        #expect(InputLatency.percentile(0.995, of: values) == .milliseconds(100))
        #expect(InputLatency.percentile(1, of: values) == .milliseconds(100))
        #expect(InputLatency.percentile(0, of: values) == .milliseconds(1))
    }

    @Test func percentilesOfFewSamples() {
        #expect(InputLatency.percentile(0.5, of: []) == nil)
        #expect(InputLatency.percentile(0.99, of: Self.milliseconds([8])) == .milliseconds(8))
        // Four samples: the median is the second (rank ⌈2⌉), the 99th percentile the largest.
        let four = Self.milliseconds([40, 10, 30, 20])
        #expect(InputLatency.percentile(0.5, of: four) == .milliseconds(20))
        #expect(InputLatency.percentile(0.51, of: four) == .milliseconds(30))
        #expect(InputLatency.percentile(0.99, of: four) == .milliseconds(40))
    }

    @Test func everyEventWaitingIsStampedByTheNextFrameFromItsOwnArrival() {
        var latency = InputLatency()
        let start = ContinuousClock.now
        latency.delivered(.scroll(delta: CGSize(width: 0, height: 40), at: .zero), arrivedAt: start)
        latency.delivered(.pointerMoved(CGPoint(x: 1, y: 1)), arrivedAt: start + .milliseconds(1))
        latency.delivered(.keyDown(.character("a")), arrivedAt: start + .milliseconds(2))
        latency.delivered(.text("a"), arrivedAt: start + .milliseconds(2))
        latency.delivered(.keyUp(.character("a")), arrivedAt: start + .milliseconds(3))  // not measured
        latency.delivered(.hover(.zero), arrivedAt: start + .milliseconds(3))  // not measured
        latency.framePresented(at: start + .milliseconds(10))
        #expect(latency.samples(of: .wheel) == [.milliseconds(10)])
        #expect(latency.samples(of: .drag) == [.milliseconds(9)])
        #expect(latency.samples(of: .typing) == [.milliseconds(8), .milliseconds(8)])
        // A second frame stamps nothing more: each event counts once.
        latency.framePresented(at: start + .milliseconds(20))
        #expect(latency.samples.values.map(\.count).reduce(0, +) == 4)
    }

    @Test func anEventWhoseTurnPresentsNoFrameIsForgotten() {
        var latency = InputLatency()
        let start = ContinuousClock.now
        latency.delivered(.scroll(delta: CGSize(width: 0, height: 40), at: .zero), arrivedAt: start)
        latency.turnEnded()
        latency.framePresented(at: start + .milliseconds(50))
        #expect(latency.samples.isEmpty)
        #expect(latency.percentile(0.99, of: .wheel) == nil)
    }
}

extension SDLHostTests {
    /// Input latency recorded by the headless host: one sample per event that a frame shows.
    @Suite("Host input latency")
    @MainActor
    struct HostInputLatencyTests {
        /// A view that changes colour with every wheel turn, drag motion and text it receives, so each
        /// needs a new frame.
        final class ChangingView: UIView {
            var changes = 0
            override var canBecomeFirstResponder: Bool { true }

            func change() {
                changes += 1
                backgroundColor = changes.isMultiple(of: 2) ? .blue : .green
            }

            override func scrollWheel(delta: CGSize, at location: CGPoint) -> Bool {
                change()
                return true
            }

            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { change() }

            override func insertText(_ text: String) -> Bool {
                change()
                return true
            }
        }

        func open() throws -> (host: WindowHost, view: ChangingView) {
            let scene = Scene()
            let view = ChangingView(frame: scene.window.bounds)
            scene.root.addSubview(view)
            view.becomeFirstResponder()
            return (try scene.openHost(), view)
        }

        @Test func eachKindOfInputFollowedByAFrameGivesOneSample() throws {
            let (host, view) = try open()
            defer { host.close() }
            host.runOnce()
            host.inputLatency = InputLatency()
            host.post(.wheel(notches: CGSize(width: 0, height: -1), at: CGPoint(x: 50, y: 50)))
            host.runOnce()
            host.post(.mouseDown(CGPoint(x: 50, y: 50)))
            host.runOnce()
            host.post(.mouseMove(CGPoint(x: 50, y: 60)))
            host.runOnce()
            host.post(.mouseUp(CGPoint(x: 50, y: 60)))
            host.post(.text("a"))
            host.runOnce()
            #expect(view.changes == 3)
            let latency = try #require(host.inputLatency)
            #expect(InputLatency.Kind.allCases.map { latency.samples(of: $0).count } == [1, 1, 1])
            #expect(latency.percentile(0.99, of: .drag) == latency.samples(of: .drag).first)
        }

        @Test func inputThatChangesNothingOnScreenGivesNoSample() throws {
            let scene = Scene()
            let host = try scene.openHost()
            defer { host.close() }
            host.runOnce()
            host.inputLatency = InputLatency()
            host.post(.wheel(notches: CGSize(width: 0, height: -1), at: CGPoint(x: 150, y: 100)))
            host.post(.text("a"))  // no view takes text
            let presented = host.statistics.presentedFrameCount
            host.runOnce()
            #expect(host.statistics.presentedFrameCount == presented)
            // A later frame does not stamp the input of a turn that showed nothing.
            scene.swatch.backgroundColor = .green
            host.runOnce()
            #expect(host.statistics.presentedFrameCount == presented + 1)
            #expect(host.inputLatency?.samples.isEmpty == true)
        }

        @Test func recordingIsOffUntilARecorderIsSet() throws {
            let (host, view) = try open()
            defer { host.close() }
            host.post(.text("a"))
            host.runOnce()
            #expect(view.changes == 1)
            #expect(host.inputLatency == nil)
        }
    }
}
