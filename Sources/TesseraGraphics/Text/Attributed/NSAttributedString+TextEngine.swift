public import Foundation
import TesseraCore

/// Converting between UIKit's attributed strings and the text engine's runs.
extension NSAttributedString {
    /// The text as the engine's runs: each stretch's attributes (see `NSAttributedString.Key`)
    /// over `base`, which supplies what a stretch does not set — as a label supplies its `font`
    /// and `textColor`.
    ///
    /// For example:
    /// ```swift
    /// let text = NSAttributedString(string: "Hi", attributes: [.foregroundColor: UIColor.systemRed])
    /// text.attributedText(default: TextAttributes(font: .systemFont(ofSize: 15))).runs[0].attributes.font.pointSize  // 15
    /// ```
    /// - Complexity: O(n) in the length of the string.
    public func attributedText(default base: TextAttributes) -> AttributedText {
        let characters = string as NSString
        var runs: [AttributedText.Run] = []
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
            runs.append(
                AttributedText.Run(
                    text: characters.substring(with: range), attributes: Self.textAttributes(attributes, over: base)))
        }
        return AttributedText(runs: runs)
    }

    /// `base` with the paragraph style at the first character applied (see
    /// `NSParagraphStyle.applied(to:)`); `base` when there is none.
    public func paragraphStyle(default base: ParagraphStyle) -> ParagraphStyle {
        guard length > 0, let style = attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle else {
            return base
        }
        return style.applied(to: base)
    }

    /// The engine's runs as an attributed string, with `paragraphStyle` over the whole text.
    public convenience init(_ text: AttributedText, paragraphStyle: NSParagraphStyle? = nil) {
        let result = NSMutableAttributedString(string: "")
        for run in text.runs {
            var attributes = run.attributes.attributes
            if let paragraphStyle { attributes[.paragraphStyle] = paragraphStyle }
            result.append(NSAttributedString(string: run.text, attributes: attributes))
        }
        self.init(attributedString: result)
    }

    /// `base` overridden by the attributes UIKit draws; values of the wrong type are ignored.
    static func textAttributes(_ attributes: [NSAttributedString.Key: Any], over base: TextAttributes) -> TextAttributes
    {
        var result = base
        if let font = attributes[.font] as? UIFont { result.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { result.foregroundColor = color }
        if let color = attributes[.backgroundColor] as? UIColor { result.backgroundColor = color }
        if let kern = CGFloat(anyNumber: attributes[.kern]) ?? CGFloat(anyNumber: attributes[.tracking]) {
            result.kern = kern
        }
        if let offset = CGFloat(anyNumber: attributes[.baselineOffset]) { result.baselineOffset = offset }
        if let style = lineStyle(attributes[.underlineStyle]) { result.underline = !style.isEmpty }
        if let style = lineStyle(attributes[.strikethroughStyle]) { result.strikethrough = !style.isEmpty }
        return result
    }

    private static func lineStyle(_ value: Any?) -> NSUnderlineStyle? {
        switch value {
        case let style as NSUnderlineStyle: style
        case let raw as Int: NSUnderlineStyle(rawValue: raw)
        case let raw as NSNumber: NSUnderlineStyle(rawValue: raw.intValue)
        default: nil
        }
    }
}

extension TextAttributes {
    /// These attributes under UIKit's keys: font, colours, and kern, baseline offset, underline and
    /// strikethrough where set.
    public var attributes: [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: foregroundColor]
        if let backgroundColor { result[.backgroundColor] = backgroundColor }
        if kern != 0 { result[.kern] = kern }
        if baselineOffset != 0 { result[.baselineOffset] = baselineOffset }
        if underline { result[.underlineStyle] = NSUnderlineStyle.single.rawValue }
        if strikethrough { result[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
        return result
    }
}
