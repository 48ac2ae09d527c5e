public import Foundation

/// One problem an audit found, with the offending view's path in the tree.
///
/// For example:
/// ```swift
/// for issue in Audit.run(on: window) {
///     if case .smallTouchTarget(let size) = issue.kind {
///         print(issue.path, size)   // e.g. LoginView › UIButton "OK" (30.0, 30.0)
///     }
/// }
/// ```
public struct AuditIssue: Hashable, Sendable, CustomStringConvertible {
    /// What an audit found wrong, with the measured values.
    ///
    /// ```swift
    /// let expected = AuditIssue(kind: .smallTouchTarget(size: CGSize(width: 30, height: 30)), path: "LoginView › UIButton \"OK\"")
    /// #expect(Audit.run(on: window) == [expected])
    /// ```
    public enum Kind: Hashable, Sendable {
        /// Text contrast below the WCAG 2.1 AA minimum (4.5:1, or 3:1 for large text).
        case lowContrast(ratio: Double, required: Double)
        /// An enabled control smaller than 44×44 points (Apple's Human Interface Guidelines).
        case smallTouchTarget(size: CGSize)
        /// Text shows an ellipsis or drops lines it was allowed to show.
        case truncatedText
        /// Text extends outside its label or outside an ancestor that clips it.
        case clippedText
        /// Two enabled controls with the same superview overlap; `other` is the second one's path.
        case overlappingControls(other: String)
        /// Auto Layout cannot decide the view's frame from its constraints.
        case ambiguousLayout
    }

    /// What is wrong, with the measured values.
    public var kind: Kind
    /// Where the view sits, e.g. `HomeView › CardView[2] › UIButton "Save"`.
    public var path: String

    /// An issue of `kind` for the view at `path` (audits make these; tests may build their own to compare).
    public init(kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }

    public var description: String {
        switch kind {
        case .lowContrast(let ratio, let required):
            "\(path): contrast \(String(format: "%.2f", ratio)):1 is below \(String(format: "%.1f", required)):1"
        case .smallTouchTarget(let size):
            "\(path): touch target \(Self.format(size.width))×\(Self.format(size.height)) pt is smaller than 44×44 pt"
        case .truncatedText:
            "\(path): text is truncated"
        case .clippedText:
            "\(path): text is clipped"
        case .overlappingControls(let other):
            "\(path): overlaps \(other)"
        case .ambiguousLayout:
            "\(path): layout is ambiguous"
        }
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
