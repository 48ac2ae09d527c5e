public import Foundation
import TesseraGraphics

/// The frames of one transition, with the settled states on either side (see ``TransitionRecorder``).
///
/// For example:
/// ```swift
/// let (detail, home) = (ObjectIdentifier(detailController.view), ObjectIdentifier(homeController.view))
/// let pop = try recorder.record { navigation.popViewController(animated: true) }
/// #expect(pop.audit().isEmpty)
/// // The screen leaving stays in front of the one coming back in every frame.
/// #expect(pop.frames.allSatisfy { !$0.isPresent(detail) || $0.draws(detail, above: home) })
/// ```
public struct TransitionRecording: Sendable {
    /// The settled window before the action (index −1).
    public let before: TransitionFrame
    /// Every frame from the action until the window settled, in time order.
    public let frames: [TransitionFrame]
    /// The settled window after the transition.
    public let after: TransitionFrame

    /// Checks every frame with ``FrameAudit`` and returns the problems found, first frame first.
    public func audit(_ audit: FrameAudit = FrameAudit()) -> [FrameAudit.Issue] {
        audit.run(on: self)
    }

    /// The sizes `id` is laid out at in the settled states on either side.
    public func restingSizes(of id: ObjectIdentifier) -> [CGSize] {
        [before.view(id), after.view(id)].compactMap { $0?.size }
    }
}

extension TransitionFrame {
    /// Whether the view with `id` is in the tree in this frame (drawn or not).
    public func isPresent(_ id: ObjectIdentifier) -> Bool { view(id) != nil }
}
