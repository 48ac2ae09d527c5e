/// What an element is and does, as assistive technologies describe it (`UIAccessibilityTraits`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 8)
}
