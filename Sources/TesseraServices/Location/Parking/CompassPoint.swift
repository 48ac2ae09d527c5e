/// The eight principal winds of the compass, for telling a user which way to walk.
///
/// ```swift
/// CompassPoint(bearing: 10).abbreviation     // "N"
/// CompassPoint(bearing: 22.5).abbreviation   // "NE" (boundaries belong to the clockwise point)
/// CompassPoint(bearing: 200).name            // "south-west"
/// ```
public enum CompassPoint: String, Hashable, Sendable, CaseIterable, Codable {
    case north = "N"
    case northEast = "NE"
    case east = "E"
    case southEast = "SE"
    case south = "S"
    case southWest = "SW"
    case west = "W"
    case northWest = "NW"

    /// The point whose 45° sector holds `bearing` (degrees clockwise from true north, any finite
    /// value; reduced modulo 360). Each sector is centred on its point: north is
    /// [337.5°, 22.5°).
    ///
    /// - Precondition: `bearing` is finite.
    public init(bearing: Double) {
        precondition(bearing.isFinite, "A compass bearing must be finite, got \(bearing)")
        let shifted = DegreeMath.bearing(bearing + 22.5)
        self = Self.allCases[min(Int(shifted / 45), 7)]
    }

    /// The abbreviation: "N", "NE", …, "NW".
    public var abbreviation: String { rawValue }

    /// The English name: "north", "north-east", …
    public var name: String {
        switch self {
        case .north: "north"
        case .northEast: "north-east"
        case .east: "east"
        case .southEast: "south-east"
        case .south: "south"
        case .southWest: "south-west"
        case .west: "west"
        case .northWest: "north-west"
        }
    }

    /// The point's own bearing in degrees: 0, 45, …, 315.
    public var bearing: Double {
        Double(Self.allCases.firstIndex(of: self) ?? 0) * 45
    }
}
