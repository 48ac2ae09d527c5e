import Testing
import UIKit

final class PriceTag: UIView {
    let priceLabel = UILabel()

    func show(old: String, new: String) {
        let text = NSMutableAttributedString(string: old + " " + new)
        let oldRange = NSRange(location: 0, length: (old as NSString).length)
        text.addAttribute(.strikethroughStyle, value: NSUnderlineStyle.single.rawValue, range: oldRange)
        text.addAttribute(.foregroundColor, value: UIColor.secondaryLabel, range: oldRange)
        text.addAttribute(.kern, value: 0.5, range: NSRange(location: 0, length: text.length))
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        style.lineBreakMode = .byTruncatingTail
        text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
        priceLabel.attributedText = text
    }
}

@Suite("UIKit labels")
struct UILabelTests {
    @Test @MainActor func attributedTextTakesUIKitsKeysAndParagraphStyle() {
        let tag = PriceTag()
        tag.show(old: "¥128", new: "¥98")
        #expect(tag.priceLabel.text == "¥128 ¥98")
        #expect(tag.priceLabel.textAlignment == .right)
        #expect(tag.priceLabel.attributedText?.attribute(.kern, at: 6, effectiveRange: nil) as? Double == 0.5)
    }

    @Test @MainActor func plainLabelPropertiesAreUIKits() {
        let label = UILabel()
        label.text = "Title"
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.adjustsFontForContentSizeCategory = true
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.allowsDefaultTighteningForTruncation = true
        label.preferredMaxLayoutWidth = 200
        label.highlightedTextColor = .white
        label.isHighlighted = true
        label.isEnabled = false
        label.textColor = nil  // resets to the default
        #expect(label.textColor == .label)
        #expect(label.attributedText?.string == "Title")
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test func paragraphStylesCompareByValue() {
        let one = NSMutableParagraphStyle()
        one.lineSpacing = 4
        one.firstLineHeadIndent = 12
        let two = NSMutableParagraphStyle()
        two.setParagraphStyle(one)
        #expect(one == two)
        let copy = one.copy() as! NSParagraphStyle
        #expect(copy.lineSpacing == 4)
        #expect(NSParagraphStyle.default.alignment == .natural)
        #expect(NSTextAlignment.center.rawValue == 1)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
    }
}
