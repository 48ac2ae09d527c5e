import Foundation
public import TesseraGraphics

/// The closure an action runs, with the action itself (its `sender` is the control that sent it).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title, image and identifier that controls run for their events (`UIAction`):
/// the closure-based replacement for target–action selectors, which need the Objective-C runtime.
///
/// A control keeps the actions added to it; capture owners weakly. Actions with the same
/// `identifier` replace each other on a control (`addAction(_:for:)`), and that identifier is
/// how `removeAction(identifiedBy:for:)` finds them.
///
/// For example:
/// ```swift
/// let save = UIAction(title: "Save", image: UIImage(systemName: "checkmark")) { [weak self] action in
///     self?.save(from: action.sender as? UIButton)
/// }
/// let button = UIButton(primaryAction: save)            // titled "Save", runs `save` on a tap
/// field.addAction(UIAction { _ in validate() }, for: .editingChanged)
/// ```
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A string that names an action (`UIAction.Identifier`); actions without one get a unique
    /// identifier.
    ///
    /// For example, finding a menu's action again by its identifier:
    /// ```swift
    /// let copy = UIAction(title: "Copy", identifier: UIAction.Identifier("copy-link")) { _ in copyLink() }
    /// ```
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier given at creation, or a unique one.
    public let identifier: Identifier
    /// A longer title for keyboard shortcut overlays.
    open var discoverabilityTitle: String?
    /// Whether the action is disabled, destructive or hidden.
    open var attributes: UIMenuElement.Attributes
    /// The action's check mark state.
    open var state: UIMenuElement.State
    /// The control that last ran the action (held weakly), or nil if none has; set before the
    /// handler runs.
    public var sender: Any? { senderObject }

    private final let handler: UIActionHandler
    private weak var senderObject: AnyObject?

    /// An action running `handler`. `identifier` nil gives a unique identifier.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// An action running `handler`, with `subtitle` shown under its title in menus. `identifier`
    /// nil gives a unique identifier.
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(
            title: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle,
            attributes: attributes, state: state, handler: handler)
        self.subtitle = subtitle
    }

    /// Runs the handler with `sender` recorded as the action's sender.
    func perform(sender: AnyObject?) {
        senderObject = sender
        handler(self)
    }
}
