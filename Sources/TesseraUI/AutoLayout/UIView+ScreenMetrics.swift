public import TesseraLayout

extension UIView {
    /// The metrics of the screen the view is on (its window's device), or nil outside a window.
    ///
    /// ```swift
    /// let room = view.screenMetrics?.height(excluding: [.statusBar, .navigationBar, .tabBar]) ?? 0
    /// ```
    public var screenMetrics: ScreenMetrics? {
        window.map { ScreenMetrics(device: $0.device) }
    }

    /// Design scaling for the view's device (reference 375-point-wide phones, 768-point-tall
    /// tablets), or nil outside a window.
    public var designScale: DesignScale? {
        window.map { DesignScale(device: $0.device) }
    }
}
