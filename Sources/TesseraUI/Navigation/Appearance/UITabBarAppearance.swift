public import Foundation
public import TesseraGraphics

/// How tab bar items look in one state (`UITabBarItemStateAppearance`).
///
/// The bar reads `iconColor`, `.foregroundColor` and `.font` of `titleTextAttributes`,
/// `badgeBackgroundColor` and `.foregroundColor` of `badgeTextAttributes`. The position
/// adjustments move the title and the badge.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { didChange?() } }
    public var titlePositionAdjustment: UIOffset = .zero { didSet { didChange?() } }
    /// The icon's colour; nil for the bar's (the tint when selected, the secondary label otherwise).
    public var iconColor: UIColor? { didSet { didChange?() } }
    public var badgeBackgroundColor: UIColor? { didSet { didChange?() } }
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { didChange?() } }
    public var badgePositionAdjustment: UIOffset = .zero { didSet { didChange?() } }

    var didChange: (@MainActor () -> Void)?

    init() {}

    func copyAppearance(from other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgePositionAdjustment = other.badgePositionAdjustment
    }
}

/// How a tab bar's items look in each state (`UITabBarItemAppearance`), for one layout.
@preconcurrency @MainActor
public final class UITabBarItemAppearance {
    /// The layouts of a tab bar item: icon above title (`.stacked`, the one drawn here), or beside it.
    public enum Style: Int, Hashable, Sendable {
        case stacked, inline, compactInline
    }

    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()

    var didChange: (@MainActor () -> Void)?

    /// An appearance with the system's look (no attributes: the bar's colours and fonts).
    public init(style: Style = .stacked) {
        for state in states { state.didChange = { [weak self] in self?.didChange?() } }
    }

    /// Resets every state to the system's look.
    public func configureWithDefault(for style: Style) {
        let reporter = didChange
        didChange = nil
        for state in states { state.copyAppearance(from: UITabBarItemStateAppearance()) }
        didChange = reporter
        didChange?()
    }

    /// A copy; changing it leaves this one as it is.
    public func copy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance()
        for (mine, theirs) in zip(copy.states, states) { mine.copyAppearance(from: theirs) }
        return copy
    }

    private var states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }
}

/// How a tab bar looks (`UITabBarAppearance`): its background and hairline (``UIBarAppearance``)
/// and its items.
///
/// ```swift
/// let appearance = UITabBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
/// appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
/// tabBarController.tabBar.standardAppearance = appearance
/// ```
/// Tabs are always laid out stacked (icon above title), so the bar reads `stackedLayoutAppearance`;
/// the inline ones are kept and read back.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    // Copied when assigned, as in UIKit.
    public var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked) {
        didSet { stackedLayoutAppearance = adopt(stackedLayoutAppearance, replacing: oldValue) }
    }
    public var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline) {
        didSet { inlineLayoutAppearance = adopt(inlineLayoutAppearance, replacing: oldValue) }
    }
    public var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline) {
        didSet { compactInlineLayoutAppearance = adopt(compactInlineLayoutAppearance, replacing: oldValue) }
    }

    public required init() {
        super.init()
        adoptItemAppearances()
    }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        adoptItemAppearances()
    }

    override func copyAppearance(from other: UIBarAppearance) {
        super.copyAppearance(from: other)
        guard let other = other as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
    }

    private func adoptItemAppearances() {
        for items in [stackedLayoutAppearance, inlineLayoutAppearance, compactInlineLayoutAppearance] {
            items.didChange = { [weak self] in self?.changed() }
        }
    }

    /// A copy of `items` that reports its changes as this appearance's, with `old` no longer doing so.
    private func adopt(_ items: UITabBarItemAppearance, replacing old: UITabBarItemAppearance)
        -> UITabBarItemAppearance
    {
        old.didChange = nil
        let copy = items.copy()
        copy.didChange = { [weak self] in self?.changed() }
        changed()
        return copy
    }
}
