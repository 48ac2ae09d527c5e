public import Foundation
public import TesseraLayout

/// The part of a view the keyboard covers (`UIKeyboardLayoutGuide`, `view.keyboardLayoutGuide`):
/// constrain content above its top and it stays clear of the keyboard.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     messageField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
/// ])
/// ```
/// Tessera's window is typed into with the computer's keyboard, so no on-screen keyboard ever
/// rises: the guide is the keyboard's place while it is hidden, as on iOS — full width, from the
/// bottom of the safe area to the view's bottom edge (or a zero-height strip at the bottom edge
/// when `usesBottomSafeArea` is false).
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Kept and read back: there is no undocked or floating keyboard.
    public var followsUndockedKeyboard = false
    /// Whether the hidden keyboard's place starts at the safe area's bottom (true, the default) or
    /// at the view's bottom edge.
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { placeTop() } }
    }
    /// Kept and read back: there is no keyboard to drag away.
    public var keyboardDismissPadding: CGFloat = 0

    private var topConstraint: NSLayoutConstraint?

    /// Adds the guide to `view` and pins it along the bottom edge.
    func attach(to view: UIView) {
        view.addLayoutGuide(self)
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        placeTop()
    }

    private func placeTop() {
        guard let view = owningItem as? UIView else { return }
        topConstraint?.isActive = false
        let top =
            usesBottomSafeArea
            ? topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
            : topAnchor.constraint(equalTo: view.bottomAnchor)
        top.isActive = true
        topConstraint = top
    }
}

extension UIView {
    /// The keyboard's place in this view (see ``UIKeyboardLayoutGuide``); made on first use.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = lifecycle.keyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "keyboard"
        lifecycle.keyboardLayoutGuide = guide
        guide.attach(to: self)
        return guide
    }
}
