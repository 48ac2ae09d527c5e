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
    /// How `.plain` bar buttons look.
    public var buttonAppearance = UIBarButtonItemAppearance(style: .plain) { didSet { adopt(buttonAppearance) } }
    /// How `.done` bar buttons look.
    public var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
        didSet { adopt(doneButtonAppearance) }
    }
    /// How the back button looks.
    public var backButtonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { adopt(backButtonAppearance) }
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
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
    }

    private func adoptButtonAppearances() {
        for buttons in [buttonAppearance, doneButtonAppearance, backButtonAppearance] { adopt(buttons) }
    }

    private func adopt(_ buttons: UIBarButtonItemAppearance) {
        buttons.didChange = { [weak self] in self?.changed() }
        changed()
    }
}
