import Foundation

/// A value and its children: the tree a `NodeView` shows, one row per node (Acheron's `Node`,
/// typed).
///
/// A node with children shows a disclosure chevron; collapsing it hides its descendants. Nodes are
/// objects so a view can keep pointing at them while rows are sorted, grouped and re-flattened.
/// After changing values or children of nodes already shown, call `NodeView.reloadData()`.
///
/// For example:
/// ```swift
/// let trip = Node(Entry(title: "Kyoto", mood: .calm), children: [
///     Node(Entry(title: "Fushimi Inari at dawn", mood: .inspired)),
///     Node(Entry(title: "Lost the train ticket", mood: .anxious)),
/// ])
/// trip.isExpanded = false   // show only "Kyoto" at first
/// ```
public final class Node<Value> {
    public var value: Value
    public var children: [Node<Value>]
    /// Whether the node's children show below it. Default true.
    public var isExpanded: Bool

    public init(_ value: Value, children: [Node<Value>] = [], isExpanded: Bool = true) {
        self.value = value
        self.children = children
        self.isExpanded = isExpanded
    }

    /// True for a node without children.
    public var isLeaf: Bool { children.isEmpty }

    /// This node and all its descendants, depth first (parents before children), ignoring expansion.
    /// - Complexity: O(descendants).
    public var subtree: [Node<Value>] {
        var result: [Node<Value>] = []
        var stack: [Node<Value>] = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}
