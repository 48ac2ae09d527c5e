import Foundation
public import Tessera

/// A `UIContentSizeCategory` as a settings value: encoded as its `storageName` string, e.g.
/// `"accessibilityExtraLarge"`. (`UIContentSizeCategory` itself is not `Codable`, and storing its
/// integer raw value would tie saved choices to the enum's order.)
///
/// For example:
/// ```swift
/// let stored = StoredContentSizeCategory(.extraLarge)
/// String(decoding: try JSONEncoder().encode(stored), as: UTF8.self)   // "\"extraLarge\""
/// ```
public struct StoredContentSizeCategory: Hashable, Sendable, Codable {
    public var category: UIContentSizeCategory

    public init(_ category: UIContentSizeCategory) {
        self.category = category
    }

    /// - Throws: `DecodingError.dataCorrupted` naming the string when it is not a category's
    ///   `storageName` (the settings store then logs it and reads the key's default).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let category = UIContentSizeCategory(storageName: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(name)\" is not a content size category")
        }
        self.category = category
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(category.storageName)
    }
}
