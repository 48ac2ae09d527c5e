import Foundation
import Testing

@testable import TesseraLayout

/// Long chains of required equalities (issue 19, D15): rows keep at most `dummyCellLimit` dummy cells,
/// and constant changes and removals of constraints whose dummy was dropped rebuild the tableau. Every
/// result is compared with Kiwi's exact tableau (a solver without the limit) given the same calls.
@Suite("Solver rows on long chains")
struct SolverRebuildTests {
    /// `x[0] == 0`, then per link `w[i] == 10` and `x[i] == x[i-1] + w[i-1] + 1`, as views in a row.
    struct Chain {
        let solver = Solver()
        let x: [Variable]
        let w: [Variable]
        var links: [Constraint] = []
        var widths: [Constraint] = []

        init(length: Int, dummyCellLimit: Int?) throws {
            solver.dummyCellLimit = dummyCellLimit
            x = (0..<length).map { Variable("x\($0)") }
            w = (0..<length).map { Variable("w\($0)") }
            try solver.add(x[0] == 0)
            for index in 0..<length {
                let width = w[index] == 10
                try solver.add(width)
                widths.append(width)
                guard index > 0 else { continue }
                let link = x[index] == x[index - 1] + w[index - 1] + 1
                try solver.add(link)
                links.append(link)
            }
        }

        var positions: [Double] { x.map { solver.value(of: $0) } }
    }

    @Test func rowsStayBoundedAlongAChain() throws {
        let bounded = try Chain(length: 400, dummyCellLimit: 16)
        let exact = try Chain(length: 400, dummyCellLimit: nil)
        #expect(bounded.positions == (0..<400).map { Double(11 * $0) })
        #expect(bounded.positions == exact.positions)
        #expect(bounded.solver.longestRowLength <= 16 + 2)
        // Kiwi's tableau holds the whole chain's dummies in its last row.
        #expect(exact.solver.longestRowLength >= 2 * 399)
    }

    @Test func changingTheConstantOfALinkWhoseDummyWasDroppedMovesEverythingAfterIt() throws {
        let bounded = try Chain(length: 300, dummyCellLimit: 16)
        let exact = try Chain(length: 300, dummyCellLimit: nil)
        for chain in [bounded, exact] {
            try chain.solver.updateConstant(of: chain.links[199], to: -5)  // x200 == x199 + w199 + 5
            try chain.solver.updateConstant(of: chain.widths[3], to: -30)  // w3 == 30
        }
        #expect(bounded.solver.value(of: bounded.x[200]) == 11 * 200 + 4 + 20)
        #expect(bounded.solver.value(of: bounded.x[199]) == 11 * 199 + 20)
        #expect(bounded.positions == exact.positions)
        #expect(bounded.solver.longestRowLength <= 16 + 2)
    }

    @Test func removingALinkWhoseDummyWasDroppedFreesTheRestOfTheChain() throws {
        let bounded = try Chain(length: 300, dummyCellLimit: 16)
        let exact = try Chain(length: 300, dummyCellLimit: nil)
        for chain in [bounded, exact] {
            try chain.solver.remove(chain.links[249])
            try chain.solver.add(chain.x[250] == 5000)
        }
        #expect(bounded.solver.value(of: bounded.x[299]) == 5000 + 11 * 49)
        #expect(bounded.solver.value(of: bounded.x[249]) == 11 * 249)
        #expect(bounded.positions == exact.positions)
    }

    @Test func aConstantThatContradictsTheChainIsRefusedAndChangesNothing() throws {
        let bounded = try Chain(length: 300, dummyCellLimit: 16)
        let end = bounded.x[299] == Double(11 * 299)
        try bounded.solver.add(end)
        let before = bounded.positions
        #expect(throws: SolverError.self) { try bounded.solver.updateConstant(of: bounded.links[199], to: -5) }
        #expect(bounded.positions == before)
        // The refused constraint can still change to a value that agrees.
        try bounded.solver.updateConstant(of: bounded.links[199], to: -1)
        #expect(bounded.positions == before)
    }

    @Test func aConstantThatWouldOverflowIsRefusedAndChangesNothing() throws {
        let bounded = try Chain(length: 300, dummyCellLimit: 16)
        let before = bounded.positions
        #expect(throws: SolverError.self) { try bounded.solver.updateConstant(of: bounded.links[199], to: -2e300) }
        #expect(bounded.positions == before)
        #expect(bounded.solver.constant(of: bounded.links[199]) == -1)
    }

    @Test func addingAContradictionToABoundedChainIsRefused() throws {
        let bounded = try Chain(length: 300, dummyCellLimit: 16)
        let before = bounded.positions
        #expect(throws: SolverError.self) { try bounded.solver.add(bounded.x[299] == 7) }
        #expect(bounded.positions == before)
    }

    @Test func optionalConstraintsSurviveARebuild() throws {
        let bounded = try Chain(length: 200, dummyCellLimit: 8)
        let free = Variable("free")
        try bounded.solver.add((free == 42) | .weak)
        try bounded.solver.add(free >= bounded.x[150])
        #expect(bounded.solver.value(of: free) == 11 * 150)
        try bounded.solver.remove(bounded.links[99])  // a rebuild: x100 … x199 are now free
        try bounded.solver.add(bounded.x[100] == -2000)
        #expect(bounded.solver.value(of: bounded.x[150]) == -2000 + 11 * 50)
        #expect(bounded.solver.value(of: free) == 42)
    }
}

/// The same through the layout engine: a row of views, each pinned after the one before.
@MainActor
@Suite("Layout of long chains of views")
struct LayoutChainTests {
    @Test func aChainOfViewsLaysOutWithBoundedRowsAndFollowsAChangedGap() {
        let root = TestView("root", frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        var views: [TestView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<600 {
            let view = TestView("v\(index)")
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            constraints += [
                view.leadingAnchor.constraint(equalTo: views.last?.trailingAnchor ?? root.leadingAnchor, constant: 1),
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 10),
            ]
            views.append(view)
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.maxX) == (1...600).map { CGFloat(11 * $0) })
        let solver = LayoutEngine.engineForLayoutPass(ofRoot: root)!.solver
        #expect(solver.longestRowLength <= LayoutEngine.dummyCellLimit + 8)

        constraints[4 * 500].constant = 21  // the gap before view 500
        root.layoutIfNeeded()
        #expect(views[499].frame.maxX == 5500 && views[500].frame.minX == 5521 && views[599].frame.maxX == 6620)
        NSLayoutConstraint.deactivate([constraints[4 * 300]])  // view 300 loses its place: the rest follows
        views[300].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7).isActive = true
        root.layoutIfNeeded()
        #expect(views[300].frame.minX == 7 && views[499].frame.maxX == 7 + 11 * 200 - 1)
        #expect(views[299].frame.maxX == 3300)
    }
}
