import TesseraUI

/// How long input waits to be seen: for each wheel turn, drag motion and key or text input a
/// ``WindowHost`` handles, the time from its arrival to the presentation of the first frame that
/// reflects it. Set ``WindowHost/inputLatency`` to start recording; it is nil (off) by default.
///
/// - *Arrival* is the moment the host takes the event from SDL's queue — hardware input and
///   ``WindowHost/post(_:)`` alike. Time the event spent in SDL's queue before that is not counted.
/// - *Presentation* is the moment `SDL_RenderPresent` returns, after the frame's pixels were uploaded
///   (on the headless host: copied to the offscreen window's surface).
/// - Which frame reflects an event: a turn of the loop handles every queued event, then renders once,
///   so all events handled in a turn are stamped by the frame that turn presents — coalesced events
///   share that frame, each measured from its own arrival. When the turn presents nothing (the event
///   changed nothing on screen: a wheel turn at the end of the content, a key no view handles) the
///   event gives no sample; a later frame does not stamp it. Work an event schedules for later
///   (animations, timers) is not followed.
/// - Kinds: `.scroll` input is ``Kind/wheel``; `.pointerMoved` (motion with the primary button down)
///   is ``Kind/drag``; `.keyDown`, `.text` and `.markedText` are ``Kind/typing`` — a typed character
///   usually arrives as a key-down and a text event, two samples stamped by the same frame.
///
/// Measured on `ContinuousClock` (monotonic). Samples are kept until the recorder is replaced: one
/// `Duration` per counted event.
///
/// For example, the 99th percentile of wheel latency over a scripted scroll:
/// ```swift
/// host.inputLatency = InputLatency()
/// for _ in 0..<200 {
///     host.post(.wheel(notches: CGSize(width: 0, height: -1), at: CGPoint(x: 100, y: 100)))
///     host.runOnce()
/// }
/// host.inputLatency?.percentile(0.99, of: .wheel)
/// ```
public struct InputLatency: Sendable {
    /// What kind of input a sample measures.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// A wheel or trackpad scroll.
        case wheel
        /// Pointer motion with the primary button down.
        case drag
        /// A key going down, committed text, an input method's pre-edit text.
        case typing

        /// The kind `input` counts as; nil for input that is not measured (clicks, hovering, key-ups).
        init?(_ input: InputEvent) {
            switch input {
            case .scroll: self = .wheel
            case .pointerMoved: self = .drag
            case .keyDown, .text, .markedText: self = .typing
            default: return nil
            }
        }
    }

    /// An event handled and not yet shown: its kind and when the host took it from SDL.
    private struct Arrival: Sendable {
        let kind: Kind
        let instant: ContinuousClock.Instant
    }

    /// The latencies recorded so far by kind, in the order their frames were presented.
    public private(set) var samples: [Kind: [Duration]] = [:]
    /// Events handled in the current turn, waiting for its frame.
    private var waiting: [Arrival] = []

    /// A recorder with no samples.
    public init() {}

    /// The latencies of one kind, in the order their frames were presented.
    public func samples(of kind: Kind) -> [Duration] {
        samples[kind] ?? []
    }

    /// The latency that `fraction` of `kind`'s samples do not exceed (nearest rank); nil without samples.
    /// For example `percentile(0.99, of: .wheel)`.
    public func percentile(_ fraction: Double, of kind: Kind) -> Duration? {
        Self.percentile(fraction, of: samples(of: kind))
    }

    /// The nearest-rank percentile of `values`: the smallest value that at least `fraction` of them
    /// do not exceed (`fraction` 0 gives the smallest, 1 the largest); nil when `values` is empty.
    ///
    /// - Precondition: `fraction` is in 0…1.
    public static func percentile(_ fraction: Double, of values: [Duration]) -> Duration? {
        precondition((0...1).contains(fraction), "a percentile's fraction must be in 0…1, got \(fraction)")
        guard !values.isEmpty else { return nil }
        // The rank is ⌈fraction × count⌉; the tolerance keeps 0.07 × 100 (7.000000000000001) at rank 7.
        let rank = Int((fraction * Double(values.count) - 1e-9).rounded(.up))
        return values.sorted()[min(max(rank, 1), values.count) - 1]
    }

    /// Notes that `input`, taken from SDL's queue at `arrival`, was handled (delivered to the window, or
    /// a host shortcut such as the appearance toggle).
    mutating func delivered(_ input: InputEvent, arrivedAt arrival: ContinuousClock.Instant) {
        guard let kind = Kind(input) else { return }
        waiting.append(Arrival(kind: kind, instant: arrival))
    }

    /// Records a sample for every event waiting: a frame reflecting them was presented at `instant`.
    mutating func framePresented(at instant: ContinuousClock.Instant) {
        for arrival in waiting {
            samples[arrival.kind, default: []].append(arrival.instant.duration(to: instant))
        }
        waiting.removeAll(keepingCapacity: true)
    }

    /// Forgets the events waiting: their turn ended without presenting a frame.
    mutating func turnEnded() {
        waiting.removeAll(keepingCapacity: true)
    }
}
