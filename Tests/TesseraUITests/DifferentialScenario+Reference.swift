import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import TesseraUI
import Testing

/// The reference unknowns of one item: its frame in the window's space, points.
struct ItemVariables {
    let left: Variable, top: Variable, width: Variable, height: Variable
    var all: [Variable] { [left, top, width, height] }

    init(_ index: Int) {
        left = Variable("#\(index).left")
        top = Variable("#\(index).top")
        width = Variable("#\(index).width")
        height = Variable("#\(index).height")
    }
}

/// What names a reference row across checks: its source and shape, everything but the constant.
struct ReferenceRowKey: Hashable {
    let name: String
    let variables: [ObjectIdentifier]
    let coefficients: [Double]
    let relation: Int
    let strength: Strength
}

/// One reference constraint `Σ terms + constant (relation) 0`; `key` names it across checks by its
/// source and shape (everything but the constant), `source` is the layout constraint it stands for.
struct ReferenceRow {
    let key: ReferenceRowKey
    let source: ObjectIdentifier?
    let terms: [Term]
    let constant: Double
    let relation: Constraint.Relation
    let strength: Strength

    init(
        _ name: String, source: ObjectIdentifier? = nil, _ terms: [Term], _ constant: Double,
        _ relation: Constraint.Relation = .equal, _ strength: Strength = .required
    ) {
        key = ReferenceRowKey(
            name: name, variables: terms.map { ObjectIdentifier($0.variable) }, coefficients: terms.map(\.coefficient),
            relation: relation == .equal ? 0 : relation == .lessThanOrEqual ? 1 : 2, strength: strength)
        self.source = source
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.strength = strength
    }

    func makeConstraint() -> Constraint {
        Constraint(Expression(terms, constant: constant), relation, strength: strength)
    }
}

/// A reference solver kept in step with the checks through `remove`, `updateConstant(of:to:)` and
/// `add` (the public API's mapping of constraints to solver records), rebuilt when a step is refused.
struct IncrementalReference {
    private(set) var solver = Solver()
    private var entries: [(key: ReferenceRowKey, constraint: Constraint, constant: Double)] = []

    /// Brings the solver to `rows`. Returns false (after rebuilding from scratch) when the solver
    /// refused a step as unsatisfiable; other errors are recorded as issues.
    mutating func sync(to rows: [ReferenceRow]) -> Bool {
        let wanted = Dictionary(rows.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var refused = false
        func handle(_ error: SolverError) {
            if case .unsatisfiable = error { refused = true } else { Issue.record("reference solver: \(error)") }
        }
        var kept: [(key: ReferenceRowKey, constraint: Constraint, constant: Double)] = []
        for entry in entries {
            guard let row = wanted[entry.key] else {
                do throws(SolverError) { try solver.remove(entry.constraint) } catch { handle(error) }
                continue
            }
            var entry = entry
            if row.constant != entry.constant {
                do throws(SolverError) {
                    try solver.updateConstant(of: entry.constraint, to: row.constant)
                    entry.constant = row.constant
                } catch { handle(error) }
            }
            kept.append(entry)
        }
        let present = Set(kept.map(\.key))
        for row in rows where !present.contains(row.key) {
            let constraint = row.makeConstraint()
            do throws(SolverError) {
                try solver.add(constraint)
                kept.append((row.key, constraint, row.constant))
            } catch { handle(error) }
        }
        entries = kept
        guard refused else { return true }
        solver = Solver()
        entries = []
        for row in rows {
            let constraint = row.makeConstraint()
            if (try? solver.add(constraint)) != nil { entries.append((row.key, constraint, row.constant)) }
        }
        return false
    }
}

extension DifferentialScenario {
    // MARK: The reference

    func isDirectional(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
    }

    /// `coefficient × attribute` of item `index`, over the reference unknowns.
    func terms(_ attribute: NSLayoutConstraint.Attribute, of index: Int, _ coefficient: Double, rightToLeft: Bool)
        -> [Term]
    {
        let item = variables[index]
        switch attribute {
        case .left: return [Term(item.left, coefficient: coefficient)]
        case .right: return [Term(item.left, coefficient: coefficient), Term(item.width, coefficient: coefficient)]
        case .centerX:
            return [Term(item.left, coefficient: coefficient), Term(item.width, coefficient: coefficient / 2)]
        case .leading: return terms(rightToLeft ? .right : .left, of: index, coefficient, rightToLeft: rightToLeft)
        case .trailing: return terms(rightToLeft ? .left : .right, of: index, coefficient, rightToLeft: rightToLeft)
        case .top: return [Term(item.top, coefficient: coefficient)]
        case .bottom: return [Term(item.top, coefficient: coefficient), Term(item.height, coefficient: coefficient)]
        case .centerY:
            return [Term(item.top, coefficient: coefficient), Term(item.height, coefficient: coefficient / 2)]
        case .width: return [Term(item.width, coefficient: coefficient)]
        case .height: return [Term(item.height, coefficient: coefficient)]
        default:
            Issue.record("no reference terms for \(attribute)")
            return []
        }
    }

    /// The system the engine should be solving, read from the views and constraints as they are now:
    /// the window's bounds and the translated frames as required equalities; compression resistance
    /// `size >= intrinsic` and hugging `size <= intrinsic` at their priorities (none at 0); each
    /// active constraint as `first − multiplier × second − constant (relation) 0`, written along a
    /// mirrored x axis (x' = −x) when it uses leading or trailing in a right-to-left layout.
    func referenceRows() -> [ReferenceRow] {
        let rightToLeft = window.windowTraits.layoutDirection == .rightToLeft
        let root = variables[0]
        let bounds = window.bounds
        var rows = [
            ReferenceRow("root.left", [Term(root.left)], -Double(bounds.minX)),
            ReferenceRow("root.top", [Term(root.top)], -Double(bounds.minY)),
            ReferenceRow("root.width", [Term(root.width)], -Double(bounds.width)),
            ReferenceRow("root.height", [Term(root.height)], -Double(bounds.height)),
        ]
        for index in 1..<items.count {
            let view = items[index]
            let item = variables[index]
            if view.translatesAutoresizingMaskIntoConstraints, let parentIndex = parentIndex(index) {
                let parent = variables[parentIndex]
                let frame = view.frame
                let origin = items[parentIndex].bounds.origin
                rows += [
                    ReferenceRow(
                        "#\(index).frame.left", [Term(item.left), Term(parent.left, coefficient: -1)],
                        -Double(frame.minX - origin.x)),
                    ReferenceRow(
                        "#\(index).frame.top", [Term(item.top), Term(parent.top, coefficient: -1)],
                        -Double(frame.minY - origin.y)),
                    ReferenceRow("#\(index).frame.width", [Term(item.width)], -Double(frame.width)),
                    ReferenceRow("#\(index).frame.height", [Term(item.height)], -Double(frame.height)),
                ]
                continue
            }
            let intrinsic = view.intrinsicContentSize
            for axis in NSLayoutConstraint.Axis.allCases {
                let metric = Double(axis == .horizontal ? intrinsic.width : intrinsic.height)
                guard metric >= 0 else { continue }
                let size = axis == .horizontal ? item.width : item.height
                for (relation, priority) in [
                    (Constraint.Relation.greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis)),
                    (.lessThanOrEqual, view.contentHuggingPriority(for: axis)),
                ] where priority.rawValue > 0 {
                    rows.append(
                        ReferenceRow(
                            "#\(index).content.\(axis)", [Term(size)], -metric, relation,
                            Strength(priority: Double(priority.rawValue))))
                }
            }
        }
        for (offset, entry) in made.enumerated() where entry.constraint.isActive {
            let constraint = entry.constraint
            let mirrored = rightToLeft && isDirectional(constraint)
            func sign(_ attribute: NSLayoutConstraint.Attribute) -> Double {
                mirrored && attribute.axis == .horizontal && !attribute.isDimension ? -1 : 1
            }
            var rowTerms = terms(
                constraint.firstAttribute, of: entry.first, sign(constraint.firstAttribute), rightToLeft: rightToLeft)
            if let second = entry.second {
                rowTerms += terms(
                    constraint.secondAttribute, of: second,
                    -Double(constraint.multiplier) * sign(constraint.secondAttribute), rightToLeft: rightToLeft)
            }
            let relation: Constraint.Relation =
                switch constraint.relation {
                case .equal: .equal
                case .lessThanOrEqual: .lessThanOrEqual
                case .greaterThanOrEqual: .greaterThanOrEqual
                }
            rows.append(
                ReferenceRow(
                    "c\(offset)", source: ObjectIdentifier(constraint), rowTerms, -Double(constraint.constant),
                    relation,
                    Strength(priority: Double(constraint.priority.rawValue))))
        }
        return rows
    }

    /// How far `variable` moves when pulled 37 pt either way below every priority (an edit variable
    /// at `.strong`): 0 when the optimum fixes it.
    func freedom(of variable: Variable, in solver: Solver) -> Double {
        let base = solver.value(of: variable)
        do throws(SolverError) {
            try solver.addEditVariable(variable, strength: .strong)
            var moved = 0.0
            for delta in [37.0, -37.0] {
                try solver.suggestValue(base + delta, for: variable)
                moved = max(moved, abs(solver.value(of: variable) - base))
            }
            try solver.removeEditVariable(variable)
            return moved
        } catch {
            Issue.record("reference solver: \(error)")
            return .infinity
        }
    }
}
