import Foundation
import TesseraUI

/// The accessible objects of one window at one moment, with the views and elements they stand for.
///
/// The tree follows UIKit's accessibility rules: an accessibility element is one object and its
/// subviews are not visited; `accessibilityElements` replaces a container's subviews; hidden,
/// transparent and `accessibilityElementsHidden` subtrees are left out; a shown
/// `accessibilityViewIsModal` view hides its siblings. Plain container views are flattened away;
/// those with a role of their own (lists, cells, tab bars, scroll views, alerts) stay as objects.
/// The window is the one `frame` under the application.
///
/// Ids are positive, stable for an object while it stays in the tree (a tree built with `previous`
/// keeps them) and never reused. The tree holds the views it exports until the next tree replaces it.
@MainActor
struct AccessibilityTree {
    /// The id of the application object (`…/accessible/root`).
    static let applicationID = 0

    /// Every object but the application, by id.
    private(set) var nodes: [Int: AccessibleNode] = [:]
    /// What each object stands for.
    private(set) var sources: [Int: AccessibleSource] = [:]
    /// The window's frame object.
    private(set) var frameID: Int
    /// Ids by object identity, for the next tree.
    private var ids: [ObjectIdentifier: Int] = [:]
    private var nextID: Int

    /// Builds the tree of `window`.
    /// - Parameters:
    ///   - title: the frame's name (the window's title).
    ///   - isActive: whether the window has the desktop's input focus (the frame's `active` state).
    ///   - previous: the last tree of the same window, whose ids carry over.
    /// - Complexity: O(n) in the views of the window.
    init(window: UIWindow, title: String, isActive: Bool, previous: AccessibilityTree? = nil) {
        nextID = previous?.nextID ?? 1
        frameID = 0
        let previousIDs = previous?.ids ?? [:]
        var builder = Builder(window: window, previousIDs: previousIDs, tree: self)
        let frame = builder.addFrame(title: title, isActive: isActive)
        self = builder.tree
        frameID = frame
    }

    /// The object `id` as a path's node name ("root" for the application).
    static func nodeName(of id: Int) -> String {
        id == applicationID ? "root" : String(id)
    }

    /// The id of a path's node name, or nil when it names nothing of this tree.
    func id(ofNode node: String?) -> Int? {
        guard let node else { return nil }
        if node == "root" { return Self.applicationID }
        guard let id = Int(node), nodes[id] != nil else { return nil }
        return id
    }

    /// The id of `object` (a view or element) if it is in the tree.
    func id(of object: AnyObject) -> Int? {
        ids[ObjectIdentifier(object)].flatMap { nodes[$0] == nil ? nil : $0 }
    }

    /// The children of `id` (the frame for the application).
    func children(of id: Int) -> [Int] {
        id == Self.applicationID ? [frameID] : nodes[id]?.children ?? []
    }

    /// Every object in depth-first order, the frame first.
    var orderedIDs: [Int] {
        var result: [Int] = []
        func visit(_ id: Int) {
            result.append(id)
            for child in children(of: id) { visit(child) }
        }
        visit(frameID)
        return result
    }

    // MARK: Building

    @MainActor
    private struct Builder {
        let window: UIWindow
        let previousIDs: [ObjectIdentifier: Int]
        var tree: AccessibilityTree

        mutating func addFrame(title: String, isActive: Bool) -> Int {
            var states: Set<AccessibleState> = [.visible, .showing, .enabled, .sensitive, .resizable]
            if isActive { states.insert(.active) }
            let id = register(.view(window))
            tree.nodes[id] = AccessibleNode(
                role: .frame, name: title, description: "", identifier: window.accessibilityIdentifier ?? "",
                parent: AccessibilityTree.applicationID, states: states, frame: window.bounds,
                clip: window.bounds)
            let children = visitChildren(of: window, parent: id, parentRole: .frame, clip: window.bounds)
            tree.nodes[id]?.children = children
            return id
        }

        /// The objects `view` contributes to its exported parent: itself, or its descendants.
        private mutating func visit(_ view: UIView, parent: Int, parentRole: AccessibleRole, clip: CGRect) -> [Int] {
            guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { return [] }
            let source = AccessibleSource.view(view)
            if view.isAccessibilityElement {
                return [addElement(source, parent: parent, parentRole: parentRole, clip: clip)]
            }
            let frame = view.accessibilityFrame
            let childClip = view.clipsToBounds || view is UIScrollView ? clip.intersection(frame) : clip
            guard let role = AccessibleDescription.containerRole(of: view, parentRole: parentRole) else {
                return visitChildren(of: view, parent: parent, parentRole: parentRole, clip: childClip)
            }
            let id = register(source)
            tree.nodes[id] = AccessibleDescription.node(
                for: source, role: role, parent: parent, clip: clip, window: window)
            let children = visitChildren(of: view, parent: id, parentRole: role, clip: childClip)
            tree.nodes[id]?.children = children
            if tree.nodes[id]?.name.isEmpty == true, role.isInteractive {
                let name = composedName(of: children)
                tree.nodes[id]?.name = name
            }
            return [id]
        }

        private mutating func visitChildren(of view: UIView, parent: Int, parentRole: AccessibleRole, clip: CGRect)
            -> [Int]
        {
            if let elements = view.accessibilityElements {
                return elements.flatMap { item -> [Int] in
                    if let child = item as? UIView {
                        return visit(child, parent: parent, parentRole: parentRole, clip: clip)
                    }
                    guard let element = item as? UIAccessibilityElement, element.isAccessibilityElement else {
                        return []
                    }
                    return [addElement(.element(element), parent: parent, parentRole: parentRole, clip: clip)]
                }
            }
            var subviews = view.subviews
            if let modal = subviews.last(where: { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0.01 }) {
                subviews = [modal]
            }
            return subviews.flatMap { visit($0, parent: parent, parentRole: parentRole, clip: clip) }
        }

        private mutating func addElement(
            _ source: AccessibleSource, parent: Int, parentRole: AccessibleRole, clip: CGRect
        ) -> Int {
            let id = register(source)
            let role = AccessibleDescription.elementRole(of: source, parentRole: parentRole)
            tree.nodes[id] = AccessibleDescription.node(
                for: source, role: role, parent: parent, clip: clip, window: window)
            return id
        }

        /// A name for an unlabelled container a person operates (a list row): its objects' names.
        private func composedName(of children: [Int]) -> String {
            var names: [String] = []
            func collect(_ id: Int) {
                guard let node = tree.nodes[id] else { return }
                if !node.name.isEmpty {
                    names.append(node.name)
                } else if let text = node.text?.text, !text.isEmpty, !(node.text?.isSecure ?? false) {
                    names.append(text)
                }
                node.children.forEach(collect)
            }
            children.forEach(collect)
            return names.joined(separator: ", ")
        }

        private mutating func register(_ source: AccessibleSource) -> Int {
            let identity = source.identity
            let id: Int
            if let existing = tree.ids[identity] {
                id = existing  // listed twice (in two containers' elements): one object
            } else if let previous = previousIDs[identity] {
                id = previous
            } else {
                id = tree.nextID
                tree.nextID += 1
            }
            tree.ids[identity] = id
            tree.sources[id] = source
            return id
        }
    }
}
