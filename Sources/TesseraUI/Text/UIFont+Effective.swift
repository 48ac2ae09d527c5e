import TesseraGraphics

extension UIFont {
    /// The font a label, text field or text view shows under `traits`: `textStyle`'s preferred font;
    /// else, when the view adjusts for the content size category and `font` is a text style's
    /// preferred font, that style's preferred font for `traits`; else `font`.
    static func effective(
        _ font: UIFont, textStyle: UIFont.TextStyle?, adjustsForContentSizeCategory: Bool, traits: UITraitCollection
    ) -> UIFont {
        if let textStyle { return .preferredFont(forTextStyle: textStyle, compatibleWith: traits) }
        if adjustsForContentSizeCategory, let style = font.textStyle {
            return .preferredFont(forTextStyle: style, compatibleWith: traits)
        }
        return font
    }
}
