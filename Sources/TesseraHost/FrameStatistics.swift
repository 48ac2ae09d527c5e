public import TesseraGraphics

/// Counters a ``WindowHost`` keeps about its frames, for tests and diagnostics.
///
/// A frame is *rendered* when the window needed display; its changed pixels are *uploaded* to the
/// window's texture; it is *presented* when something uploaded (or the window was exposed).
/// A render whose drawing did not change uploads and presents nothing.
///
/// For example, checking that an unchanged window costs nothing:
/// ```swift
/// let before = host.statistics
/// window.setNeedsDisplay()
/// _ = host.runOnce()
/// let after = host.statistics
/// after.uploadedPixelCount - before.uploadedPixelCount   // 0: the frame was the same
/// ```
public struct FrameStatistics: Hashable, Sendable {
    /// Loop turns run (each waits for input, handles it, and displays if needed).
    public var turnCount = 0
    /// Frames rendered with Cairo (the window's `needsDisplay` was set).
    public var renderedFrameCount = 0
    /// Frames shown on screen (`SDL_RenderPresent`).
    public var presentedFrameCount = 0
    /// Pixels uploaded to the texture over all frames.
    public var uploadedPixelCount = 0
    /// The part of the last changed frame that was uploaded, in pixels; nil before the first.
    public var lastDirtyRect: PixelRect?
    /// Frames rendered only in part (the region whose drawing changed) over the previous one.
    public var partialRenderCount = 0
    /// Pixels rasterised with Cairo over all frames (a whole frame counts width × height).
    public var renderedPixelCount = 0
    /// The part of the window the last rendered frame rasterised, in pixels; the whole frame after
    /// a full render, an empty rectangle when its drawing was unchanged; nil before the first.
    public var lastRenderedRect: PixelRect?

    /// Every counter at zero, no rectangles.
    public init() {}
}
