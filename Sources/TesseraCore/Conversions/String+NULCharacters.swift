extension String {
    /// The string without its NUL characters (U+0000), everything else kept in order.
    ///
    /// Tessera's rule for text handed to C APIs that take NUL-terminated strings — the desktop
    /// clipboard and primary selection through SDL, desktop notifications through libnotify — which
    /// would otherwise end the text at its first NUL and lose the rest:
    /// ```swift
    /// "a\u{0}b".removingNULCharacters   // "ab"
    /// ```
    public var removingNULCharacters: String {
        guard utf8.contains(0) else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.filter { $0 != "\u{0}" }))
    }
}
