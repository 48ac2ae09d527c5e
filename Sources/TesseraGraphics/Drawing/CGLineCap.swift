/// How a stroke ends at the open ends of a path (`CGLineCap`), Core Graphics' raw values.
///
/// For example:
/// ```swift
/// context.setLineCap(.round)
/// context.move(to: CGPoint(x: 10, y: 10))
/// context.addLine(to: CGPoint(x: 90, y: 10))
/// context.strokePath()
/// ```
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The stroke stops exactly at the end point.
    case butt = 0
    /// A half circle of diameter line width around the end point.
    case round = 1
    /// A half square of side line width past the end point.
    case square = 2

    var strokeLineCap: StrokeStyle.LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}
