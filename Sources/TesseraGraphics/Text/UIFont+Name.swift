public import Foundation

/// Fonts by name, as UIKit finds them: PostScript names of installed faces, or family names.
///
/// For example:
/// ```swift
/// UIFont.familyNames                                // ["Inter", "Material Icons", "WenQuanYi Micro Hei", …]
/// UIFont.fontNames(forFamilyName: "Inter")          // ["Inter-Black", "Inter-BlackItalic", "Inter-Bold", …]
/// UIFont(name: "Inter-SemiBoldItalic", size: 13)    // Inter 13 pt semibold italic
/// UIFont(name: "inter", size: 13)?.fontName         // "Inter-Regular"
/// UIFont(name: "Avenir-Heavy", size: 13)            // nil: not installed here
/// ```
extension UIFont {
    /// The font named `fontName` at `fontSize` points, or nil when no installed font has that name.
    ///
    /// `fontName` is a face's PostScript name (`"Inter-Bold"`, see `fontNames(forFamilyName:)`) or
    /// a family name (`"Inter"`, giving its regular upright face), both matched case-insensitively.
    /// Only Tessera's bundled families are installed (`familyNames`), so most fonts an iOS app names
    /// (Helvetica, Avenir, its own bundled fonts) give nil: check for it rather than force-unwrap.
    ///
    /// - Precondition: `fontSize` is finite and ≥ 0 (0 means 12 points, as in Core Text).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let engine = TextEngine.shared
        if let face = engine.face(postScriptName: fontName) {
            self.init(
                family: face.family, size: fontSize, weight: .fromOpenType(face.openTypeWeight), isItalic: face.isItalic
            )
        } else if let family = engine.installedFamily(named: fontName) {
            self.init(family: family, size: fontSize)
        } else {
            return nil
        }
    }

    /// The installed font families, sorted (`UIFont.familyNames`).
    public static var familyNames: [String] {
        TextEngine.shared.installedFamilies
    }

    /// The PostScript names of the faces of `familyName` (case-insensitive), sorted; empty for a
    /// family that is not installed.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        TextEngine.shared.faces.filter { $0.family.caseInsensitiveCompare(familyName) == .orderedSame }
            .map(\.postScriptName)
    }

    /// The PostScript name of the installed face that draws this font: the face of its family with
    /// its slant and the nearest weight, e.g. "Inter-SemiBold". For a family that is not installed,
    /// that of the system font's face. A weight or slant the family lacks is synthesised when drawn
    /// (WenQuanYi Micro Hei has one face), so the name is that of the face it starts from.
    public var fontName: String {
        let faces = TextEngine.shared.faces
        let face =
            faces.nearest(family: familyName, openTypeWeight: weight.openTypeWeight, isItalic: isItalic)
            ?? faces.nearest(family: Self.systemFamily, openTypeWeight: weight.openTypeWeight, isItalic: isItalic)
        return face?.postScriptName ?? familyName
    }
}
