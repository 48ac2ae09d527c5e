public import Foundation
public import TesseraGraphics

/// One frame of a recorded transition: where every screen and bar was drawn at that instant.
///
/// A *screen* is the root view of a view controller (`view.next is UIViewController`), a *bar* a
/// `UINavigationBar` or `UITabBar` (or whatever the recorder's `isBar` says). Views are listed in
/// drawing order, back to front.
public struct TransitionFrame: Sendable {
    /// A screen or bar as drawn in one frame.
    public struct View: Sendable, CustomStringConvertible {
        /// Whether the view is a controller's screen or a bar.
        public enum Role: Hashable, Sendable { case screen, bar }

        /// The view's identity, stable across the frames of one recording.
        public let id: ObjectIdentifier
        /// Where it sits in the tree, e.g. `UIWindow › TabBarContainerView › EntryDetailView`.
        public let path: String
        public let role: Role
        /// Position in drawing order (0 is drawn first, at the back).
        public let drawOrder: Int
        /// The bounds size it is laid out at, in points (the in-flight value while bounds animate).
        public let size: CGSize
        /// Where it is drawn, in window points, ignoring clipping.
        public let frame: CGRect
        /// The part of `frame` left after clipping ancestors and the window, or `.null` when none
        /// is (hidden, transparent, clipped away or off the window).
        public let visibleFrame: CGRect
        /// The ids of the screens that contain this view, nearest first.
        public let containingScreens: [ObjectIdentifier]

        /// Whether anything of the view is drawn in this frame.
        public var isVisible: Bool { !visibleFrame.isNull }

        public var description: String {
            "\(path) size \(Self.format(size)) visible \(isVisible ? Self.format(visibleFrame) : "none")"
        }

        static func format(_ size: CGSize) -> String { "\(format(size.width))×\(format(size.height))" }
        static func format(_ rect: CGRect) -> String {
            "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width))×\(format(rect.height)))"
        }
        static func format(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
        }
    }

    /// 0 for the first frame after the action, counting up.
    public let index: Int
    /// Test-clock time since the recording began.
    public let time: Duration
    /// The screens and bars in the tree, back to front.
    public let views: [View]
    /// The window rendered at the recorder's `imageScale`, or nil when it records no images.
    public let image: Bitmap?

    /// The recorded view with `id`, if it is in this frame.
    public func view(_ id: ObjectIdentifier) -> View? { views.first { $0.id == id } }

    /// Whether `upper` is drawn in front of `lower` in this frame; false when either is missing.
    public func draws(_ upper: ObjectIdentifier, above lower: ObjectIdentifier) -> Bool {
        guard let upper = view(upper), let lower = view(lower) else { return false }
        return upper.drawOrder > lower.drawOrder
    }
}
