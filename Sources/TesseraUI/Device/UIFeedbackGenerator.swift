public import Foundation

/// Haptic feedback (`UIImpactFeedbackGenerator`, `UISelectionFeedbackGenerator`,
/// `UINotificationFeedbackGenerator`). A Linux computer has no haptic engine, so, as on an iPad,
/// the calls are accepted and nothing is felt; they are never an error.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    public init() {}

    /// Readies the engine (UIKit: lowers the latency of the next feedback). Nothing to ready here.
    open func prepare() {}
}

/// Feedback for a collision: a snap into place, a drop.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {}

    /// - Parameter intensity: 0…1.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a change of selection: a picker's wheel, a segmented control.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}

/// Feedback for the outcome of a task.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
