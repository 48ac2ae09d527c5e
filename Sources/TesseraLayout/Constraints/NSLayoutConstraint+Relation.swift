extension NSLayoutConstraint {
    /// How the two sides of a ``NSLayoutConstraint`` relate (`NSLayoutConstraint.Relation`).
    ///
    /// For example:
    /// ```swift
    /// let maximum = NSLayoutConstraint(item: note, attribute: .width, relatedBy: .lessThanOrEqual,
    ///                                  toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 320)
    /// maximum.isActive = true
    /// ```
    public enum Relation: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The first attribute is at most the second's value times the multiplier plus the constant.
        case lessThanOrEqual = -1
        /// The first attribute equals the second's value times the multiplier plus the constant.
        case equal = 0
        /// The first attribute is at least the second's value times the multiplier plus the constant.
        case greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}
