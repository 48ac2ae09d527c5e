import Foundation

/// Angle helpers in degrees that stay exact where exactness matters to the geodesic solver: the sine
/// of 180° is 0, not 1.2e-16, so meridian and equatorial cases are recognised.
enum DegreeMath {
    static let radiansPerDegree = Double.pi / 180

    /// Sine and cosine of `degrees`, reduced to ±45° by whole quarter turns before the radian
    /// conversion, so multiples of 90° give exact 0 and ±1.
    static func sineCosine(_ degrees: Double) -> (sine: Double, cosine: Double) {
        var reduced = remainder(degrees, 360)
        let quarterTurns = Int((reduced / 90).rounded())
        reduced -= 90 * Double(quarterTurns)
        let radians = reduced * radiansPerDegree
        let sine = sin(radians)
        let cosine = cos(radians)
        switch quarterTurns & 3 {
        case 0: return (sine, cosine)
        case 1: return (cosine, -sine)
        case 2: return (-sine, -cosine)
        default: return (-cosine, sine)
        }
    }

    /// `atan2(y, x)` in degrees, in (−180°, 180°].
    static func atan2Degrees(_ y: Double, _ x: Double) -> Double {
        let angle = atan2(y, x) / radiansPerDegree
        return angle == -180 ? 180 : angle
    }

    /// `to − from` reduced to (−180°, 180°].
    static func difference(from: Double, to: Double) -> Double {
        let difference = remainder(to - from, 360)
        return difference == -180 ? 180 : difference
    }

    /// `degrees` reduced to [0°, 360°).
    static func bearing(_ degrees: Double) -> Double {
        let reduced = degrees.truncatingRemainder(dividingBy: 360)
        let positive = reduced < 0 ? reduced + 360 : reduced
        return positive >= 360 ? 0 : positive + 0  // + 0 turns −0 into +0
    }

    /// Rounds angles of magnitude below about 1e-17° to 0 (by adding and removing 1/16, which keeps
    /// every larger value exact), so that later squaring cannot underflow into denormals.
    static func roundTiny(_ degrees: Double) -> Double {
        let limit = 1.0 / 16
        var magnitude = abs(degrees)
        if magnitude < limit {
            magnitude = limit - (limit - magnitude)
        }
        return degrees < 0 ? -magnitude : magnitude
    }

    /// `(x, y)` scaled to unit length.
    static func normalized(_ x: Double, _ y: Double) -> (Double, Double) {
        let length = hypot(x, y)
        return (x / length, y / length)
    }
}
