/// Closure actions in a chain (DeclarativeLayoutKit's `onTap`): each adds a `UIAction` to the
/// control (`addAction(_:for:)`) and returns the control. The control keeps the closures: capture owners
/// weakly (`[weak self]`); ending the screen (`invalidate()`) drops them in any case.
///
/// ```swift
/// let save = UIButton(configuration: .filled())
///     .onTap { [weak self] in self?.viewModel.save() }
/// let volume = UISlider()
///     .onValueChanged { [weak self] slider in self?.viewModel.volume = slider.value }
/// let search = UITextField()
///     .onTextChanged { [weak self] text in self?.viewModel.query = text }
/// ```
extension Chainable where Self: UIControl {
    /// Runs `action` on every tap (`touchUpInside`).
    @discardableResult
    public func onTap(_ action: @escaping @MainActor () -> Void) -> Self {
        addAction(UIAction { _ in action() }, for: .touchUpInside)
        return self
    }

    /// Runs `action` with the control whenever its value changes through interaction (`valueChanged`).
    @discardableResult
    public func onValueChanged(_ action: @escaping @MainActor (Self) -> Void) -> Self {
        on(.valueChanged, action)
    }

    /// Runs `action` with the control whenever one of `events` happens.
    @discardableResult
    public func on(_ events: UIControl.Event, _ action: @escaping @MainActor (Self) -> Void) -> Self {
        // The control owns the action, so it refers back to the control weakly.
        addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                action(self)
            }, for: events)
        return self
    }
}

/// A control whose text the user edits (`UITextField`, `UITextView`). It sends `editingChanged` after
/// every user edit, which `onTextChanged(_:)` and `Binding.twoWay(…, on: .editingChanged)` listen to.
@preconcurrency @MainActor
public protocol TextEditing: AnyObject {
    /// The text being edited ("" when empty).
    var editedText: String { get }
}

extension TextEditing where Self: UIControl {
    /// Runs `action` with the new text after every user edit (`editingChanged`).
    @discardableResult
    public func onTextChanged(_ action: @escaping @MainActor (String) -> Void) -> Self {
        addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                action(self.editedText)
            }, for: .editingChanged)
        return self
    }
}

extension UITextField: TextEditing {
    public var editedText: String { editingModel.text }
}

extension UITextView: TextEditing {
    public var editedText: String { editingModel.text }
}
