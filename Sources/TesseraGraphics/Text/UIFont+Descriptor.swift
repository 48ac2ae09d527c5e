public import Foundation

extension UIFont {
    /// The size UIKit gives a font made from a descriptor without a size: 12 points.
    static let defaultDescriptorSize: CGFloat = 12

    /// The font's descriptor, to derive variants with `withSymbolicTraits(_:)` and friends.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(
            familyName: familyName, weight: weight, isItalic: isItalic, textStyle: textStyle,
            hasMonospacedDigits: hasMonospacedDigits, pointSize: pointSize)
    }

    /// The font `descriptor` describes, at `pointSize` points; 0 keeps the descriptor's size (12
    /// points when it has none).
    ///
    /// - Precondition: `pointSize` is finite and ≥ 0.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        precondition(
            pointSize.isFinite && pointSize >= 0, "UIFont(descriptor:size:) needs a size ≥ 0, got \(pointSize)")
        let size =
            pointSize > 0 ? pointSize : descriptor.pointSize > 0 ? descriptor.pointSize : Self.defaultDescriptorSize
        self.init(
            family: descriptor.familyName, size: size, weight: descriptor.weight, isItalic: descriptor.isItalic,
            textStyle: descriptor.textStyle, hasMonospacedDigits: descriptor.hasMonospacedDigits)
    }
}
