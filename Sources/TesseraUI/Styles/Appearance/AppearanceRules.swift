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

/// The values every appearance proxy recorded, applied to a view entering a window (and, for
/// trait-specific proxies, again when its traits change).
@MainActor
enum AppearanceRules {
    /// Gives an instance back a value saved from it.
    typealias Restore = @MainActor (AnyObject) -> Void

    private struct Entry {
        let property: AppearanceProperty
        let value: Any
        let apply: @MainActor (AnyObject) -> Void
        /// Saves the instance's current value of the property (nil where it cannot be restored).
        let save: (@MainActor (AnyObject) -> Restore?)?
    }

    /// One scope's values, in property order.
    private static var rules: [AppearanceScope: [Entry]] = [:]
    /// Each class's identity with its superclasses', made once per class.
    private static var classChains: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    /// The scopes in the order their values are applied: a superclass's before a subclass's, then
    /// fewer containers before more, any traits before given ones, first recorded first. Later
    /// values win.
    private static var order: [AppearanceScope] = []
    /// The object a proxy's value is being set on, if any: what it sets then is not its own.
    private static var applyingTo: ObjectIdentifier?
    /// Whether any scope has traits (until one does, trait changes need no work here).
    private static var hasTraitScopes = false
    /// The trait-specific scopes reaching each class, by class; made on first use, forgotten when a
    /// trait-specific scope is added.
    private static var traitScopesByClass: [ObjectIdentifier: [AppearanceScope]] = [:]

    static func value(for property: AppearanceProperty, in scope: AppearanceScope) -> Any? {
        rules[scope]?.first { $0.property == property }?.value
    }

    static func record(
        _ property: AppearanceProperty, value: Any, in scope: AppearanceScope,
        apply: @escaping @MainActor (AnyObject) -> Void, save: (@MainActor (AnyObject) -> Restore?)?
    ) {
        if rules[scope] == nil {
            if scope.traits != nil {
                hasTraitScopes = true
                traitScopesByClass = [:]
            }
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
        entries.append(Entry(property: property, value: value, apply: apply, save: save))
        rules[scope] = entries.sorted { $0.property.rawValue < $1.property.rawValue }
    }

    /// Sets on `view` the values of every scope that reaches it, in `order`, skipping the
    /// properties the view set itself. Properties trait-specific proxies set before go back to
    /// what the view had first, so a value for traits it no longer has does not stay.
    static func apply(to view: UIView) {
        let customized = view.lifecycle.customizedAppearance
        restoreTraitProperties(of: view, except: customized)
        apply(
            to: view, traits: view.traitCollection, containersFrom: view.superview, customized: customized,
            saving: view)
    }

    /// Sets on `item` the values of every scope that reaches it in `bar` (its nearest container).
    static func apply(to item: some AppearanceBarItem, in bar: UIView) {
        apply(to: item, traits: bar.traitCollection, containersFrom: bar, customized: item.appearanceState.customized)
    }

    /// After a live trait change of `view` (in a window) that changes which trait-specific proxies
    /// match it, as UIKit re-applies them: the properties those proxies set go back to what the
    /// view had before them, then take the values of the scopes that reach it with its new traits.
    static func traitsChanged(for view: UIView, from previous: UITraitCollection) {
        guard hasTraitScopes, view.window != nil else { return }
        let scopes = traitScopes(reaching: type(of: view))
        let traits = view.traitCollection
        guard
            scopes.contains(where: { scope in
                previous.containsTraits(in: scope.traits!) != traits.containsTraits(in: scope.traits!)
            })
        else { return }
        var touched: UInt64 = 0
        for scope in scopes {
            for entry in rules[scope] ?? [] { touched |= entry.property.bit }
        }
        touched &= ~view.lifecycle.customizedAppearance
        restoreTraitProperties(of: view, except: ~touched)
        apply(to: view, traits: traits, containersFrom: view.superview, customized: ~touched, saving: view)
    }

    /// Gives `view` back what it had before trait-specific proxies set its properties, except
    /// those in `skipped`.
    private static func restoreTraitProperties(of view: UIView, except skipped: UInt64) {
        guard !view.lifecycle.appearanceBeforeTraitProxies.isEmpty else { return }
        let saved = view.lifecycle.appearanceBeforeTraitProxies.filter { skipped & $0.key.bit == 0 }
        for (property, restore) in saved {
            view.lifecycle.appearanceBeforeTraitProxies[property] = nil
            applying(to: view) { restore(view) }
        }
    }

    /// The trait-specific scopes whose class is `type` or one of its superclasses.
    private static func traitScopes(reaching type: AnyClass) -> [AppearanceScope] {
        let key = ObjectIdentifier(type)
        if let known = traitScopesByClass[key] { return known }
        let classes = classes(of: type)
        let scopes = order.filter { $0.traits != nil && classes.contains($0.root) }
        traitScopesByClass[key] = scopes
        return scopes
    }

    /// Applies the scopes reaching `target` to the properties not in `customized`; with `saving`,
    /// first saves that view's value of each property a trait-specific scope is about to set.
    private static func apply(
        to target: AnyObject, traits: UITraitCollection, containersFrom start: UIView?, customized: UInt64,
        saving view: UIView? = nil
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
                if scope.traits != nil, let view, view.lifecycle.appearanceBeforeTraitProxies[entry.property] == nil,
                    let restore = entry.save?(view)
                {
                    view.lifecycle.appearanceBeforeTraitProxies[entry.property] = restore
                }
                // Applying may add subviews that enter the window and apply theirs first.
                applying(to: target) { entry.apply(target) }
            }
        }
    }

    /// Runs `body` as the application of a proxy's value to `target` (what `target` sets then is
    /// not noted as its owner's own setting; what other objects set is).
    private static func applying(to target: AnyObject, _ body: () -> Void) {
        let previous = applyingTo
        applyingTo = ObjectIdentifier(target)
        body()
        applyingTo = previous
    }

    /// Whether a proxy's value is being set on `object`.
    static func isApplying(to object: AnyObject) -> Bool {
        applyingTo == ObjectIdentifier(object)
    }

    /// Notes on `customized` that the owner of `object` set `property` itself (unless a proxy's
    /// value is being applied to it).
    static func note(_ property: AppearanceProperty, in customized: inout UInt64, of object: AnyObject) {
        if !isApplying(to: object) { customized |= property.bit }
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
