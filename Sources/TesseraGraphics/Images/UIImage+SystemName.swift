extension UIImage {
    /// The symbol image for an SF Symbols name, drawn with the Material icon that stands in for it
    /// (see `UIImage+SystemSymbols.swift` for the names known), or nil for a name that is not
    /// known — as UIKit returns nil for a name it has no symbol for. Sized as the body text style
    /// at medium scale; a template image (it takes the tint colour).
    ///
    /// For example:
    /// ```swift
    /// UIImage(systemName: "checkmark.circle.fill")?.icon?.name.rawValue   // "check_circle"
    /// UIImage(systemName: "checkmark.circle.fill")?.size                  // 17 × 17 at Large text
    /// ```
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol image for `name` with `configuration` (nil: the default configuration).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let iconName = Self.systemSymbolIcons[name], let icon = Icon(named: iconName) else { return nil }
        self.init(icon: icon, configuration: configuration ?? SymbolConfiguration(), traits: nil)
    }

    /// The symbol image for `name`, made for the display scale of `traitCollection` (nil, or an
    /// unspecified scale: that of `UITraitCollection.current`). Its text style still resolves where
    /// it is shown.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        guard let iconName = Self.systemSymbolIcons[name], let icon = Icon(named: iconName) else { return nil }
        self.init(icon: icon, configuration: SymbolConfiguration(), traits: traitCollection)
    }

    /// The same image with `configuration` (a symbol's configuration is replaced; a bitmap is
    /// returned unchanged, as in UIKit).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard isSymbolImage else { return self }
        return copy(symbolConfiguration: configuration)
    }

    /// A symbol image with `configuration` applied over its own (see
    /// `SymbolConfiguration.applying(_:)`); nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return copy(symbolConfiguration: (symbolConfiguration ?? SymbolConfiguration()).applying(configuration))
    }
}
