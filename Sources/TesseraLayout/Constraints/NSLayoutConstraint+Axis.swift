extension NSLayoutConstraint {
    /// A direction along which items are laid out (`NSLayoutConstraint.Axis`).
    ///
    /// Used for content hugging and compression resistance priorities, stack axes and
    /// `constraintsAffectingLayout(for:)`.
    public enum Axis: Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Left to right: x positions and widths.
        case horizontal
        /// Top to bottom: y positions and heights.
        case vertical

        /// The other axis.
        public var perpendicular: NSLayoutConstraint.Axis { self == .horizontal ? .vertical : .horizontal }

        public var description: String { self == .horizontal ? "horizontal" : "vertical" }
    }
}

extension NSLayoutConstraint {
    /// How the two sides of a ``NSLayoutConstraint`` relate (`NSLayoutConstraint.Relation`).
    public enum Relation: Hashable, Sendable, CaseIterable, CustomStringConvertible {
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
}
