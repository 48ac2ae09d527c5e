import Foundation
import TesseraGraphics

extension UIPickerView {
    /// Space between the picker's sides and its components, in points.
    static let sideMargin: CGFloat = 16
    /// Space between two components, in points.
    static let componentSpacing: CGFloat = 4
    /// Space between the picker's sides and the selection band, in points.
    static let bandInset: CGFloat = 8
    /// The selection band's corner radius, in points.
    static let bandCornerRadius: CGFloat = 8
    /// The selection band's colour: `tertiarySystemFill` (grey at 12 % light, 24 % dark).
    static let bandColor = UIColor.tertiarySystemFill
    /// The font of a row's title when the delegate gives a plain title.
    static let titleFont = UIFont.systemFont(ofSize: 21)

    /// The width each component gets when the delegate gives none: the space inside the margins
    /// shared evenly.
    var evenComponentWidth: CGFloat {
        let count = CGFloat(max(componentViews.count, 1))
        let available = bounds.width - 2 * Self.sideMargin - Self.componentSpacing * (count - 1)
        return max(0, (available / count).rounded(.down))
    }

    /// `component`'s width, as the delegate says (never negative).
    func componentWidth(_ component: Int) -> CGFloat {
        max(0, delegate?.pickerView(self, widthForComponent: component) ?? evenComponentWidth)
    }

    /// `component`'s row height, as the delegate says (at least one point; the default for an
    /// infinite or NaN height, which would put every row at the same non-finite offset).
    func rowHeight(forComponent component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        return height.isFinite ? max(1, height) : Self.defaultRowHeight
    }

    /// Places the components side by side, centred as a group, each the picker's full height, and
    /// lets each rest on its selected row.
    func layOutComponents() {
        let widths = componentViews.indices.map { componentWidth($0) }
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(widths.count - 1, 0))
        var x = (bounds.midX - total / 2).rounded()
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let order = leftToRight ? Array(componentViews.indices) : componentViews.indices.reversed()
        for index in order {
            componentViews[index].frame = CGRect(x: x, y: bounds.minY, width: widths[index], height: bounds.height)
            componentViews[index].layOutRows()
            x += widths[index] + Self.componentSpacing
        }
        setNeedsDisplay()
    }

    /// The band behind the selected rows: as tall as the tallest row, across the picker.
    var selectionBandRect: CGRect {
        let height = componentViews.map(\.rowHeight).max() ?? Self.defaultRowHeight
        return CGRect(
            x: bounds.minX + Self.bandInset, y: (bounds.midY - height / 2).rounded(),
            width: max(0, bounds.width - 2 * Self.bandInset), height: height)
    }

    func drawSelectionBand(in context: inout DisplayList) {
        guard !componentViews.isEmpty else { return }
        context.fill(
            .roundedRect(selectionBandRect, radius: Self.bandCornerRadius, curve: .continuous),
            color: Self.bandColor.resolvedColor(with: traitCollection))
    }

    /// The label the delegate's default `viewForRow` returns: the row's attributed title, else its
    /// title in the standard font, centred; `reusing` is reused when it is such a label.
    func standardRowView(forRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? PickerRowLabel) ?? PickerRowLabel()
        label.font = Self.titleFont
        label.textColor = .label
        label.textAlignment = .center
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    /// The view for a row: the delegate's, else the standard label.
    func delegateView(forRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: view)
            ?? standardRowView(forRow: row, forComponent: component, reusing: view)
    }

    /// What a row reads as: its attributed title's text, else its title, else the text of the
    /// label the delegate's view is (nil without any).
    func title(forRow row: Int, forComponent component: Int) -> String? {
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            return attributed.string
        }
        if let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) { return title }
        let shown = componentView(component)?.visibleRowViews[row]
        return (shown as? UILabel)?.text ?? shown?.accessibilityLabel
    }
}

/// The standard row label (a type of its own, so only these are reused for titles).
final class PickerRowLabel: UILabel {}
