/// The kinds of tableau unknowns, after Kiwi: external (a user ``Variable``), slack (the non-negative
/// slack of an inequality, or the artificial variable), error (a non-negative error of an optional
/// constraint) and dummy (the zero-fixed marker of a required equality, which never enters the basis).
enum SymbolKind: Int {
    case external = 0
    case slack = 1
    case error = 2
    case dummy = 3
}

/// Symbols are dense integers: `serial << 2 | kind`. Ordering by symbol is creation order (Kiwi's
/// tie-breaking order), the kind is read without a memory access, and `serial` indexes the per-symbol
/// arrays of the engine.
enum Symbol {
    static let invalid = -1

    @inline(__always)
    static func make(serial: Int, kind: SymbolKind) -> Int { serial << 2 | kind.rawValue }

    @inline(__always)
    static func serial(_ symbol: Int) -> Int { symbol >> 2 }

    @inline(__always)
    static func kind(_ symbol: Int) -> SymbolKind { SymbolKind(rawValue: symbol & 3).unsafelyUnwrapped }

    @inline(__always)
    static func isExternal(_ symbol: Int) -> Bool { symbol & 3 == 0 }

    @inline(__always)
    static func isDummy(_ symbol: Int) -> Bool { symbol & 3 == 3 }

    /// Slack or error: the symbols that may be pivoted into the basis in place of an artificial variable.
    @inline(__always)
    static func isPivotable(_ symbol: Int) -> Bool { symbol & 3 == 1 || symbol & 3 == 2 }
}

/// Coefficients smaller than this in magnitude are treated as zero (Kiwi's `nearZero`).
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < 0 ? -value < 1e-8 : value < 1e-8
}

/// The largest magnitude the tableau holds: a row whose constant or coefficient would exceed it is
/// refused as non-finite, so that sums and products of a few solved values (a frame's edge on a
/// pixel grid) cannot overflow either. NaN is never within the limit.
let largestSolverValue = 1e300

@inline(__always)
func isWithinSolverLimit(_ value: Double) -> Bool {
    abs(value) <= largestSolverValue
}
