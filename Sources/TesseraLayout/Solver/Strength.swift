/// How hard the solver tries to satisfy a ``Constraint``.
///
/// A strength is either **required** (the constraint must hold, or ``Solver/add(_:)`` throws) or
/// optional with a **tier** and a **weight**. The solver minimises its objective *lexicographically*
/// over tiers: it first minimises the weighted error of the highest tier present, then, without making
/// that any worse, the next tier, and so on. Within one tier errors are traded by weight (the sum of
/// weight × |error| is minimised), exactly as in Kiwi.
///
/// ## Auto Layout priorities
/// ``init(priority:)`` maps an Auto Layout priority `p` (1…1000, 1000 = required) to tier `p` with
/// weight 1. So a priority-751 constraint is never traded for *any* number of priority-750 ones (Apple's
/// rule), which double-precision weights like Kiwi's `1e6 / 1e3 / 1` cannot guarantee for 999 levels.
/// This is the multi-level ("symbolic weight") objective of the original Cassowary paper (Badros,
/// Borning & Stuckey, 2001, §3), with the levels created on demand for the priorities actually present.
///
/// Limits:
/// - Every distinct priority value present in a solver costs one objective coefficient per symbol and
///   per pivot: k distinct priorities make each pivot O(k) more expensive (typical layouts use 2–6).
/// - Fractional priorities (e.g. 250.5) are distinct tiers too.
/// - Errors are compared with an absolute tolerance of 1e-8 per tier, like Kiwi's.
///
/// ## Kiwi strengths
/// ``strong``, ``medium``, ``weak``, ``create(_:_:_:weight:)`` and ``init(weight:)`` follow kiwisolver
/// exactly: they all live in tier 0 (below every Auto Layout priority) with weight
/// `clip(a·w)·10⁶ + clip(b·w)·10³ + clip(c·w)` where `clip` limits to 0…1000; a weight at or above
/// `create(1000, 1000, 1000)` is ``required``. Mixing both kinds in one solver is allowed: any
/// priority tier dominates all Kiwi strengths.
///
/// For example:
/// ```swift
/// try solver.add((width == 100) | .strong)
/// try solver.add((width >= 120) | .required)   // wins: width is 120
/// try solver.add((height == 44) | Strength(priority: 750))
/// ```
public struct Strength: Sendable, Hashable, CustomStringConvertible {
    /// The lexicographic level; `.infinity` for required, 0 for Kiwi strengths, the priority otherwise.
    let tier: Double
    /// The weight within the tier (≥ 0, finite).
    let weight: Double

    private init(tier: Double, weight: Double) {
        self.tier = tier
        self.weight = weight
    }

    /// The constraint must hold exactly.
    public static let required = Strength(tier: .infinity, weight: 1)

    /// Kiwi's `strong`: `create(1, 0, 0)`, weight 10⁶ in tier 0.
    public static let strong = create(1, 0, 0)
    /// Kiwi's `medium`: `create(0, 1, 0)`, weight 10³ in tier 0.
    public static let medium = create(0, 1, 0)
    /// Kiwi's `weak`: `create(0, 0, 1)`, weight 1 in tier 0.
    public static let weak = create(0, 0, 1)

    /// Kiwi's `strength::create(a, b, c, w)`: weight `clip(a·w)·10⁶ + clip(b·w)·10³ + clip(c·w)` in
    /// tier 0, where `clip` limits to 0…1000 and NaN counts as 0. The largest value,
    /// `create(1000, 1000, 1000)`, is ``required``.
    public static func create(_ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1) -> Strength {
        func clip(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1000) }
        return Strength(weight: clip(strong * weight) * 1_000_000 + clip(medium * weight) * 1000 + clip(weak * weight))
    }

    /// A raw Kiwi strength number (as in kiwisolver's `constraint | 123.0`), clipped to
    /// 0…`create(1000, 1000, 1000)`; NaN counts as 0 and values at the top are ``required``.
    public init(weight: Double) {
        let requiredWeight = 1_001_001_000.0
        let clipped = weight.isNaN ? 0 : min(max(weight, 0), requiredWeight)
        if clipped >= requiredWeight {
            self = .required
        } else {
            self.init(tier: 0, weight: clipped)
        }
    }

    /// An Auto Layout priority: 1000 is ``required``; any other value `p` in `0 < p < 1000` becomes
    /// tier `p` with weight 1, so a higher priority always wins over any number of lower ones.
    ///
    /// - Precondition: `0 < priority <= 1000` (as on Apple's platforms, other values are a programmer
    ///   error).
    public init(priority: Double) {
        precondition(priority > 0 && priority <= 1000, "A layout priority must be in 0 < p <= 1000, got \(priority)")
        if priority == 1000 {
            self = .required
        } else {
            self.init(tier: priority, weight: 1)
        }
    }

    /// True for ``required``.
    public var isRequired: Bool { tier == .infinity }

    /// The Auto Layout priority this strength was made from, or nil for a Kiwi strength; 1000 for required.
    public var priority: Double? {
        isRequired ? 1000 : (tier > 0 ? tier : nil)
    }

    public var description: String {
        if isRequired { return "required" }
        if tier > 0 { return "priority(\(tier))" }
        return "weight(\(weight))"
    }
}
