import Foundation

/// When snapshot references are written.
///
/// Read from the environment by `RecordMode.current`: `TESSERA_RECORD=all|missing|never`
/// (default `missing`). When `CI=true` the mode is always `never`, so CI fails on a missing
/// reference instead of quietly recording one.
///
/// For example, re-recording the references of one test while reviewing a design change:
/// ```swift
/// assertSnapshot(of: card, record: .all)
/// ```
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
    /// Overwrite every reference with the new rendering (the assertion still fails, as a reminder).
    case all
    /// Record references that do not exist yet; compare the others.
    case missing
    /// Never write; a missing reference is a failure.
    case never

    /// The mode for this process, from `TESSERA_RECORD` and `CI`.
    public static var current: RecordMode {
        mode(environment: ProcessInfo.processInfo.environment)
    }

    /// The mode an environment selects. An unknown `TESSERA_RECORD` value means `missing`.
    public static func mode(environment: [String: String]) -> RecordMode {
        if let ci = environment["CI"]?.lowercased(), ci == "true" || ci == "1" { return .never }
        return environment["TESSERA_RECORD"].flatMap { RecordMode(rawValue: $0.lowercased()) } ?? .missing
    }
}
