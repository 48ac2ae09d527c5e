extension UIFont {
    /// The built-in Dynamic Type text styles, largest first, with UIKit's raw values
    /// (`"UICTFontTextStyleBody"` …).
    ///
    /// For example:
    /// ```swift
    /// UIFont.TextStyle.body.rawValue                              // "UICTFontTextStyleBody"
    /// UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle0")      // .largeTitle
    /// ```
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle = "UICTFontTextStyleTitle0"
        case title1 = "UICTFontTextStyleTitle1"
        case title2 = "UICTFontTextStyleTitle2"
        case title3 = "UICTFontTextStyleTitle3"
        case headline = "UICTFontTextStyleHeadline"
        case body = "UICTFontTextStyleBody"
        case callout = "UICTFontTextStyleCallout"
        case subheadline = "UICTFontTextStyleSubhead"
        case footnote = "UICTFontTextStyleFootnote"
        case caption1 = "UICTFontTextStyleCaption1"
        case caption2 = "UICTFontTextStyleCaption2"
    }
}
