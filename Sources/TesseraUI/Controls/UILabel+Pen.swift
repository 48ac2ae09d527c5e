import Foundation
public import TesseraGraphics

extension UILabel {
    /// The label's text attributes as a ``Pen`` (Acheron's `label.pen = greenPen`).
    ///
    /// Setting applies the pen's set fields and leaves the others as they are: font, colour,
    /// alignment and line spacing become the label's own; kern, baseline offset and background
    /// colour, which a plain-text label has no property for, apply to the whole of the current text
    /// through `attributedText`. Reading gives the label's font, colour, alignment and line spacing.
    ///
    /// ```swift
    /// let green = Pen(font: .systemFont(ofSize: 19), foregroundColor: .systemGreen, alignment: .right)
    /// label.pen = green
    /// label.textAlignment        // .right
    /// ```
    public var pen: Pen {
        get { Pen(font: font, foregroundColor: textColor, alignment: textAlignment, lineSpacing: lineSpacing) }
        set {
            if let font = newValue.font { self.font = font }
            if let color = newValue.foregroundColor { textColor = color }
            if let alignment = newValue.alignment { textAlignment = alignment }
            if let spacing = newValue.lineSpacing { lineSpacing = spacing }
            if newValue.kern != nil || newValue.baselineOffset != nil || newValue.backgroundColor != nil {
                attributedText = NSAttributedString(string: text ?? "", pen: newValue.merged(over: pen))
            }
        }
    }
}
