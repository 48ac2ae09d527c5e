/// Why `updateConstraints` could not apply a line.
///
/// For example, `updateConstraints` only changes constants of lines `makeConstraints` made:
/// ```swift
/// card.layout.makeConstraints { make in make.height.equalTo(100) }
/// card.layout.updateConstraints { make in make.height.equalTo(160) }   // the same line: updated
/// ```
public enum ConstraintUpdateError: Error, Equatable, CustomStringConvertible {
    /// No constraint made by the DSL before matches this one (shown as written), from the update at
    /// `file`:`line`. Use `makeConstraints` for new constraints.
    case noMatchingConstraint(String, file: String, line: Int)

    public var description: String {
        switch self {
        case .noMatchingConstraint(let constraint, let file, let line):
            "updateConstraints (\(file):\(line)) found no existing constraint made by the DSL matching \(constraint); "
                + "update only changes constants of constraints made before with the same items, attributes, "
                + "relation, priority and multiplier"
        }
    }
}
