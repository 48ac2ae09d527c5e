public import Foundation

/// A message with buttons, shown modally (`UIAlertController`): a centred card (`.alert`) or a
/// sheet of buttons along the bottom (`.actionSheet`), over the dimmed window.
///
/// ```swift
/// let alert = UIAlertController(title: "重命名 Rename", message: "Give the entry a new title.", preferredStyle: .alert)
/// alert.addTextField { field in field.placeholder = "Title" }
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Save") { [weak alert] _ in
///     model.rename(to: alert?.textFields?.first?.text ?? "")
/// })
/// home.present(alert, animated: true)
/// ```
/// Tapping an action dismisses the alert (`dismiss(animated: true)`) and then runs the action's
/// handler, while the alert and its text fields are still readable. Layout, in points: an alert
/// card is `alertWidth` wide, centred; an action sheet spans the window less `sheetMargin` on each
/// side, above the bottom safe-area inset, with the cancel action in a card of its own. Buttons are
/// `buttonHeight` tall; an alert with exactly two actions (and no text field) puts them side by side.
///
/// Main actor only. Text fields are only allowed in `.alert` style.
@preconcurrency @MainActor
open class UIAlertController: UIViewController, FullWindowPresentation {
    /// `.alert`: a card in the middle; `.actionSheet`: buttons along the bottom.
    public enum Style: Hashable, Sendable {
        case alert
        case actionSheet
    }

    /// Width of an alert card, in points.
    public static let alertWidth: CGFloat = 270
    /// Height of each action button, in points.
    public static let buttonHeight: CGFloat = 44
    /// Margin around an action sheet and between its cards, in points.
    public static let sheetMargin: CGFloat = 8

    /// The bold first line; nil shows none.
    public let alertTitle: String?
    /// The text under the title; nil shows none.
    public let message: String?
    public let preferredStyle: Style
    /// The actions, in the order added (the cancel action is placed as `UIAlertAction.Style.cancel` says).
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields, in the order added; nil while there are none.
    public var textFields: [UITextField]? { addedTextFields.isEmpty ? nil : addedTextFields }
    private var addedTextFields: [UITextField] = []

    /// The card(s) and buttons.
    let alertView: AlertView

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.alertTitle = title
        self.message = message
        self.preferredStyle = preferredStyle
        self.alertView = AlertView(style: preferredStyle)
        super.init(nibName: nil, bundle: nil)
        tracker = nil
    }

    override open func loadView() {
        view = alertView
    }

    /// The screen name for analytics: none, as an alert is not a screen.
    override open var trackingName: String? { nil }

    /// Adds `action`.
    /// - Precondition: at most one action has style `.cancel`.
    public func addAction(_ action: UIAlertAction) {
        precondition(
            action.style != .cancel || !actions.contains { $0.style == .cancel },
            "UIAlertController: at most one action can have style .cancel")
        action.owner = self
        actions.append(action)
        actionsDidChange()
    }

    /// Adds a text field under the message (`.roundedRect`, body font) and lets `configure` set it
    /// up (placeholder, secure entry, text).
    /// - Precondition: `preferredStyle` is `.alert`.
    public func addTextField(configurationHandler configure: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "UIAlertController: text fields are only allowed in .alert style")
        let field = UITextField()
        field.borderStyle = .roundedRect
        configure?(field)
        addedTextFields.append(field)
        actionsDidChange()
    }

    override open func buildHierarchy() {
        alertView.configure(title: alertTitle, message: message)
        actionsDidChange()
    }

    override open func themeDidChange() {
        alertView.applyTheme()
    }

    override open func tearDown() {
        for action in actions { action.handler = nil }
    }

    /// Escape performs the cancel action (the alert stays when it has none, and the key goes no
    /// further).
    override open func accessibilityPerformEscape() -> Bool {
        if let cancel = actions.first(where: { $0.style == .cancel }) { perform(cancel) }
        return true
    }

    /// Rebuilds the buttons and fields of a loaded view.
    func actionsDidChange() {
        guard isViewLoaded else { return }
        alertView.setActions(actions, textFields: addedTextFields) { [weak self] action in self?.perform(action) }
    }

    /// What a tap on `action`'s button does: dismiss, then the handler.
    func perform(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        let handler = action.handler
        dismiss(animated: true)
        handler?(action)
    }
}
