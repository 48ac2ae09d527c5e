/// A circular geofence: the points within `radius` metres (geodesic distance on WGS-84) of `center`.
///
/// For example:
/// ```swift
/// let office = CircularRegion(id: "office", center: LocationCoordinate(latitude: 52.52, longitude: 13.405), radius: 150)
/// office.contains(LocationCoordinate(latitude: 52.5201, longitude: 13.4051))   // true: about 13 m away
/// ```
public struct CircularRegion: Hashable, Sendable, Codable, Identifiable {
    /// The app's name for the region; events carry it back.
    public var id: String
    /// The region's centre, in degrees on WGS-84; always valid.
    public var center: LocationCoordinate
    /// Metres, > 0.
    public var radius: Double

    /// - Precondition: `center` is valid and `radius` is positive and finite.
    public init(id: String, center: LocationCoordinate, radius: Double) {
        precondition(center.isValid, "Region centre must be a valid coordinate, got \(center)")
        precondition(radius > 0 && radius.isFinite, "Region radius must be positive and finite, got \(radius)")
        self.id = id
        self.center = center
        self.radius = radius
    }

    private enum CodingKeys: String, CodingKey { case id, center, radius }

    /// Decodes a region, checking what ``init(id:center:radius:)`` requires.
    /// - Throws: `DecodingError.dataCorrupted` for an invalid centre or a radius that is not positive and
    ///   finite (stored data must never make a region the initialiser would refuse); the decoder's errors.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let center = try container.decode(LocationCoordinate.self, forKey: .center)
        let radius = try container.decode(Double.self, forKey: .radius)
        guard center.isValid else {
            throw DecodingError.dataCorruptedError(
                forKey: .center, in: container, debugDescription: "invalid centre \(center)")
        }
        guard radius > 0, radius.isFinite else {
            throw DecodingError.dataCorruptedError(
                forKey: .radius, in: container, debugDescription: "radius must be positive and finite, got \(radius)")
        }
        self.init(id: try container.decode(String.self, forKey: .id), center: center, radius: radius)
    }

    /// Whether `coordinate` lies in the region: its geodesic distance from ``center`` on WGS-84
    /// (``Geodesy``) is at most ``radius`` (the boundary counts as inside).
    ///
    /// - Precondition: `coordinate` is valid.
    public func contains(_ coordinate: LocationCoordinate) -> Bool {
        Geodesy.distance(from: center, to: coordinate) <= radius
    }
}

/// Crossing a monitored region's boundary.
///
/// For example:
/// ```swift
/// for await event in provider.regionEvents(for: [office]) {
///     if case .entered(let region) = event { print("arrived at \(region.id)") }
/// }
/// ```
public enum RegionEvent: Hashable, Sendable {
    case entered(CircularRegion)
    case exited(CircularRegion)

    /// The region crossed.
    public var region: CircularRegion {
        switch self {
        case .entered(let region), .exited(let region): region
        }
    }
}
