import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import TesseraUI
import Testing

extension DifferentialScenario {
    // MARK: Checking

    func check(_ step: Int, _ stats: inout DifferentialStats) {
        stats.checks += 1
        let rows = referenceRows()
        let reference = Solver()
        var satisfiable = true
        for row in rows {
            do throws(SolverError) { try reference.add(row.makeConstraint()) } catch {
                if case .unsatisfiable = error {
                    satisfiable = false
                } else {
                    Issue.record("reference solver: \(error)")
                }
            }
        }
        let incrementalInStep = incremental.sync(to: rows)
        if !incrementalInStep { stats.incrementalRebuilds += 1 }
        let broken = window.layoutEngine.brokenConstraints
        lastCheckWasUnsatisfiable = !satisfiable
        guard satisfiable else {
            stats.unsatisfiable += 1
            hadConflict = true
            if broken.isEmpty { fail(step, "the required constraints cannot all hold, yet the engine broke none") }
            return
        }
        guard broken.isEmpty else {
            if hadConflict {
                stats.brokenAfterConflict += 1
            } else {
                fail(step, "the engine broke \(broken) though the reference satisfies every required constraint")
            }
            return
        }
        let all = variables.flatMap(\.all)
        let values = all.map { reference.value(of: $0) }
        // The window's and the container's unknowns are fixed by required equalities.
        let freedoms = all.indices.map { $0 < 8 ? 0 : freedom(of: all[$0], in: reference) }
        let fixed = freedoms.map { $0 < 1e-6 }
        if fixed.allSatisfy({ $0 }) {
            stats.checksCompared += 1
            if step == 0 { stats.firstLayoutsCompared += 1 }
        } else {
            stats.partiallyCompared += 1
        }
        if incrementalInStep {
            stats.incrementalCompared += 1
            if let offset = all.indices.first(where: {
                fixed[$0] && abs(incremental.solver.value(of: all[$0]) - values[$0]) > 1e-6
            }) {
                fail(
                    step,
                    "the incremental reference has \(all[offset]) = \(incremental.solver.value(of: all[offset])), "
                        + "a fresh one \(values[offset])")
            }
        }
        compareFrames(step, values, fixed, &stats)
        // The diagnostics copy the engine's system: checked after the first layout and the last edit.
        guard step == 0 || step == DifferentialScenario.editCount else { return }
        compareAmbiguity(step, freedoms, &stats)
        compareConstraintsAffectingLayout(step, rows, &stats)
    }

    /// Every constrained view the optimum fixes is where the reference puts it, to half a pixel (the
    /// engine rounds each edge to the pixel grid in the window's space).
    func compareFrames(_ step: Int, _ values: [Double], _ fixed: [Bool], _ stats: inout DifferentialStats) {
        let tolerance = 0.5 / Double(Self.scale) + 1e-6
        for index in 2..<items.count where !items[index].translatesAutoresizingMaskIntoConstraints {
            let base = index * 4
            guard fixed[base..<base + 4].allSatisfy({ $0 }) else { continue }
            stats.viewsCompared += 1
            let left = values[base]
            let top = values[base + 1]
            let width = values[base + 2]
            let height = values[base + 3]
            let frame = items[index].convert(items[index].bounds, to: window)
            let expected = [left, top, max(left, left + width), max(top, top + height)]
            let actual = [frame.minX, frame.minY, frame.maxX, frame.maxY].map { Double($0) }
            if zip(expected, actual).contains(where: { abs($0 - $1) > tolerance }) {
                fail(
                    step,
                    "#\(index) is at \(frame) in the window; the reference has left \(left), top \(top), "
                        + "width \(width), height \(height)")
            }
        }
    }

    /// `hasAmbiguousLayout` (through `itemsWithAmbiguousLayout(among:)`) agrees with the reference
    /// where it is clear: fixed, or free by more than 1.5 pt (the engine counts a move over 0.5 pt,
    /// and from any optimal point some pull moves at least half the free range).
    func compareAmbiguity(_ step: Int, _ freedom: [Double], _ stats: inout DifferentialStats) {
        let candidates = registered.filter { $0 > 0 }
        let flagged = Set(
            LayoutEngine.itemsWithAmbiguousLayout(among: candidates.map { items[$0] as any LayoutItem })
                .map { ObjectIdentifier($0) })
        for index in candidates {
            let most = freedom[index * 4..<index * 4 + 4].max() ?? 0
            let ambiguous = flagged.contains(ObjectIdentifier(items[index]))
            stats.ambiguityChecks += 1
            if most < 1e-6 && ambiguous {
                fail(step, "the engine finds #\(index) ambiguous; the reference optimum fixes it")
            } else if most > 1.5 && !ambiguous {
                fail(step, "the engine finds #\(index) unambiguous; the reference lets it move \(most) pt")
            }
        }
    }

    /// `constraintsAffectingLayout(for:)` lists exactly the active constraints connected to the item's
    /// unknowns on that axis through shared unknowns (translated frames tie a view to its superview).
    func compareConstraintsAffectingLayout(_ step: Int, _ rows: [ReferenceRow], _ stats: inout DifferentialStats) {
        let active = Set(made.filter(\.constraint.isActive).map { ObjectIdentifier($0.constraint) })
        var rowsByVariable: [ObjectIdentifier: [Int]] = [:]
        for (offset, row) in rows.enumerated() {
            for term in row.terms { rowsByVariable[ObjectIdentifier(term.variable), default: []].append(offset) }
        }
        for index in registered where index > 0 {
            for axis in NSLayoutConstraint.Axis.allCases {
                let item = variables[index]
                var queue = (axis == .horizontal ? [item.left, item.width] : [item.top, item.height]).map(
                    ObjectIdentifier.init)
                var visited = Set(queue)
                var reached = Set<Int>()
                while let variable = queue.popLast() {
                    for offset in rowsByVariable[variable] ?? [] where reached.insert(offset).inserted {
                        for term in rows[offset].terms where visited.insert(ObjectIdentifier(term.variable)).inserted {
                            queue.append(ObjectIdentifier(term.variable))
                        }
                    }
                }
                let expected = Set(reached.compactMap { rows[$0].source })
                let actual = Set(items[index].constraintsAffectingLayout(for: axis).map(ObjectIdentifier.init))
                    .intersection(active)
                stats.affectingChecks += 1
                if expected != actual {
                    let names = { (ids: Set<ObjectIdentifier>) in
                        self.made.filter { ids.contains(ObjectIdentifier($0.constraint)) }.map {
                            self.name($0.constraint)
                        }
                    }
                    fail(
                        step,
                        "constraintsAffectingLayout(for: .\(axis)) of #\(index) lists \(names(actual)); "
                            + "the reference connects \(names(expected))")
                }
            }
        }
    }
}
