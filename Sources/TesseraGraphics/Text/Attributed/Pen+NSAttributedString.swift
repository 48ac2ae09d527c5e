public import Foundation

/// A pen as UIKit attributes, so that one attributed string carries both its run-level fields and
/// its paragraph-level ones (alignment, line spacing) into a label or text control.
extension Pen {
    /// The fields this pen sets, under UIKit's keys; alignment and line spacing go into an
    /// `NSParagraphStyle` under `.paragraphStyle`. Unset fields are left out, so the view's own
    /// font, colour and alignment apply to them.
    ///
    /// For example:
    /// ```swift
    /// let centred = Pen(foregroundColor: .systemGreen, alignment: .center)
    /// label.attributedText = NSAttributedString(string: "Done", attributes: centred.attributes)  // centred, green
    /// ```
    public var attributes: [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [:]
        if let font { result[.font] = font }
        if let foregroundColor { result[.foregroundColor] = foregroundColor }
        if let backgroundColor { result[.backgroundColor] = backgroundColor }
        if let kern { result[.kern] = kern }
        if let baselineOffset { result[.baselineOffset] = baselineOffset }
        if alignment != nil || lineSpacing != nil {
            let style = NSMutableParagraphStyle()
            if let alignment { style.alignment = alignment }
            if let lineSpacing { style.lineSpacing = lineSpacing }
            result[.paragraphStyle] = style
        }
        return result
    }
}

extension NSAttributedString {
    /// `string` drawn with `pen`: its `attributes`, paragraph style included.
    ///
    /// For example:
    /// ```swift
    /// label.attributedText = NSAttributedString(string: "This is GREEN", pen: Pen(foregroundColor: .systemGreen, alignment: .right))
    /// ```
    public convenience init(string: String, pen: Pen) {
        self.init(string: string, attributes: pen.attributes)
    }
}
