import Foundation

/// What bar button items and tab bar items keep for appearance (UIKit's `UIBarItem` part of it):
/// title attributes by control state, which of them and which appearance properties the app set
/// itself, and whether proxies' values were given.
struct BarItemAppearanceState {
    /// Title attributes by `UIControl.State` raw value (`setTitleTextAttributes(_:for:)`).
    private(set) var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The states whose title attributes the app set itself (proxies leave them alone).
    private var ownTitleAttributeStates: Set<UInt> = []
    /// The appearance properties (`AppearanceProperty` bits) the app set on the item itself.
    var customized: UInt64 = 0
    /// Whether appearance proxies' values were given (set when a bar shows the item in a window;
    /// the bar clears it when the item leaves it or the bar leaves its window).
    var applied = false

    @MainActor
    mutating func setTitleAttributes(
        _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State, by item: AnyObject
    ) {
        if !AppearanceRules.isApplying(to: item) { ownTitleAttributeStates.insert(state.rawValue) }
        titleAttributes[state.rawValue] = attributes
    }

    func titleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Takes a proxy's title attributes for the states the app did not set itself.
    mutating func takeTitleAttributes(_ attributesByState: [UInt: [NSAttributedString.Key: Any]]) {
        for (state, attributes) in attributesByState where !ownTitleAttributeStates.contains(state) {
            titleAttributes[state] = attributes
        }
    }

    /// As `UIView.noteAppearanceSet(_:)`: what the app sets on the item itself is kept over proxies.
    @MainActor
    mutating func noteSet(_ property: AppearanceProperty, by item: AnyObject) {
        AppearanceRules.note(property, in: &customized, of: item)
    }
}

/// A bar item that takes appearance proxies' values when a bar shows it in a window.
@MainActor
protocol AppearanceBarItem: UIAppearance {
    var appearanceState: BarItemAppearanceState { get set }
}

@MainActor
extension Sequence where Element: AppearanceBarItem {
    /// The items left a bar or its window: each takes appearance proxies again when a bar next shows
    /// it in a window — except those in `kept`, which the bar still shows.
    func forgetAppearance(keeping kept: [Element] = []) {
        for item in self where !kept.contains(where: { $0 === item }) { item.appearanceState.applied = false }
    }
}
