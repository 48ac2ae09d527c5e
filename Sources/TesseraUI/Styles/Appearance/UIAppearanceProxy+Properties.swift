public import Foundation
public import TesseraGraphics

// The properties UIKit marks for appearance (`UI_APPEARANCE_SELECTOR`), by class. Reading one gives
// the value recorded for this proxy's class, containers and traits (nil when none), except that
// a bar's `standardAppearance` is made and recorded on first read, so changing what it returns
// changes what bars take, as `appearance().standardAppearance.backgroundColor = …` expects.

extension UIAppearanceProxy where Root: UIView {
    public var tintColor: UIColor? {
        get { value(.tintColor, as: UIColor.self) }
        set { record(.tintColor, newValue) { $0.tintColor = $1 } }
    }
    public var backgroundColor: UIColor? {
        get { value(.backgroundColor, as: UIColor.self) }
        set { record(.backgroundColor, newValue) { $0.backgroundColor = $1 } }
    }
}

extension UIAppearanceProxy where Root: UINavigationBar {
    public var standardAppearance: UINavigationBarAppearance {
        get {
            recordedValue(
                .standardAppearance, make: { UINavigationBarAppearance() }, apply: { $0.standardAppearance = $1 })
        }
        set { record(.standardAppearance, newValue) { $0.standardAppearance = $1 } }
    }
    public var compactAppearance: UINavigationBarAppearance? {
        get { value(.compactAppearance, as: UINavigationBarAppearance.self) }
        set { record(.compactAppearance, newValue) { $0.compactAppearance = $1 } }
    }
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { value(.scrollEdgeAppearance, as: UINavigationBarAppearance.self) }
        set { record(.scrollEdgeAppearance, newValue) { $0.scrollEdgeAppearance = $1 } }
    }
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { value(.compactScrollEdgeAppearance, as: UINavigationBarAppearance.self) }
        set { record(.compactScrollEdgeAppearance, newValue) { $0.compactScrollEdgeAppearance = $1 } }
    }
    public var barTintColor: UIColor? {
        get { value(.barTintColor, as: UIColor.self) }
        set { record(.barTintColor, newValue) { $0.barTintColor = $1 } }
    }
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { value(.titleTextAttributes, as: [NSAttributedString.Key: Any].self) }
        set { record(.titleTextAttributes, newValue) { $0.titleTextAttributes = $1 } }
    }
}

extension UIAppearanceProxy where Root: UITabBar {
    public var standardAppearance: UITabBarAppearance {
        get {
            recordedValue(.standardAppearance, make: { UITabBarAppearance() }, apply: { $0.standardAppearance = $1 })
        }
        set { record(.standardAppearance, newValue) { $0.standardAppearance = $1 } }
    }
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { value(.scrollEdgeAppearance, as: UITabBarAppearance.self) }
        set { record(.scrollEdgeAppearance, newValue) { $0.scrollEdgeAppearance = $1 } }
    }
    public var barTintColor: UIColor? {
        get { value(.barTintColor, as: UIColor.self) }
        set { record(.barTintColor, newValue) { $0.barTintColor = $1 } }
    }
    public var unselectedItemTintColor: UIColor? {
        get { value(.unselectedItemTintColor, as: UIColor.self) }
        set { record(.unselectedItemTintColor, newValue) { $0.unselectedItemTintColor = $1 } }
    }
}

extension UIAppearanceProxy where Root: UIToolbar {
    public var standardAppearance: UIToolbarAppearance {
        get {
            recordedValue(.standardAppearance, make: { UIToolbarAppearance() }, apply: { $0.standardAppearance = $1 })
        }
        set { record(.standardAppearance, newValue) { $0.standardAppearance = $1 } }
    }
    public var barTintColor: UIColor? {
        get { value(.barTintColor, as: UIColor.self) }
        set { record(.barTintColor, newValue) { $0.barTintColor = $1 } }
    }
}

extension UIAppearanceProxy where Root: UISearchBar {
    public var barTintColor: UIColor? {
        get { value(.barTintColor, as: UIColor.self) }
        set { record(.barTintColor, newValue) { $0.barTintColor = $1 } }
    }
}

extension UIAppearanceProxy where Root: UISwitch {
    public var onTintColor: UIColor? {
        get { value(.onTintColor, as: UIColor.self) }
        set { record(.onTintColor, newValue) { $0.onTintColor = $1 } }
    }
    public var thumbTintColor: UIColor? {
        get { value(.thumbTintColor, as: UIColor.self) }
        set { record(.thumbTintColor, newValue) { $0.thumbTintColor = $1 } }
    }
}

extension UIAppearanceProxy where Root: UISlider {
    public var minimumTrackTintColor: UIColor? {
        get { value(.minimumTrackTintColor, as: UIColor.self) }
        set { record(.minimumTrackTintColor, newValue) { $0.minimumTrackTintColor = $1 } }
    }
    public var maximumTrackTintColor: UIColor? {
        get { value(.maximumTrackTintColor, as: UIColor.self) }
        set { record(.maximumTrackTintColor, newValue) { $0.maximumTrackTintColor = $1 } }
    }
    public var thumbTintColor: UIColor? {
        get { value(.thumbTintColor, as: UIColor.self) }
        set { record(.thumbTintColor, newValue) { $0.thumbTintColor = $1 } }
    }
}

extension UIAppearanceProxy where Root: UIProgressView {
    public var progressTintColor: UIColor? {
        get { value(.progressTintColor, as: UIColor.self) }
        set { record(.progressTintColor, newValue) { $0.progressTintColor = $1 } }
    }
    public var trackTintColor: UIColor? {
        get { value(.trackTintColor, as: UIColor.self) }
        set { record(.trackTintColor, newValue) { $0.trackTintColor = $1 } }
    }
}

extension UIAppearanceProxy where Root: UIPageControl {
    public var pageIndicatorTintColor: UIColor? {
        get { value(.pageIndicatorTintColor, as: UIColor.self) }
        set { record(.pageIndicatorTintColor, newValue) { $0.pageIndicatorTintColor = $1 } }
    }
    public var currentPageIndicatorTintColor: UIColor? {
        get { value(.currentPageIndicatorTintColor, as: UIColor.self) }
        set { record(.currentPageIndicatorTintColor, newValue) { $0.currentPageIndicatorTintColor = $1 } }
    }
}

extension UIAppearanceProxy where Root: UISegmentedControl {
    public var selectedSegmentTintColor: UIColor? {
        get { value(.selectedSegmentTintColor, as: UIColor.self) }
        set { record(.selectedSegmentTintColor, newValue) { $0.selectedSegmentTintColor = $1 } }
    }
}

extension UIAppearanceProxy where Root: UITableView {
    public var separatorColor: UIColor? {
        get { value(.separatorColor, as: UIColor.self) }
        set { record(.separatorColor, newValue) { $0.separatorColor = $1 } }
    }
}
