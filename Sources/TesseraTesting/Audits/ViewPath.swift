import TesseraUI

/// A readable, deterministic address of a view in its tree, e.g.
/// `JournalHomeView › EntryCardView[3] › UILabel[2] "Release week"`: type names, the index among
/// siblings of the same type (from 1, only when there are several), and the view's identifier or
/// text, if any. No memory addresses, so it is safe in snapshots.
@MainActor
enum ViewPath {
    static func of(_ view: UIView) -> String {
        var components: [String] = []
        var current: UIView? = view
        while let node = current {
            if node is UIWindow { break }
            components.append(component(node))
            current = node.superview
        }
        var path = components.reversed().joined(separator: " › ")
        if let detail = detail(of: view) { path += " \"\(detail)\"" }
        return path
    }

    private static func component(_ view: UIView) -> String {
        let name = String(describing: type(of: view))
        guard let parent = view.superview else { return name }
        let sameType = parent.subviews.filter { type(of: $0) == type(of: view) }
        guard sameType.count > 1, let index = sameType.firstIndex(where: { $0 === view }) else { return name }
        return "\(name)[\(index + 1)]"
    }

    private static func detail(of view: UIView) -> String? {
        if let identifier = view.accessibilityIdentifier { return identifier }
        if let label = view as? UILabel, let text = label.text, !text.isEmpty { return String(text.prefix(40)) }
        return view.accessibilityLabel.map { String($0.prefix(40)) }
    }
}
