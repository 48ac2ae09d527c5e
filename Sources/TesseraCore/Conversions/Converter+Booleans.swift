extension Converter {
    /// Words read as `true`, compared case-insensitively: `1 true yes y on 是 真 开`.
    public static let trueWords: Set<String> = ["1", "true", "yes", "y", "on", "是", "真", "开"]
    /// Words read as `false`, compared case-insensitively: `0 false no n off 否 假 关`.
    public static let falseWords: Set<String> = ["0", "false", "no", "n", "off", "否", "假", "关"]

    /// Reads a boolean from one of ``trueWords`` or ``falseWords`` (the same in every locale, so a
    /// file written in one locale reads the same in another).
    ///
    /// - Throws: ``ConversionError/empty(_:)``; ``ConversionError/notABoolean(_:)`` for any other word
    ///   (`"2"`, `"maybe"`).
    public func bool(from text: String) throws(ConversionError) -> Bool {
        let word = try Self.trimmed(text).lowercased()
        if Self.trueWords.contains(word) { return true }
        if Self.falseWords.contains(word) { return false }
        throw .notABoolean(text)
    }

    /// `1` for `true`, `0` for `false`.
    public static func int(from value: Bool) -> Int {
        value ? 1 : 0
    }

    /// `"true"` or `"false"`.
    public static func string(from value: Bool) -> String {
        value ? "true" : "false"
    }
}
