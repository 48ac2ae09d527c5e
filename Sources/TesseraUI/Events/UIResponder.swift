public import Foundation
import TesseraCore

/// An object that can handle input and pass what it does not handle along the responder chain
/// (`UIResponder`): a view's next responder is its view controller, if it is one's root view, or
/// else its superview; the window's is nothing.
///
/// Responders compare by identity (`Set<UIView>` and dictionaries keyed by views work as with
/// UIKit's `NSObject` identity); `==` and `hash(into:)` may be called from any thread.
///
/// Main actor only.
@preconcurrency @MainActor
open class UIResponder {
    public init() {}

    deinit {
        AssociatedObjectTable.shared.objectDidDeinit(ObjectIdentifier(self))
    }

    /// The object that gets input this responder does not handle.
    open var next: UIResponder? { nil }

    /// Whether the responder can take keyboard focus (text fields, focusable controls).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder lets focus go; a text field with invalid input may refuse.
    open var canResignFirstResponder: Bool { true }

    // MARK: Touches (default: pass along the chain)

    /// A touch sequence began in this responder's view (`touches` holds the one touch; `event`
    /// the event carrying it). The default passes it to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// The touch moved. The default passes it to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// The touch lifted. The default passes it to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The sequence was interrupted (a gesture recogniser took it, or the window lost it). The
    /// default passes it to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Keyboard, text and wheel (return true when handled)

    /// A key went down; return true when handled, else the event goes to `next`.
    open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        next?.keyDown(key, modifiers: modifiers) ?? false
    }

    /// Text was typed or committed by an input method; return true when inserted.
    open func insertText(_ text: String) -> Bool {
        next?.insertText(text) ?? false
    }

    /// A wheel scroll of `delta` points; return true when consumed.
    open func scrollWheel(delta: CGSize, at location: CGPoint) -> Bool {
        next?.scrollWheel(delta: delta, at: location) ?? false
    }

    /// The keyboard shortcuts this responder offers (see `UIKeyCommand`). Default none.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Goes back or dismisses, for Escape, Alt+Left and the pointer's back button (UIKit's
    /// accessibility escape): return true when done. The window offers it to each responder from
    /// the focused one outwards; the default does nothing (false). A presented controller dismisses
    /// (`isModalInPresentation` permitting), a navigation controller pops, an alert cancels.
    open func accessibilityPerformEscape() -> Bool { false }

    /// Called after the responder became first responder.
    open func didBecomeFirstResponder() {}
    /// Called after the responder stopped being first responder.
    open func didResignFirstResponder() {}
}

extension UIResponder: Hashable {
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
