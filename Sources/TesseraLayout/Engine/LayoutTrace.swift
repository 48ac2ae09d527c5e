import Foundation

extension ViewLayoutItem {
    /// A text picture of this view's subtree for debugging and text snapshots (in the spirit of
    /// UIKit's `_autolayoutTrace`): one line per view, indented by depth, with its frame in its
    /// superview's space and its ambiguous parts. Deterministic: names come from `layoutDebugName`,
    /// never addresses. Runs the pending layout first.
    ///
    /// Marks: `•` the root of the engine's tree, `*` a view positioned by constraints
    /// (`translatesAutoresizingMaskIntoConstraints == false`), `+` a view whose frame the engine
    /// takes as given, a blank for a view outside Auto Layout. Guides that take part are listed under
    /// their view in brackets.
    ///
    /// For example:
    /// ```text
    /// •UIWindow (0, 0, 393, 852)
    /// |   +UIView#root (0, 0, 393, 852)
    /// |   |   *UILabel#title (16, 59, 120, 21)
    /// |   |   *UIView#badge (0, 0, 24, 24) — AMBIGUOUS LAYOUT for minX, minY
    /// ```
    /// - Complexity: copies the tree's constraint system to test ambiguity; for debugging and tests.
    public func layoutTrace() -> String {
        let engine = LayoutEngine.existingEngine(of: self)
        engine?.updateLayoutIfNeeded()
        let copy = engine?.diagnosticCopy()
        var lines: [String] = []
        func ambiguity(_ node: LayoutNode?) -> String {
            guard let node, let copy else { return "" }
            let parts = copy.ambiguousParts(of: node)
            return parts.isEmpty ? "" : " — AMBIGUOUS LAYOUT for " + parts.joined(separator: ", ")
        }
        func visit(_ view: any ViewLayoutItem, depth: Int) {
            let prefix = String(repeating: "|   ", count: depth)
            let node = view.existingLayoutNode
            let registered = node.map { engine?.registration(of: $0) != nil } ?? false
            let mark: String
            if view.parentLayoutView == nil {
                mark = "•"
            } else if registered || node?.constraints.isEmpty == false {
                mark = view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
            } else {
                mark = " "
            }
            lines.append(
                "\(prefix)\(mark)\(view.layoutDebugName) \(LayoutTraceFormat.rect(view.frame))\(ambiguity(node))")
            for guide in node?.guides ?? [] {
                guard let guideNode = guide.existingLayoutNode,
                    engine?.registration(of: guideNode) != nil
                else { continue }
                lines.append(
                    "\(prefix)|   [\(guide.layoutDebugName) \(LayoutTraceFormat.rect(guide.layoutFrame))\(ambiguity(guideNode))]"
                )
            }
            for child in view.subviewLayoutItems { visit(child, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}

/// Number formatting shared by the diagnostics: whole numbers without decimals, others with up to two.
enum LayoutTraceFormat {
    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }
}
