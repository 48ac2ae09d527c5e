/// What `appearance()` returns: records values for the properties UIKit marks for appearance
/// (see `UIAppearanceProxy+Properties.swift`), which instances of `Root` take when they enter a
/// window (and, from trait-specific proxies, again when their traits change). Proxies of the same
/// class, containers and traits share their values.
@MainActor
public final class UIAppearanceProxy<Root: AnyObject> {
    let scope: AppearanceScope

    init(scope: AppearanceScope) {
        self.scope = scope
    }

    /// The value recorded for `property`, if any.
    func value<Value>(_ property: AppearanceProperty) -> Value? {
        AppearanceRules.value(for: property, in: scope) as? Value
    }

    /// Records `value` for `property`, which instances take through `keyPath`. `ownValue` reads
    /// what an instance holds itself where `keyPath` reads something derived (an inherited tint, a
    /// scaled font), so that giving it back later restores the instance's own setting.
    func record<Value>(
        _ property: AppearanceProperty, _ keyPath: ReferenceWritableKeyPath<Root, Value>, _ value: Value,
        ownValue: (@MainActor (Root) -> Value)? = nil
    ) {
        AppearanceRules.record(
            property, value: value, in: scope,
            apply: { instance in (instance as? Root)?[keyPath: keyPath] = value },
            save: { instance in
                guard let instance = instance as? Root else { return nil }
                let saved = ownValue?(instance) ?? instance[keyPath: keyPath]
                return { instance in (instance as? Root)?[keyPath: keyPath] = saved }
            })
    }

    /// Records `value` for `property`; `apply` gives it to an instance.
    func record<Value>(
        _ property: AppearanceProperty, _ value: Value, apply: @escaping @MainActor (Root, Value) -> Void
    ) {
        AppearanceRules.record(
            property, value: value, in: scope,
            apply: { instance in
                if let instance = instance as? Root { apply(instance, value) }
            }, save: nil)
    }

    /// The recorded value of a property that cannot be nil, recording `make()` first when none is:
    /// so `proxy.standardAppearance.backgroundColor = …` changes what instances will take.
    func recordedValue<Value>(
        _ property: AppearanceProperty, _ keyPath: ReferenceWritableKeyPath<Root, Value>, make: () -> Value
    ) -> Value {
        if let value: Value = value(property) { return value }
        let value = make()
        record(property, keyPath, value)
        return value
    }
}
