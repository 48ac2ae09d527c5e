public import Foundation
public import TesseraGraphics

/// Which appearance a tab bar shows, and the colours and fonts of its tabs.
///
/// `scrollEdgeAppearance` while the selected screen's content scroll view (its
/// `contentScrollView(for: .bottom)`) is scrolled to its bottom, or the screen has none (as on
/// iOS 15 and later), when set; else `standardAppearance`. (iOS 15 draws a tab bar with no
/// scroll-edge appearance transparent at the edge; here it keeps its standard look: the screens
/// sit above the bar, not under it.)
extension UITabBar: ScrollEdgeObserving {
    /// The appearance that applies now.
    var resolvedAppearance: UITabBarAppearance {
        let atEdge = scrollEdgeView?.isAtScrollEdge(.bottom) ?? true
        return (atEdge ? scrollEdgeAppearance : nil) ?? standardAppearance
    }

    /// `appearance` copied (unless `copying` is false), updating this bar when it changes.
    func adopt(_ appearance: UITabBarAppearance?, replacing old: UITabBarAppearance?, copying: Bool = true)
        -> UITabBarAppearance?
    {
        UIBarAppearance.adopt(appearance, replacing: old, copying: copying) { [weak self] in self?.applySelection() }
    }

    /// How a tab in `state` draws: the item's `badgeColor` for its badge, then the state's colours
    /// and fonts where it sets them, else the
    /// bar's (`tintColor` or the theme's tint when selected, `unselectedItemTintColor` or the
    /// theme's secondary label otherwise; the theme's destructive colour and white for badges).
    func look(of state: UITabBarItemStateAppearance, selected: Bool, item: UITabBarItem) -> TabLook {
        let barColor = selected ? explicitTintColor ?? theme.tint : unselectedItemTintColor ?? theme.secondaryLabel
        let titleColor = state.titleTextAttributes[.foregroundColor] as? UIColor
        return TabLook(
            iconColor: state.iconColor ?? barColor, titleColor: titleColor ?? barColor,
            titleFont: state.titleTextAttributes[.font] as? UIFont, titleOffset: state.titlePositionAdjustment,
            badgeColor: item.badgeColor ?? state.badgeBackgroundColor ?? theme.destructive,
            badgeTextColor: state.badgeTextAttributes[.foregroundColor] as? UIColor ?? .white,
            badgeFont: state.badgeTextAttributes[.font] as? UIFont, badgeOffset: state.badgePositionAdjustment)
    }

    func scrollEdgeDidChange() {
        if resolvedAppearance !== shownAppearance { applySelection() }
    }
}

/// How one tab draws: its state's appearance resolved against the bar's colours.
struct TabLook {
    var iconColor: UIColor
    var titleColor: UIColor
    var titleFont: UIFont?
    var titleOffset: UIOffset
    var badgeColor: UIColor
    var badgeTextColor: UIColor
    var badgeFont: UIFont?
    var badgeOffset: UIOffset
}
