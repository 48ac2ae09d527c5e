import TesseraCore
import Testing

@Suite("SplitMix64")
struct SplitMix64Tests {
    /// The first outputs for seed 0 of the reference C implementation (Vigna's splitmix64.c).
    @Test func seedZeroGivesTheReferenceSequence() {
        var generator = SplitMix64(seed: 0)
        #expect(
            [generator.next(), generator.next(), generator.next()] == [
                0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
            ])
    }

    @Test func theSameSeedRepeatsAndAnotherSeedDiffers() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        var other = SplitMix64(seed: 43)
        let a = (0..<8).map { _ in first.next() }
        #expect(a == (0..<8).map { _ in second.next() })
        #expect(a != (0..<8).map { _ in other.next() })
    }
}
