extension UIFontDescriptor {
    /// Style traits of a font (`UIFontDescriptor.SymbolicTraits`, UIKit's bit values). Tessera's
    /// fonts have bold, italic and monospace; the other traits exist for source compatibility and
    /// make `withSymbolicTraits(_:)` return nil.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// An italic or oblique face.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A bold face.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// A wider face (not installed here).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// A narrower face (not installed here).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// A face whose glyphs all have the same advance width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// A face for vertical text (not supported here).
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// UIKit's face tuned for interface text (not installed here).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing than the face's default (not supported here).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing than the face's default (not supported here).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The designs of the system font (`UIFontDescriptor.SystemDesign`, UIKit's raw values). Only
    /// `default` and `monospaced` are installed here.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// The rounded system design (not installed; asking for it gives nil).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// The serif system design (not installed; asking for it gives nil).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// The monospaced system design: every glyph has the same advance width.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}
