import CSDL2
import Foundation
import TesseraGraphics
import TesseraUI

extension WindowHost {
    /// What the content's minimum size was last measured for: the window's traits (text size,
    /// size classes) and its root view.
    struct MinimumSizeSource: Equatable {
        var traits: UITraitCollection
        var root: ObjectIdentifier?
    }

    /// Measures the content's minimum size (`UIWindow.minimumContentSize`, at least 1 × 1) again
    /// when the traits or the root view changed since the last time, and gives it to SDL, which
    /// then refuses smaller sizes (and grows a window that is now too small).
    func updateMinimumSizeIfNeeded() {
        let source = MinimumSizeSource(traits: window.traitCollection, root: window.rootView.map(ObjectIdentifier.init))
        guard source != minimumSizeSource else { return }
        minimumSizeSource = source
        let content = window.minimumContentSize
        let size = CGSize(width: max(1, content.width), height: max(1, content.height))
        guard size != minimumSize else { return }
        minimumSize = size
        SDL_SetWindowMinimumSize(sdlWindow, sdlCoordinate(size.width), sdlCoordinate(size.height))
    }

    /// `width` × `height` grown to the minimum size; when it was smaller, the SDL window is resized
    /// back (a window manager may ignore the minimum, and a bare X server has none to ask).
    func clampedToMinimumSize(width: inout Int32, height: inout Int32) -> Bool {
        let minimumWidth = sdlCoordinate(minimumSize.width)
        let minimumHeight = sdlCoordinate(minimumSize.height)
        guard width < minimumWidth || height < minimumHeight else { return false }
        width = max(width, minimumWidth)
        height = max(height, minimumHeight)
        SDL_SetWindowSize(sdlWindow, width, height)
        return true
    }
}
