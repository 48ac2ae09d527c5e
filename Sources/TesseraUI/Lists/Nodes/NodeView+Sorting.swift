import Foundation

extension NodeView {
    /// Orders siblings at every level by a field, ascending or descending. The sort is stable:
    /// equal fields keep the order of `roots` and `children`.
    ///
    /// For example: `outline.sort(by: \.title)`, `outline.sort(by: \.date, ascending: false)`.
    /// - Complexity: O(n log n) over each set of siblings, on every rebuild of the rows.
    public func sort<Field: Comparable>(by keyPath: KeyPath<Value, Field>, ascending: Bool = true) {
        sort { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $1[keyPath: keyPath] < $0[keyPath: keyPath] }
    }

    /// Orders siblings by a floating-point field; NaN sorts after every number in both directions
    /// (plain `<` is not an order once NaN is involved).
    public func sort<Field: Comparable & FloatingPoint>(by keyPath: KeyPath<Value, Field>, ascending: Bool = true) {
        sort { lhs, rhs in
            let (a, b) = (lhs[keyPath: keyPath], rhs[keyPath: keyPath])
            if a.isNaN || b.isNaN { return !a.isNaN && b.isNaN }
            return ascending ? a < b : b < a
        }
    }

    /// Orders siblings by an optional field; nil sorts after every value in both directions.
    public func sort<Field: Comparable>(by keyPath: KeyPath<Value, Field?>, ascending: Bool = true) {
        sort { lhs, rhs in
            switch (lhs[keyPath: keyPath], rhs[keyPath: keyPath]) {
            case (let a?, let b?): ascending ? a < b : b < a
            case (.some, nil): true
            case (nil, _): false
            }
        }
    }

    /// Orders siblings with a comparator (a strict weak order: `areInIncreasingOrder(a, a)` is false).
    public func sort(using areInIncreasingOrder: @escaping (Value, Value) -> Bool) {
        sortOrder = areInIncreasingOrder
        reloadData()
    }

    /// Shows siblings in the order of `roots` and `children` again.
    public func removeSorting() {
        sortOrder = nil
        reloadData()
    }

    /// `nodes` in the sort order (stable), or as they are when unsorted.
    func sorted(_ nodes: [Node<Value>]) -> [Node<Value>] {
        guard let sortOrder, nodes.count > 1 else { return nodes }
        return nodes.enumerated().sorted { lhs, rhs in
            if sortOrder(lhs.element.value, rhs.element.value) { return true }
            if sortOrder(rhs.element.value, lhs.element.value) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The rows for the current tree, sort, grouping and expansion.
    /// - Complexity: O(shown nodes + sorting), without recursion (deep trees are fine).
    func makeRows() -> [Row] {
        var rows: [Row] = []
        let top = sorted(roots)
        guard let grouping else {
            appendRows(of: top, depth: 0, to: &rows)
            return rows
        }
        for group in grouping.partition(top) {
            let isExpanded = !collapsedGroups.contains(group.title)
            rows.append(.header(title: group.title, count: group.nodes.count, isExpanded: isExpanded))
            if isExpanded { appendRows(of: group.nodes, depth: 0, to: &rows) }
        }
        return rows
    }

    /// Appends `nodes` (already in order) and their expanded descendants, depth first.
    private func appendRows(of nodes: [Node<Value>], depth: Int, to rows: inout [Row]) {
        var stack: [(node: Node<Value>, depth: Int)] = nodes.reversed().map { ($0, depth) }
        while let (node, depth) = stack.popLast() {
            rows.append(.node(node, depth: depth))
            guard node.isExpanded else { continue }
            for child in sorted(node.children).reversed() { stack.append((child, depth + 1)) }
        }
    }
}
