public import Foundation

/// One position fix, shaped like Core Location's `CLLocation`: where, how high, how sure, how fast,
/// which way, and when.
///
/// Unknown values are `nil` rather than Core Location's negative sentinels, except
/// ``horizontalAccuracy``, which keeps Core Location's rule that a negative value marks the
/// coordinate as invalid (region monitoring ignores such fixes).
///
/// ```swift
/// let fix = Location(coordinate: LocationCoordinate(latitude: 31.2304, longitude: 121.4737),
///                    altitude: 4, horizontalAccuracy: 5, speed: 1.4, course: 90,
///                    timestamp: Date(timeIntervalSince1970: 1_767_225_600))
/// fix.distance(from: otherFix)   // metres along the WGS-84 geodesic
/// ```
public struct Location: Hashable, Sendable, Codable {
    /// Latitude and longitude in degrees on WGS-84.
    public var coordinate: LocationCoordinate
    /// Metres above mean sea level (GPX `<ele>`), or `nil` when unknown.
    public var altitude: Double?
    /// Radius in metres of the circle the true position lies in with about 68 % confidence;
    /// negative when the coordinate is invalid.
    public var horizontalAccuracy: Double
    /// Metres per second over the ground, ≥ 0, or `nil` when unknown.
    public var speed: Double?
    /// Direction of travel in degrees clockwise from true north, [0°, 360°), or `nil` when unknown.
    public var course: Double?
    /// When the fix was determined.
    public var timestamp: Date

    /// Creates a fix. `altitude` is metres above mean sea level; `horizontalAccuracy` is a radius in metres,
    /// negative to mark the coordinate invalid; `speed` is metres per second (≥ 0); `course` is degrees clockwise
    /// from true north, [0°, 360°). Pass `nil` for an unknown altitude, speed or course. Nothing is checked.
    public init(
        coordinate: LocationCoordinate, altitude: Double? = nil, horizontalAccuracy: Double = 0,
        speed: Double? = nil, course: Double? = nil, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.speed = speed
        self.course = course
        self.timestamp = timestamp
    }

    /// Whether the fix can be used as a position: a valid coordinate and a non-negative accuracy.
    public var isValid: Bool {
        coordinate.isValid && horizontalAccuracy >= 0
    }

    /// The geodesic distance in metres to `other` on WGS-84 (``Geodesy``), ignoring altitude, as
    /// `CLLocation.distance(from:)`.
    ///
    /// - Precondition: both coordinates are valid.
    public func distance(from other: Location) -> Double {
        Geodesy.distance(from: other.coordinate, to: coordinate)
    }
}
