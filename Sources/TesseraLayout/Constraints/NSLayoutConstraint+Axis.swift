extension NSLayoutConstraint {
    /// A direction along which items are laid out (`NSLayoutConstraint.Axis`).
    ///
    /// Used for content hugging and compression resistance priorities, stack axes and
    /// `constraintsAffectingLayout(for:)`.
    ///
    /// For example, a label that keeps its width while its neighbour gives way:
    /// ```swift
    /// price.setContentCompressionResistancePriority(.required, for: .horizontal)
    /// stack.axis = .vertical
    /// ```
    public enum Axis: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Left to right: x positions and widths.
        case horizontal = 0
        /// Top to bottom: y positions and heights.
        case vertical = 1

        /// The other axis.
        public var perpendicular: NSLayoutConstraint.Axis { self == .horizontal ? .vertical : .horizontal }

        public var description: String { self == .horizontal ? "horizontal" : "vertical" }
    }
}
