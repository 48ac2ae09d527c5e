import Testing
import UIKit

// The UILabel subclasses iOS apps write: padding through drawText(in:) and intrinsicContentSize, or
// through textRect(forBounds:limitedToNumberOfLines:), and top alignment.

private let padding = UIEdgeInsets(top: 6, left: 20, bottom: 6, right: 10)

/// Pads by overriding drawing and the intrinsic size (the most common form).
private final class PaddedLabel: UILabel {
    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: padding))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(
            width: size.width + padding.left + padding.right, height: size.height + padding.top + padding.bottom)
    }
}

/// Pads by overriding the text rectangle, which sizing measures through.
private final class InsetTextRectLabel: UILabel {
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let rect = super.textRect(forBounds: bounds.inset(by: padding), limitedToNumberOfLines: numberOfLines)
        return rect.inset(
            by: UIEdgeInsets(top: -padding.top, left: -padding.left, bottom: -padding.bottom, right: -padding.right))
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: padding))
    }
}

/// Draws its text at the top instead of centred.
private final class TopAlignedLabel: UILabel {
    override func drawText(in rect: CGRect) {
        super.drawText(in: textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines))
    }
}

/// Draws only a background of its own.
private final class BlankLabel: UILabel {
    override func draw(_ rect: CGRect) {}
}

@Suite("UILabel drawText(in:) and textRect(forBounds:limitedToNumberOfLines:)")
@MainActor
struct UILabelTextRectUIKitTests {
    private func configure<Label: UILabel>(_ label: Label, size: CGSize) -> Label {
        label.text = "Hello"
        label.font = .systemFont(ofSize: 17)
        label.textColor = .black
        label.backgroundColor = .white
        label.frame = CGRect(origin: .zero, size: size)
        return label
    }

    /// The rectangle of pixels that are not white, in points (scale 1).
    private func ink(_ label: UILabel) -> CGRect? {
        let bitmap = label.renderBitmap(scale: 1)
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<Int(bitmap.size.height) {
            for x in 0..<Int(bitmap.size.width) where bitmap.rgba(atX: x, y: y)[0] < 160 {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    @Test func aLabelThatOverridesDrawTextDrawsItsTextWhereItSays() throws {
        let plain = configure(UILabel(), size: CGSize(width: 120, height: 40))
        let padded = configure(PaddedLabel(), size: CGSize(width: 120, height: 40))
        let plainInk = try #require(ink(plain))
        let paddedInk = try #require(ink(padded))
        #expect(paddedInk.minX == plainInk.minX + 20)
        #expect(paddedInk.width == plainInk.width)
        #expect(abs(paddedInk.midY - plainInk.midY) <= 1)  // centred in the inset rect, 6 pt both ways

        let base = UILabel()
        base.text = "Hello"
        base.font = .systemFont(ofSize: 17)
        let size = base.intrinsicContentSize
        #expect(padded.intrinsicContentSize == CGSize(width: size.width + 30, height: size.height + 12))
    }

    @Test func anOverriddenTextRectSizesTheLabel() throws {
        let base = configure(UILabel(), size: .zero)
        let inset = configure(InsetTextRectLabel(), size: .zero)
        let size = base.intrinsicContentSize
        #expect(inset.intrinsicContentSize == CGSize(width: size.width + 30, height: size.height + 12))
        #expect(
            inset.sizeThatFits(CGSize(width: 300, height: 10))
                == CGSize(width: size.width + 30, height: size.height + 12))
        inset.frame.size = inset.intrinsicContentSize
        base.frame.size = size
        let insetInk = try #require(ink(inset))
        let baseInk = try #require(ink(base))
        #expect(insetInk.minX == baseInk.minX + 20)
        #expect(insetInk.minY == baseInk.minY + 6)

        // Auto Layout reads the same size.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let placed = configure(InsetTextRectLabel(), size: .zero)
        placed.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(placed)
        NSLayoutConstraint.activate([
            placed.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            placed.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(placed.frame.size == inset.intrinsicContentSize)
    }

    @Test func theDefaultTextRectMeasuresTheLinesThatFit() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "One two three four five six seven eight nine ten eleven twelve"
        label.numberOfLines = 0
        let unlimited = label.textRect(
            forBounds: CGRect(x: 5, y: 7, width: 100, height: CGFloat.greatestFiniteMagnitude),
            limitedToNumberOfLines: 0)
        #expect(unlimited.origin == CGPoint(x: 5, y: 7))
        #expect(unlimited.width <= 100)
        let lineHeight = label.textRect(
            forBounds: CGRect(x: 0, y: 0, width: 100, height: CGFloat.greatestFiniteMagnitude),
            limitedToNumberOfLines: 1
        ).height
        #expect(unlimited.height > 3 * lineHeight - 1)
        let two = label.textRect(
            forBounds: CGRect(x: 0, y: 0, width: 100, height: CGFloat.greatestFiniteMagnitude),
            limitedToNumberOfLines: 2)
        #expect(abs(two.height - 2 * lineHeight) < 1)
        let short = label.textRect(
            forBounds: CGRect(x: 0, y: 0, width: 100, height: lineHeight * 2.5), limitedToNumberOfLines: 0)
        #expect(abs(short.height - 2 * lineHeight) < 1)
    }

    @Test func aTopAlignedLabelDrawsAtTheTop() throws {
        let label = configure(TopAlignedLabel(), size: CGSize(width: 120, height: 80))
        let centred = configure(UILabel(), size: CGSize(width: 120, height: 80))
        let topInk = try #require(ink(label))
        let centredInk = try #require(ink(centred))
        #expect(topInk.minY < 10)
        #expect(centredInk.minY > 25)
        #expect(topInk.minX == centredInk.minX)
    }

    @Test func aLabelThatShrinksToFitShowsAllOfItsText() {
        for width in stride(from: 60, through: 200, by: 7) {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: CGFloat(width), height: 30))
            label.text = "A title much too long for its label"
            label.font = .systemFont(ofSize: 17)
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.2
            #expect(!label.textLayout.isTruncated, "width \(width)")
            #expect(label.textLayout.size.width <= CGFloat(width), "width \(width)")
        }
    }

    @Test func overridingDrawWithoutSuperDrawsNoText() {
        let blank = configure(BlankLabel(), size: CGSize(width: 120, height: 40))
        #expect(ink(blank) == nil)
    }
}
