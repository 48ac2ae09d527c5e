import Foundation
public import TesseraGraphics

/// What actions and menus have in common: a title, a subtitle and an image (`UIMenuElement`).
/// Its subclasses here are `UIAction`, `UIMenu` and `UIDeferredMenuElement`.
///
/// Elements compare and hash by identity, as `NSObject`s do on iOS.
///
/// For example:
/// ```swift
/// let delete = UIAction(title: "Delete", attributes: .destructive) { _ in model.delete() }
/// delete.attributes.contains(.destructive)   // true
/// ```
@preconcurrency @MainActor
open class UIMenuElement {
    /// How an element is presented and whether it can be chosen (`UIMenuElement.Attributes`).
    ///
    /// For example:
    /// ```swift
    /// let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
    ///     removeEntry()
    /// }
    /// ```
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The element cannot be chosen. A control ignores `sendAction(_:)` of a disabled action.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element destroys data (drawn in red in menus).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element keeps its menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A check mark state (`UIMenuElement.State`).
    ///
    /// For example, the chosen sort order shows a check mark:
    /// ```swift
    /// let byDate = UIAction(title: "Date", state: sortOrder == .date ? .on : .off) { _ in sortOrder = .date }
    /// ```
    public enum State: Int, Hashable, Sendable {
        /// No check mark.
        case off = 0
        /// A check mark.
        case on = 1
        /// A dash: the option holds for some of the selection.
        case mixed = 2
    }

    /// The short display title.
    open var title: String
    /// A second line under the title.
    open var subtitle: String?
    /// The image shown beside the title.
    open var image: UIImage?

    @usableFromInline
    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

extension UIMenuElement: Hashable {
    nonisolated public static func == (lhs: UIMenuElement, rhs: UIMenuElement) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
