import Foundation

extension UIPageViewController {
    /// How pages change (`UIPageViewController.TransitionStyle`).
    public enum TransitionStyle: Int, Hashable, Sendable {
        /// Shown as `.scroll`: Tessera draws no page curl.
        case pageCurl = 0
        /// Pages slide along the navigation axis, following the finger.
        case scroll = 1
    }

    /// The axis pages follow (`UIPageViewController.NavigationOrientation`).
    public enum NavigationOrientation: Int, Hashable, Sendable {
        /// Side by side: the next page is to the right (to the left in right-to-left layouts).
        case horizontal = 0
        /// Stacked: the next page is below.
        case vertical = 1
    }

    /// Which way a page turn goes (`UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Int, Hashable, Sendable {
        /// To the page after (`pageViewController(_:viewControllerAfter:)`).
        case forward = 0
        /// To the page before (`pageViewController(_:viewControllerBefore:)`).
        case reverse = 1
    }

    /// Where the spine of a page-curl book is (`UIPageViewController.SpineLocation`). Scroll style
    /// has none.
    public enum SpineLocation: Int, Hashable, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    /// Keys of the `options` dictionary (`UIPageViewController.OptionsKey`).
    ///
    /// ```swift
    /// let pages = UIPageViewController(
    ///     transitionStyle: .scroll, navigationOrientation: .horizontal,
    ///     options: [.interPageSpacing: 12])
    /// ```
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The gap between pages while they slide, in points (a number). Scroll style only.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        /// A `SpineLocation` raw value (a number). Page-curl style only: accepted and ignored.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }
}
