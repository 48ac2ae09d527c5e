// Test assertions need Swift Testing, which a build with --static-swift-stdlib (make package) lacks;
// the rest of TesseraTesting (the driver, audits, snapshot comparison) works without it.
#if canImport(Testing)
    import Foundation
    public import TesseraGraphics
    public import TesseraUI
    import Testing

    /// Runs `Audit.run(on:checks:traits:)` and records one test issue listing every offending view.
    ///
    /// For example:
    /// ```swift
    /// @Test @MainActor func homeScreenPassesAudits() {
    ///     assertAudits(of: window)
    /// }
    /// ```
    /// - Returns: the issues found (empty when the screen passes).
    @MainActor
    @discardableResult
    public func assertAudits(
        of root: UIView, checks: Audit.Checks = .all, traits: UITraitCollection = .default,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> [AuditIssue] {
        let issues = Audit.run(on: root, checks: checks, traits: traits)
        if !issues.isEmpty {
            let list = issues.map { "  • \($0)" }.joined(separator: "\n")
            Issue.record(
                Comment(rawValue: "\(issues.count) audit issue(s):\n\(list)"),
                sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        return issues
    }
#endif
