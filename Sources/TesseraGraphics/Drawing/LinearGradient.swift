public import Foundation

/// A colour ramp along the line from `start` to `end`, constant along perpendiculars to it.
///
/// `start` and `end` are points in the user space of the fill or stroke that uses the gradient (the
/// space after the current transform, the same space as the path). Before the first stop and after
/// the last the end colours extend (as `CGGradient` with both extend options). Colours are
/// interpolated in sRGB. Dynamic colours resolve against the appearance when drawn.
///
/// For example:
/// ```swift
/// // Blue at the top of a 100-point-tall card, fading to purple at the bottom.
/// let sky = LinearGradient(
///     colors: [UIColor(rgb: 0x3478F6), UIColor(rgb: 0xAF52DE)],
///     start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 100))
/// ```
public struct LinearGradient: Hashable, Sendable {
    /// A colour at a position along the gradient line.
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: UIColor
        /// 0 at `start`, 1 at `end`; values outside 0…1 are clamped when drawn.
        public var location: Double

        /// A stop of `color` at `location` (0 at the start point, 1 at the end point).
        public init(color: UIColor, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in ascending `location` order for a meaningful ramp (equal locations give a hard
    /// step). An empty list draws nothing; one stop draws a solid colour.
    public var stops: [Stop]
    /// Where location 0 lies, in points.
    public var start: CGPoint
    /// Where location 1 lies, in points.
    public var end: CGPoint

    /// A gradient through `stops` along the line from `start` to `end` (points); colours stay constant
    /// beyond the first and last stops.
    public init(stops: [Stop], start: CGPoint, end: CGPoint) {
        self.stops = stops
        self.start = start
        self.end = end
    }

    /// Colours spread evenly from location 0 to 1 (a single colour sits at 0).
    public init(colors: [UIColor], start: CGPoint, end: CGPoint) {
        let last = Double(max(colors.count - 1, 1))
        self.init(
            stops: colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) },
            start: start, end: end)
    }
}
