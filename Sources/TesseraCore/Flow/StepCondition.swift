/// When a step of a ``Flow`` may start: a predicate over the states of the flow's steps, built from
/// ``Step/succeeded``, ``Step/failed`` and ``Step/finished`` with `&&`, `||` and `!`.
///
/// Acheron wrote `userLogin.ready = { self.ping.succeeded && self.loadToken.failed }`; here the same
/// condition is a value that can also describe itself:
/// ```swift
/// let condition = ping.succeeded && loadToken.failed && (loadUser.failed || userLogin.failed)
/// condition.description   // "(Ping.succeeded && Load Token.failed) && (Load User.failed || User Login.failed)"
/// ```
///
/// Conditions are evaluated under the flow's lock, on whichever thread completed the last step: keep
/// custom predicates (``init(_:_:)``) pure and fast, reading only the snapshot they are given.
public struct StepCondition: Sendable, CustomStringConvertible {
    private let predicate: @Sendable (FlowSnapshot) -> Bool
    /// A readable form of the condition, for diagnostics.
    public let description: String

    /// A custom condition. `predicate` must be pure: it reads only the snapshot.
    ///
    /// For example, "at least two of three mirrors answered":
    /// ```swift
    /// StepCondition("2 of 3 mirrors") { snapshot in mirrors.count { snapshot[$0] == .succeeded } >= 2 }
    /// ```
    public init(_ description: String, _ predicate: @escaping @Sendable (FlowSnapshot) -> Bool) {
        self.description = description
        self.predicate = predicate
    }

    /// Whether the condition holds for `snapshot`.
    public func isSatisfied(by snapshot: FlowSnapshot) -> Bool {
        predicate(snapshot)
    }

    /// Holds from the start: the step starts as soon as the flow starts (Acheron's `ready = { true }`).
    public static let always = StepCondition("always") { _ in true }

    /// Never holds: the step is always skipped (useful to switch a step off in a variant of a flow).
    public static let never = StepCondition("never") { _ in false }

    /// Holds when both hold.
    public static func && (lhs: StepCondition, rhs: StepCondition) -> StepCondition {
        StepCondition("\(lhs.parenthesised) && \(rhs.parenthesised)") { lhs.predicate($0) && rhs.predicate($0) }
    }

    /// Holds when either holds.
    public static func || (lhs: StepCondition, rhs: StepCondition) -> StepCondition {
        StepCondition("\(lhs.parenthesised) || \(rhs.parenthesised)") { lhs.predicate($0) || rhs.predicate($0) }
    }

    /// Holds when `condition` does not. Note that `!step.succeeded` already holds while the step is
    /// pending; to wait for a failure use ``Step/failed``.
    public static prefix func ! (condition: StepCondition) -> StepCondition {
        StepCondition("!\(condition.parenthesised)") { !condition.predicate($0) }
    }

    private var parenthesised: String {
        description.contains(" ") ? "(\(description))" : description
    }
}
