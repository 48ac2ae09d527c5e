public import Foundation
public import TesseraGraphics

/// How a navigation bar looks (`UINavigationBarAppearance`): its background and hairline
/// (``UIBarAppearance``), its title's text attributes and its buttons.
///
/// Give one to the bar (`standardAppearance`, `compactAppearance`, `scrollEdgeAppearance`,
/// `compactScrollEdgeAppearance`) or to one screen's `navigationItem`, which wins while it shows:
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemTeal
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationBar.standardAppearance = appearance
/// navigationBar.scrollEdgeAppearance = appearance
/// ```
/// The title reads `.foregroundColor` and `.font` from `titleTextAttributes`. Titles are drawn at
/// the standard size, so `largeTitleTextAttributes` is kept and read back only.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`.foregroundColor`, `.font`); empty for the theme's.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    /// Kept and read back: titles are drawn at the standard size.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changed() } }
    /// Moves the title (or title view) from its centred place.
    public var titlePositionAdjustment: UIOffset = .zero { didSet { changed() } }
    // The button appearances are copied when assigned, as in UIKit.
    /// How `.plain` bar buttons look.
    public var buttonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { buttonAppearance = adopt(buttonAppearance, replacing: oldValue, isBackButton: false) }
    }
    /// How `.done` bar buttons look.
    public var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
        didSet { doneButtonAppearance = adopt(doneButtonAppearance, replacing: oldValue, isBackButton: false) }
    }
    /// How the back button looks; until it is set or changed, as `buttonAppearance` says (as in UIKit).
    public var backButtonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet {
            backButtonAppearance = adopt(backButtonAppearance, replacing: oldValue, isBackButton: true)
            hasOwnBackButtonAppearance = true
        }
    }
    /// Whether `backButtonAppearance` was set or changed.
    private(set) var hasOwnBackButtonAppearance = false

    /// The appearance the back button takes.
    var effectiveBackButtonAppearance: UIBarButtonItemAppearance {
        hasOwnBackButtonAppearance ? backButtonAppearance : buttonAppearance
    }

    public required init() {
        super.init()
        adoptButtonAppearances()
    }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        adoptButtonAppearances()
    }

    override func copyAppearance(from other: UIBarAppearance) {
        super.copyAppearance(from: other)
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance
        backButtonAppearance = other.backButtonAppearance
        hasOwnBackButtonAppearance = other.hasOwnBackButtonAppearance
    }

    private func adoptButtonAppearances() {
        reportChanges(of: buttonAppearance, isBackButton: false)
        reportChanges(of: doneButtonAppearance, isBackButton: false)
        reportChanges(of: backButtonAppearance, isBackButton: true)
    }

    /// A copy of `buttons` that reports its changes as this appearance's, with `old` no longer doing so.
    private func adopt(
        _ buttons: UIBarButtonItemAppearance, replacing old: UIBarButtonItemAppearance, isBackButton: Bool
    ) -> UIBarButtonItemAppearance {
        old.didChange = nil
        let copy = buttons.copy()
        reportChanges(of: copy, isBackButton: isBackButton)
        changed()
        return copy
    }

    private func reportChanges(of buttons: UIBarButtonItemAppearance, isBackButton: Bool) {
        buttons.didChange = { [weak self] in
            if isBackButton { self?.hasOwnBackButtonAppearance = true }
            self?.changed()
        }
    }
}
