/// How a stroke turns where two segments meet (`CGLineJoin`), Core Graphics' raw values.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// Sharp corners, bevelled past the miter limit.
    case miter = 0
    /// Corners are rounded with a radius of half the line width.
    case round = 1
    /// Corners are cut off square.
    case bevel = 2

    var strokeLineJoin: StrokeStyle.LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
