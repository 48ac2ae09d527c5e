public import Foundation

/// Why a `UIDriver` action or query failed. Every case names the views involved by their
/// readable path in the tree (e.g. `FormView › UITextField[2] "Email"`), never by address.
///
/// For example:
/// ```swift
/// do {
///     try driver.tap(label: "Save")
/// } catch .ambiguous(let query, let matches) {
///     print(query, matches)   // label "Save" ["Toolbar › UIButton \"Save\"", "Sheet › UIButton \"Save\""]
/// } catch {
///     print(error)
/// }
/// ```
public enum UIDriverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No view matches the query (`query` is the query's description).
    case noMatch(query: String)
    /// Several views match a query that must pick one; `matches` lists their paths in tree order.
    case ambiguous(query: String, matches: [String])
    /// A touch at the view's visible centre would land on another view (`coveredBy`; nil when
    /// nothing at that point takes touches, e.g. a disabled ancestor).
    case notHittable(path: String, coveredBy: String?)
    /// No part of the view is inside the window, even after scrolling every scroll view around it
    /// as far as the driver's event budget allows (scrolling disabled, a non-scrolling ancestor
    /// clips it, or it lies outside the window).
    case offScreen(path: String)
    /// The view is not in the driver's window (removed, or never added).
    case notInWindow(path: String)
    /// The view is hidden: it, or the ancestor `hiddenAncestor` names, has `isHidden` set or an
    /// alpha below 0.01, so it is neither drawn nor touched.
    case hidden(path: String, hiddenAncestor: String?)
    /// A tap would reach a disabled control (`isEnabled` false): the view itself or the control
    /// around it that would take the touch; `path` names that control.
    case notEnabled(path: String)
    /// A text view or field did not take keyboard focus when tapped (disabled, or not editable).
    case notFocusable(path: String)
    /// A control did not end at the value the driver set (disabled, outside its limits, or a
    /// gesture took the touch); `expected` and `actual` are the values as text.
    case valueNotReached(path: String, expected: String, actual: String)
    /// `condition` was still false after `after` of test-clock time.
    case timedOut(condition: String, after: Duration)
    /// The table has no row at `indexPath` (no such section or row, or an index path that is not
    /// a section and a row); `rowCounts` lists the rows in each of its sections.
    case noSuchRow(path: String, indexPath: IndexPath, rowCounts: [Int])

    public var description: String {
        switch self {
        case .noMatch(let query):
            "No view matches \(query)"
        case .ambiguous(let query, let matches):
            "\(matches.count) views match \(query):\n" + matches.map { "  • \($0)" }.joined(separator: "\n")
        case .notHittable(let path, let coveredBy):
            if let coveredBy {
                "\(path) is covered by \(coveredBy) at its visible centre"
            } else {
                "\(path) does not take touches at its visible centre"
            }
        case .offScreen(let path):
            "\(path) cannot be scrolled into the window"
        case .notInWindow(let path):
            "\(path) is not in the driver's window"
        case .hidden(let path, nil):
            "\(path) is hidden (isHidden is true or alpha is below 0.01)"
        case .hidden(let path, let hiddenAncestor?):
            "\(path) is inside \(hiddenAncestor), which is hidden (isHidden is true or alpha is below 0.01)"
        case .notEnabled(let path):
            "\(path) is disabled (isEnabled is false)"
        case .notFocusable(let path):
            "\(path) did not become first responder when tapped"
        case .valueNotReached(let path, let expected, let actual):
            "\(path) is \(actual), expected \(expected)"
        case .timedOut(let condition, let after):
            "Timed out after \(after) waiting for \(condition)"
        case .noSuchRow(let path, let indexPath, let rowCounts):
            if indexPath.count != 2 {
                "\(path) has no row \(indexPath): a row's index path is a section and a row"
            } else if !rowCounts.indices.contains(indexPath.section) {
                "\(path) has no section \(indexPath.section); it has \(counted(rowCounts.count, "section"))"
            } else {
                "\(path) has no row \(indexPath.row) in section \(indexPath.section), which has "
                    + counted(rowCounts[indexPath.section], "row")
            }
        }
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
