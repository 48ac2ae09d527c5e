/// What deleting a parent does to the children that reference it (a one-to-many relation declared
/// with ``Schema/reference(_:_:to:onDelete:)``).
///
/// The store applies the rule itself, in the same transaction as the delete, rather than through
/// SQLite foreign keys, so that every affected row gets a new change version (for
/// ``Store/exportChanges(since:)``), every affected table notifies its observers, and a refused delete
/// reports which rows refused it.
public enum DeleteRule: Sendable, Hashable {
    /// Children are deleted too (recursively, through their own references).
    case cascade
    /// Children keep existing with their reference set to `nil`. Requires an optional reference.
    case nullify
    /// The delete fails with ``StoreError/deleteRestricted(table:id:referencingTable:count:)`` while
    /// any child exists. Nothing is deleted.
    case restrict
}
