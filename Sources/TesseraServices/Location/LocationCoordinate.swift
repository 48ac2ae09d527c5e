/// A position on the WGS-84 ellipsoid, in degrees.
///
/// For example:
/// ```swift
/// let eiffelTower = LocationCoordinate(latitude: 48.8584, longitude: 2.2945)
/// eiffelTower.isValid   // true
/// ```
public struct LocationCoordinate: Hashable, Sendable, Codable {
    /// Degrees north of the equator, −90…90.
    public var latitude: Double
    /// Degrees east of Greenwich, −180…180.
    public var longitude: Double

    /// Creates a coordinate from degrees; out-of-range or non-finite values are kept (see ``isValid``).
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether both values are finite and in range (Core Location's `CLLocationCoordinate2DIsValid`).
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }
}
