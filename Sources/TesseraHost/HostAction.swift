import Foundation
import TesseraUI

/// What one SDL event asks the host to do, after translation (see ``InputTranslator``).
enum HostAction: Hashable, Sendable {
    /// Deliver to the Tessera window (or consume as a host shortcut).
    case input(InputEvent)
    /// The window's size or pixel density may have changed: query SDL and lay out again.
    case windowSizeChanged
    /// The window moved to another display, whose scale may differ: read the desktop's scale again.
    case displayChanged
    /// The window moved on the desktop (assistive technologies' screen coordinates follow it).
    case windowMoved
    /// The window gained (true) or lost the desktop's input focus.
    case activationChanged(Bool)
    /// The window was minimised or hidden (false), or shown again (true).
    case visibilityChanged(Bool)
    /// The window's pixels were lost (uncovered, restored): present the last frame again.
    case expose
    /// The renderer lost its textures (device reset): upload the whole frame again.
    case renderTargetsReset
    /// The middle button went down at a location: paste X11's primary selection there.
    case pastePrimarySelection(CGPoint)
    /// Ctrl + wheel moved its pinch: lift the fingers a moment after the last notch unless
    /// another comes (``InputTranslator/endWheelPinch()``).
    case wheelPinchContinues
    /// Leave the loop and close.
    case quit
}
