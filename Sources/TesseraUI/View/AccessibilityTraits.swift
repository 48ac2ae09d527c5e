/// What an element is and does, as assistive technologies describe it (`UIAccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    public static let image = AccessibilityTraits(rawValue: 1 << 3)
    public static let selected = AccessibilityTraits(rawValue: 1 << 4)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 5)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 7)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 8)
}
