import Foundation

/// How a `NodeView` splits its top-level nodes into titled groups.
struct NodeGrouping<Value> {
    /// Groups of the nodes, in display order, each keeping the nodes' order.
    let partition: ([Node<Value>]) -> [(title: String, nodes: [Node<Value>])]

    /// Groups by `key`, titled by `title`; groups appear in the order of their first node, then
    /// `arrange` may reorder the keys.
    init<Key: Hashable>(
        key: @escaping (Value) -> Key, title: @escaping (Key) -> String, arrange: (([Key]) -> [Key])? = nil
    ) {
        partition = { nodes in
            var keys: [Key] = []
            var members: [Key: [Node<Value>]] = [:]
            for node in nodes {
                let nodeKey = key(node.value)
                if members[nodeKey] == nil { keys.append(nodeKey) }
                members[nodeKey, default: []].append(node)
            }
            return (arrange?(keys) ?? keys).map { (title($0), members[$0] ?? []) }
        }
    }
}

extension NodeView {
    /// Groups the top-level nodes by a field under header rows titled with its `description`,
    /// in the order the groups first appear (after sorting). Children stay under their parents.
    ///
    /// For example, an enum that is not `Comparable`: `outline.group(by: \.weather)`.
    public func group<Key: Hashable & CustomStringConvertible>(by keyPath: KeyPath<Value, Key>) {
        setGrouping(NodeGrouping(key: { $0[keyPath: keyPath] }, title: \.description))
    }

    /// Groups the top-level nodes by a `Comparable` field, groups in ascending key order (an enum's
    /// declaration order when its `<` compares raw values or cases).
    public func group<Key: Hashable & CustomStringConvertible & Comparable>(by keyPath: KeyPath<Value, Key>) {
        setGrouping(NodeGrouping(key: { $0[keyPath: keyPath] }, title: \.description, arrange: { $0.sorted() }))
    }

    /// Groups the top-level nodes by an optional field; nodes without one go in a last group titled
    /// `noneTitle`.
    public func group<Key: Hashable & CustomStringConvertible>(
        by keyPath: KeyPath<Value, Key?>, noneTitle: String = "None"
    ) {
        setGrouping(
            NodeGrouping(
                key: { $0[keyPath: keyPath] }, title: { $0?.description ?? noneTitle },
                arrange: { keys in keys.filter { $0 != nil } + keys.filter { $0 == nil } }))
    }

    /// Groups the top-level nodes under the title `title` returns for each value, in the order the
    /// titles first appear — for any field, whatever its type.
    ///
    /// For example: `outline.group { $0.date.formatted(.dateTime.year()) }`.
    public func group(byTitle title: @escaping (Value) -> String) {
        setGrouping(NodeGrouping(key: title, title: { $0 }))
    }

    /// Shows the nodes without header rows again.
    public func removeGrouping() {
        grouping = nil
        reloadData()
    }

    /// Expands or collapses a group's header row (by its title); the rows below slide.
    public func setGroup(titled title: String, expanded: Bool, animated: Bool = true) {
        guard collapsedGroups.contains(title) == expanded else { return }
        if expanded { collapsedGroups.remove(title) } else { collapsedGroups.insert(title) }
        applyExpansionChange(
            atRowWhere: { if case .header(title, _, _) = $0 { true } else { false } }, animated: animated)
    }

    private func setGrouping(_ newGrouping: NodeGrouping<Value>) {
        grouping = newGrouping
        collapsedGroups.removeAll()
        reloadData()
    }
}
