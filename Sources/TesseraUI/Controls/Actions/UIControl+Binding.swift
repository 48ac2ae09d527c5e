import Foundation
public import Observation
public import TesseraCore

/// Two-way bindings between a model and a control that reports edits through control events.
extension Binding {
    /// Keeps `model[keyPath: modelKeyPath]` and `control[keyPath: controlKeyPath]` equal: the
    /// model's value goes into the control now and after every change; the control's value goes
    /// into the model after each of `events` (the user's edits). Neither side is kept alive.
    ///
    /// ```swift
    /// Binding.twoWay(viewModel, \.isPinned, pinSwitch, \.isOn, on: .valueChanged).store(in: lifetime)
    /// ```
    public static func twoWay<Model: AnyObject & Observable, Input: UIControl, Value: Equatable>(
        _ model: Model, _ modelKeyPath: ReferenceWritableKeyPath<Model, Value>,
        _ control: Input, _ controlKeyPath: ReferenceWritableKeyPath<Input, Value>,
        on events: UIControl.Event
    ) -> AnyCancellable {
        twoWay(model, modelKeyPath, control, controlKeyPath, on: events, forward: { $0 }, backward: { $0 })
    }

    /// The same for a control whose value is optional (`UITextField.text`, `UILabel.text`): the
    /// model's value goes in as is; a nil from the control leaves the model as it is.
    ///
    /// ```swift
    /// Binding.twoWay(viewModel, \.title, titleField, \.text, on: .editingChanged).store(in: lifetime)
    /// ```
    public static func twoWay<Model: AnyObject & Observable, Input: UIControl, Value: Equatable>(
        _ model: Model, _ modelKeyPath: ReferenceWritableKeyPath<Model, Value>,
        _ control: Input, _ controlKeyPath: ReferenceWritableKeyPath<Input, Value?>,
        on events: UIControl.Event
    ) -> AnyCancellable {
        twoWay(model, modelKeyPath, control, controlKeyPath, on: events, forward: { $0 }, backward: { $0 })
    }

    /// The same through a conversion: `forward` makes the control's value from the model's;
    /// `backward` makes the model's from the control's, or nil when the input does not convert
    /// (the model then keeps its value).
    ///
    /// ```swift
    /// Binding.twoWay(viewModel, \.servings, servingsField, \.text, on: .editingChanged,
    ///                forward: { String($0) }, backward: { $0.flatMap(Int.init) })
    /// ```
    public static func twoWay<Model: AnyObject & Observable, Input: UIControl, Value: Equatable, ControlValue>(
        _ model: Model, _ modelKeyPath: ReferenceWritableKeyPath<Model, Value>,
        _ control: Input, _ controlKeyPath: ReferenceWritableKeyPath<Input, ControlValue>,
        on events: UIControl.Event,
        forward: @escaping @MainActor (Value) -> ControlValue,
        backward: @escaping @MainActor (ControlValue) -> Value?
    ) -> AnyCancellable {
        twoWay(
            model, modelKeyPath, control, controlKeyPath, forward: forward, backward: backward,
            changes: { [weak control] notify in
                guard let control else { return AnyCancellable {} }
                return control.addCancellableAction(for: events) { notify() }
            })
    }
}

extension UIControl {
    /// Adds an action that runs `body` for `events`, removed when the returned token is cancelled
    /// or released. Cancelling stops `body` at once from any thread; the action leaves the
    /// control's table then too on the main actor, otherwise on the main actor's next turn.
    final func addCancellableAction(for events: Event, _ body: @escaping @MainActor () -> Void) -> AnyCancellable {
        let isActive = Lock(true)
        let action = UIAction { _ in if isActive.withLock({ $0 }) { body() } }
        addAction(action, for: events)
        return AnyCancellable { [weak self] in
            isActive.withLock { $0 = false }
            performOnMainActor { [weak self] in self?.removeAction(action, for: events) }
        }
    }
}
