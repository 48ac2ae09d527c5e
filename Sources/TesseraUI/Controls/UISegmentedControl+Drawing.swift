import Foundation
import TesseraGraphics

extension UISegmentedControl {
    /// The gap between the control's edge and the selection indicator, in points.
    static let indicatorInset: CGFloat = 2
    /// The divider between unselected neighbours: 1 × 16 points.
    static let dividerSize = CGSize(width: 1, height: 16)
    /// Divider colour: (142, 142, 147) at alpha 0.3 in both appearances.
    static let dividerColor = UIColor(rgb: 0x8E8E93).withAlphaComponent(0.3)
    /// The faint fill under a pressed, unselected segment.
    static let pressedFillColor = UIColor(light: UIColor(white: 0, alpha: 0.06), dark: UIColor(white: 1, alpha: 0.08))
    /// The indicator's shadows: soft and hairline, as UIKit's.
    static let indicatorShadows = [
        Shadow(color: UIColor(white: 0, alpha: 0.12), offset: CGSize(width: 0, height: 3), blurRadius: 8),
        Shadow(color: UIColor(white: 0, alpha: 0.04), offset: CGSize(width: 0, height: 3), blurRadius: 1),
    ]

    /// The selected index as drawn: none for a momentary control.
    private var displayedSelection: Int? {
        guard !isMomentary, segments.indices.contains(selectedSegmentIndex) else { return nil }
        return selectedSegmentIndex
    }

    /// Draws the indicator, the pressed fill, the dividers and each segment's content (the
    /// background is the view's `backgroundColor` and `cornerRadius`).
    func drawSegments(in context: inout DisplayList) {
        guard !segments.isEmpty else { return }
        let traits = traitCollection
        let radius = max(0, min(layer.cornerRadius, bounds.height / 2) - Self.indicatorInset)
        if let selected = displayedSelection {
            let indicator = Path.roundedRect(
                rectForSegment(at: selected).insetBy(dx: Self.indicatorInset, dy: Self.indicatorInset), radius: radius)
            if isEnabled {
                for shadow in Self.indicatorShadows { context.drawShadow(of: indicator, shadow: shadow) }
            }
            context.fill(
                indicator,
                color: (selectedSegmentTintColor ?? Self.defaultSelectedSegmentTint).resolvedColor(with: traits))
        }
        if let pressedIndex, pressedIndex != displayedSelection {
            let pressed = Path.roundedRect(
                rectForSegment(at: pressedIndex).insetBy(dx: Self.indicatorInset, dy: Self.indicatorInset),
                radius: radius)
            context.fill(pressed, color: Self.pressedFillColor.resolvedColor(with: traits))
        }
        for index in segments.indices.dropLast() {
            let touchesSelection = displayedSelection == index || displayedSelection == index + 1
            guard !touchesSelection else { continue }
            let x = (rectForSegment(at: index).maxX - Self.dividerSize.width / 2).rounded()
            let divider = CGRect(
                x: x, y: bounds.midY - Self.dividerSize.height / 2, width: Self.dividerSize.width,
                height: Self.dividerSize.height)
            context.fill(.rect(divider), color: Self.dividerColor.resolvedColor(with: traits))
        }
        for index in segments.indices {
            drawContent(of: index, in: &context, traits: traits)
        }
    }

    /// A segment's image and title, centred in its rectangle (the title truncates to fit).
    private func drawContent(of index: Int, in context: inout DisplayList, traits: UITraitCollection) {
        let segment = segments[index]
        let selected = displayedSelection == index
        let enabled = isEnabled && segment.isEnabled
        let color = (enabled ? titleColor(selected: selected) : UIColor.tertiaryLabel).resolvedColor(with: traits)
        let rect = rectForSegment(at: index).insetBy(dx: Self.indicatorInset + 4, dy: 0)
        let content = contentSize(of: segment)
        let width = min(content.width, rect.width)
        var x = rect.midX - width / 2
        if let image = segment.image {
            let imageRect = CGRect(
                x: x.rounded(), y: (rect.midY - image.size.height / 2).rounded(), width: image.size.width,
                height: image.size.height)
            image.draw(in: imageRect, tint: color, into: &context)
            x += image.size.width + (segment.title == nil ? 0 : Self.imageTitleSpacing)
        }
        if let title = segment.title {
            let text = titleText(title, selected: selected, color: color)
            let style = ParagraphStyle(alignment: .left, lineBreakMode: .byTruncatingTail, numberOfLines: 1)
            let size = TextEngine.shared.size(of: text, width: nil, style: style)
            let available = max(0, rect.maxX - x)
            let titleWidth = min(size.width, available)
            // Centre the title in the space left of the image (the selected face is narrower).
            let titleX = segment.image == nil ? rect.midX - titleWidth / 2 : x
            context.drawText(
                text,
                in: CGRect(
                    x: titleX, y: (rect.midY - size.height / 2).rounded(), width: titleWidth + 1, height: size.height),
                style: style)
        }
    }
}
