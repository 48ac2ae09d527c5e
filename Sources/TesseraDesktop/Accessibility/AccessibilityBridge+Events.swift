import Foundation
import TesseraUI

/// AT-SPI events: what changed between two trees, and what the app posts through
/// `UIAccessibility.post(notification:argument:)`.
extension AccessibilityBridge {
    /// Raises, in order: children removed and added (per parent), then per object name,
    /// description, value, text and caret changes, then state changes — focus last, with a
    /// `focus:` event for the object that gained it.
    func emitEvents(from old: AccessibilityTree, to new: AccessibilityTree) {
        for id in new.orderedIDs {
            guard let node = new.nodes[id] else { continue }
            let oldChildren = old.nodes[id]?.children ?? []
            guard oldChildren != node.children, old.nodes[id] != nil else { continue }
            let kept = Set(node.children)
            for (index, child) in oldChildren.enumerated().reversed() where !kept.contains(child) {
                emitObjectEvent("ChildrenChanged", from: id, detail: "remove", index, 0, .variant(reference(to: child)))
            }
            let existing = Set(oldChildren)
            for (index, child) in node.children.enumerated() where !existing.contains(child) {
                emitObjectEvent("ChildrenChanged", from: id, detail: "add", index, 0, .variant(reference(to: child)))
            }
        }
        var focused: Int?
        for id in new.orderedIDs {
            guard let node = new.nodes[id], let before = old.nodes[id] else { continue }
            if node.name != before.name {
                emitObjectEvent(
                    "PropertyChange", from: id, detail: "accessible-name", 0, 0, .variant(.string(node.name)))
            }
            if node.description != before.description {
                emitObjectEvent(
                    "PropertyChange", from: id, detail: "accessible-description", 0, 0,
                    .variant(.string(node.description)))
            }
            if node.role != before.role {
                emitObjectEvent(
                    "PropertyChange", from: id, detail: "accessible-role", 0, 0, .variant(.uint32(node.role.rawValue)))
            }
            if let value = node.value, value != before.value {
                emitObjectEvent(
                    "PropertyChange", from: id, detail: "accessible-value", 0, 0, .variant(.double(value.current)))
            }
            emitTextEvents(of: id, from: before.text, to: node.text)
            for state in AccessibleState.allCases where node.states.contains(state) != before.states.contains(state) {
                if state == .focused, node.states.contains(.focused) {
                    focused = id
                    continue
                }
                emitObjectEvent(
                    "StateChanged", from: id, detail: state.name, node.states.contains(state) ? 1 : 0, 0,
                    .variant(.int32(0)))
            }
            if before.states.contains(.active) != node.states.contains(.active), id == new.frameID {
                emitWindowEvent(node.states.contains(.active) ? "Activate" : "Deactivate", from: id)
            }
        }
        if focused == nil, let id = new.orderedIDs.first(where: { new.nodes[$0]?.states.contains(.focused) == true }),
            old.nodes[id]?.states.contains(.focused) != true
        {
            focused = id  // a new object that arrives focused
        }
        if let focused {
            emitObjectEvent(
                "StateChanged", from: focused, detail: AccessibleState.focused.name, 1, 0, .variant(.int32(0)))
            connection.emitSignal(
                path: path(of: focused), interface: ATSPI.focusEvents, name: "Focus",
                arguments: Self.eventArguments(detail: "", 0, 0, .variant(.int32(0))))
        }
    }

    /// Text inserted or deleted (the common prefix and suffix kept), then the caret's move.
    private func emitTextEvents(of id: Int, from old: AccessibilityText?, to new: AccessibilityText?) {
        guard let old, let new else { return }
        if old.text != new.text {
            let before = TextOffsets(old.text)
            let after = TextOffsets(new.text)
            let prefix = zip(before.scalars, after.scalars).prefix { $0 == $1 }.count
            let suffixLimit = min(before.count, after.count) - prefix
            let suffix = zip(before.scalars.reversed(), after.scalars.reversed()).prefix(suffixLimit).prefix {
                $0 == $1
            }.count
            let deleted = before.substring(prefix, before.count - suffix)
            let inserted = after.substring(prefix, after.count - suffix)
            let deletedCount = before.count - suffix - prefix
            let insertedCount = after.count - suffix - prefix
            if deletedCount > 0 {
                emitObjectEvent(
                    "TextChanged", from: id, detail: "delete", prefix, deletedCount, .variant(.string(deleted)))
            }
            if insertedCount > 0 {
                emitObjectEvent(
                    "TextChanged", from: id, detail: "insert", prefix, insertedCount, .variant(.string(inserted)))
            }
        }
        guard let selection = new.selection else { return }
        let offsets = TextOffsets(new.text)
        let caret = offsets.scalarOffset(ofCharacter: selection.upperBound)
        let oldCaret = old.selection.map { TextOffsets(old.text).scalarOffset(ofCharacter: $0.upperBound) }
        if caret != oldCaret {
            emitObjectEvent("TextCaretMoved", from: id, detail: "", caret, 0, .variant(.int32(0)))
        }
        if new.selection != old.selection, !(selection.isEmpty && (old.selection?.isEmpty ?? true)) {
            emitObjectEvent("TextSelectionChanged", from: id, detail: "", 0, 0, .variant(.int32(0)))
        }
    }

    /// Carries a posted notification: announcements are read out; screen and layout changes
    /// update the tree now and point the frame's active descendant at the argument (or the first
    /// object when there is none).
    func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        guard !isClosed else { return }
        switch notification {
        case .announcement, .pageScrolled:
            guard let text = argument as? String, !text.isEmpty else { return }
            emitObjectEvent("Announcement", from: tree.frameID, detail: "", 1, 0, .variant(.string(text)))  // 1: polite
        case .screenChanged, .layoutChanged:
            window.layoutIfNeeded()
            update()
            if let text = argument as? String, !text.isEmpty {
                emitObjectEvent("Announcement", from: tree.frameID, detail: "", 1, 0, .variant(.string(text)))
                return
            }
            let target = (argument as AnyObject?).flatMap { tree.id(of: $0) } ?? tree.children(of: tree.frameID).first
            guard let target else { return }
            emitObjectEvent(
                "ActiveDescendantChanged", from: tree.frameID, detail: "", 0, 0, .variant(reference(to: target)))
        default:
            return
        }
    }

    func emitWindowEvent(_ name: String, from id: Int) {
        connection.emitSignal(
            path: path(of: id), interface: ATSPI.windowEvents, name: name,
            arguments: Self.eventArguments(detail: "", 0, 0, .variant(.string(windowTitle))))
    }

    private func emitObjectEvent(
        _ name: String, from id: Int, detail: String, _ first: Int, _ second: Int, _ data: DBusValue
    ) {
        connection.emitSignal(
            path: path(of: id), interface: ATSPI.objectEvents, name: name,
            arguments: Self.eventArguments(detail: detail, first, second, data))
    }

    /// An AT-SPI event's arguments `(siiva{sv})`: detail, two numbers, the event's data.
    private static func eventArguments(detail: String, _ first: Int, _ second: Int, _ data: DBusValue) -> [DBusValue] {
        [.string(detail), .int32(Int32(clamping: first)), .int32(Int32(clamping: second)), data, .stringDictionary([])]
    }
}
