public import Foundation

/// How a path is outlined: width, caps, joins and dashes (the vocabulary of Cairo and Core
/// Graphics). Lengths are in points of the user space the path is stroked in.
///
/// For example:
/// ```swift
/// let dotted = StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, 4])
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// The shape drawn at the open ends of subpaths and dashes.
    public enum LineCap: Hashable, Sendable, CaseIterable {
        /// The stroke stops exactly at the end point.
        case butt
        /// A half circle of diameter `lineWidth` centred on the end point.
        case round
        /// A half square of side `lineWidth` extending past the end point.
        case square
    }

    /// The shape drawn where two segments meet.
    public enum LineJoin: Hashable, Sendable, CaseIterable {
        /// Sharp corners, bevelled when longer than `miterLimit` times half the line width.
        case miter
        /// Corners rounded with a radius of half the line width.
        case round
        /// Corners cut off square.
        case bevel
    }

    /// The stroke's width in points; zero or less draws nothing.
    public var lineWidth: CGFloat
    /// How the ends of open subpaths are drawn.
    public var lineCap: LineCap
    /// How segments meet at corners.
    public var lineJoin: LineJoin
    /// The ratio of miter length to line width beyond which a miter join is bevelled (default 10,
    /// as Core Graphics and Cairo).
    public var miterLimit: CGFloat
    /// Alternating on/off lengths in points, starting with "on"; empty for a solid line. A pattern
    /// with a negative length or with no positive length draws a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the stroke starts, in points.
    public var dashPhase: CGFloat

    /// A stroke style; the width is in points.
    public init(
        lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// True when `dash` describes a pattern Cairo can draw: every length finite and ≥ 0, and at
    /// least one length > 0.
    var hasDrawableDash: Bool {
        !dash.isEmpty && dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.contains { $0 > 0 }
    }
}
