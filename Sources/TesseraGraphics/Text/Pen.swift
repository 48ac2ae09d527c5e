public import Foundation

/// An immutable bundle of text attributes (after Acheron's `Pen`): font, colours, alignment,
/// kern, baseline offset and line spacing, each optional.
///
/// An unset field means "no opinion": when a pen is applied (`textAttributes(default:)`,
/// `paragraphStyle(default:)`, `merged(over:)`) unset fields take the value from whatever the pen
/// is applied over. Make variants with `clone`, which keeps every field it is not told to change.
///
/// For example:
/// ```swift
/// let green = Pen(font: .systemFont(ofSize: 19), foregroundColor: UIColor.green.tint(0.7), alignment: .right)
/// let white = green.clone(foregroundColor: .set(.white))   // same font and alignment
/// let plain = white.clone(alignment: .clear)                // alignment now unset
///
/// var text = AttributedText("This is GREEN", pen: green)
/// text += AttributedText(" and this is WHITE", pen: white)
/// ```
public struct Pen: Hashable, Sendable {
    /// What `clone` does to one field: keep the receiver's value, set a new one, or clear it
    /// (make it unset).
    public enum Change<Value: Hashable & Sendable>: Hashable, Sendable {
        /// Keep the receiver's value, set or unset.
        case keep
        /// Replace the value.
        case set(Value)
        /// Make the field unset, so it inherits when the pen is applied.
        case clear

        /// The field's value after this change, given its value before.
        public func applied(to current: Value?) -> Value? {
            switch self {
            case .keep: current
            case .set(let value): value
            case .clear: nil
            }
        }
    }

    /// The font; nil inherits.
    public let font: UIFont?
    /// The colour of the glyphs; nil inherits.
    public let foregroundColor: UIColor?
    /// Horizontal alignment of the paragraph; nil inherits.
    public let alignment: NSTextAlignment?
    /// Extra space after each character, in points (may be negative); nil inherits.
    public let kern: CGFloat?
    /// Vertical shift of the glyphs in points, positive raises them; nil inherits.
    public let baselineOffset: CGFloat?
    /// Extra space between lines, in points; nil inherits.
    public let lineSpacing: CGFloat?
    /// Fill behind the glyphs; nil inherits (a pen cannot ask for "no background" over a base
    /// that has one).
    public let backgroundColor: UIColor?

    /// A pen with the given fields set; every field left nil is unset.
    public init(
        font: UIFont? = nil, foregroundColor: UIColor? = nil, alignment: NSTextAlignment? = nil, kern: CGFloat? = nil,
        baselineOffset: CGFloat? = nil, lineSpacing: CGFloat? = nil, backgroundColor: UIColor? = nil
    ) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.alignment = alignment
        self.kern = kern
        self.baselineOffset = baselineOffset
        self.lineSpacing = lineSpacing
        self.backgroundColor = backgroundColor
    }

    /// True when no field is set: applying the pen changes nothing.
    public var isEmpty: Bool { self == Pen() }

    /// A new pen that keeps every field of this one except those given: `.set(value)` replaces a
    /// field, `.clear` unsets it, `.keep` (the default) leaves it as it is.
    ///
    /// For example:
    /// ```swift
    /// let title = Pen(font: .preferredFont(forTextStyle: .title1), foregroundColor: .label, kern: 0.5)
    /// let subtitle = title.clone(font: .set(.preferredFont(forTextStyle: .subheadline)), kern: .clear)
    /// // subtitle: subheadline font, label colour, kern unset
    /// ```
    public func clone(
        font: Change<UIFont> = .keep, foregroundColor: Change<UIColor> = .keep,
        alignment: Change<NSTextAlignment> = .keep,
        kern: Change<CGFloat> = .keep, baselineOffset: Change<CGFloat> = .keep,
        lineSpacing: Change<CGFloat> = .keep, backgroundColor: Change<UIColor> = .keep
    ) -> Pen {
        Pen(
            font: font.applied(to: self.font),
            foregroundColor: foregroundColor.applied(to: self.foregroundColor),
            alignment: alignment.applied(to: self.alignment),
            kern: kern.applied(to: self.kern),
            baselineOffset: baselineOffset.applied(to: self.baselineOffset),
            lineSpacing: lineSpacing.applied(to: self.lineSpacing),
            backgroundColor: backgroundColor.applied(to: self.backgroundColor))
    }

    /// This pen laid over `base`: each field set here wins, each field unset here comes from
    /// `base` (set or not). `Pen().merged(over: p) == p` and `p.merged(over: Pen()) == p`.
    ///
    /// For example:
    /// ```swift
    /// let body = Pen(font: .preferredFont(forTextStyle: .body), foregroundColor: .label)
    /// Pen(foregroundColor: .systemRed).merged(over: body)   // body font, red
    /// ```
    public func merged(over base: Pen) -> Pen {
        Pen(
            font: font ?? base.font,
            foregroundColor: foregroundColor ?? base.foregroundColor,
            alignment: alignment ?? base.alignment,
            kern: kern ?? base.kern,
            baselineOffset: baselineOffset ?? base.baselineOffset,
            lineSpacing: lineSpacing ?? base.lineSpacing,
            backgroundColor: backgroundColor ?? base.backgroundColor)
    }
}
