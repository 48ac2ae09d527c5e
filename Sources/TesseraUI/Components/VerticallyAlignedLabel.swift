public import Foundation
public import TesseraGraphics

/// A `UILabel` that places its text at the top, middle or bottom of its bounds — the component
/// library's vertically aligned label. (A plain `UILabel` always centres, as `UILabel` does.)
///
/// Only drawing changes: measuring, truncation (lines that do not fit the height are dropped and
/// the last shown line is truncated) and intrinsic size are the label's own. Auto Layout baselines
/// are still computed for centred text, so align a top- or bottom-aligned label by its edges.
///
/// For example:
/// ```swift
/// let note = VerticallyAlignedLabel(text: "Top-aligned note", verticalAlignment: .top)
/// note.frame = CGRect(x: 0, y: 0, width: 200, height: 120)   // text sits at y = 0
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class VerticallyAlignedLabel: UILabel {
    /// Where the text block sits between the top and bottom of the bounds.
    ///
    /// For example:
    /// ```swift
    /// let note = VerticallyAlignedLabel()
    /// note.verticalAlignment = .top
    /// ```
    public enum VerticalAlignment: Hashable, Sendable, CaseIterable {
        /// `top`: against the top; `center`: centred (UILabel's behaviour); `bottom`: against the bottom.
        case top, center, bottom
    }

    /// Default `top`.
    open var verticalAlignment: VerticalAlignment = .top { didSet { setNeedsDisplay() } }

    public convenience init(
        frame: CGRect = .zero, text: String?, textStyle: UIFont.TextStyle? = nil,
        verticalAlignment: VerticalAlignment = .top
    ) {
        self.init(frame: frame, text: text, textStyle: textStyle)
        self.verticalAlignment = verticalAlignment
    }

    /// The rectangle the text is drawn in, in bounds coordinates: as tall as the laid-out text,
    /// at the top, centre (rounded down to a whole point, as `UILabel`) or bottom.
    public var textRect: CGRect { drawnTextRect(height: textLayout.size.height, in: bounds) }

    /// `UILabel` draws through this; only the vertical position differs.
    override func drawnTextRect(height: CGFloat, in rect: CGRect) -> CGRect {
        let y: CGFloat =
            switch verticalAlignment {
            case .top: rect.minY
            case .center: super.drawnTextRect(height: height, in: rect).minY
            case .bottom: rect.minY + max(0, rect.height - height)
            }
        return CGRect(x: rect.minX, y: y, width: rect.width, height: height)
    }
}
