extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates,
    /// nothing above U+10FFFF, no cut-off sequence). NUL is a valid character.
    ///
    /// The standard library's `String(validating:as:)` answers the same question but runs
    /// unspecialised generic code that cost more than decoding the rest of a row; this runs eight
    /// ASCII bytes at a time.
    /// - Complexity: O(n).
    var isValidUTF8: Bool {
        guard let base = baseAddress else { return true }
        let end = count
        var index = 0
        while index < end {
            while index + 8 <= end,
                UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
            }
            guard index < end else { return true }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The length of the sequence and the range of its second byte, which rules out overlong
            // forms (E0, F0), surrogates (ED) and values above U+10FFFF (F4).
            let length: Int
            let second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xE1...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return false
            }
            guard index + length <= end, second.contains(base[index + 1]) else { return false }
            for offset in 2..<length where base[index + offset] & 0xC0 != 0x80 {
                return false
            }
            index += length
        }
        return true
    }
}
