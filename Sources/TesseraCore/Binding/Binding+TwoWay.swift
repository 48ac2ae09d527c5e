public import Observation

extension Binding {
    /// Keeps `model[keyPath: modelKeyPath]` and `target[keyPath: targetKeyPath]` equal in both
    /// directions — a text field's `text` and a model's `title`, a switch's `isOn` and a setting.
    ///
    /// The model's value is written into the target at once. After that, whichever side changes is
    /// copied to the other at the end of the turn; a change that equals the last value copied is not
    /// echoed back, so there is no feedback loop. Both objects are held weakly; the binding stops
    /// when either is gone.
    ///
    /// ```swift
    /// Binding.twoWay(viewModel, \.draftTitle, titleField, \.text).store(in: lifetime)
    /// ```
    public static func twoWay<Model: AnyObject & Observable, Target: AnyObject & Observable, Value: Equatable>(
        _ model: Model, _ modelKeyPath: ReferenceWritableKeyPath<Model, Value>,
        _ target: Target, _ targetKeyPath: ReferenceWritableKeyPath<Target, Value>
    ) -> AnyCancellable {
        twoWay(model, modelKeyPath, target, targetKeyPath, forward: { $0 }, backward: { $0 })
    }

    /// A two-way binding through a conversion: `forward` turns a model value into a target value;
    /// `backward` turns a target value into a model value, or `nil` when the target holds input that
    /// does not convert (then the model keeps its value and the target keeps the input).
    ///
    /// ```swift
    /// Binding.twoWay(viewModel, \.servings, servingsField, \.text,
    ///                forward: { String($0) }, backward: { Int($0) })
    /// ```
    public static func twoWay<
        Model: AnyObject & Observable, Target: AnyObject & Observable, Value: Equatable, TargetValue
    >(
        _ model: Model, _ modelKeyPath: ReferenceWritableKeyPath<Model, Value>,
        _ target: Target, _ targetKeyPath: ReferenceWritableKeyPath<Target, TargetValue>,
        forward: @escaping @MainActor (Value) -> TargetValue,
        backward: @escaping @MainActor (TargetValue) -> Value?
    ) -> AnyCancellable {
        let binding = makeTwoWay(model, modelKeyPath, target, targetKeyPath, forward: forward, backward: backward)
        return binding.start()
    }

    /// A two-way binding to a target that is not `@Observable` (a control that reports edits through
    /// a callback). `changes` is called once with a closure to run whenever the target's value
    /// changed; it returns a cancellable that unregisters that closure and is cancelled with the
    /// binding.
    ///
    /// ```swift
    /// Binding.twoWay(viewModel, \.title, field, \.text,
    ///                forward: { $0 }, backward: { $0 },
    ///                changes: { notify in field.addTextObserver(notify) })
    /// ```
    public static func twoWay<Model: AnyObject & Observable, Target: AnyObject, Value: Equatable, TargetValue>(
        _ model: Model, _ modelKeyPath: ReferenceWritableKeyPath<Model, Value>,
        _ target: Target, _ targetKeyPath: ReferenceWritableKeyPath<Target, TargetValue>,
        forward: @escaping @MainActor (Value) -> TargetValue,
        backward: @escaping @MainActor (TargetValue) -> Value?,
        changes: (_ notify: @escaping @MainActor () -> Void) -> any Cancellable
    ) -> AnyCancellable {
        let binding = makeTwoWay(model, modelKeyPath, target, targetKeyPath, forward: forward, backward: backward)
        let registration = changes { [weak binding] in binding?.targetDidChange() }
        let token = binding.start()
        return AnyCancellable {
            registration.cancel()
            token.cancel()
        }
    }

    private static func makeTwoWay<Model: AnyObject, Target: AnyObject, Value: Equatable, TargetValue>(
        _ model: Model, _ modelKeyPath: ReferenceWritableKeyPath<Model, Value>,
        _ target: Target, _ targetKeyPath: ReferenceWritableKeyPath<Target, TargetValue>,
        forward: @escaping @MainActor (Value) -> TargetValue,
        backward: @escaping @MainActor (TargetValue) -> Value?
    ) -> TwoWayBinding<Value, TargetValue> {
        TwoWayBinding(
            readModel: { [weak model] in model?[keyPath: modelKeyPath] },
            writeModel: { [weak model] value in
                guard let model else { return false }
                model[keyPath: modelKeyPath] = value
                return true
            },
            readTarget: { [weak target] in target?[keyPath: targetKeyPath] },
            writeTarget: { [weak target] value in
                guard let target else { return false }
                target[keyPath: targetKeyPath] = value
                return true
            },
            forward: forward,
            backward: backward
        )
    }
}
