/// A small, fast, seeded random number generator: SplitMix64 (Steele, Lea & Flood, "Fast
/// splittable pseudorandom number generators", OOPSLA 2014). The same seed gives the same sequence
/// on every run and machine, which is what tests, fuzzers, benchmarks and generated sample data
/// need; it is not for cryptography.
///
/// ```swift
/// var generator = SplitMix64(seed: 42)
/// let roll = Int.random(in: 1...6, using: &generator)  // the same on every run
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is determined by `seed` (any value, 0 included).
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
