extension Icon.Name {
    // Status bar glyphs (code points from fonts-material-design-icons-iconfont's _variables.scss).
    /// Signal-strength bars, as the status bar shows them (`signal_cellular_alt`).
    public static let signalCellularAlt = Icon.Name(validated: "signal_cellular_alt", codePoint: "\u{E202}")
    /// A Wi-Fi fan, as the status bar shows it (`wifi`).
    public static let wifi = Icon.Name(validated: "wifi", codePoint: "\u{E63E}")
    /// A full battery, as the status bar shows it (`battery_full`).
    public static let batteryFull = Icon.Name(validated: "battery_full", codePoint: "\u{E1A4}")
}
