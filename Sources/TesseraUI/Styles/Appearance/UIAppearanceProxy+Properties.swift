public import Foundation
public import TesseraGraphics

// The properties UIKit marks for appearance (`UI_APPEARANCE_SELECTOR`), by class. Reading one gives
// the value recorded for this proxy's class, containers and traits (nil when none), except that
// a bar's `standardAppearance` is made and recorded on first read, so changing what it returns
// changes what bars take, as `appearance().standardAppearance.backgroundColor = …` expects.

extension UIAppearanceProxy where Root: UIView {
    public var tintColor: UIColor? {
        get { value(.tintColor) }
        set { record(.tintColor, \.tintColor, newValue, ownValue: { $0.tintColorStorage }) }
    }
    public var backgroundColor: UIColor? {
        get { value(.backgroundColor) }
        set { record(.backgroundColor, \.backgroundColor, newValue) }
    }
    /// Read back as `.unspecified` when no value was recorded.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { value(.semanticContentAttribute) ?? .unspecified }
        set { record(.semanticContentAttribute, \.semanticContentAttribute, newValue) }
    }
}

extension UIAppearanceProxy where Root: UILabel {
    public var textColor: UIColor? {
        get { value(.textColor) }
        set { record(.textColor, \.textColor, newValue) }
    }
    public var font: UIFont? {
        get { value(.font) }
        set { record(.font, \.font, newValue, ownValue: { $0.storedFont }) }
    }
}

extension UIAppearanceProxy where Root: UINavigationBar {
    public var standardAppearance: UINavigationBarAppearance {
        get { recordedValue(.standardAppearance, \.standardAppearance, make: UINavigationBarAppearance.init) }
        set { record(.standardAppearance, \.standardAppearance, newValue) }
    }
    public var compactAppearance: UINavigationBarAppearance? {
        get { value(.compactAppearance) }
        set { record(.compactAppearance, \.compactAppearance, newValue) }
    }
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { value(.scrollEdgeAppearance) }
        set { record(.scrollEdgeAppearance, \.scrollEdgeAppearance, newValue) }
    }
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { value(.compactScrollEdgeAppearance) }
        set { record(.compactScrollEdgeAppearance, \.compactScrollEdgeAppearance, newValue) }
    }
    public var barTintColor: UIColor? {
        get { value(.barTintColor) }
        set { record(.barTintColor, \.barTintColor, newValue) }
    }
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { value(.titleTextAttributes) }
        set { record(.titleTextAttributes, \.titleTextAttributes, newValue) }
    }
}

extension UIAppearanceProxy where Root: UITabBar {
    public var standardAppearance: UITabBarAppearance {
        get {
            recordedValue(.standardAppearance, \.standardAppearance, make: UITabBarAppearance.init)
        }
        set { record(.standardAppearance, \.standardAppearance, newValue) }
    }
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { value(.scrollEdgeAppearance) }
        set { record(.scrollEdgeAppearance, \.scrollEdgeAppearance, newValue) }
    }
    public var barTintColor: UIColor? {
        get { value(.barTintColor) }
        set { record(.barTintColor, \.barTintColor, newValue) }
    }
    public var unselectedItemTintColor: UIColor? {
        get { value(.unselectedItemTintColor) }
        set { record(.unselectedItemTintColor, \.unselectedItemTintColor, newValue) }
    }
}

extension UIAppearanceProxy where Root: UIToolbar {
    public var standardAppearance: UIToolbarAppearance {
        get {
            recordedValue(.standardAppearance, \.standardAppearance, make: UIToolbarAppearance.init)
        }
        set { record(.standardAppearance, \.standardAppearance, newValue) }
    }
    public var barTintColor: UIColor? {
        get { value(.barTintColor) }
        set { record(.barTintColor, \.barTintColor, newValue) }
    }
}

extension UIAppearanceProxy where Root: UISearchBar {
    public var barTintColor: UIColor? {
        get { value(.barTintColor) }
        set { record(.barTintColor, \.barTintColor, newValue) }
    }
}

extension UIAppearanceProxy where Root: UISwitch {
    public var onTintColor: UIColor? {
        get { value(.onTintColor) }
        set { record(.onTintColor, \.onTintColor, newValue) }
    }
    public var thumbTintColor: UIColor? {
        get { value(.thumbTintColor) }
        set { record(.thumbTintColor, \.thumbTintColor, newValue) }
    }
}

extension UIAppearanceProxy where Root: UISlider {
    public var minimumTrackTintColor: UIColor? {
        get { value(.minimumTrackTintColor) }
        set { record(.minimumTrackTintColor, \.minimumTrackTintColor, newValue) }
    }
    public var maximumTrackTintColor: UIColor? {
        get { value(.maximumTrackTintColor) }
        set { record(.maximumTrackTintColor, \.maximumTrackTintColor, newValue) }
    }
    public var thumbTintColor: UIColor? {
        get { value(.thumbTintColor) }
        set { record(.thumbTintColor, \.thumbTintColor, newValue) }
    }
}

extension UIAppearanceProxy where Root: UIProgressView {
    public var progressTintColor: UIColor? {
        get { value(.progressTintColor) }
        set { record(.progressTintColor, \.progressTintColor, newValue) }
    }
    public var trackTintColor: UIColor? {
        get { value(.trackTintColor) }
        set { record(.trackTintColor, \.trackTintColor, newValue) }
    }
}

extension UIAppearanceProxy where Root: UIPageControl {
    public var pageIndicatorTintColor: UIColor? {
        get { value(.pageIndicatorTintColor) }
        set { record(.pageIndicatorTintColor, \.pageIndicatorTintColor, newValue) }
    }
    public var currentPageIndicatorTintColor: UIColor? {
        get { value(.currentPageIndicatorTintColor) }
        set { record(.currentPageIndicatorTintColor, \.currentPageIndicatorTintColor, newValue) }
    }
}

extension UIAppearanceProxy where Root: UISegmentedControl {
    public var selectedSegmentTintColor: UIColor? {
        get { value(.selectedSegmentTintColor) }
        set { record(.selectedSegmentTintColor, \.selectedSegmentTintColor, newValue) }
    }
}

extension UIAppearanceProxy where Root: UITableView {
    public var separatorColor: UIColor? {
        get { value(.separatorColor) }
        set { record(.separatorColor, \.separatorColor, newValue) }
    }
}

extension UIAppearanceProxy where Root: UIBarItem {
    /// Title attributes for `state`, for the items that did not set that state's themselves (a
    /// `UIBarItem` proxy reaches bar button items and tab bar items alike).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        recordTitleAttributes(attributes, for: state)
    }

    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        recordedTitleAttributes(for: state)
    }
}

extension UIAppearanceProxy where Root: UIBarButtonItem {
    public var tintColor: UIColor? {
        get { value(.tintColor) }
        set { record(.tintColor, \.tintColor, newValue) }
    }
}

extension UIAppearanceProxy where Root: UITabBarItem {
    public var badgeColor: UIColor? {
        get { value(.badgeColor) }
        set { record(.badgeColor, \.badgeColor, newValue) }
    }

    public var titlePositionAdjustment: UIOffset {
        get { value(.titlePositionAdjustment) ?? .zero }
        set { record(.titlePositionAdjustment, \.titlePositionAdjustment, newValue) }
    }
}

extension UIAppearanceProxy {
    /// Records bar items' title attributes for `state`, kept with those of the other states.
    fileprivate func recordTitleAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        var byState: [UInt: [NSAttributedString.Key: Any]] = value(.titleTextAttributes) ?? [:]
        byState[state.rawValue] = attributes
        record(.titleTextAttributes, byState) { item, byState in
            if let item = item as? any AppearanceBarItem { item.appearanceState.takeTitleAttributes(byState) }
        }
    }

    fileprivate func recordedTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        let byState: [UInt: [NSAttributedString.Key: Any]]? = value(.titleTextAttributes)
        return byState?[state.rawValue] ?? nil
    }
}
