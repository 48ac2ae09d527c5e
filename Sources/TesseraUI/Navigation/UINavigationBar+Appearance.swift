import Foundation
import TesseraGraphics

/// Which appearance a navigation bar shows, and showing it.
///
/// The first that is set of: at the scroll edge (the top screen's content scroll view scrolled to
/// its top) in a compact-height window, the item's then the bar's `compactScrollEdgeAppearance`; at
/// the scroll edge, the item's then the bar's `scrollEdgeAppearance`; in a compact-height window,
/// the item's then the bar's `compactAppearance`; the item's `standardAppearance`; the bar's.
/// A screen without a content scroll view counts as at the edge, as on iOS 15 and later. (iOS 15
/// draws a bar with no scroll-edge appearance transparent at the edge; here it keeps its standard
/// look: the screens sit below the bar, not under it, so there is nothing to see through it.)
extension UINavigationBar: ScrollEdgeObserving {
    /// The appearance that applies now.
    var resolvedAppearance: UINavigationBarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        let atEdge = scrollEdgeView?.isAtScrollEdge(.top) ?? true
        var chain: [UINavigationBarAppearance?] = []
        if atEdge && compact { chain += [item?.compactScrollEdgeAppearance, compactScrollEdgeAppearance] }
        if atEdge { chain += [item?.scrollEdgeAppearance, scrollEdgeAppearance] }
        if compact { chain += [item?.compactAppearance, compactAppearance] }
        chain.append(item?.standardAppearance)
        return chain.lazy.compactMap { $0 }.first ?? standardAppearance
    }

    /// `appearance` copied (unless `copying` is false), reloading this bar when it changes.
    func adopt(
        _ appearance: UINavigationBarAppearance?, replacing old: UINavigationBarAppearance?, copying: Bool = true
    ) -> UINavigationBarAppearance? {
        UIBarAppearance.adopt(appearance, replacing: old, copying: copying) { [weak self] in self?.reloadItem() }
    }

    /// Shows the appearance that applies now: background, title and buttons.
    func applyAppearance() {
        let appearance = resolvedAppearance
        shownAppearance = appearance
        let attributes =
            appearance.titleTextAttributes.isEmpty ? titleTextAttributes ?? [:] : appearance.titleTextAttributes
        titleLabel.font =
            attributes[.font] as? UIFont
            ?? theme.font(for: .navigationTitle, category: traitCollection.preferredContentSizeCategory)
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? theme.label
        for (button, barItem) in buttonsWithItems { style(button, for: barItem, in: appearance) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Colours and fonts `button` as `appearance` has buttons like `barItem` look: the item's tint
    /// (else the bar's) for its image, and the title attributes' colour for its title unless the
    /// item has a tint of its own.
    private func style(_ button: UIButton, for barItem: UIBarButtonItem, in appearance: UINavigationBarAppearance) {
        let buttons =
            isBackButtonItem(barItem)
            ? appearance.effectiveBackButtonAppearance
            : barItem.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        button.tintColor = barItem.tintColor ?? explicitTintColor ?? theme.tint
        let states: [(UIControl.State, UIBarButtonItemStateAppearance)] = [
            (.normal, buttons.normal), (.highlighted, buttons.highlighted), (.disabled, buttons.disabled),
        ]
        for (state, look) in states {
            button.setTitleColor(barItem.tintColor == nil ? look.foregroundColor : nil, for: state)
        }
        if let font = buttons.normal.font ?? (buttons.style == .done ? .systemFont(ofSize: 17, weight: .semibold) : nil)
        {
            button.titleLabel?.font = font
        }
        barItem.applyTitleAttributes(to: button)
    }

    /// Whether `barItem` is the back button (the navigation controller's bar knows).
    private func isBackButtonItem(_ barItem: UIBarButtonItem) -> Bool {
        (self as? NavigationControllerBar)?.backItem === barItem
    }

    func scrollEdgeDidChange() {
        if resolvedAppearance !== shownAppearance { applyAppearance() }
    }
}
