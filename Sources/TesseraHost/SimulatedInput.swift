public import Foundation
public import TesseraUI

/// Device input to feed a running ``WindowHost`` as if a person produced it.
///
/// ``WindowHost/post(_:)`` turns each value into real SDL events (`SDL_PushEvent`) on SDL's queue, so
/// they travel the same path as hardware input: the loop's next turn translates and delivers them.
/// Locations are window points.
///
/// For example, a click and a typed word:
/// ```swift
/// host.post(.mouseDown(CGPoint(x: 40, y: 60)))
/// host.post(.mouseUp(CGPoint(x: 40, y: 60)))
/// host.post(.text("héllo"))
/// await host.run(turns: 2)
/// ```
public enum SimulatedInput: Hashable, Sendable {
    /// The left button goes down.
    case mouseDown(CGPoint, modifiers: KeyModifiers = [])
    /// The left button comes up.
    case mouseUp(CGPoint, modifiers: KeyModifiers = [])
    /// The mouse moves (a drag while the left button is down, a hover otherwise).
    case mouseMove(CGPoint)
    /// The mouse leaves the window (SDL's window-leave event).
    case mouseExit
    /// The wheel turns: `notches.height` > 0 away from the user (SDL's sign), `notches.width` > 0
    /// to the right; `flipped` marks a natural-scrolling device, which reports both negated.
    case wheel(notches: CGSize, at: CGPoint, flipped: Bool = false)
    /// A key goes down (`isRepeat`: held long enough to repeat).
    case keyDown(Key, modifiers: KeyModifiers = [], isRepeat: Bool = false)
    /// A key comes up.
    case keyUp(Key, modifiers: KeyModifiers = [])
    /// Text committed by the keyboard or an input method, any script. Long text is sent as
    /// several SDL events (SDL carries at most 31 bytes each), split between characters.
    case text(String)
    /// The window is resized to a size in points, as a user dragging its border would.
    case resize(CGSize)
    /// The user closes the window.
    case quit
}
