/// What `CGContext.drawPath(using:)` paints (`CGPathDrawingMode`), Core Graphics' raw values.
public enum CGPathDrawingMode: Int32, Hashable, Sendable {
    /// Fills the path's inside by the non-zero winding rule.
    case fill = 0
    /// Fills the path's inside by the even-odd rule (overlapping areas alternate in and out).
    case eoFill = 1
    /// Strokes the path's outline only.
    case stroke = 2
    /// Fills by the non-zero winding rule, then strokes.
    case fillStroke = 3
    /// Fills by the even-odd rule, then strokes.
    case eoFillStroke = 4
}
