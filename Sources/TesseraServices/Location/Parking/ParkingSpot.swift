public import Foundation

/// Where the car was left (爱寻车's "remember where I parked"), when, and an optional note such as
/// "level B2, pillar 17".
///
/// Stored as JSON: `{"coordinate":{"latitude":…,"longitude":…},"date":"2026-01-01T08:00:00Z","note":…}`
/// (dates as ISO 8601, keys sorted).
///
/// For example:
/// ```swift
/// let spot = ParkingSpot(coordinate: LocationCoordinate(latitude: 40.7580, longitude: -73.9855), date: Date(), note: "Level 3")
/// let way = spot.directions(from: here)
/// print(Int(way.distance), "m at", Int(way.bearing), "°")
/// ```
public struct ParkingSpot: Hashable, Sendable, Codable {
    /// Where the car is, degrees on WGS-84.
    public var coordinate: LocationCoordinate
    /// When the spot was saved.
    public var date: Date
    /// The user's note, if any.
    public var note: String?

    /// - Precondition: `coordinate` is valid.
    public init(coordinate: LocationCoordinate, date: Date, note: String? = nil) {
        precondition(coordinate.isValid, "A parking spot needs a valid coordinate, got \(coordinate)")
        self.coordinate = coordinate
        self.date = date
        self.note = note
    }

    /// A spot at `location`, dated with the fix's timestamp.
    ///
    /// - Precondition: the location's coordinate is valid.
    public init(location: Location, note: String? = nil) {
        self.init(coordinate: location.coordinate, date: location.timestamp, note: note)
    }

    /// How far and which way the spot is from `current`.
    ///
    /// - Precondition: `current` is valid.
    public func directions(from current: LocationCoordinate) -> ParkingDirections {
        let path = Geodesy.inverse(from: current, to: coordinate)
        return ParkingDirections(distance: path.distance, bearing: path.initialBearing)
    }
}

/// The way back to a ``ParkingSpot``: metres to walk and the direction to set off in.
///
/// ```swift
/// let back = spot.directions(from: here)
/// "\(Int(back.distance)) m \(back.compassPoint.abbreviation)"   // "240 m NE"
/// ```
public struct ParkingDirections: Hashable, Sendable {
    /// Geodesic distance in metres on WGS-84.
    public var distance: Double
    /// Initial bearing towards the spot, degrees clockwise from true north, [0°, 360°).
    public var bearing: Double

    /// Creates directions from a distance in metres and a bearing in degrees clockwise from true north.
    public init(distance: Double, bearing: Double) {
        self.distance = distance
        self.bearing = bearing
    }

    /// The eight-point compass direction of ``bearing``.
    public var compassPoint: CompassPoint { CompassPoint(bearing: bearing) }
}
