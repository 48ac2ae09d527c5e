extension NSLayoutConstraint {
    /// How the two sides of a ``NSLayoutConstraint`` relate (`NSLayoutConstraint.Relation`).
    public enum Relation: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case lessThanOrEqual = -1
        case equal = 0
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
