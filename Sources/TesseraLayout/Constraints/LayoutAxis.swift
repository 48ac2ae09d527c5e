/// A direction along which items are laid out (`NSLayoutConstraint.Axis`).
///
/// Used for content hugging and compression resistance priorities, stack axes and
/// `constraintsAffectingLayout(for:)`.
public enum LayoutAxis: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Left to right: x positions and widths.
    case horizontal
    /// Top to bottom: y positions and heights.
    case vertical

    /// The other axis.
    public var perpendicular: LayoutAxis { self == .horizontal ? .vertical : .horizontal }

    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// How the two sides of a ``LayoutConstraint`` relate (`NSLayoutConstraint.Relation`).
public enum LayoutRelation: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
