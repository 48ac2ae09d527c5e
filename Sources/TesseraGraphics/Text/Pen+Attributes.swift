/// Applying a pen to the attribute types of the text engine. A pen's run-level fields (font,
/// colours, kern, baseline offset) go to `TextAttributes`; its paragraph-level fields (alignment,
/// line spacing) go to `ParagraphStyle`. Unset fields keep the values of the defaults given.
extension Pen {
    /// `base` with every run-level field that this pen sets replaced: font, foreground colour,
    /// background colour, kern and baseline offset. Underline and strikethrough come from `base`.
    ///
    /// For example:
    /// ```swift
    /// let attributes = Pen(foregroundColor: .systemRed, kern: 1).textAttributes()
    /// // font Inter 17 (the TextAttributes default), red, kern 1 pt
    /// ```
    public func textAttributes(default base: TextAttributes = TextAttributes()) -> TextAttributes {
        var attributes = base
        if let font { attributes.font = font }
        if let foregroundColor { attributes.foregroundColor = foregroundColor }
        if let backgroundColor { attributes.backgroundColor = backgroundColor }
        if let kern { attributes.kern = kern }
        if let baselineOffset { attributes.baselineOffset = baselineOffset }
        return attributes
    }

    /// `base` with the alignment and line spacing that this pen sets; line-break mode, line
    /// limit and layout direction come from `base`.
    ///
    /// For example:
    /// ```swift
    /// Pen(alignment: .center, lineSpacing: 4).paragraphStyle().alignment  // .center
    /// ```
    public func paragraphStyle(default base: ParagraphStyle = ParagraphStyle()) -> ParagraphStyle {
        var style = base
        if let alignment { style.alignment = alignment }
        if let lineSpacing { style.lineSpacing = lineSpacing }
        return style
    }
}

extension AttributedText {
    /// One run of `string` drawn with `pen`, over the default `TextAttributes` (Inter 17 pt,
    /// black). A pen's alignment and line spacing are paragraph-level: pass
    /// `pen.paragraphStyle()` to whatever lays the text out.
    ///
    /// For example:
    /// ```swift
    /// let text = AttributedText("Hello", pen: Pen(foregroundColor: .systemBlue))
    /// text.runs[0].attributes.foregroundColor == .systemBlue   // true
    /// ```
    public init(_ string: String, pen: Pen) {
        self.init(string, attributes: pen.textAttributes())
    }
}
