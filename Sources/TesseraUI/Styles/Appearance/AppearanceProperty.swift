/// The properties appearance proxies set, one bit each in a view's record of what it set itself.
enum AppearanceProperty: Int, CaseIterable {
    case tintColor
    case backgroundColor
    case standardAppearance
    case compactAppearance
    case scrollEdgeAppearance
    case compactScrollEdgeAppearance
    case barTintColor
    case titleTextAttributes
    case unselectedItemTintColor
    case onTintColor
    case thumbTintColor
    case minimumTrackTintColor
    case maximumTrackTintColor
    case progressTintColor
    case trackTintColor
    case pageIndicatorTintColor
    case currentPageIndicatorTintColor
    case selectedSegmentTintColor
    case separatorColor
    case textColor
    case font
    case badgeColor
    case titlePositionAdjustment
    case semanticContentAttribute

    var bit: UInt64 { 1 << UInt64(rawValue) }
}

extension UIView {
    /// Called by the setter of each appearance property: a value the view's owner sets is kept when
    /// the view enters a window, over any proxy's. Values set while a proxy's are applied do not
    /// count (nor do the defaults Tessera's own initialisers give, which go to the storage).
    func noteAppearanceSet(_ property: AppearanceProperty) {
        guard !AppearanceRules.isApplying(to: self) else { return }
        lifecycle.customizedAppearance |= property.bit
        // The owner's value now stands: nothing to give back when trait proxies stop matching.
        if !lifecycle.appearanceBeforeTraitProxies.isEmpty {
            lifecycle.appearanceBeforeTraitProxies[property] = nil
        }
    }
}
