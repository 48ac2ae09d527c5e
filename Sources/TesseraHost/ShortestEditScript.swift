/// A shortest edit script between two sequences of numbers (Myers' O((n + m) · d) algorithm): which
/// elements of the old sequence to remove and which of the new one to insert so that the rest match
/// in order.
///
/// The standard library's `difference(from:)` finds the same, but through unspecialised generic code
/// that looks up type metadata at every step; on numbers this one is many times faster.
struct ShortestEditScript: Equatable {
    /// Offsets in the old sequence, ascending.
    var removals: [Int]
    /// Offsets in the new sequence, ascending.
    var insertions: [Int]

    /// The script turning `old` into `new`; past `maximumEdits` edits (the search costs grow with
    /// the square of the edits), one that keeps only the common start and end and replaces the rest.
    init(from old: [Int], to new: [Int], maximumEdits: Int = 512) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = old[prefix..<old.count - suffix]
        let b = new[prefix..<new.count - suffix]
        self =
            Self.search(a, b, maximumEdits: maximumEdits)
            ?? Self(removals: Array(a.indices), insertions: Array(b.indices))
    }

    private init(removals: [Int], insertions: [Int]) {
        self.removals = removals
        self.insertions = insertions
    }

    /// Myers' greedy search on the middle parts (offsets are those of the whole sequences), or nil
    /// past `maximumEdits`.
    private static func search(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, maximumEdits: Int) -> Self? {
        let (n, m) = (a.count, b.count)
        let (aStart, bStart) = (a.startIndex, b.startIndex)
        if n == 0 || m == 0 { return Self(removals: Array(a.indices), insertions: Array(b.indices)) }
        let limit = min(n + m, maximumEdits)
        // furthest[offset + k]: the furthest x reached on diagonal k = x - y.
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        // Before each round, the diagonals it reads (-edits - 1 … edits + 1), for walking back.
        var rounds: [[Int]] = []
        for edits in 0...limit {
            rounds.append(Array(furthest[(offset - edits - 1)...(offset + edits + 1)]))
            for k in stride(from: -edits, through: edits, by: 2) {
                var x =
                    k == -edits || (k != edits && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[aStart + x] == b[bStart + y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m {
                    return walkBack(rounds, end: (n, m), starts: (aStart, bStart))
                }
            }
        }
        return nil
    }

    /// The edits of the path the rounds recorded, from its end back to the start.
    private static func walkBack(_ rounds: [[Int]], end: (Int, Int), starts: (Int, Int)) -> Self {
        var (x, y) = end
        var script = Self(removals: [], insertions: [])
        for edits in stride(from: rounds.count - 1, to: 0, by: -1) {
            // Round `edits` kept diagonals -edits - 1 … edits + 1 from index 0.
            let furthest = rounds[edits]
            let offset = edits + 1
            let k = x - y
            let down = k == -edits || (k != edits && furthest[offset + k - 1] < furthest[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = furthest[offset + previousK]
            let previousY = previousX - previousK
            if down {
                script.insertions.append(starts.1 + previousY)
            } else {
                script.removals.append(starts.0 + previousX)
            }
            (x, y) = (previousX, previousY)
        }
        script.removals.reverse()
        script.insertions.reverse()
        return script
    }
}
