public import Foundation
import TesseraGraphics

extension UITextField {
    /// The caret's width in points.
    static let caretWidth: CGFloat = 2
    /// The clear button's icon edge in points.
    static let clearButtonSide: CGFloat = 18
    /// Space between the text and the clear button, in points.
    static let clearButtonSpacing: CGFloat = 6

    /// Horizontal space between the border and the text, in points: 0 without a border, 6 for a
    /// line or bezel, 8 for a rounded rectangle.
    public var horizontalTextPadding: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 6
        case .roundedRect: 8
        }
    }

    /// Vertical space above and below the line in the intrinsic height, in points.
    var verticalTextPadding: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 6
        case .roundedRect: 7
        }
    }

    /// Whether the clear button shows now: its mode allows it in the current editing state, the
    /// field is enabled and the text is not empty.
    public var isClearButtonShown: Bool {
        isEnabled && !editingModel.text.isEmpty && isOverlayShown(clearButtonMode)
    }

    /// The default text rectangle (see `textRect(forBounds:)`): inside the padding, after the
    /// left view and before the clear button or right view.
    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: horizontalTextPadding, dy: 0)
        if isLeftViewShown {
            let left = leftViewRect(forBounds: bounds).maxX
            rect.size.width -= max(0, left - rect.minX)
            rect.origin.x = max(rect.minX, left)
        }
        if isClearButtonShown {
            rect.size.width = clearButtonRect(forBounds: bounds).minX - Self.clearButtonSpacing - rect.minX
        } else if isRightViewShown {
            rect.size.width = min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX
        }
        rect.size.width = max(0, rect.width)
        return rect
    }

    /// The default clear button rectangle (see `clearButtonRect(forBounds:)`).
    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        let inset = max(horizontalTextPadding - 2, 4)
        let trailing = isRightViewShown ? rightViewRect(forBounds: bounds).minX - 2 : bounds.maxX - inset
        return CGRect(x: trailing - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The clear button's touch area: its rectangle widened by the spacing and the full height.
    var clearButtonTouchRect: CGRect {
        let icon = clearButtonRect(forBounds: bounds)
        return CGRect(
            x: icon.minX - Self.clearButtonSpacing, y: bounds.minY,
            width: bounds.maxX - icon.minX + Self.clearButtonSpacing, height: bounds.height)
    }

    /// The layout origin of the text in bounds coordinates: aligned within the text rectangle
    /// when it fits, else scrolled by `horizontalScrollOffset`; the line centred vertically.
    var textOrigin: CGPoint {
        let rect = textRect(forBounds: bounds)
        let geometry = textGeometry
        let available = rect.width - Self.caretWidth
        let width = geometry.size.width
        let x =
            width <= available
            ? rect.minX + (available - width) * TextGeometry.alignmentFactor(paragraphStyle)
            : rect.minX - horizontalScrollOffset
        return CGPoint(x: x, y: (rect.midY - geometry.lines[0].rect.height / 2).rounded())
    }

    /// The caret in bounds coordinates: 2 points wide, as tall as the line, at the selection's
    /// moving end (shown only while editing with nothing selected).
    public var caretRect: CGRect {
        let origin = textOrigin
        return textGeometry.caretRect(at: displayedCaret, width: Self.caretWidth)
            .offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Alignment and direction for the line and the placeholder.
    var paragraphStyle: ParagraphStyle {
        ParagraphStyle(
            alignment: textAlignment, lineBreakMode: .byTruncatingTail, numberOfLines: 1,
            layoutDirection: effectiveUserInterfaceLayoutDirection)
    }

    // MARK: Size

    /// The intrinsic size (see `intrinsicContentSize`).
    var measuredSize: CGSize {
        let line = textGeometry.lines[0].rect.height
        let placeholderSize =
            resolvedPlaceholder.map {
                TextEngine.shared.size(of: $0, width: nil, style: ParagraphStyle(numberOfLines: 1))
            } ?? .zero
        var width = max(textGeometry.size.width, placeholderSize.width) + 2 * horizontalTextPadding + Self.caretWidth
        if clearButtonMode != .never { width += Self.clearButtonSide + Self.clearButtonSpacing }
        if leftViewMode != .never, let leftView { width += overlaySize(of: leftView).width }
        if rightViewMode != .never, let rightView { width += overlaySize(of: rightView).width }
        let height = max(line, placeholderSize.height) + 2 * verticalTextPadding
        return CGSize(width: width.rounded(.up), height: height.rounded(.up))
    }

    // MARK: Drawing

    /// The placeholder as drawn: `attributedPlaceholder` over the effective font and
    /// `placeholderColor`, or `placeholder` in them, colours resolved against the traits. Nil when
    /// there is none.
    var resolvedPlaceholder: AttributedText? {
        let traits = traitCollection
        if let attributed = attributedPlaceholder, attributed.length > 0 {
            let base = TextAttributes(font: effectiveFont, foregroundColor: placeholderColor)
            return AttributedText(
                runs: attributed.attributedText(default: base).runs.map { run in
                    var attributes = run.attributes
                    attributes.foregroundColor = attributes.foregroundColor.resolvedColor(with: traits)
                    attributes.backgroundColor = attributes.backgroundColor?.resolvedColor(with: traits)
                    return AttributedText.Run(text: run.text, attributes: attributes)
                })
        }
        guard let placeholder, !placeholder.isEmpty else { return nil }
        let color = placeholderColor.resolvedColor(with: traits)
        return AttributedText(placeholder, attributes: TextAttributes(font: effectiveFont, foregroundColor: color))
    }

    /// Border, then (clipped to the text rectangle) selection, text or placeholder and caret,
    /// then the clear button.
    func drawField(in context: inout DisplayList) {
        let traits = traitCollection
        drawBorder(into: &context, traits: traits)
        let rect = textRect(forBounds: bounds)
        let geometry = textGeometry
        let origin = textOrigin
        let editing = isEditing
        let selection = editingModel.selectedRange
        context.save()
        context.clip(to: CGRect(x: rect.minX, y: bounds.minY, width: rect.width, height: bounds.height))
        if editing, !selection.isEmpty, markedText == nil {
            let color = tintColor.resolvedColor(with: traits).withAlphaComponent(0.25)
            for selected in geometry.selectionRects(for: selection) {
                context.fill(.rect(selected.offsetBy(dx: origin.x, dy: origin.y)), color: color)
            }
        }
        if editingModel.text.isEmpty, markedText == nil {
            if let placeholder = resolvedPlaceholder {
                let height = TextEngine.shared.size(of: placeholder, width: rect.width, style: paragraphStyle).height
                let placeholderRect = CGRect(
                    x: rect.minX, y: (rect.midY - height / 2).rounded(), width: rect.width - Self.caretWidth,
                    height: height)
                context.drawText(placeholder, in: placeholderRect, style: paragraphStyle)
            }
        } else {
            let attributes = TextAttributes(
                font: effectiveFont, foregroundColor: storedTextColor.resolvedColor(with: traits))
            let text = AttributedText(displayedText, attributes: attributes)
            let line = geometry.lines[0].rect
            context.drawText(
                text, in: CGRect(x: origin.x, y: origin.y, width: geometry.size.width + 1, height: line.height),
                style: ParagraphStyle(alignment: .left, lineBreakMode: .byClipping, numberOfLines: 1))
            drawMarkedTextUnderline(in: &context, geometry: geometry, origin: origin, color: attributes.foregroundColor)
        }
        if editing, selection.isEmpty || markedText != nil, caretBlinker.isCaretVisible {
            context.fill(.rect(caretRect), color: tintColor.resolvedColor(with: traits))
        }
        context.restore()
        if isClearButtonShown {
            let tint = UIColor.secondaryLabel.resolvedColor(with: traits)
            UIImage(icon: Icon(.close), pointSize: Self.clearButtonSide)
                .draw(in: clearButtonRect(forBounds: bounds), tint: tint, into: &context)
        }
    }

    private func drawBorder(into context: inout DisplayList, traits: UITraitCollection) {
        switch borderStyle {
        case .none:
            break
        case .line:
            let color = UIColor.systemGray.resolvedColor(with: traits)
            context.stroke(
                .rect(bounds.insetBy(dx: 0.5, dy: 0.5)), with: .color(color), style: StrokeStyle(lineWidth: 1))
        case .bezel:
            let color = UIColor.systemGray.resolvedColor(with: traits)
            context.stroke(
                .rect(bounds.insetBy(dx: 0.5, dy: 0.5)), with: .color(color), style: StrokeStyle(lineWidth: 1))
            let shade = UIColor.label.resolvedColor(with: traits).withAlphaComponent(0.35)
            context.fill(.rect(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 1)), color: shade)
        case .roundedRect:
            let radius = Self.roundedRectCornerRadius
            context.fill(
                .roundedRect(bounds, radius: radius), color: UIColor.systemBackground.resolvedColor(with: traits))
            let width = Self.roundedRectBorderWidth(displayScale: traits.displayScale)
            context.stroke(
                .roundedRect(bounds.insetBy(dx: width / 2, dy: width / 2), radius: radius - width / 2),
                with: .color(UIColor.opaqueSeparator.resolvedColor(with: traits)), style: StrokeStyle(lineWidth: width))
        }
    }

    /// The corner radius of a `.roundedRect` field, in points.
    static let roundedRectCornerRadius: CGFloat = 5

    /// The border of a `.roundedRect` field: half a point, rounded to whole pixels and at least one
    /// (1 pt at 1×, 0.5 pt at 2×, ⅔ pt at 3×), so it stays sharp.
    static func roundedRectBorderWidth(displayScale: CGFloat) -> CGFloat {
        let scale = max(displayScale, 1)
        return max(1, (scale / 2).rounded()) / scale
    }
}
