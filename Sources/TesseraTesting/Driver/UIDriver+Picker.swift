import Foundation
public import TesseraUI

extension UIDriver {
    /// Picks `row` of `component` in `picker` as a person does: drags the component up or down
    /// (at most two rows a drag, starting in the band, holding still before lifting so nothing
    /// flings) until the row settles in the band. The delegate hears `didSelectRow` after each
    /// drag, as it would for a person's.
    ///
    /// ```swift
    /// try driver.selectRow(3, inComponent: 0, of: picker)
    /// ```
    /// - Throws: as `drag(_:by:)` for the component; `.valueNotReached` when the component does
    ///   not end on `row` (no such row, or user interaction is off).
    public func selectRow(_ row: Int, inComponent component: Int, of picker: UIPickerView) throws(UIDriverError) {
        let expected = "row \(row) of component \(component)"
        guard let column = picker.componentView(component), (0..<column.rowCount).contains(row) else {
            throw .valueNotReached(
                path: path(of: picker), expected: expected,
                actual: "\(picker.numberOfRows(inComponent: component)) rows")
        }
        var remaining = row - column.selectedRow
        while remaining != 0 {
            let step = max(-2, min(2, remaining))
            let before = column.selectedRow
            try drag(column, by: CGSize(width: 0, height: -CGFloat(step) * column.rowHeight))
            guard column.selectedRow != before else { break }
            remaining = row - column.selectedRow
        }
        guard column.selectedRow == row else {
            throw .valueNotReached(path: path(of: picker), expected: expected, actual: "row \(column.selectedRow)")
        }
    }
}
