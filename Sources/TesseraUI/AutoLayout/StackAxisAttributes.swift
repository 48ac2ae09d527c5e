import TesseraLayout

/// The layout attributes a stack view constrains, named by their role along its axis: a
/// horizontal stack runs leading to trailing and crosses top to bottom, a vertical one the other
/// way round.
struct StackAxisAttributes {
    /// The edge the first arranged view starts at, and the edge the last one ends at.
    let start, end: NSLayoutConstraint.Attribute
    /// The size along the axis, and the centre along it (for `equalCentering`).
    let length, center: NSLayoutConstraint.Attribute
    /// The edges, centre and size across the axis.
    let crossStart, crossEnd, crossCenter, crossLength: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
        let horizontal = axis == .horizontal
        start = horizontal ? .leading : .top
        end = horizontal ? .trailing : .bottom
        length = horizontal ? .width : .height
        center = horizontal ? .centerX : .centerY
        crossStart = horizontal ? .top : .leading
        crossEnd = horizontal ? .bottom : .trailing
        crossCenter = horizontal ? .centerY : .centerX
        crossLength = horizontal ? .height : .width
    }
}
