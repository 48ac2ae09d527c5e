import TesseraGraphics

extension UIFont {
    /// The font a label, text field or text view shows under `traits`: `textStyle`'s preferred font;
    /// else, when the view adjusts for the content size category and `font` follows Dynamic Type (a
    /// text style's preferred font or a `UIFontMetrics` font), `font` for the traits' category; else
    /// `font`.
    static func effective(
        _ font: UIFont, textStyle: UIFont.TextStyle?, adjustsForContentSizeCategory: Bool, traits: UITraitCollection
    ) -> UIFont {
        if let textStyle { return .preferredFont(forTextStyle: textStyle, compatibleWith: traits) }
        if adjustsForContentSizeCategory, let adjusted = font.adjusted(toContentSizeCategoryOf: traits) {
            return adjusted
        }
        return font
    }
}
