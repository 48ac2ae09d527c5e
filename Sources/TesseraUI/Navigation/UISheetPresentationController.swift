public import Foundation
public import TesseraGraphics

/// The presentation of a controller shown as a sheet (`UISheetPresentationController`): the
/// heights it may rest at (`detents`), the one it shows, whether the screen behind is dimmed, the
/// grabber and the corner radius. A controller presented as a page or form sheet (the default) has
/// one as its `sheetPresentationController`:
/// ```swift
/// if let sheet = filters.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// present(filters, animated: true)
/// ```
/// The sheet rests at `selectedDetentIdentifier`'s height, or at the smallest detent when that is
/// nil. Changes made while it shows take effect at once, or animated inside `animateChanges(_:)`.
/// The user drags the sheet between its detents (from its top band, where no scroll view or
/// control takes the drag, or from a scroll view at its top edge) and down to dismiss it.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at; `[.large()]` by default. An empty array means large.
    public var detents: [Detent] = [.large()] { didSet { sheetDidChange() } }
    /// The detent shown; nil for the smallest.
    public var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    /// The largest detent at which the screen behind is not dimmed (and takes touches); nil dims
    /// at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    /// Whether a grabber shows at the top of the sheet. Default false.
    public var prefersGrabberVisible = false { didSet { sheetDidChange() } }
    /// The sheet's corner radius; nil for the system's 10 points.
    public var preferredCornerRadius: CGFloat? { didSet { sheetDidChange() } }
    /// Whether a drag up in a scroll view at its top edge expands the sheet to a larger detent
    /// (while there is one) rather than scrolling the content. Default true.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Kept and read back: a compact-height window shows the sheet as any other.
    public var prefersEdgeAttachedInCompactHeight = false
    /// Kept and read back.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// What lays the sheet out while it shows.
    weak var container: PresentationContainerView?

    /// Makes the changes `changes` makes to the sheet (detents, the selected detent, dimming)
    /// animated, as the sheet moves to its new height.
    public func animateChanges(_ changes: () -> Void) {
        changes()
        guard let container else { return }
        UIView.animate(withDuration: 0.3, curve: .easeInOut) { container.layoutIfNeeded() }
    }

    private func sheetDidChange() {
        container?.setNeedsLayout()
    }

    /// The heights of the available detents (`detents`, or large alone when empty), with
    /// `maximumHeight` the large detent's height in `traits`.
    func detentHeights(maximumHeight: CGFloat, traits: UITraitCollection) -> [(Detent.Identifier, CGFloat)] {
        let context = DetentResolutionContext(containerTraitCollection: traits, maximumDetentValue: maximumHeight)
        return (detents.isEmpty ? [.large()] : detents).compactMap { detent in
            detent.resolvedValue(in: context).map { (detent.identifier, min(max($0, 0), maximumHeight)) }
        }
    }

    /// The detent the sheet rests at and its height, among `heights` (from `detentHeights`).
    func restingDetent(among heights: [(Detent.Identifier, CGFloat)], maximumHeight: CGFloat) -> (
        Detent.Identifier, CGFloat
    ) {
        guard let smallest = heights.min(by: { $0.1 < $1.1 }) else { return (.large, maximumHeight) }
        return heights.first { $0.0 == selectedDetentIdentifier } ?? smallest
    }

    /// Whether the screen behind is dimmed with the sheet at `height`, among `heights`.
    func dims(atHeight height: CGFloat, among heights: [(Detent.Identifier, CGFloat)]) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier, let limit = heights.first(where: { $0.0 == undimmed })
        else { return true }
        return height > limit.1
    }
}

extension UISheetPresentationController {
    /// A height a sheet may rest at (`UISheetPresentationController.Detent`).
    @MainActor
    public final class Detent {
        /// The detent's name; `selectedDetentIdentifier` and `largestUndimmedDetentIdentifier` refer
        /// to it.
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the window's height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
        }

        /// The full height of a sheet.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` gives (nil: not available now), given the largest
        /// height a sheet can have; the identifier defaults to a new unique one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The height this detent has in `context` (nil when not available).
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context)
        }

        /// A detent's name (`UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }

            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }

    struct DetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
        let containerTraitCollection: UITraitCollection
        let maximumDetentValue: CGFloat
    }
}

/// What a custom detent's resolver is given (`UISheetPresentationControllerDetentResolutionContext`).
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the window the sheet shows in.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a sheet can have (the large detent's).
    var maximumDetentValue: CGFloat { get }
}

/// A sheet's delegate (`UISheetPresentationControllerDelegate`): also the presentation's delegate.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}

extension UIViewController {
    /// The controller's sheet presentation when it is presented as a page or form sheet (the
    /// default, `.automatic`); nil for other presentation styles.
    public var sheetPresentationController: UISheetPresentationController? {
        guard !modalPresentationStyle.coversWindow, !(self is any FullWindowPresentation) else { return nil }
        if presentingStorage == nil, parent == nil, !(presentationControllerStorage is UISheetPresentationController) {
            // Asked for before the style was set to a sheet: a sheet presentation, same delegate.
            let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
            sheet.delegate = presentationControllerStorage?.delegate
            presentationControllerStorage = sheet
        }
        return presentationController as? UISheetPresentationController
    }
}
