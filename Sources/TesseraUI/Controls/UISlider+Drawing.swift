import Foundation
import TesseraGraphics

extension UISlider {
    /// Opacity of a disabled slider.
    static let disabledAlpha = 0.5
    /// How far around the thumb a touch still grabs it, in points (so a finger need not hit the
    /// 28-point circle exactly).
    static let thumbTouchOutset: CGFloat = 8

    /// The thumb's shadows: a soft one and a tight contact one, as UIKit's.
    static let thumbShadows = [
        Shadow(color: UIColor(white: 0, alpha: 0.15), offset: CGSize(width: 0, height: 3), blurRadius: 8),
        Shadow(color: UIColor(white: 0, alpha: 0.12), offset: CGSize(width: 0, height: 0.5), blurRadius: 1),
    ]

    /// The leftmost and rightmost thumb centres, in bounds coordinates.
    var thumbTravel: ClosedRange<CGFloat> {
        let radius = Self.thumbDiameter / 2
        let low = bounds.minX + radius
        return low...max(low, bounds.maxX - radius)
    }

    /// The thumb centre's x for the current value.
    var thumbCenterX: CGFloat {
        thumbTravel.lowerBound + CGFloat(fraction) * (thumbTravel.upperBound - thumbTravel.lowerBound)
    }

    /// The value whose thumb centre is at `x` (bounds coordinates), clamped to the range.
    func value(forThumbCenterX x: CGFloat) -> Float {
        let travel = thumbTravel
        let span = travel.upperBound - travel.lowerBound
        guard span > 0 else { return minimumValue }
        let fraction = Double(min(max((x - travel.lowerBound) / span, 0), 1))
        return Float(Double(minimumValue) + fraction * Double(maximumValue - minimumValue))
    }

    /// The thumb's circle, in bounds coordinates.
    var thumbRect: CGRect {
        let diameter = Self.thumbDiameter
        return CGRect(x: thumbCenterX - diameter / 2, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
    }

    /// Where a touch grabs the thumb rather than jumping it.
    var thumbTouchRect: CGRect {
        thumbRect.insetBy(dx: -Self.thumbTouchOutset, dy: -Self.thumbTouchOutset)
    }

    /// The full track, vertically centred.
    var trackRect: CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// Draws the track, its filled part up to the thumb's centre, and the thumb.
    func drawSlider(in context: inout DisplayList) {
        let traits = traitCollection
        if !isEnabled { context.beginTransparencyLayer(alpha: Self.disabledAlpha) }
        let track = trackRect
        let trackShape = Path.roundedRect(track, radius: Self.trackHeight / 2)
        context.fill(
            trackShape, color: (maximumTrackTintColor ?? Self.defaultMaximumTrackColor).resolvedColor(with: traits))
        context.save()
        context.clip(to: CGRect(x: track.minX, y: track.minY, width: thumbCenterX - track.minX, height: track.height))
        context.fill(trackShape, color: (minimumTrackTintColor ?? .systemBlue).resolvedColor(with: traits))
        context.restore()
        let thumb = Path.ellipse(in: thumbRect)
        for shadow in Self.thumbShadows { context.drawShadow(of: thumb, shadow: shadow) }
        context.fill(thumb, color: (thumbTintColor ?? .white).resolvedColor(with: traits))
        if !isEnabled { context.endTransparencyLayer() }
    }
}
