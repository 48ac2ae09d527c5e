/// How strongly a constraint, content hugging or compression resistance wants to hold
/// (`UILayoutPriority`): 1…1000, where 1000 is required.
///
/// The solver gives every distinct priority its own tier, so a constraint of priority 751 wins over
/// any number of conflicting 750s (see `Strength(priority:)` for the mapping and its limits).
///
/// For example:
/// ```swift
/// let preferred = label.widthAnchor.constraint(equalToConstant: 200)
/// preferred.priority = .defaultHigh - 1   // 749: gives way to compression resistance (750)
/// ```
///
/// (`+` and `-` with a `Float` are declared in the `UIKit` module, which `import Tessera` includes.)
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority value, 1…1000 for constraints (0 is allowed only as a hugging or compression
    /// resistance value, meaning "gives way to anything").
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ value: Float) { self.rawValue = value }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the default compression resistance, and what a button resists with.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: the default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` uses to pull a size towards its target.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 999: DeclarativeLayoutKit's default — strong, but it yields instead of breaking the layout.
    public static let almostRequired = UILayoutPriority(999)

    /// SnapKit's names: `high` is 750, `medium` 500, `low` 250.
    public static let high = UILayoutPriority(750)
    public static let medium = UILayoutPriority(500)
    public static let low = UILayoutPriority(250)

    /// True for 1000.
    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }

    /// The solver strength for this priority.
    var strength: Strength { Strength(priority: Double(rawValue)) }
}
