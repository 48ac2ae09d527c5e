import Foundation
import TesseraUI

/// How views and elements map to AT-SPI: roles from accessibility traits and view kinds, names from
/// labels, descriptions from hints, states, values, text and actions.
///
/// | UIKit | AT-SPI role |
/// | --- | --- |
/// | `UIWindow` | frame |
/// | `UITextField` (secure) | entry (password text) |
/// | `UITextView` | text |
/// | `UISwitch`, `.toggleButton` | toggle button (checkable, checked when on) |
/// | `UISlider`, `.adjustable` (a `UIPickerView`'s component: its row index) | slider; `UIStepper`: spin button |
/// | `UIProgressView`, `UIActivityIndicatorView` | progress bar |
/// | `.button` in a tab bar (`.tabBar`, `UITabBar`) | page tab, in a page tab list |
/// | `.button` / `.link` / `.header` / `.image` / `.searchField` | push button / link / heading / image / entry |
/// | `UITableView`, `UICollectionView` and their cells | list and list items |
/// | other scroll views | scroll pane |
/// | `accessibilityViewIsModal` view | alert (a `UIAlertController`'s), else dialog |
/// | other elements (`UILabel`, `.staticText`) | label |
@MainActor
enum AccessibleDescription {
    /// The role of a view that is not an element but stays an object of its own; nil flattens it.
    static func containerRole(of view: UIView, parentRole: AccessibleRole) -> AccessibleRole? {
        if view.accessibilityViewIsModal { return view.next is UIAlertController ? .alert : .dialog }
        if view is UITabBar || view.accessibilityTraits.contains(.tabBar) { return .pageTabList }
        if view is UITableView || view is UICollectionView { return .list }
        if view is UITableViewCell || view is UICollectionViewCell { return parentRole == .list ? .listItem : .panel }
        if view is UIScrollView { return .scrollPane }
        if view.accessibilityElements != nil, view.accessibilityLabel != nil { return .panel }
        return nil
    }

    /// The role of an accessibility element.
    static func elementRole(of source: AccessibleSource, parentRole: AccessibleRole) -> AccessibleRole {
        switch source.view {
        case let field as UITextField: return field.isSecureTextEntry ? .passwordText : .entry
        case is UITextView: return .text
        case is UISwitch: return .toggleButton
        case is UIStepper: return .spinButton
        case is UISlider: return .slider
        case is UIProgressView, is UIActivityIndicatorView: return .progressBar
        case is DatePickerCalendarView: return .calendar
        case is UITableViewCell, is UICollectionViewCell: return parentRole == .list ? .listItem : .panel
        default: break
        }
        let traits = source.traits
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.button), parentRole == .pageTabList { return .pageTab }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.searchField) { return .entry }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) { return .pushButton }
        if traits.contains(.header) { return .heading }
        if traits.contains(.image) { return .image }
        if parentRole == .list { return .listItem }
        return .label
    }

    /// The object for `source` with `role`; children are filled in by the tree.
    static func node(
        for source: AccessibleSource, role: AccessibleRole, parent: Int, clip: CGRect, window: UIWindow
    ) -> AccessibleNode {
        let frame = source.frame
        let view = source.view
        let text = view?.isAccessibilityElement == true ? view?.accessibilityText : nil
        // A label without an accessibility label is read by its text (UIKit's UILabel answers its
        // text as its accessibilityLabel).
        let name = source.label ?? (view is UILabel ? text?.text : nil) ?? ""
        var node = AccessibleNode(
            role: role, name: name, description: source.hint ?? "", identifier: source.identifier ?? "",
            parent: parent,
            states: states(of: source, role: role, frame: frame, clip: clip, window: window, text: text),
            frame: frame, clip: clip)
        node.text = text
        node.value = value(of: source, role: role)
        node.actions = actions(for: role, traits: source.traits, text: text)
        return node
    }

    private static func states(
        of source: AccessibleSource, role: AccessibleRole, frame: CGRect, clip: CGRect, window: UIWindow,
        text: AccessibilityText?
    ) -> Set<AccessibleState> {
        var states: Set<AccessibleState> = [.visible]
        let shown = frame.intersection(clip).intersection(window.bounds)
        if !shown.isNull, shown.width > 0, shown.height > 0 { states.insert(.showing) }
        let traits = source.traits
        let view = source.view
        if !traits.contains(.notEnabled), (view as? UIControl)?.isEnabled ?? true {
            states.formUnion([.enabled, .sensitive])
        }
        if let view, view.canBecomeFirstResponder { states.insert(.focusable) }
        if let view, window.firstResponder === view { states.insert(.focused) }
        let isSelected =
            traits.contains(.selected) || (view as? UITableViewCell)?.isSelected == true
            || (view as? UICollectionViewCell)?.isSelected == true
        switch role {
        case .pageTab, .listItem:
            states.insert(.selectable)
            if isSelected { states.insert(.selected) }
        case .toggleButton, .checkBox:
            states.insert(.checkable)
            if (view as? UISwitch)?.isOn ?? isSelected { states.insert(.checked) }
        case .slider:
            states.insert(.horizontal)
        case .progressBar:
            if let spinner = view as? UIActivityIndicatorView, spinner.isAnimating {
                states.formUnion([.busy, .indeterminate])
            }
        case .alert, .dialog:
            states.insert(.modal)
        default:
            if isSelected { states.insert(.selected) }
        }
        if let text, view is UITextField || view is UITextView {
            states.insert(text.isMultiline ? .multiLine : .singleLine)
            states.insert(.selectableText)
            states.insert(text.isEditable ? .editable : .readOnly)
        }
        return states
    }

    private static func value(of source: AccessibleSource, role: AccessibleRole) -> AccessibleValue? {
        let text = source.value ?? ""
        switch source.view {
        case let slider as UISlider:
            return AccessibleValue(
                current: Double(slider.value), minimum: Double(slider.minimumValue),
                maximum: Double(slider.maximumValue),
                increment: Double(slider.maximumValue - slider.minimumValue) / 10, text: text)
        case let stepper as UIStepper:
            return AccessibleValue(
                current: stepper.value, minimum: stepper.minimumValue, maximum: stepper.maximumValue,
                increment: stepper.stepValue, text: text)
        case let progress as UIProgressView:
            return AccessibleValue(current: Double(progress.progress), minimum: 0, maximum: 1, increment: 0, text: text)
        case let pages as UIPageControl:
            return AccessibleValue(
                current: Double(pages.currentPage), minimum: 0, maximum: Double(max(pages.numberOfPages - 1, 0)),
                increment: 1, text: text)
        case let column as PickerComponentView:
            return AccessibleValue(
                current: Double(max(column.selectedRow, 0)), minimum: 0, maximum: Double(max(column.rowCount - 1, 0)),
                increment: 1, text: text)
        default:
            guard role == .slider || role == .spinButton || role == .progressBar else { return nil }
            return AccessibleValue(current: 0, minimum: 0, maximum: 0, increment: 0, text: text)
        }
    }

    private static func actions(for role: AccessibleRole, traits: UIAccessibilityTraits, text: AccessibilityText?)
        -> [AccessibleAction]
    {
        switch role {
        case .slider, .spinButton: return [.increment, .decrement]
        case .toggleButton, .checkBox: return [.toggle]
        case .entry, .passwordText, .text: return text?.isEditable == true ? [.activate] : []
        case .pushButton, .link, .pageTab, .listItem, .tableCell, .treeItem, .dateEditor: return [.click]
        default: return traits.contains(.button) || traits.contains(.link) ? [.click] : []
        }
    }
}
