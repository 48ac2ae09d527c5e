import TesseraCore
import Testing

@testable import TesseraHost

@Suite("Shortest edit script")
struct ShortestEditScriptTests {
    /// What is left of `old` after the removals, and of `new` without the insertions: equal for
    /// any valid script.
    static func kept(_ old: [Int], _ new: [Int], _ script: ShortestEditScript) -> ([Int], [Int]) {
        let removed = Set(script.removals)
        let inserted = Set(script.insertions)
        return (
            old.indices.filter { !removed.contains($0) }.map { old[$0] },
            new.indices.filter { !inserted.contains($0) }.map { new[$0] }
        )
    }

    @Test func aRowScrolledOutAndOneIn() {
        let script = ShortestEditScript(from: [1, 2, 3, 4, 5], to: [2, 3, 4, 5, 6])
        #expect(script.removals == [0])
        #expect(script.insertions == [4])
    }

    @Test func equalAndEmptySequences() {
        #expect(ShortestEditScript(from: [1, 2, 3], to: [1, 2, 3]).removals.isEmpty)
        #expect(ShortestEditScript(from: [1, 2, 3], to: [1, 2, 3]).insertions.isEmpty)
        #expect(ShortestEditScript(from: [], to: [7, 8]).insertions == [0, 1])
        #expect(ShortestEditScript(from: [7, 8], to: []).removals == [0, 1])
        let middle = ShortestEditScript(from: [1, 9, 9, 2], to: [1, 2])
        #expect(middle.removals == [1, 2])
        #expect(middle.insertions.isEmpty)
    }

    /// Random sequences over a small alphabet: the script is valid, ascending, and as short as the
    /// standard library's difference.
    @Test func matchesTheStandardLibrarysLengthOnRandomSequences() {
        var generator = SplitMix64(seed: 16)
        for _ in 0..<500 {
            let old = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                Int.random(in: 0...5, using: &generator)
            }
            let new = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                Int.random(in: 0...5, using: &generator)
            }
            let script = ShortestEditScript(from: old, to: new)
            let (keptOld, keptNew) = Self.kept(old, new, script)
            #expect(keptOld == keptNew)
            #expect(script.removals == script.removals.sorted())
            #expect(script.insertions == script.insertions.sorted())
            #expect(script.removals.count + script.insertions.count == new.difference(from: old).count)
        }
    }

    /// Past the edit limit the script keeps the common start and end and replaces the rest: still
    /// valid, never wrong.
    @Test func tooManyEditsReplaceTheMiddle() {
        let old = [7] + Array(0..<100) + [8]
        let new = [7] + Array(100..<200) + [8]
        let script = ShortestEditScript(from: old, to: new, maximumEdits: 10)
        #expect(script.removals == Array(1...100))
        #expect(script.insertions == Array(1...100))
        let (keptOld, keptNew) = Self.kept(old, new, script)
        #expect(keptOld == keptNew)
        let within = ShortestEditScript(from: [1, 2, 3], to: [1, 4, 3], maximumEdits: 2)
        #expect(within.removals == [1])
        #expect(within.insertions == [1])
    }
}
