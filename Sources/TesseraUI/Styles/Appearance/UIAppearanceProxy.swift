/// What `appearance()` returns: records values for the properties UIKit marks for appearance
/// (see `UIAppearanceProxy+Properties.swift`), which instances of `Root` take when they enter a
/// window. Proxies of the same class, containers and traits share their values.
@MainActor
public final class UIAppearanceProxy<Root: UIView> {
    let scope: AppearanceScope

    init(scope: AppearanceScope) {
        self.scope = scope
    }

    /// The value recorded for `property`, if any.
    func value<Value>(_ property: AppearanceProperty, as type: Value.Type) -> Value? {
        AppearanceRules.value(for: property, in: scope) as? Value
    }

    /// Records `value` for `property`; `apply` sets it on an instance.
    func record<Value>(
        _ property: AppearanceProperty, _ value: Value, apply: @escaping @MainActor (Root, Value) -> Void
    ) {
        AppearanceRules.record(property, value: value, in: scope) { view in
            if let view = view as? Root { apply(view, value) }
        }
    }

    /// The recorded value of a property that cannot be nil, recording `make()` first when none is:
    /// so `proxy.standardAppearance.backgroundColor = …` changes what instances will take.
    func recordedValue<Value>(
        _ property: AppearanceProperty, make: () -> Value, apply: @escaping @MainActor (Root, Value) -> Void
    ) -> Value {
        if let value = value(property, as: Value.self) { return value }
        let value = make()
        record(property, value, apply: apply)
        return value
    }
}
