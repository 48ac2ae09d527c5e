/// Chains property assignments on an object through dynamic member lookup: each writable property
/// `name` of the object becomes a call `name(value)` that sets it and returns the chain. `object`
/// ends the chain.
///
/// ```swift
/// let label = UILabel().chain
///     .text("你好 Hello")
///     .textColor(.secondaryLabel)
///     .numberOfLines(2)
///     .object
/// ```
/// Works for every `ReferenceWritableKeyPath` of `Object`, with no per-property code. Properties
/// named like `Chain`'s own members (`object`, `apply`, `with`) are set with `with { }` instead.
@MainActor
@dynamicMemberLookup
public struct Chain<Object: AnyObject> {
    /// The object being configured.
    public let object: Object

    public init(_ object: Object) {
        self.object = object
    }

    /// A setter for the property at `keyPath`; call it with the new value.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>) -> ChainSetter<
        Object, Value
    > {
        ChainSetter(object: object, keyPath: keyPath)
    }

    /// Runs `configure` with the object and continues the chain.
    public func with(_ configure: (Object) -> Void) -> Chain {
        configure(object)
        return self
    }

    /// Applies `style` to the object and continues the chain.
    public func apply(_ style: ViewStyle<Object>) -> Chain {
        style.apply(to: object)
        return self
    }
}

/// One property of a `Chain`, waiting for its value.
@preconcurrency @MainActor
public struct ChainSetter<Object: AnyObject, Value> {
    let object: Object
    let keyPath: ReferenceWritableKeyPath<Object, Value>

    /// Sets the property to `value` and returns the chain.
    public func callAsFunction(_ value: Value) -> Chain<Object> {
        object[keyPath: keyPath] = value
        return Chain(object)
    }
}
