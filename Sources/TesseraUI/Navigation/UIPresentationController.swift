import Foundation

/// Manages one modal presentation (`UIPresentationController`): which controller is presented,
/// by whom, and the delegate asked when the user tries to dismiss it without the screen's own
/// buttons (Escape, Alt+Left, the pointer's back button).
///
/// Every controller has one while presented, and asking for it earlier creates it, so a delegate
/// can be set before presenting, as in UIKit:
/// ```swift
/// let editor = UINavigationController(rootViewController: compose)
/// editor.presentationController?.delegate = compose   // asks before an unsaved draft goes
/// present(editor, animated: true)
/// ```
@preconcurrency @MainActor
open class UIPresentationController {
    /// The controller presented. The controller owns this object.
    public unowned let presentedViewController: UIViewController
    /// The controller that presented it, while it is presented.
    public var presentingViewController: UIViewController? { presentedViewController.presentingViewController }
    /// Asked about and told of dismissals the user starts.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
    }
}

/// What a presentation's delegate hears when the user tries to dismiss the presented screen
/// (`UIAdaptivePresentationControllerDelegate`). All methods have defaults.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the dismissal may go ahead. Default true. Not asked while the presented controller
    /// (or a controller inside it) has `isModalInPresentation`.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The dismissal is about to start.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The dismissal finished.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss and it was refused (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss` said no): the place to ask "Discard changes?".
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

extension UIViewController {
    /// The presentation this controller is part of: its own, or its nearest presented ancestor's;
    /// created on first use for a controller that is not presented yet.
    public var presentationController: UIPresentationController? {
        if presentingStorage == nil, let parent { return parent.presentationController }
        if let presentationControllerStorage { return presentationControllerStorage }
        let created =
            modalPresentationStyle.coversWindow || self is any FullWindowPresentation
            ? UIPresentationController(presentedViewController: self, presenting: nil)
            : UISheetPresentationController(presentedViewController: self, presenting: nil)
        presentationControllerStorage = created
        return created
    }

    /// Whether this controller or one inside it refuses dismissal by the user.
    var refusesUserDismissal: Bool {
        isModalInPresentation || children.contains(where: \.refusesUserDismissal)
    }

    /// A dismissal the user started (Escape, Alt+Left, the back button) on a presented controller:
    /// refused while `isModalInPresentation` (anywhere inside) or when the delegate says no — the
    /// delegate hears `presentationControllerDidAttemptToDismiss` — else dismissed with the
    /// delegate told before and after. True: the attempt was handled either way.
    func attemptUserDismissal() -> Bool {
        guard presentingStorage != nil, let presentation = presentationController else { return false }
        let delegate = presentation.delegate
        if refusesUserDismissal || delegate?.presentationControllerShouldDismiss(presentation) == false {
            delegate?.presentationControllerDidAttemptToDismiss(presentation)
            return true
        }
        delegate?.presentationControllerWillDismiss(presentation)
        dismiss(animated: true) { delegate?.presentationControllerDidDismiss(presentation) }
        return true
    }
}
