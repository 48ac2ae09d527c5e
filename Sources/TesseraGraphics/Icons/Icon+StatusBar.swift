extension Icon.Name {
    // Status bar glyphs (code points from fonts-material-design-icons-iconfont's _variables.scss).
    public static let signalCellularAlt = Icon.Name(validated: "signal_cellular_alt", codePoint: "\u{E202}")
    public static let wifi = Icon.Name(validated: "wifi", codePoint: "\u{E63E}")
    public static let batteryFull = Icon.Name(validated: "battery_full", codePoint: "\u{E1A4}")
}
