public import Foundation

/// A description of a font that can be changed and turned back into a font (`UIFontDescriptor`):
/// the usual way to make the bold or italic version of a font, or to restyle a preferred font.
///
/// Supports the basics: the family and face (`init(name:size:)`), the point size, the symbolic
/// traits bold, italic and monospace, the monospaced system design, and the text style of
/// preferred fonts. Font attributes dictionaries (`fontAttributes`, `addingAttributes(_:)`) are not
/// supported.
///
/// For example:
/// ```swift
/// let body = UIFont.preferredFont(forTextStyle: .body)
/// let traits = body.fontDescriptor.symbolicTraits.union(.traitBold)
/// if let bold = body.fontDescriptor.withSymbolicTraits(traits) {
///     label.font = UIFont(descriptor: bold, size: 0)   // Inter 17 pt bold; 0 keeps the size
/// }
/// ```
public struct UIFontDescriptor: Hashable, Sendable {
    /// The family, e.g. "Inter".
    let familyName: String
    let weight: UIFont.Weight
    let isItalic: Bool
    /// The text style of a preferred font's descriptor.
    let textStyle: UIFont.TextStyle?
    let hasMonospacedDigits: Bool
    /// The point size; 0 when unspecified.
    public let pointSize: CGFloat

    init(
        familyName: String, weight: UIFont.Weight, isItalic: Bool, textStyle: UIFont.TextStyle?,
        hasMonospacedDigits: Bool, pointSize: CGFloat
    ) {
        precondition(
            pointSize.isFinite && pointSize >= 0,
            "A font descriptor's size must be ≥ 0 points (0: unspecified), got \(pointSize)")
        self.familyName = familyName
        self.weight = weight
        self.isItalic = isItalic
        self.textStyle = textStyle
        self.hasMonospacedDigits = hasMonospacedDigits
        self.pointSize = pointSize
    }

    /// A descriptor for the face or family `fontName` (as `UIFont(name:size:)` reads it) at `size`
    /// points (0: unspecified). A name that is not installed is kept: the font made from it draws
    /// in the system font (and the text engine logs the unknown family once).
    public init(name fontName: String, size: CGFloat) {
        if let face = TextEngine.shared.face(postScriptName: fontName) {
            self.init(
                familyName: face.family, weight: .fromOpenType(face.openTypeWeight), isItalic: face.isItalic,
                textStyle: nil, hasMonospacedDigits: false, pointSize: size)
        } else {
            self.init(
                familyName: TextEngine.shared.installedFamily(named: fontName) ?? fontName, weight: .regular,
                isItalic: false, textStyle: nil, hasMonospacedDigits: false, pointSize: size)
        }
    }

    /// The descriptor of the preferred font for `style` (`UIFont.preferredFont(forTextStyle:)`).
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of the preferred font for `style` in `traitCollection`'s content size category.
    public static func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The PostScript name of the face the descriptor selects (see `UIFont.fontName`).
    public var postscriptName: String {
        UIFont(descriptor: self, size: pointSize > 0 ? pointSize : UIFont.defaultDescriptorSize).fontName
    }

    /// Bold (weight bold or heavier), italic and monospace (the monospaced family).
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if isItalic { traits.insert(.traitItalic) }
        if weight >= .bold { traits.insert(.traitBold) }
        if familyName == UIFont.monospacedFamily { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The same descriptor with exactly `symbolicTraits` (they replace the current traits, as in
    /// UIKit: union with `symbolicTraits` to add one). Bold sets the weight to bold, no bold brings
    /// a bold or heavier weight back to regular; italic sets the slant; monospace switches between
    /// the system and the monospaced family. Returns nil when a trait cannot be had: expanded,
    /// condensed, vertical or other traits, or monospace for a family that is neither.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let supported: SymbolicTraits = [.traitBold, .traitItalic, .traitMonoSpace]
        guard supported.isSuperset(of: symbolicTraits) else { return nil }
        var family = familyName
        let isMonospaced = familyName == UIFont.monospacedFamily
        if symbolicTraits.contains(.traitMonoSpace) != isMonospaced {
            guard isMonospaced || familyName == UIFont.systemFamily else { return nil }
            family = isMonospaced ? UIFont.systemFamily : UIFont.monospacedFamily
        }
        var newWeight = weight
        if symbolicTraits.contains(.traitBold) {
            newWeight = max(weight, .bold)
        } else if weight >= .bold {
            newWeight = .regular
        }
        return UIFontDescriptor(
            familyName: family, weight: newWeight, isItalic: symbolicTraits.contains(.traitItalic),
            textStyle: textStyle,
            hasMonospacedDigits: hasMonospacedDigits, pointSize: pointSize)
    }

    /// The same descriptor at `newPointSize` points.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(
            familyName: familyName, weight: weight, isItalic: isItalic, textStyle: textStyle,
            hasMonospacedDigits: hasMonospacedDigits, pointSize: newPointSize)
    }

    /// The same descriptor in a design of the system font: `.default` (Inter) and `.monospaced`
    /// (WenQuanYi Micro Hei Mono); nil for `.rounded` and `.serif`, which are not installed, and for
    /// a descriptor that is not of a system family.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard familyName == UIFont.systemFamily || familyName == UIFont.monospacedFamily else { return nil }
        let family: String
        switch design {
        case .default: family = UIFont.systemFamily
        case .monospaced: family = UIFont.monospacedFamily
        default: return nil
        }
        return UIFontDescriptor(
            familyName: family, weight: weight, isItalic: isItalic, textStyle: textStyle,
            hasMonospacedDigits: hasMonospacedDigits, pointSize: pointSize)
    }
}
