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
        /// The largest title (34 pt at the default size).
        case largeTitle = "UICTFontTextStyleTitle0"
        /// A first-level title (28 pt at the default size).
        case title1 = "UICTFontTextStyleTitle1"
        /// A second-level title (22 pt at the default size).
        case title2 = "UICTFontTextStyleTitle2"
        /// A third-level title (20 pt at the default size).
        case title3 = "UICTFontTextStyleTitle3"
        /// Headings within body text (17 pt semibold at the default size).
        case headline = "UICTFontTextStyleHeadline"
        /// Body text (17 pt at the default size).
        case body = "UICTFontTextStyleBody"
        /// Callouts, a little smaller than body text (16 pt at the default size).
        case callout = "UICTFontTextStyleCallout"
        /// Subheadings (15 pt at the default size).
        case subheadline = "UICTFontTextStyleSubhead"
        /// Footnotes (13 pt at the default size).
        case footnote = "UICTFontTextStyleFootnote"
        /// Standard captions (12 pt at the default size).
        case caption1 = "UICTFontTextStyleCaption1"
        /// Secondary captions (11 pt at the default size).
        case caption2 = "UICTFontTextStyleCaption2"
    }
}
