public import Foundation

/// Modifier keys held during an input event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let option = KeyModifiers(rawValue: 1 << 2)
    /// The Super/Windows key on Linux keyboards, used like ⌘.
    public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// A key on the keyboard, by meaning rather than scancode.
public enum Key: Hashable, Sendable {
    case tab, returnKey, escape, backspace, deleteForward, space
    case leftArrow, rightArrow, upArrow, downArrow, home, end, pageUp, pageDown
    /// A printable key, lower-cased, e.g. "a" or "1" — for shortcuts; typed text arrives as
    /// `InputEvent.text`.
    case character(Character)
    /// A function key F1…F24.
    case function(Int)
}

/// What a host delivers to a `UIWindow`: pointer, touch, keyboard, text and wheel input, in window
/// points.
///
/// The pointer events model one pointer (the mouse's primary button); the touch events model
/// fingers on a touch screen, several at once, each named by an `id` from its `touchDown` until its
/// `touchUp` or `touchCancelled` (a host may reuse an id after that). Both become `UITouch`es for
/// gesture recognisers and views; a pinch or rotation needs two fingers.
///
/// Hosts translate their platform events into these (TesseraHost from SDL2); tests and the UI driver
/// create them directly with `UIWindow.send(_:)`.
public enum InputEvent: Hashable, Sendable {
    /// The primary button or a finger went down at a window location.
    case pointerDown(CGPoint, modifiers: KeyModifiers = [])
    /// The pointer moved while down (a drag). Moves without a button down are `hover`.
    case pointerMoved(CGPoint, modifiers: KeyModifiers = [])
    case pointerUp(CGPoint, modifiers: KeyModifiers = [])
    /// The pointer moved with no button down: the view under it is hovered (see
    /// `UIHoverGestureRecognizer`, `UIButton.isHovered`).
    case hover(CGPoint)
    /// The pointer left the window: nothing is hovered any more.
    case pointerExited
    /// A touch sequence was interrupted (the window lost focus, say).
    case pointerCancelled
    /// Finger `id` touched the screen at a window location.
    case touchDown(id: Int, at: CGPoint)
    /// Finger `id`, down, moved to a window location.
    case touchMoved(id: Int, to: CGPoint)
    /// Finger `id` lifted at a window location.
    case touchUp(id: Int, at: CGPoint)
    /// Finger `id`'s touch was interrupted (the window lost focus, say).
    case touchCancelled(id: Int)
    /// A wheel or trackpad scroll of `delta` points at a location; positive y scrolls content up
    /// (reveals what is below), as a downward wheel turn does.
    case scroll(delta: CGSize, at: CGPoint)
    case keyDown(Key, modifiers: KeyModifiers = [])
    case keyUp(Key, modifiers: KeyModifiers = [])
    /// Committed text from the keyboard or an input method (any script, UTF-8 in, Swift String out).
    case text(String)
    /// An input method's pre-edit (composition) text, shown at the caret but not yet committed,
    /// with the input method's cursor or selection within it (`Character` offsets; an empty range
    /// is a cursor). An empty string ends the composition without committing; the commit arrives
    /// as `text`. Like SDL's `SDL_TEXTEDITING`; see `MarkedTextInput`.
    ///
    /// For example, pinyin typing before choosing 你好: `.markedText("nih", selectedRange: 3..<3)`.
    case markedText(String, selectedRange: Range<Int>)
    /// The pointer's back button (the fourth mouse button) was pressed: go back or dismiss, as
    /// Escape does (`UIWindow.performEscape()`).
    case backButton
    /// The secondary (right) button was pressed at a window location: open the context menu there
    /// (`UIWindow.showContextMenu(at:)`).
    case secondaryClick(CGPoint)
}
