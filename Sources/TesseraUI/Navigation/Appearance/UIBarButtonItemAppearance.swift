public import Foundation
public import TesseraGraphics

/// How bar buttons look in one state (`UIBarButtonItemStateAppearance`).
///
/// The bar reads `.foregroundColor` (the title and a template image; for `normal`, `highlighted`
/// and `disabled`) and `.font` (the title, from `normal`) from `titleTextAttributes`.
/// `titlePositionAdjustment`, `backgroundImage` and its adjustment are kept and read back: bar
/// buttons draw no background and keep their title centred.
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { didChange?() } }
    public var titlePositionAdjustment: UIOffset = .zero { didSet { didChange?() } }
    public var backgroundImage: UIImage? { didSet { didChange?() } }
    public var backgroundImagePositionAdjustment: UIOffset = .zero { didSet { didChange?() } }

    var didChange: (@MainActor () -> Void)?

    init() {}

    func copyAppearance(from other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }

    /// The title colour asked for, if any.
    var foregroundColor: UIColor? { titleTextAttributes[.foregroundColor] as? UIColor }
    /// The title font asked for, if any.
    var font: UIFont? { titleTextAttributes[.font] as? UIFont }
}

/// How a navigation bar's buttons of one kind look in each state (`UIBarButtonItemAppearance`):
/// ``UINavigationBarAppearance`` has one for plain buttons, one for done buttons and one for the
/// back button.
///
/// ```swift
/// let buttons = UIBarButtonItemAppearance(style: .plain)
/// buttons.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
/// appearance.buttonAppearance = buttons
/// ```
@preconcurrency @MainActor
public final class UIBarButtonItemAppearance {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()
    /// The style whose system look this appearance started from: a `.done` one draws titles
    /// semibold unless `normal` sets a font.
    private(set) var style: UIBarButtonItem.Style

    var didChange: (@MainActor () -> Void)?

    /// An appearance with the system's look for `style` (no attributes: the bar's tint colour and
    /// the system font, semibold for `.done`).
    public init(style: UIBarButtonItem.Style = .plain) {
        self.style = style
        for state in states { state.didChange = { [weak self] in self?.didChange?() } }
    }

    /// Resets every state to the system's look for `style`.
    public func configureWithDefault(for style: UIBarButtonItem.Style) {
        let reporter = didChange
        didChange = nil
        self.style = style
        for state in states { state.copyAppearance(from: UIBarButtonItemStateAppearance()) }
        didChange = reporter
        didChange?()
    }

    /// A copy; changing it leaves this one as it is.
    public func copy() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance(style: style)
        for (mine, theirs) in zip(copy.states, states) { mine.copyAppearance(from: theirs) }
        return copy
    }

    private var states: [UIBarButtonItemStateAppearance] { [normal, highlighted, disabled, focused] }
}
