public import Foundation

extension IndexPath {
    /// An index path of a row in a section, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path of an item in a section (collection views).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index. - Precondition: the path has two indexes.
    public var section: Int {
        precondition(count == 2, "A table index path has a section and a row")
        return self[0]
    }

    /// The row: the second index. - Precondition: the path has two indexes.
    public var row: Int {
        precondition(count == 2, "A table index path has a section and a row")
        return self[1]
    }

    /// The item: the second index (collection views).
    public var item: Int { row }
}
