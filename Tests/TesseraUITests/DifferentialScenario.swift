import Foundation
import TesseraCore
import TesseraGraphics
import TesseraLayout
import TesseraUI
import Testing

/// A view with a fixed intrinsic content size (points; `UIView.noIntrinsicMetric` on an axis without one).
@MainActor
final class FixedContentView: UIView {
    var contentSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    override var intrinsicContentSize: CGSize { contentSize }
}

/// A user constraint made by a scenario, with the indices of its items in `DifferentialScenario.items`.
struct MadeConstraint {
    let constraint: NSLayoutConstraint
    let first: Int
    let second: Int?
}

extension SplitMix64 {
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
    mutating func integer(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func element<Element>(_ array: [Element]) -> Element {
        array[Int.random(in: 0..<array.count, using: &self)]
    }
}

/// One seeded random view tree, its constraints and edits, and the checks against the reference.
@MainActor
final class DifferentialScenario {
    /// Pixels per point: fine enough that half a pixel (1/128 pt) is a tight tolerance.
    static let scale: CGFloat = 64
    /// Random edits after the first layout, each followed by a layout pass and a check.
    static let editCount = 4
    let seed: UInt64
    var random: SplitMix64
    let window = UIWindow(device: .iPhoneSE)
    /// The window (the engine's root), the fixed container, then the subviews.
    var items: [UIView] = []
    var variables: [ItemVariables] = []
    var made: [MadeConstraint] = []
    /// Items some activated constraint named (the engine registers them and their ancestors).
    var mentioned = Set<Int>()
    var hadConflict = false
    var lastCheckWasUnsatisfiable = false
    var failures = 0
    var edits: [String] = []
    var incremental = IncrementalReference()

    init(seed: UInt64) {
        self.seed = seed
        random = SplitMix64(seed: seed)
        let rightToLeft = random.chance(0.35)
        window.windowTraits = UITraitCollection(
            displayScale: Self.scale, layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        window.layoutEngine.logger = Logger(category: "layout", hub: LogHub())  // conflicts are on purpose
        let container = UIView(
            frame: CGRect(
                x: random.integer(0...40), y: random.integer(0...60), width: random.integer(200...335),
                height: random.integer(300...600)))
        window.addSubview(container)
        items = [window, container]
        for index in 0..<random.integer(2...6) {
            let parent = index == 0 || random.chance(0.55) ? container : random.element(Array(items.dropFirst(2)))
            let view: UIView
            if random.chance(0.55) {
                let content = FixedContentView()
                content.contentSize = CGSize(width: randomMetric(), height: randomMetric())
                view = content
            } else {
                view = UIView()
            }
            for axis in NSLayoutConstraint.Axis.allCases {
                view.setContentHuggingPriority(randomContentPriority(), for: axis)
                view.setContentCompressionResistancePriority(randomContentPriority(), for: axis)
            }
            if random.chance(0.15) {
                view.frame = CGRect(
                    x: random.integer(0...50), y: random.integer(0...50), width: random.integer(10...100),
                    height: random.integer(10...100))
            } else {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            parent.addSubview(view)
            items.append(view)
        }
        variables = items.indices.map(ItemVariables.init)
        for index in 2..<items.count where !items[index].translatesAutoresizingMaskIntoConstraints {
            for axis in NSLayoutConstraint.Axis.allCases { addSkeleton(of: index, axis) }
        }
        for _ in 0..<random.integer(0...2) { made.append(randomExtraConstraint()) }
        NSLayoutConstraint.activate(made.map(\.constraint))
        for constraint in made { noteMentioned(constraint) }
    }

    func run(_ stats: inout DifferentialStats) {
        stats.scenarios += 1
        window.layoutIfNeeded()
        check(0, &stats)
        for step in 1...Self.editCount {
            edit()
            window.layoutIfNeeded()
            check(step, &stats)
        }
    }

    // MARK: Generating

    func parentIndex(_ index: Int) -> Int? {
        guard let parent = items[index].superview else { return nil }
        return items.firstIndex { $0 === parent }
    }

    func randomMetric() -> CGFloat { random.chance(0.2) ? UIView.noIntrinsicMetric : CGFloat(random.integer(0...160)) }

    func randomContentPriority() -> UILayoutPriority {
        if random.chance(0.08) { return .required }
        if random.chance(0.04) { return UILayoutPriority(0) }
        return UILayoutPriority(Float(random.integer(1...999)))
    }

    func randomPriority(requiredChance: Double) -> UILayoutPriority {
        random.chance(requiredChance) ? .required : UILayoutPriority(Float(random.integer(1...999)))
    }

    /// Equal for a skeleton constraint, often an inequality otherwise.
    func randomRelation(skeleton: Bool) -> NSLayoutConstraint.Relation {
        skeleton || random.chance(0.6) ? .equal : random.element([.lessThanOrEqual, .greaterThanOrEqual])
    }

    func randomConstant() -> CGFloat {
        CGFloat(random.integer(-40...40)) + (random.chance(0.2) ? 0.25 * CGFloat(random.integer(1...3)) : 0)
    }

    /// Two equalities among leading/left, trailing/right, centre and size along `axis` (or one
    /// position when an intrinsic size may decide the size), relating the view only to items made
    /// before it (or its own height), so that most layouts are fully determined.
    func addSkeleton(of index: Int, _ axis: NSLayoutConstraint.Axis) {
        let horizontal = axis == .horizontal
        let positions: [NSLayoutConstraint.Attribute] =
            horizontal
            ? [random.element([.leading, .left]), random.element([.trailing, .right]), .centerX]
            : [.top, .bottom, .centerY]
        let intrinsic = horizontal ? items[index].intrinsicContentSize.width : items[index].intrinsicContentSize.height
        if intrinsic >= 0 && random.chance(0.4) {
            made.append(randomPositionConstraint(index, random.element(positions), requiredChance: 0.8, skeleton: true))
            return
        }
        var kinds = [0, 1, 2, 3]
        kinds.shuffle(using: &random)
        for kind in kinds.prefix(2) {
            if kind == 3 {
                made.append(
                    randomDimensionConstraint(
                        index, horizontal ? .width : .height, requiredChance: 0.8, skeleton: true))
            } else {
                made.append(randomPositionConstraint(index, positions[kind], requiredChance: 0.8, skeleton: true))
            }
        }
    }

    func randomExtraConstraint() -> MadeConstraint {
        let first = random.chance(0.1) ? 1 : random.integer(2...(items.count - 1))
        let horizontal = random.chance(0.5)
        let attribute: NSLayoutConstraint.Attribute = random.element(
            horizontal ? [.left, .right, .leading, .trailing, .centerX, .width] : [.top, .bottom, .centerY, .height])
        if attribute.isDimension {
            return randomDimensionConstraint(first, attribute, requiredChance: 0.3, skeleton: false)
        }
        guard random.chance(0.15) else {
            return randomPositionConstraint(first, attribute, requiredChance: 0.3, skeleton: false)
        }
        // A position multiplier (through the raw initializer: anchors have none for positions).
        let second = random.integer(0...1)
        let constraint = NSLayoutConstraint(
            item: items[first], attribute: attribute, relatedBy: randomRelation(skeleton: false), toItem: items[second],
            attribute: random.element(compatiblePositions(attribute)), multiplier: random.element([0.5, 0.75, 2]),
            constant: randomConstant())
        constraint.priority = randomPriority(requiredChance: 0.3)
        return MadeConstraint(constraint: constraint, first: first, second: second)
    }

    func compatiblePositions(_ attribute: NSLayoutConstraint.Attribute) -> [NSLayoutConstraint.Attribute] {
        switch attribute {
        case .leading, .trailing: [.leading, .trailing, .centerX]
        case .left, .right: [.left, .right, .centerX]
        case .centerX: [.left, .right, .leading, .trailing, .centerX]
        default: [.top, .bottom, .centerY]
        }
    }

    func randomPositionConstraint(
        _ first: Int, _ attribute: NSLayoutConstraint.Attribute, requiredChance: Double, skeleton: Bool
    ) -> MadeConstraint {
        let second =
            if random.chance(0.5) {
                parentIndex(first) ?? 0
            } else {
                skeleton ? random.integer(0...(first - 1)) : random.element(items.indices.filter { $0 != first })
            }
        let secondAttribute = random.element(compatiblePositions(attribute))
        let relation = randomRelation(skeleton: skeleton)
        let constant = randomConstant()
        let view = items[first]
        let other = items[second]
        let constraint =
            if attribute.axis == .horizontal {
                relate(xAnchor(view, attribute), relation, xAnchor(other, secondAttribute), constant)
            } else {
                relate(yAnchor(view, attribute), relation, yAnchor(other, secondAttribute), constant)
            }
        constraint.priority = randomPriority(requiredChance: requiredChance)
        return MadeConstraint(constraint: constraint, first: first, second: second)
    }

    func randomDimensionConstraint(
        _ first: Int, _ attribute: NSLayoutConstraint.Attribute, requiredChance: Double, skeleton: Bool
    ) -> MadeConstraint {
        let anchor = dimensionAnchor(items[first], attribute)
        let constraint: NSLayoutConstraint
        var second: Int?
        if random.chance(0.45) {
            let constant = CGFloat(random.integer(0...160))
            constraint =
                switch randomRelation(skeleton: skeleton) {
                case .equal: anchor.constraint(equalToConstant: constant)
                case .lessThanOrEqual: anchor.constraint(lessThanOrEqualToConstant: constant)
                case .greaterThanOrEqual: anchor.constraint(greaterThanOrEqualToConstant: constant)
                }
        } else {
            let index =
                if skeleton {
                    attribute == .width && random.chance(0.15) ? first : random.integer(0...(first - 1))
                } else {
                    random.integer(0...(items.count - 1))
                }
            // Same axis mostly; the other one makes an aspect ratio (always, against the item itself).
            let otherAttribute: NSLayoutConstraint.Attribute =
                index == first || random.chance(0.3)
                ? (attribute == .width ? .height : .width) : attribute
            let other = dimensionAnchor(items[index], otherAttribute)
            let multiplier: CGFloat = random.element([0.25, 0.5, 1, 1, 1, 1.5, 2])
            let constant = CGFloat(random.integer(-20...20))
            constraint =
                switch randomRelation(skeleton: skeleton) {
                case .equal: anchor.constraint(equalTo: other, multiplier: multiplier, constant: constant)
                case .lessThanOrEqual:
                    anchor.constraint(lessThanOrEqualTo: other, multiplier: multiplier, constant: constant)
                case .greaterThanOrEqual:
                    anchor.constraint(greaterThanOrEqualTo: other, multiplier: multiplier, constant: constant)
                }
            second = index
        }
        constraint.priority = randomPriority(requiredChance: requiredChance)
        return MadeConstraint(constraint: constraint, first: first, second: second)
    }

    func relate<Anchor: LayoutAnchor>(
        _ anchor: Anchor, _ relation: NSLayoutConstraint.Relation, _ other: Anchor, _ constant: CGFloat
    ) -> NSLayoutConstraint {
        switch relation {
        case .equal: anchor.constraint(equalTo: other, constant: constant)
        case .lessThanOrEqual: anchor.constraint(lessThanOrEqualTo: other, constant: constant)
        case .greaterThanOrEqual: anchor.constraint(greaterThanOrEqualTo: other, constant: constant)
        }
    }

    func xAnchor(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        switch attribute {
        case .left: view.leftAnchor
        case .right: view.rightAnchor
        case .leading: view.leadingAnchor
        case .trailing: view.trailingAnchor
        default: view.centerXAnchor
        }
    }

    func yAnchor(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        switch attribute {
        case .top: view.topAnchor
        case .bottom: view.bottomAnchor
        default: view.centerYAnchor
        }
    }

    func dimensionAnchor(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        attribute == .width ? view.widthAnchor : view.heightAnchor
    }

    func noteMentioned(_ constraint: MadeConstraint) {
        mentioned.insert(constraint.first)
        if let second = constraint.second { mentioned.insert(second) }
    }

    /// The items the engine has registered: those named by a constraint, and their ancestors.
    var registered: [Int] {
        var result = Set<Int>()
        for index in mentioned {
            var current: Int? = index
            while let item = current, result.insert(item).inserted { current = parentIndex(item) }
        }
        return result.sorted()
    }
}
