public import Foundation
public import TesseraGraphics

/// Where a popover would point (`UIPopoverPresentationController`): the source view and rectangle
/// or bar button item, and the arrow directions allowed.
///
/// A controller presented with `.popover` (and an action sheet) has one, so iPad-safe code runs
/// unchanged:
/// ```swift
/// let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
/// sheet.popoverPresentationController?.sourceView = shareButton
/// sheet.popoverPresentationController?.sourceRect = shareButton.bounds
/// present(sheet, animated: true)
/// ```
/// Tessera's window is laid out as a compact-width screen, where UIKit adapts a popover to a sheet:
/// the controller shows as a sheet (an action sheet as an action sheet), and the source and arrow
/// settings are kept and read back. Its `delegate` is the presentation's delegate, so it hears the
/// user's dismissals (`presentationControllerDidDismiss(_:)` and the rest).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at (kept).
    open weak var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at (kept).
    open var sourceRect = CGRect.zero
    /// The bar button item the popover points at, instead of a view (kept).
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point (kept); `.any` by default.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// The direction the arrow points: `.unknown`, as the controller shows as a sheet.
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// The popover's background colour (kept).
    open var backgroundColor: UIColor?
    /// Views the user may touch while the popover shows (kept).
    open var passthroughViews: [UIView]?
    /// Whether the popover may cover the source rectangle (kept).
    open var canOverlapSourceViewRect = false
    /// The margins a popover keeps from the window's edges (kept).
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// Asked and told about dismissals the user starts, as the delegate of the presentation the
    /// controller is shown in.
    override open var delegate: (any UIAdaptivePresentationControllerDelegate)? {
        didSet {
            guard let presentation = presentedViewController.presentationController, presentation !== self else {
                return
            }
            presentation.delegate = delegate
        }
    }
}

/// What a popover's delegate may implement (`UIPopoverPresentationControllerDelegate`): the
/// adaptive presentation's methods; all have defaults.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called before the controller is presented, to set the source late.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// The directions a popover's arrow may point (`UIPopoverArrowDirection`, UIKit's raw values).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

extension UIViewController {
    /// The popover settings of a controller presented with `.popover`, or of an action sheet; nil
    /// for other controllers. Made on first use and kept with the controller.
    public var popoverPresentationController: UIPopoverPresentationController? {
        let isActionSheet = (self as? UIAlertController)?.preferredStyle == .actionSheet
        guard modalPresentationStyle == .popover || isActionSheet else { return nil }
        if let popoverPresentationStorage { return popoverPresentationStorage }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        popoverPresentationStorage = popover
        return popover
    }
}
