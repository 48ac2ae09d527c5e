public import Foundation
public import TesseraGraphics
public import TesseraUI

/// Renders a window's frames into one surface kept from frame to frame, re-rasterising only the
/// region whose drawing changed.
///
/// This is the window host's frame path, usable without a display (benchmarks, tools): nothing is
/// allocated or converted per frame, and ``surface`` holds the pixels in the layout SDL presents.
///
/// For example:
/// ```swift
/// let renderer = FrameRenderer()
/// renderer.render(window)                    // the whole window, the first time
/// label.text = "Saved"
/// let changed = renderer.render(window)      // only the label's pixels
/// renderer.surface?.bitmap()                 // the pixels, converted when read
/// ```
@MainActor
public final class FrameRenderer {
    /// Whether frames after the first render only the region whose drawing changed; when false each
    /// frame is rendered whole (into the same surface). Default true.
    public var rendersDirtyRegionsOnly = true
    /// The last frame and how it was drawn.
    private(set) var lastFrame: RenderedFrame?
    /// Whether the last render drew only part of the window.
    public private(set) var lastRenderWasPartial = false
    /// The pixels the last render drew with Cairo (a scrolled view's content is moved, not drawn).
    public private(set) var lastRasterizedPixelCount = 0

    /// A renderer that has drawn nothing yet.
    public init() {}

    /// The pixels of the last frame; nil before the first render or for a window with no pixels.
    public var surface: FrameSurface? { lastFrame?.surface }

    /// Lays out `window`, records it and draws what changed since the last render at `scale` pixels
    /// per point (the window's display scale by default), clearing the window's `needsDisplay`.
    ///
    /// - Returns: the pixels changed: the whole surface, part of it, or an empty rectangle when
    ///   nothing changed; nil for a window with no pixels.
    @discardableResult
    public func render(_ window: UIWindow, scale: CGFloat? = nil) -> PixelRect? {
        let list = window.makeDisplayListForDisplay()
        let result = RegionRendering.render(
            list, size: window.bounds.size, scale: scale ?? window.traitCollection.displayScale,
            appearance: window.traitCollection.userInterfaceStyle, previous: lastFrame,
            rendersRegionsOnly: rendersDirtyRegionsOnly)
        lastFrame = result?.frame
        lastRenderWasPartial = result?.isPartial ?? false
        lastRasterizedPixelCount = result?.rasterizedPixelCount ?? 0
        return result?.renderedRect
    }

    /// Forgets the last frame: the next render draws everything on a new surface.
    public func reset() {
        lastFrame = nil
    }
}
