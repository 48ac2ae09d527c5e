/// An incremental linear constraint solver: the Cassowary simplex as refined by Kiwi, with
/// lexicographic priority tiers (see ``Strength``).
///
/// Add and remove ``Constraint``s in any order; the solver keeps the optimal solution up to date after
/// every call, so ``value(of:)`` is an O(1) read at any time. Optional constraints are satisfied as well
/// as their strengths allow; required ones always hold, or the call that would break them throws and
/// leaves the solver unchanged.
///
/// Interactive changes are cheap: an edit variable (``addEditVariable(_:strength:)``) takes new values
/// through ``suggestValue(_:for:)``, and ``updateConstant(of:to:)`` moves a constraint's constant; both
/// re-solve with a few dual simplex pivots instead of rebuilding.
///
/// Independent subsystems (constraints sharing no variable) cost nothing to each other: every pivot
/// only visits the rows that hold its symbol, so one solver for many independent cells grows linearly.
///
/// Not thread-safe and not `Sendable`: use one solver from one thread or actor (the UI uses it on the
/// main actor).
///
/// For example:
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let solver = Solver()
/// try solver.add(left == 20)
/// try solver.add(width >= 50)
/// try solver.add((width == 10) | Strength(priority: 250))   // wants to be small
/// try solver.addEditVariable(width, strength: Strength(priority: 999))
/// try solver.suggestValue(120, for: width)
/// solver.value(of: width)  // 120
/// try solver.suggestValue(30, for: width)
/// solver.value(of: width)  // 50 (the required minimum wins)
/// ```
public final class Solver {
    /// The engine lives out of line and is reached through `pointee`, which Swift accesses in place:
    /// a struct stored directly in a class property would be copied (every array field retained and
    /// released) on each non-mutating call such as `value(of:)`, and would pay a dynamic exclusivity
    /// check on each mutating one. The pointer is created in `init`, never escapes this instance, and
    /// is deinitialised and freed in `deinit`; the class is not `Sendable`, so no two threads reach it.
    private let storage: UnsafeMutablePointer<SolverEngine>

    private var engine: SolverEngine {
        unsafeAddress { UnsafePointer(storage) }
        unsafeMutableAddress { storage }
    }

    /// Creates an empty solver.
    public init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: SolverEngine())
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Adds a constraint and re-solves.
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if this instance is already added;
    ///   ``SolverError/nonFiniteValue(_:)`` for a NaN or infinite coefficient or constant, or finite
    ///   values that would take the solution past ±1e300, where sums of solved values could overflow
    ///   (the solver is then unchanged);
    ///   ``SolverError/unsatisfiable(_:conflicting:)`` if it is required and contradicts the required
    ///   constraints already added (the solver is then unchanged).
    /// - Complexity: amortised proportional to the rows that share variables with it.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try engine.add(constraint)
    }

    /// Adds constraints in order, stopping at the first error (the earlier ones stay added).
    public func add(_ constraints: some Sequence<Constraint>) throws(SolverError) {
        for constraint in constraints { try engine.add(constraint) }
    }

    /// Removes a constraint and re-solves; the solution is what it would be had it never been added
    /// (for systems with a unique optimum).
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if this instance is not in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        try engine.remove(constraint)
    }

    /// Whether this constraint instance is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        engine.contains(constraint)
    }

    /// Changes the constant of an added constraint (its expression's constant term, as in
    /// `expression relation 0`) without rebuilding it, and re-solves with the dual simplex.
    ///
    /// The constraint object itself keeps the constant it was created with; ``constant(of:)`` reads the
    /// one in force.
    /// - Throws: ``SolverError/unknownConstraint(_:)``; ``SolverError/nonFiniteValue(_:)`` for a NaN or
    ///   infinite constant, or one that would take the solution past ±1e300 (the old constant is then
    ///   kept); ``SolverError/unsatisfiable(_:conflicting:)`` when a required constraint
    ///   cannot hold with the new constant (the old constant is then kept).
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        try engine.updateConstant(of: constraint, to: constant)
    }

    /// The expression constant in force for an added constraint, or nil when it is not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        engine.recordIndex.value(for: ObjectIdentifier(constraint)).flatMap { engine.records[$0]?.constant }
    }

    /// Makes `variable` an edit variable: an optional `variable == value` constraint whose value is set
    /// by ``suggestValue(_:for:)`` (initially 0).
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``; ``SolverError/requiredEditStrength(_:)``
    ///   for ``Strength/required``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try engine.addEditVariable(variable, strength: strength)
    }

    /// Removes an edit variable and its constraint.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try engine.removeEditVariable(variable)
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        engine.editIndex.value(for: ObjectIdentifier(variable)) != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``; ``SolverError/nonFiniteSuggestion(_:_:)``
    ///   for NaN or infinity, or a value that would take the solution past ±1e300 (the previous
    ///   suggestion then stays).
    /// - Complexity: proportional to the rows that depend on the variable, plus the pivots needed.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try engine.suggestValue(value, for: variable)
    }

    /// The value of `variable` in the current solution (0 for a variable the solver has not seen).
    /// - Complexity: O(1).
    public func value(of variable: Variable) -> Double {
        engine.value(of: variable)
    }

    /// The number of constraints added (edit variables' constraints included).
    public var constraintCount: Int { engine.records.count - engine.freeRecords.count }

    /// Removes every constraint and edit variable.
    public func reset() {
        engine.reset()
    }

    // MARK: Rows by record index

    // The layout engine's path: it names its unknowns by symbol and its rows by record index, so it
    // makes no `Variable`, `Expression` or `Constraint` object per view or layout constraint and
    // needs no identity-table lookups.

    /// A new unknown, as a symbol.
    func makeExternalSymbol() -> Int {
        engine.newExternalSymbol()
    }

    /// Gives back a symbol from `makeExternalSymbol()` that no constraint uses any more, so a
    /// long-lived solver does not grow with every item that ever came and went (see
    /// `SolverEngine.releaseSymbol`). Only with `recyclesSymbols`.
    func releaseExternalSymbol(_ symbol: Int) {
        engine.releaseSymbol(symbol)
    }

    /// How many symbol serials the solver has made (its per-symbol storage), for leak checks.
    var symbolCount: Int { engine.symbolCount }

    /// How many symbols the per-symbol storage has room for.
    var symbolCapacity: Int { engine.symbolCapacity }

    /// Makes room for `count` more constraints at once (see `SolverEngine.reserveCapacity`).
    func reserveCapacity(forAdditionalConstraints count: Int) {
        engine.reserveCapacity(forAdditionalConstraints: count)
    }

    /// Tries again the symbols given back while still in use (see `SolverEngine.releaseRetiredSymbols`).
    func releaseRetiredSymbols() {
        engine.releaseRetiredSymbols()
    }

    /// Whether released symbols are reused (the layout engine's solvers); off by default.
    var recyclesSymbols: Bool {
        get { engine.recyclesSymbols }
        set { engine.recyclesSymbols = newValue }
    }

    /// The most dummy cells a tableau row keeps (see `SolverEngine+Rebuild.swift`); nil, the default,
    /// keeps Kiwi's exact tableau. The layout engine sets it so that long chains of views stay linear.
    /// Set it before the first row is added.
    var dummyCellLimit: Int? {
        get { engine.dummyCellLimit }
        set { engine.dummyCellLimit = newValue }
    }

    /// The most cells any tableau row holds now, for tests of row growth.
    var longestRowLength: Int { engine.rows.lazy.map(\.cells.count).max() ?? 0 }

    /// The value of a symbol from `makeExternalSymbol()` in the current solution.
    func value(ofSymbol symbol: Int) -> Double {
        engine.value(ofSymbol: symbol)
    }

    /// Whether required equalities alone fix the value of a symbol from `makeExternalSymbol()` (see
    /// `SolverEngine.isFixedByRequiredEqualities`).
    func isFixedByRequiredEqualities(_ symbol: Int) -> Bool {
        engine.isFixedByRequiredEqualities(symbol)
    }

    /// Adds the row `Σ cells + constant (relation) 0` (see `SolverEngine.addRow`).
    /// - Precondition: every value is finite.
    func addRow(
        _ cells: UnsafeBufferPointer<Cell>, constant: Double, relation: Constraint.Relation, strength: Strength,
        strengthAbove: Strength
    ) -> RowOutcome {
        engine.addRow(
            cells, constant: constant, relation: relation, strength: strength, strengthAbove: strengthAbove,
            constraint: nil)
    }

    /// Removes the row of record `index`.
    func removeRow(ofRecord index: Int) {
        engine.removeRecord(index)
    }

    /// Moves the constant of record `index` (on failure the old constant is kept).
    /// - Precondition: `constant` is finite.
    func updateConstant(ofRecord index: Int, to constant: Double) -> ConstantUpdate {
        engine.updateConstant(ofRecord: index, to: constant)
    }
}
