import Foundation
import TesseraGraphics

extension UISwitch {
    /// The thumb's diameter, in points (UIKit's 27).
    static let thumbDiameter: CGFloat = 27
    /// The gap between the track's edge and the thumb, in points.
    static let thumbInset: CGFloat = 2
    /// How much wider the thumb grows while pressed, in points (UIKit stretches it toward the middle).
    static let pressedThumbStretch: CGFloat = 7
    /// Opacity of a disabled switch.
    static let disabledAlpha = 0.5

    /// The thumb's shadows, as UIKit's: a soft one and a tight contact one.
    static let thumbShadows = [
        Shadow(color: UIColor(white: 0, alpha: 0.15), offset: CGSize(width: 0, height: 3), blurRadius: 8),
        Shadow(color: UIColor(white: 0, alpha: 0.06), offset: CGSize(width: 0, height: 3), blurRadius: 1),
    ]

    /// Where the thumb is: 0 at the off end, 1 at the on end.
    var thumbPosition: CGFloat { dragPosition ?? (isOn ? 1 : 0) }

    /// The 51 × 31 track, centred in the bounds and snapped to whole points.
    var trackRect: CGRect {
        CGRect(
            x: (bounds.midX - Self.size.width / 2).rounded(), y: (bounds.midY - Self.size.height / 2).rounded(),
            width: Self.size.width, height: Self.size.height)
    }

    /// The thumb's rectangle in bounds coordinates: wider while the switch is pressed.
    var thumbRect: CGRect {
        let track = trackRect
        let width = Self.thumbDiameter + (isTracking ? Self.pressedThumbStretch : 0)
        let travel = track.width - 2 * Self.thumbInset - width
        return CGRect(
            x: track.minX + Self.thumbInset + travel * thumbPosition, y: track.minY + Self.thumbInset,
            width: width, height: Self.thumbDiameter)
    }

    /// Draws the track and the thumb (dimmed when disabled).
    func drawSwitch(in context: inout DisplayList) {
        let traits = traitCollection
        if !isEnabled { context.beginTransparencyLayer(alpha: Self.disabledAlpha) }
        let track = trackRect
        let trackShape = Path.roundedRect(track, radius: track.height / 2)
        context.fill(trackShape, color: offTintColor.resolvedColor(with: traits))
        let onAmount = thumbPosition
        if onAmount > 0 {
            // While dragged, the on colour fades in with the thumb's travel.
            let onColor = (onTintColor ?? .systemGreen).resolvedColor(with: traits)
            context.fill(trackShape, color: onColor.withAlphaComponent(onColor.alpha * onAmount))
        }
        let thumb = Path.roundedRect(thumbRect, radius: Self.thumbDiameter / 2)
        for shadow in Self.thumbShadows { context.drawShadow(of: thumb, shadow: shadow) }
        context.fill(thumb, color: (thumbTintColor ?? .white).resolvedColor(with: traits))
        if !isEnabled { context.endTransparencyLayer() }
    }
}
