public import Foundation

/// Supplies a table's sections, rows and cells (`UITableViewDataSource`). Only the row count and
/// the cell are required; every other method has a default.
///
/// For example:
/// ```swift
/// final class ShelfDataSource: UITableViewDataSource {
///     var shelves: [Shelf] = []
///     func numberOfSections(in tableView: UITableView) -> Int { shelves.count }
///     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shelves[section].books.count }
///     func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
///         cell.textLabel?.text = shelves[indexPath.section].books[indexPath.row].title
///         return cell
///     }
///     func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { shelves[section].name }
/// }
/// ```
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// Default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// A configured cell for the row, usually from `tableView.dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The title of the section's standard header; nil (the default) for none.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the section's standard footer; nil (the default) for none.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (swiped to delete). Default false — UIKit's default is true
    /// when `tableView(_:commit:forRowAt:)` is implemented, which Swift cannot detect.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row can be moved. Default false.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Performs an edit the user asked for (the standard Delete swipe action): update the model,
    /// then call `deleteRows(at:with:)`. Default: nothing.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Moves a row in the model after the user moved it. Default: nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
