/// How a stroke turns where two segments meet (`CGLineJoin`), Core Graphics' raw values.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// Sharp corners, bevelled past the miter limit.
    case miter = 0
    case round = 1
    case bevel = 2

    var strokeLineJoin: StrokeStyle.LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
