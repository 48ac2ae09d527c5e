public import Foundation

/// Checks every frame of a ``TransitionRecording`` for what a person would see as a glitch in the
/// motion, rules a settled screenshot cannot show:
///
/// - **Outside its container** — a screen draws outside the screen that contains it (a pushed
///   screen over the tab bar controller's bar, say): its visible part must lie inside its nearest
///   containing screen's visible part.
/// - **Drawn over a bar** — a screen is drawn in front of a navigation or tab bar and covers part of
///   it, where it does not at rest (a sheet over the tab bar is fine: it covers it when settled too).
/// - **Covered by a bar** — a screen that sits against a bar at rest (a pushed screen under its
///   navigation bar) slides under it mid-motion, its header cut off.
/// - **Size never at rest** — a screen is laid out at a size it has in neither settled state (a
///   home screen squeezed or stretched while its bar slides), so its content re-flows mid-motion.
///
/// Overlaps and overhangs up to `tolerance` points are ignored (edges meeting at fractional points).
///
/// For example:
/// ```swift
/// let push = try recorder.record { try driver.tap(label: "Concert night") }
/// let issues = push.audit()                                     // every rule
/// #expect(issues.isEmpty, "\(issues)")
/// let sizesOnly = push.audit(FrameAudit(rules: [.sizeNeverAtRest]))
/// ```
public struct FrameAudit: Sendable {
    /// The rules to check.
    public struct Rules: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let outsideContainer = Rules(rawValue: 1 << 0)
        public static let drawnOverBar = Rules(rawValue: 1 << 1)
        public static let coveredByBar = Rules(rawValue: 1 << 2)
        public static let sizeNeverAtRest = Rules(rawValue: 1 << 3)
        public static let all: Rules = [.outsideContainer, .drawnOverBar, .coveredByBar, .sizeNeverAtRest]
    }

    /// One problem in one frame.
    public struct Issue: Hashable, Sendable, CustomStringConvertible {
        public enum Kind: Hashable, Sendable {
            /// The screen's visible part reaches outside the screen at `container`.
            case outsideContainer(container: String)
            /// The screen is drawn in front of the bar at `bar`, covering part of it.
            case drawnOverBar(bar: String)
            /// The screen, which sits against the bar at `bar` when settled, is partly under it.
            case coveredByBar(bar: String)
            /// The screen is laid out at `size`, which it has in neither settled state (`resting`).
            case sizeNeverAtRest(size: CGSize, resting: [CGSize])
        }

        public let kind: Kind
        /// The frame's index in the recording (−1 is the settled state before).
        public let frameIndex: Int
        /// The offending screen's path.
        public let path: String

        public var description: String {
            let subject = "frame \(frameIndex): \(path)"
            switch kind {
            case .outsideContainer(let container):
                return "\(subject) is drawn outside \(container)"
            case .drawnOverBar(let bar):
                return "\(subject) is drawn over \(bar)"
            case .coveredByBar(let bar):
                return "\(subject) is partly hidden under \(bar)"
            case .sizeNeverAtRest(let size, let resting):
                let sizes = resting.map(TransitionFrame.View.format).joined(separator: " or ")
                return "\(subject) is laid out at \(TransitionFrame.View.format(size)), never at rest (\(sizes))"
            }
        }
    }

    public var rules: Rules
    /// Points of overlap or overhang that do not count.
    public var tolerance: CGFloat

    public init(rules: Rules = .all, tolerance: CGFloat = 0.5) {
        self.rules = rules
        self.tolerance = tolerance
    }

    /// The issues in every frame of `recording`, first frame first.
    ///
    /// - Complexity: O(frames × (screens × bars + screens × depth)).
    public func run(on recording: TransitionRecording) -> [Issue] {
        recording.frames.flatMap { issues(in: $0, of: recording) }
    }

    private func issues(in frame: TransitionFrame, of recording: TransitionRecording) -> [Issue] {
        var found: [Issue] = []
        let screens = frame.views.filter { $0.role == .screen }
        let bars = frame.views.filter { $0.role == .bar && $0.isVisible }
        for screen in screens {
            func report(_ kind: Issue.Kind) {
                found.append(Issue(kind: kind, frameIndex: frame.index, path: screen.path))
            }
            if rules.contains(.sizeNeverAtRest) {
                let resting = recording.restingSizes(of: screen.id)
                if !resting.isEmpty, !resting.contains(where: { sameSize($0, screen.size) }) {
                    report(.sizeNeverAtRest(size: screen.size, resting: resting))
                }
            }
            guard screen.isVisible else { continue }
            if rules.contains(.outsideContainer),
                let container = screen.containingScreens.lazy.compactMap({ frame.view($0) }).first,
                !container.visibleFrame.insetBy(dx: -tolerance, dy: -tolerance).contains(screen.visibleFrame)
            {
                report(.outsideContainer(container: container.path))
            }
            for bar in bars where !bar.containingScreens.contains(screen.id) && overlaps(screen, bar) {
                if screen.drawOrder > bar.drawOrder {
                    if rules.contains(.drawnOverBar), !restsOver(screen.id, bar.id, in: recording) {
                        report(.drawnOverBar(bar: bar.path))
                    }
                } else if rules.contains(.coveredByBar), restsAgainst(screen.id, bar.id, in: recording) {
                    report(.coveredByBar(bar: bar.path))
                }
            }
        }
        return found
    }

    private func sameSize(_ a: CGSize, _ b: CGSize) -> Bool {
        abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// Whether the visible parts overlap by more than the tolerance both ways.
    private func overlaps(_ a: TransitionFrame.View, _ b: TransitionFrame.View) -> Bool {
        guard a.isVisible, b.isVisible else { return false }
        let overlap = a.visibleFrame.intersection(b.visibleFrame)
        return !overlap.isNull && overlap.width > tolerance && overlap.height > tolerance
    }

    /// Whether, in a settled state, the screen is drawn over the bar and covers part of it.
    private func restsOver(_ screen: ObjectIdentifier, _ bar: ObjectIdentifier, in recording: TransitionRecording)
        -> Bool
    {
        [recording.before, recording.after].contains { frame in
            guard let s = frame.view(screen), let b = frame.view(bar) else { return false }
            return s.drawOrder > b.drawOrder && overlaps(s, b)
        }
    }

    /// Whether, in a settled state, the screen touches the bar's edge without overlapping it.
    private func restsAgainst(_ screen: ObjectIdentifier, _ bar: ObjectIdentifier, in recording: TransitionRecording)
        -> Bool
    {
        [recording.before, recording.after].contains { frame in
            guard let s = frame.view(screen), let b = frame.view(bar), s.isVisible, b.isVisible, !overlaps(s, b) else {
                return false
            }
            return !s.visibleFrame.insetBy(dx: -tolerance, dy: -tolerance).intersection(b.visibleFrame).isNull
        }
    }
}
