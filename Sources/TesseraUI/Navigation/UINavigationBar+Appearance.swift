public import Foundation
public import TesseraGraphics

/// Which appearance a navigation bar shows, and showing it.
///
/// The first that is set of: at the scroll edge (the top screen's content scroll view scrolled to
/// its top) in a compact-height window, the item's then the bar's `compactScrollEdgeAppearance`; at
/// the scroll edge, the item's then the bar's `scrollEdgeAppearance`; in a compact-height window,
/// the item's then the bar's `compactAppearance`; the item's `standardAppearance`; the bar's.
/// (iOS 15 draws a bar with no scroll-edge appearance transparent at the edge; here it keeps its
/// standard look, as on iOS 13 and 14: the screens sit below the bar, not under it.)
extension UINavigationBar: ScrollEdgeObserving {
    /// The appearance that applies now.
    var resolvedAppearance: UINavigationBarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        let atEdge = scrollEdgeView?.isAtScrollEdge(.top) ?? false
        var chain: [UINavigationBarAppearance?] = []
        if atEdge && compact { chain += [item?.compactScrollEdgeAppearance, compactScrollEdgeAppearance] }
        if atEdge { chain += [item?.scrollEdgeAppearance, scrollEdgeAppearance] }
        if compact { chain += [item?.compactAppearance, compactAppearance] }
        chain.append(item?.standardAppearance)
        return chain.lazy.compactMap { $0 }.first ?? standardAppearance
    }

    /// A copy of an assigned `appearance` (or with `copying` false, `appearance` itself) that reloads
    /// this bar when it changes, with `old` no longer doing so.
    func adopt(
        _ appearance: UINavigationBarAppearance?, replacing old: UINavigationBarAppearance?, copying: Bool = true
    ) -> UINavigationBarAppearance? {
        old?.didChange = nil
        let adopted = copying ? appearance?.copy() : appearance
        adopted?.didChange = { [weak self] in self?.reloadItem() }
        return adopted
    }

    /// Shows the appearance that applies now: background, title and (through `style(_:for:)`) buttons.
    func applyAppearance() {
        let appearance = resolvedAppearance
        shownAppearance = appearance
        backgroundColor = appearance.resolvedBackgroundColor(theme: theme, barTintColor: barTintColor)
        let attributes =
            appearance.titleTextAttributes.isEmpty ? titleTextAttributes ?? [:] : appearance.titleTextAttributes
        titleLabel.font =
            attributes[.font] as? UIFont
            ?? theme.font(for: .navigationTitle, category: traitCollection.preferredContentSizeCategory)
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? theme.label
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Colours and fonts `button` as the shown appearance has buttons like `barItem` look.
    func style(_ button: UIButton, for barItem: UIBarButtonItem) {
        let appearance = shownAppearance ?? resolvedAppearance
        let buttons =
            isBackButtonItem(barItem)
            ? appearance.backButtonAppearance
            : barItem.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        let tint = barItem.tintColor ?? buttons.normal.foregroundColor ?? explicitTintColor ?? theme.tint
        button.tintColor = tint
        for (state, look) in [(UIControl.State.highlighted, buttons.highlighted), (.disabled, buttons.disabled)] {
            if let color = look.foregroundColor { button.setTitleColor(color, for: state) }
        }
        if let font = buttons.normal.font {
            button.titleLabel?.font = font
        } else if barItem.style == .done {
            button.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        }
    }

    /// Whether `barItem` is the back button (the navigation controller's bar knows).
    private func isBackButtonItem(_ barItem: UIBarButtonItem) -> Bool {
        (self as? NavigationControllerBar)?.backItem === barItem
    }

    func scrollEdgeDidChange() {
        if resolvedAppearance !== shownAppearance { reloadItem() }
    }
}
