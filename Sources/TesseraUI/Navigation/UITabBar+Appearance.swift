import Foundation
import TesseraGraphics

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

    /// How a tab in `state` draws: the item's `badgeColor` for its badge and its title attributes
    /// for the state, then the state's colours and fonts where it sets them, then the item's
    /// `.normal` font, else the bar's (`tintColor` or the theme's tint when selected,
    /// `unselectedItemTintColor` or the theme's secondary label otherwise; the theme's destructive
    /// colour and white for badges). Title offsets add up.
    func look(of state: UITabBarItemStateAppearance, selected: Bool, item: UITabBarItem) -> TabLook {
        let barColor = selected ? explicitTintColor ?? theme.tint : unselectedItemTintColor ?? theme.secondaryLabel
        let itemState: UIControl.State = selected ? .selected : .normal
        let itemAttributes = item.appearanceState.titleAttributes(for: itemState)
        let titleColor =
            itemAttributes?[.foregroundColor] as? UIColor ?? state.titleTextAttributes[.foregroundColor] as? UIColor
        let titleFont =
            itemAttributes?[.font] as? UIFont ?? state.titleTextAttributes[.font] as? UIFont
            ?? item.appearanceState.titleAttributes(for: .normal)?[.font] as? UIFont
        let offset = state.titlePositionAdjustment
        return TabLook(
            iconColor: state.iconColor ?? barColor, titleColor: titleColor ?? barColor,
            titleFont: titleFont,
            titleOffset: UIOffset(
                horizontal: offset.horizontal + item.titlePositionAdjustment.horizontal,
                vertical: offset.vertical + item.titlePositionAdjustment.vertical),
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
