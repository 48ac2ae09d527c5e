import Foundation
import Tessera

extension UITableView {
    /// Registers `cellClass` under its type name (the app's usual helper over UIKit's identifiers).
    func register<Cell: UITableViewCell>(_ cellClass: Cell.Type) {
        register(cellClass, forCellReuseIdentifier: String(describing: cellClass))
    }

    /// A cell of `cellClass` for the row, registered under its type name with `register(_:)`.
    func dequeueCell<Cell: UITableViewCell>(_ cellClass: Cell.Type, for indexPath: IndexPath) -> Cell {
        guard let cell = dequeueReusableCell(withIdentifier: String(describing: cellClass), for: indexPath) as? Cell
        else {
            preconditionFailure("The cell registered as \(cellClass) is not a \(cellClass)")
        }
        return cell
    }
}
