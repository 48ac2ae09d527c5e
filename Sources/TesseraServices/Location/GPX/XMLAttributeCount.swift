import Foundation

/// A scan of XML bytes for start tags with very many attributes, before libxml2 sees them: libxml2
/// 2.9 compares every attribute of a start tag with all earlier ones, so one tag with 200,000
/// attributes (2.6 MB) takes a minute and a 10 MB one days.
///
/// The scan follows XML's lexical structure only as far as needed: it skips comments, `CDATA`
/// sections, processing instructions and declarations (with a `DOCTYPE`'s internal subset), and
/// counts the `=` signs outside quoted values in every other tag.
struct XMLAttributeCount {
    /// The most attributes one start tag may have.
    static let limit = 256

    /// The 1-based line of the first start tag with more than ``limit`` attributes, or `nil`.
    /// - Complexity: O(n) in the size of `data`.
    static func firstCrowdedTag(in data: Data) -> Int? {
        data.withUnsafeBytes { raw -> Int? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var scan = Scan(bytes: bytes)
            return scan.run()
        }
    }

    private struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1

        mutating func run() -> Int? {
            while let byte = advance() {
                guard byte == UInt8(ascii: "<") else { continue }
                if starts(with: "!--") {
                    skip(past: "-->")
                } else if starts(with: "![CDATA[") {
                    skip(past: "]]>")
                } else if starts(with: "?") {
                    skip(past: "?>")
                } else if starts(with: "!") {
                    skipDeclaration()
                } else {
                    let tagLine = line
                    if countAttributes() > XMLAttributeCount.limit { return tagLine }
                }
            }
            return nil
        }

        /// The `=` signs outside quotes up to the `>` that ends the tag.
        mutating func countAttributes() -> Int {
            var count = 0
            while let byte = advanceOutsideQuotes() {
                if byte == UInt8(ascii: "=") {
                    count += 1
                    if count > XMLAttributeCount.limit { return count }
                } else if byte == UInt8(ascii: ">") {
                    break
                }
            }
            return count
        }

        /// Skips `<!…>`, with brackets of an internal subset and quoted literals inside it.
        mutating func skipDeclaration() {
            var depth = 0
            while let byte = advanceOutsideQuotes() {
                if byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "]") {
                    depth -= 1
                } else if byte == UInt8(ascii: ">") && depth <= 0 {
                    return
                }
            }
        }

        /// The next byte outside single- or double-quoted text; the quotes and what they enclose are skipped.
        mutating func advanceOutsideQuotes() -> UInt8? {
            var quote: UInt8?
            while let byte = advance() {
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else {
                    return byte
                }
            }
            return nil
        }

        mutating func advance() -> UInt8? {
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") { line += 1 }
            return byte
        }

        func starts(with text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
        }

        mutating func skip(past text: StaticString) {
            while index < bytes.count && !starts(with: text) { _ = advance() }
            for _ in 0..<text.utf8CodeUnitCount { _ = advance() }
        }
    }
}
