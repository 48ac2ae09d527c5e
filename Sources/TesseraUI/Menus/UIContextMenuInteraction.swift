public import Foundation
import TesseraCore

/// Makes the menu of a context menu configuration from the system's suggested actions
/// (`UIContextMenuActionProvider`).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the view controller a context menu previews (`UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows (`UIContextMenuConfiguration`): its actions, made when the menu opens.
/// `suggestedActions` are the system's for the view (Cut, Copy, Paste, Select All on text).
///
/// ```swift
/// UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
///     UIMenu(children: [UIAction(title: "Share") { _ in share() }] + suggested)
/// }
/// ```
@preconcurrency @MainActor
public final class UIContextMenuConfiguration {
    /// The identifier given, else a new UUID string.
    public let identifier: any NSCopying
    final let actionProvider: UIContextMenuActionProvider?
    /// Kept only: menus open without a preview.
    final let previewProvider: UIContextMenuContentPreviewProvider?

    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// A configuration without a preview, so the menu can follow as a trailing closure:
    /// `UIContextMenuConfiguration { suggested in UIMenu(children: suggested) }`.
    public convenience init(identifier: (any NSCopying)? = nil, actionProvider: UIContextMenuActionProvider?) {
        self.init(identifier: identifier, previewProvider: nil, actionProvider: actionProvider)
    }
}

/// Supplies the configuration of a view's context menu (`UIContextMenuInteractionDelegate`).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu for a secondary click (right button, Shift+F10) at `location` (the view's points);
    /// nil shows none.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
}

/// Gives a view a context menu (`UIContextMenuInteraction`), opened by the right button or, for the
/// focused view, Shift+F10; the menu's items are buttons (Tab/Shift-Tab, Up/Down, Return), Escape
/// or a click outside closes it. Text fields and text views have one without an interaction: Cut,
/// Copy, Paste and Select All.
///
/// ```swift
/// cell.addInteraction(UIContextMenuInteraction(delegate: self))
/// ```
@preconcurrency @MainActor
public final class UIContextMenuInteraction {
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction was added to.
    public internal(set) weak var view: UIView?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }
}

/// Holds a view's interactions in the associated-object table (UIView has no stored slot for them).
private final class InteractionsKey: Sendable {
    static let shared = InteractionsKey()
}

extension UIView {
    /// The interactions added to the view (`UIView.interactions`).
    public var interactions: [UIContextMenuInteraction] {
        AssociatedObjectTable.shared.value(forKey: Self.interactionsKey, of: self) as? [UIContextMenuInteraction] ?? []
    }

    /// Adds an interaction (`UIView.addInteraction(_:)`).
    public func addInteraction(_ interaction: UIContextMenuInteraction) {
        interaction.view = self
        setInteractions(interactions.filter { $0 !== interaction } + [interaction])
    }

    /// Removes an interaction (`UIView.removeInteraction(_:)`).
    public func removeInteraction(_ interaction: UIContextMenuInteraction) {
        if interaction.view === self { interaction.view = nil }
        setInteractions(interactions.filter { $0 !== interaction })
    }

    private func setInteractions(_ list: [UIContextMenuInteraction]) {
        AssociatedObjectTable.shared.setValue(
            list.isEmpty ? nil : list, forKey: Self.interactionsKey, of: self, retention: .strong,
            releasedByDeinit: true)
    }

    private static var interactionsKey: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(InteractionsKey.shared).toOpaque())
    }
}
