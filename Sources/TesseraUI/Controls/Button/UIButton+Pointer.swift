import Foundation
import TesseraGraphics

/// The pointer over a button: its hover state and effect (`isHovered`, `isPointerInteractionEnabled`).
extension UIButton: PointerHoverResponding {
    /// Whether the button shows its hover effect now: pointer interaction is enabled, the button
    /// is enabled and the pointer is over it. A change re-runs `configurationUpdateHandler`, so a
    /// configured button can restyle itself for hover.
    ///
    /// For example:
    /// ```swift
    /// button.isPointerInteractionEnabled = true
    /// button.configurationUpdateHandler = { button in
    ///     button.configuration?.baseBackgroundColor = button.isHovered ? .systemIndigo : .systemBlue
    /// }
    /// ```
    public var isHovered: Bool { isPointerInteractionEnabled && isEnabled && isUnderPointer }

    func pointerHoverDidChange() {
        guard isPointerInteractionEnabled else { return }
        setNeedsUpdateConfiguration()
        setNeedsDisplay()
    }

    /// The hover platter: the label colour at 8 % over the button's background shape (or a
    /// rounded rectangle for a button without corners), as iPadOS's highlight effect tints it.
    func drawHoverEffect(in context: inout DisplayList) {
        guard isHovered, !isHighlighted else { return }
        let shape: Path =
            if configuration != nil || (layerStorage?.cornerRadius ?? 0) > 0 {
                backgroundShape
            } else {
                shapePath(in: bounds, cornerRadius: min(8, bounds.height / 2))
            }
        context.fill(shape, color: UIColor.label.withAlphaComponent(0.08).resolvedColor(with: traitCollection))
    }
}
