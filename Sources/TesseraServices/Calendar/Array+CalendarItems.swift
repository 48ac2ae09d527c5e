/// Keyed edits of a document's events or reminders, which are identified by their `UID`.
extension Array {
    /// Replaces the element whose `uid` equals `item`'s, or appends `item` when there is none.
    mutating func replaceOrAppend(_ item: Element, uid: KeyPath<Element, String>) {
        if let index = firstIndex(where: { $0[keyPath: uid] == item[keyPath: uid] }) {
            self[index] = item
        } else {
            append(item)
        }
    }

    /// Removes the element whose `uid` is `identifier`.
    /// - Throws: ``CalendarError/unknownItem(_:)`` when there is none.
    mutating func remove(uid identifier: String, by uid: KeyPath<Element, String>) throws(CalendarError) {
        guard let index = firstIndex(where: { $0[keyPath: uid] == identifier }) else { throw .unknownItem(identifier) }
        remove(at: index)
    }
}
