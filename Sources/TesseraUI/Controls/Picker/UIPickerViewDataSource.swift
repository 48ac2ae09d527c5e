public import Foundation

/// Gives a `UIPickerView` its components and their row counts (`UIPickerViewDataSource`).
///
/// For example, hours and minutes:
/// ```swift
/// final class DurationSource: UIPickerViewDataSource {
///     func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
///     func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
///         component == 0 ? 24 : 60
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// How many spinning columns the picker shows.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// How many rows `component` has.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Gives a `UIPickerView` its rows' titles or views and sizes, and hears which row the user
/// picked (`UIPickerViewDelegate`). Every method is optional, as in UIKit: the defaults are the
/// picker's standard sizes and a centred label showing the row's attributed title or title.
///
/// For example:
/// ```swift
/// final class FruitDelegate: UIPickerViewDelegate {
///     let fruits = ["Apple", "Banana", "Cherry"]
///     var picked: String?
///     func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
///         fruits[row]
///     }
///     func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
///         picked = fruits[row]
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component`, in points. Default: the picker's width shared evenly.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of `component`'s rows, in points. Default `UIPickerView.defaultRowHeight` (32).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// A row's text, drawn centred in the standard style. Default nil.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's styled text; asked before `titleForRow`, and wins when not nil. Default nil.
    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString?
    /// The view for a row; `view` is one that scrolled out of sight, to reuse. Default: a centred
    /// label with the row's attributed title or title.
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView
    /// The user settled `component` on `row` (dragging, scrolling, tapping a row, the keyboard or
    /// an assistive technology); not called for `selectRow(_:inComponent:animated:)`.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.evenComponentWidth
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    public func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? { nil }
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        pickerView.standardRowView(forRow: row, forComponent: component, reusing: view)
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
