import TesseraGraphics

/// Which instances a proxy's values reach: a class, the containers they must be inside (nearest
/// first) and the traits they must have.
struct AppearanceScope: Hashable {
    let root: ObjectIdentifier
    let containers: [ObjectIdentifier]
    let traits: UITraitCollection?
    /// How many superclasses the root class has (follows from `root`).
    let depth: Int

    init(_ root: AnyClass, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?) {
        self.root = ObjectIdentifier(root)
        self.containers = containers.map { ObjectIdentifier($0) }
        self.traits = traits
        depth = AppearanceRules.classChain(of: root).count - 1
    }
}

/// The values every appearance proxy recorded, and applying them to a view entering a window.
@MainActor
enum AppearanceRules {
    private struct Entry {
        let property: AppearanceProperty
        let value: Any
        let apply: @MainActor (AnyObject) -> Void
    }

    /// One scope's values, in property order.
    private static var rules: [AppearanceScope: [Entry]] = [:]
    /// Each class's identity with its superclasses', made once per class.
    private static var classChains: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    /// The scopes in the order their values are applied: a superclass's before a subclass's, then
    /// fewer containers before more, any traits before given ones, first recorded first. Later
    /// values win.
    private static var order: [AppearanceScope] = []
    /// True while a proxy's value is being set on a view.
    private(set) static var isApplying = false

    static func value(for property: AppearanceProperty, in scope: AppearanceScope) -> Any? {
        rules[scope]?.first { $0.property == property }?.value
    }

    static func record(
        _ property: AppearanceProperty, value: Any, in scope: AppearanceScope,
        apply: @escaping @MainActor (AnyObject) -> Void
    ) {
        if rules[scope] == nil {
            order.append(scope)
            // A stable sort keeps the recording order among equals.
            order = order.enumerated().sorted { left, right in
                let a = left.element
                let b = right.element
                let keyA = [a.depth, a.containers.count, a.traits == nil ? 0 : 1, left.offset]
                let keyB = [b.depth, b.containers.count, b.traits == nil ? 0 : 1, right.offset]
                return keyA.lexicographicallyPrecedes(keyB)
            }.map(\.element)
        }
        var entries = rules[scope, default: []].filter { $0.property != property }
        entries.append(Entry(property: property, value: value, apply: apply))
        rules[scope] = entries.sorted { $0.property.rawValue < $1.property.rawValue }
    }

    /// Sets on `view` the values of every scope that reaches it, in `order`, skipping the
    /// properties the view set itself.
    static func apply(to view: UIView) {
        apply(
            to: view, traits: view.traitCollection, containersFrom: view.superview,
            customized: view.lifecycle.customizedAppearance)
    }

    /// Sets on `item` the values of every scope that reaches it in `bar` (its nearest container).
    static func apply(to item: some AppearanceBarItem, in bar: UIView) {
        apply(to: item, traits: bar.traitCollection, containersFrom: bar, customized: item.appearanceState.customized)
    }

    private static func apply(
        to target: AnyObject, traits: UITraitCollection, containersFrom start: UIView?, customized: UInt64
    ) {
        guard !order.isEmpty else { return }
        let classes = classes(of: type(of: target))
        var containers: [Set<ObjectIdentifier>]?
        for scope in order where classes.contains(scope.root) {
            if let wanted = scope.traits, !traits.containsTraits(in: wanted) { continue }
            if !scope.containers.isEmpty {
                if containers == nil { containers = containerChain(from: start) }
                guard isContained(in: scope.containers, chain: containers!) else { continue }
            }
            for entry in rules[scope] ?? [] where customized & entry.property.bit == 0 {
                // Applying may add subviews that enter the window and apply theirs first.
                let wasApplying = isApplying
                isApplying = true
                entry.apply(target)
                isApplying = wasApplying
            }
        }
    }

    /// Notes on `customized` that the owner set `property` itself (unless a proxy's value is being
    /// applied).
    static func note(_ property: AppearanceProperty, in customized: inout UInt64) {
        if !isApplying { customized |= property.bit }
    }

    private static func classes(of type: AnyClass) -> Set<ObjectIdentifier> {
        let key = ObjectIdentifier(type)
        if let known = classChains[key] { return known }
        let chain = Set(classChain(of: type))
        classChains[key] = chain
        return chain
    }

    /// The identities of `type` and its superclasses, `type` first.
    nonisolated static func classChain(of type: AnyClass) -> [ObjectIdentifier] {
        var result: [ObjectIdentifier] = []
        var current: AnyClass? = type
        while let type = current {
            result.append(ObjectIdentifier(type))
            current = _getSuperclass(type)
        }
        return result
    }

    /// For each container from `start` outwards (superviews, each followed by the controller
    /// whose view it is), the identities of its class and superclasses.
    private static func containerChain(from start: UIView?) -> [Set<ObjectIdentifier>] {
        var chain: [Set<ObjectIdentifier>] = []
        var current = start
        while let container = current {
            chain.append(classes(of: type(of: container)))
            if let controller = container.lifecycle.viewController {
                chain.append(classes(of: type(of: controller)))
            }
            current = container.superview
        }
        return chain
    }

    /// Whether the containers appear along the chain in order, each further out than the last.
    private static func isContained(in containers: [ObjectIdentifier], chain: [Set<ObjectIdentifier>]) -> Bool {
        var index = 0
        for container in containers {
            guard let found = chain[index...].firstIndex(where: { $0.contains(container) }) else { return false }
            index = found + 1
        }
        return true
    }
}
