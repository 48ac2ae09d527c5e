extension LocationCoordinate {
    /// The geodesic distance in metres from this coordinate to `other` on WGS-84 (``Geodesy``).
    ///
    /// - Precondition: both coordinates are valid.
    public func distance(to other: LocationCoordinate) -> Double {
        Geodesy.distance(from: self, to: other)
    }

    /// The initial bearing from this coordinate towards `other`, degrees clockwise from true north in
    /// [0°, 360°) (``Geodesy/initialBearing(from:to:)``).
    ///
    /// - Precondition: both coordinates are valid.
    public func bearing(to other: LocationCoordinate) -> Double {
        Geodesy.initialBearing(from: self, to: other)
    }
}
