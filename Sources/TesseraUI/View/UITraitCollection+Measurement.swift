import TesseraGraphics

extension UITraitCollection {
    /// Whether views measured under `previous` may measure differently under these traits: another
    /// Dynamic Type size, size class or display scale (rounding). Appearance alone never changes a
    /// size, so a light/dark switch keeps measurements.
    func invalidatesMeasurements(comparedTo previous: UITraitCollection?) -> Bool {
        guard let previous else { return true }
        return preferredContentSizeCategory != previous.preferredContentSizeCategory
            || horizontalSizeClass != previous.horizontalSizeClass || verticalSizeClass != previous.verticalSizeClass
            || displayScale != previous.displayScale
    }
}
