/// Which points a path's outline encloses (`CGPathFillRule`).
public enum CGPathFillRule: Int, Hashable, Sendable {
    /// Inside when the outline winds around the point a non-zero number of times.
    case winding = 0
    /// Inside when a ray from the point crosses the outline an odd number of times.
    case evenOdd = 1
}
