/// One installed font face as fontconfig lists it: what `UIFont(name:size:)` and
/// `UIFont.fontNames(forFamilyName:)` work with.
struct FontFace: Hashable, Sendable {
    /// The face's PostScript name, e.g. "Inter-SemiBoldItalic".
    var postScriptName: String
    /// The family's name, e.g. "Inter".
    var family: String
    /// 100…900 (regular is 400).
    var openTypeWeight: Int
    var isItalic: Bool
}

extension [FontFace] {
    /// The face of `family` (case-insensitive) nearest to `weight` with the requested slant,
    /// preferring the slant; nil when no face of the family is installed.
    func nearest(family: String, openTypeWeight weight: Int, isItalic: Bool) -> FontFace? {
        let candidates = filter { $0.family.caseInsensitiveCompare(family) == .orderedSame }
        return candidates.min { first, second in
            func distance(_ face: FontFace) -> Int {
                (face.isItalic == isItalic ? 0 : 10_000) + abs(face.openTypeWeight - weight)
            }
            return (distance(first), first.postScriptName) < (distance(second), second.postScriptName)
        }
    }
}
