import Foundation
import TesseraGraphics

extension UIStepper {
    /// The length of the − and + bars, in points.
    static let glyphLength: CGFloat = 14
    /// The thickness of the − and + bars, in points.
    static let glyphThickness: CGFloat = 2
    /// The divider between the segments: 1 point wide, 18 points tall.
    static let dividerSize = CGSize(width: 1, height: 18)
    /// The divider colour: (60, 60, 67) at alpha 0.18 in light appearance, (235, 235, 245) at 0.18 in dark.
    static let dividerColor = UIColor(
        light: UIColor(rgb: 0x3C3C43).withAlphaComponent(0.18), dark: UIColor(rgb: 0xEBEBF5).withAlphaComponent(0.18))
    /// Darkens (light) or lightens (dark) the pressed half.
    static let pressedFillColor = UIColor(light: UIColor(white: 0, alpha: 0.08), dark: UIColor(white: 1, alpha: 0.12))
    /// The glyph colour of a segment that cannot step: UIKit's `tertiaryLabel`.
    static let disabledGlyphColor = UIColor.tertiaryLabel

    /// The segment under `point` (bounds coordinates): the left half decrements, the right half
    /// increments (mirrored for right-to-left layouts, as UIKit's).
    func segment(at point: CGPoint) -> Segment {
        let leftHalf = point.x < bounds.midX
        let leftIsDecrement = effectiveUserInterfaceLayoutDirection == .leftToRight
        return leftHalf == leftIsDecrement ? .decrement : .increment
    }

    /// A segment's half of the bounds.
    func segmentRect(_ segment: Segment) -> CGRect {
        let leftIsDecrement = effectiveUserInterfaceLayoutDirection == .leftToRight
        let isLeft = (segment == .decrement) == leftIsDecrement
        let half = bounds.width / 2
        return CGRect(x: isLeft ? bounds.minX : bounds.minX + half, y: bounds.minY, width: half, height: bounds.height)
    }

    /// Draws the pressed highlight, the divider and the − and + glyphs (the background is the
    /// view's `backgroundColor` and `cornerRadius`).
    func drawStepper(in context: inout DisplayList) {
        let traits = traitCollection
        if let pressedSegment, isPressInside {
            context.save()
            context.clip(to: shapePath)
            context.fill(.rect(segmentRect(pressedSegment)), color: Self.pressedFillColor.resolvedColor(with: traits))
            context.restore()
        }
        let divider = CGRect(
            x: (bounds.midX - Self.dividerSize.width / 2).rounded(), y: bounds.midY - Self.dividerSize.height / 2,
            width: Self.dividerSize.width, height: Self.dividerSize.height)
        context.fill(.rect(divider), color: Self.dividerColor.resolvedColor(with: traits))
        for segment in [Segment.decrement, .increment] {
            let color = canStep(segment) ? glyphColor : Self.disabledGlyphColor
            let center = CGPoint(x: segmentRect(segment).midX, y: bounds.midY)
            context.fill(glyph(segment, at: center), color: color.resolvedColor(with: traits))
        }
    }

    /// A − (one bar) or + (two crossed bars) centred on `center`, with rounded ends.
    private func glyph(_ segment: Segment, at center: CGPoint) -> Path {
        let length = Self.glyphLength
        let thickness = Self.glyphThickness
        var path = Path.roundedRect(
            CGRect(x: center.x - length / 2, y: center.y - thickness / 2, width: length, height: thickness),
            radius: thickness / 2)
        if segment == .increment {
            path.addRoundedRect(
                CGRect(x: center.x - thickness / 2, y: center.y - length / 2, width: thickness, height: length),
                radii: CornerRadii(all: thickness / 2))
        }
        return path
    }
}
