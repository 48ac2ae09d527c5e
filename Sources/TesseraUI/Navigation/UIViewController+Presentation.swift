public import Foundation
import TesseraCore
import TesseraGraphics

/// Modal presentation (`UIViewController.present(_:animated:completion:)`).
///
/// A presented controller is shown above everything in the presenter's window: a backdrop of
/// 40 % black covers the window (tapping it does nothing — dismiss from the presented screen),
/// and the presented view slides up from the bottom edge over `presentationDuration` seconds as a
/// sheet that leaves `sheetTopGap` points plus the top safe-area inset uncovered. A controller whose
/// `modalPresentationStyle` is `.fullScreen` or `.overFullScreen` (or the current-context forms)
/// covers the whole window instead, with no dimming; one whose `modalTransitionStyle` is
/// `.crossDissolve` fades in and out. Controllers that draw their own layout (`UIAlertController`)
/// fill the whole window and fade in.
///
/// ```swift
/// let editor = EditorViewController()
/// home.present(editor, animated: true)
/// // … later, from the editor:
/// dismiss(animated: true) { print("closed") }
/// ```
///
/// The presented controller gets `viewWillAppear`/`viewDidAppear`; the presenter stays visible
/// underneath and gets no callbacks, as with UIKit sheets — except under `.fullScreen` and
/// `.currentContext`, where the presenter's root controller gets `viewWillDisappear`/
/// `viewDidDisappear` (and the appear calls again when the presented one is dismissed). Dismissing runs
/// `viewWillDisappear`/`viewDidDisappear`, removes the views, then ends the presented controller
/// (`invalidate()`), so it deinitialises once the caller lets go of it. Ending the presenter ends
/// what it presents. Model values change at once; the window's clock drives the slide.
extension UIViewController {
    /// Where refused presentations are logged.
    private static let presentationLog = Logger(category: "presentation")

    /// How long the slide or fade of a presentation takes, in seconds.
    public static let presentationDuration: TimeInterval = 0.3
    /// The gap above a sheet, below the top safe-area inset, in points.
    public static let sheetTopGap: CGFloat = 10

    /// The controller this one presents, or nil.
    public var presentedViewController: UIViewController? { presentedStorage }

    /// The controller that presented this one (or one of its ancestors), or nil.
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenter = controller.presentingStorage { return presenter }
            current = controller.parent
        }
        return nil
    }

    /// Whether the controller is being presented: during its appearance calls of a presentation.
    public var isBeingPresented: Bool { transitionFlags.beingPresented }

    /// Whether the controller is being dismissed: during its disappearance calls of a dismissal.
    public var isBeingDismissed: Bool { transitionFlags.beingDismissed }

    /// Presents `controller` modally over this controller's window; `completion` runs when it has
    /// appeared (at once when not animated).
    ///
    /// As in UIKit, a controller whose view is not in a window yet (called from `viewDidLoad`, say)
    /// or that already presents one does not present: the attempt is logged (category
    /// "presentation") and `completion` does not run.
    /// - Precondition: `controller` is not presented or contained elsewhere.
    public func present(_ controller: UIViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        precondition(
            controller.parent == nil && controller.presentingStorage == nil,
            "present(_:animated:): \(type(of: controller)) is already shown elsewhere")
        if let presented = presentedStorage {
            Self.presentationLog.warning(
                "Attempt to present \(type(of: controller)) on \(type(of: self)), which is already presenting "
                    + "\(type(of: presented))")
            return
        }
        guard let window = viewIfLoaded?.window else {
            Self.presentationLog.warning(
                "Attempt to present \(type(of: controller)) on \(type(of: self)), whose view is not in a window")
            return
        }
        _ = controller.sheetPresentationController  // a presentation asked for earlier becomes a sheet
        if let popover = controller.popoverPresentationStorage {
            (popover.delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
        }
        presentedStorage = controller
        controller.presentingStorage = self
        let container = PresentationContainerView(presenting: controller)
        controller.presentationContainer = container
        container.frame = window.bounds
        window.addSubview(container)
        container.previouslyFocusedView = window.focusScopeDidChange()
        let hidden = container.hidesPresenter ? rootAncestor : nil
        hidden?.beginAppearanceTransition(false, animated: animated)
        controller.transitionFlags.beingPresented = true
        controller.beginAppearanceTransition(true, animated: animated)
        container.present(controller.view)
        container.layoutIfNeeded()
        let finish = { @MainActor in
            controller.endAppearanceTransition()
            controller.transitionFlags.beingPresented = false
            hidden?.endAppearanceTransition()
            completion?()
        }
        guard animated else {
            finish()
            return
        }
        let presentedView = controller.view
        container.backdrop.alpha = 0
        if container.fades {
            container.setSheet(alpha: 0)
        } else {
            container.setSheet(
                transform: CGAffineTransform(
                    translationX: 0, y: container.bounds.height - presentedView.frame.minY))
        }
        UIView.animate(withDuration: Self.presentationDuration, curve: .easeOut) {
            container.backdrop.alpha = container.backdropAlpha
            container.setSheet(alpha: 1)
            container.setSheet(transform: .identity)
        } completion: { _ in
            finish()
        }
    }

    /// Dismisses the controller this one presents — or, when it presents nothing, the one presenting
    /// it dismisses it — sliding it down; then ends it and runs `completion`. Does nothing (but run
    /// `completion`) when nothing is presented.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard let presenter = presentedStorage != nil ? self : presentingViewController,
            let presented = presenter.presentedStorage
        else {
            completion?()
            return
        }
        if presented.presentedStorage != nil { presented.dismiss(animated: false) }
        let container = presented.presentationContainer
        presenter.presentedStorage = nil
        presented.presentingStorage = nil
        presented.presentationContainer = nil
        let uncovered = (container as? PresentationContainerView)?.hidesPresenter == true ? presenter.rootAncestor : nil
        presented.transitionFlags.beingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        uncovered?.beginAppearanceTransition(true, animated: animated)
        let window = container?.window
        let finish = { @MainActor in
            container?.removeFromSuperview()
            window?.restoreFocus(to: (container as? PresentationContainerView)?.previouslyFocusedView)
            presented.endAppearanceTransition()
            presented.transitionFlags.beingDismissed = false
            uncovered?.endAppearanceTransition()
            presented.invalidate()
            completion?()
        }
        guard animated, let container = container as? PresentationContainerView, container.window != nil else {
            finish()
            return
        }
        let presentedView = presented.view
        container.isUserInteractionEnabled = false
        UIView.animate(withDuration: Self.presentationDuration, curve: .easeIn) {
            container.backdrop.alpha = 0
            if container.fades {
                container.setSheet(alpha: 0)
            } else {
                container.setSheet(
                    transform: CGAffineTransform(
                        translationX: 0, y: container.bounds.height - presentedView.frame.minY))
            }
        } completion: { _ in
            finish()
        }
    }
}

/// Controllers whose view fills the window when presented (and fades rather than slides), because
/// they lay out their own card or sheet — `UIAlertController`.
@MainActor
protocol FullWindowPresentation: AnyObject {
    /// Whether the window behind is dimmed (true unless the controller says otherwise: a
    /// control's menu leaves it as it is, as in UIKit).
    var dimsBackground: Bool { get }
}

extension FullWindowPresentation {
    var dimsBackground: Bool { true }
}

extension UIViewController {
    /// The outermost container of this controller (itself when it has no parent): the controller
    /// whose screen a full-screen presentation takes away.
    var rootAncestor: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }
}

/// Covers the window while a controller is presented: a backdrop (dimmed unless the controller
/// asks otherwise) and the presented view.
@MainActor
final class PresentationContainerView: UIView {
    /// 40 % black over the window, or clear (still catching touches) when not dimming.
    let backdrop = UIView()
    /// Whether the presented view fills the window (else it sits in a sheet).
    let fillsWindow: Bool
    /// Whether the presented view fades in and out (else it slides).
    let fades: Bool
    /// Whether the presenter's screen is taken away while this is shown (`.fullScreen`).
    let hidesPresenter: Bool
    private(set) weak var presentedView: UIView?
    /// What had keyboard focus before the presentation took it; it gets it back afterwards.
    weak var previouslyFocusedView: UIView?
    /// The sheet's detents, dimming and grabber (sheets only).
    weak var sheet: UISheetPresentationController?
    /// The sheet's grabber, shown when the sheet prefers it.
    private let grabber = UIView()
    /// How far the user's drag has moved the sheet from its resting top (sheets only).
    var dragOffset: CGFloat = 0
    /// The sheet's resting top and the large detent's height, from the last layout.
    private(set) var restingTop: CGFloat = 0
    private(set) var maximumSheetHeight: CGFloat = 0

    /// The container for `controller`, placed as its kind and presentation style ask.
    convenience init(presenting controller: UIViewController) {
        if let ownLayout = controller as? any FullWindowPresentation {
            self.init(fillsWindow: true, dims: ownLayout.dimsBackground, fades: true)
        } else {
            let style = controller.modalPresentationStyle
            self.init(
                fillsWindow: style.coversWindow, dims: !style.coversWindow,
                fades: controller.modalTransitionStyle != .coverVertical, hidesPresenter: style.hidesPresenter)
            sheet = controller.sheetPresentationController
            sheet?.container = self
        }
    }

    private init(fillsWindow: Bool, dims: Bool, fades: Bool, hidesPresenter: Bool = false) {
        self.fillsWindow = fillsWindow
        self.fades = fades
        self.hidesPresenter = hidesPresenter
        super.init(frame: .zero)
        backdrop.backgroundColor = dims ? UIColor(red: 0, green: 0, blue: 0, alpha: 0.4) : .clear
        addSubview(backdrop)
        // Assistive technologies read the presented screen only, and keyboard focus stays in it, as in UIKit.
        accessibilityViewIsModal = true
    }

    func present(_ view: UIView) {
        presentedView = view
        addSubview(view)
        if sheet != nil {
            grabber.backgroundColor = .tertiaryLabel
            grabber.layer.cornerRadius = 2.5
            addSubview(grabber)
            installSheetDrag()
        }
        setNeedsLayout()
    }

    /// Moves the presented view and the grabber together (presenting and dismissing).
    func setSheet(transform: CGAffineTransform) {
        presentedView?.transform = transform
        grabber.transform = transform
    }

    /// Fades the presented view and the grabber together.
    func setSheet(alpha: CGFloat) {
        presentedView?.alpha = alpha
        grabber.alpha = alpha
    }

    /// The backdrop's opacity at rest: clear while a sheet rests at or below its largest undimmed
    /// detent.
    var backdropAlpha: CGFloat { isDimming ? 1 : 0 }

    private var isDimming = true

    /// While the screen behind is not dimmed, touches outside the sheet reach it.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return !isDimming && (hit === self || hit === backdrop) ? nil : hit
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let window { frame = window.bounds }
        backdrop.frame = bounds
        guard let presentedView else { return }
        if fillsWindow {
            presentedView.frame = bounds
        } else {
            let top = safeAreaInsets.top + UIViewController.sheetTopGap
            let maximum = max(0, bounds.height - top)
            let heights = sheet?.detentHeights(maximumHeight: maximum, traits: traitCollection) ?? []
            let height = sheet?.restingDetent(among: heights, maximumHeight: maximum).1 ?? maximum
            (restingTop, maximumSheetHeight) = (bounds.height - height, maximum)
            // A drag moves the whole sheet down, and stretches it to the bottom when pulled up.
            let shownTop = restingTop + dragOffset
            presentedView.frame = CGRect(
                x: 0, y: shownTop, width: bounds.width, height: max(height, bounds.height - shownTop))
            presentedView.layer.cornerRadius = sheet?.preferredCornerRadius ?? 10
            presentedView.clipsToBounds = true
            let dims = sheet?.dims(atHeight: height, among: heights) ?? true
            if dims != isDimming {
                // Only on a change: the backdrop's alpha is animated while the sheet comes and goes.
                isDimming = dims
                backdrop.alpha = backdropAlpha
                // The screen behind an undimmed sheet stays usable by keyboard and screen reader.
                accessibilityViewIsModal = dims
            }
            grabber.isHidden = !(sheet?.prefersGrabberVisible ?? false) || presentedView.isHidden
            grabber.frame = CGRect(x: (bounds.width - 36) / 2, y: presentedView.frame.minY + 5, width: 36, height: 5)
        }
    }
}
