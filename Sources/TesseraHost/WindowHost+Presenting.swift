import CSDL2
import Foundation
public import TesseraGraphics
import TesseraUI

extension WindowHost {
    /// Renders the window if it needs display, uploads the pixels that changed, and presents when
    /// anything was uploaded or the window was exposed. Does nothing when nothing changed.
    func displayIfNeeded() {
        if window.needsDisplay {
            updateMinimumSizeIfNeeded()
            renderAndUpload()
            accessibility?.update()
        }
        if needsPresent { present() }
    }

    /// Renders the frame with Cairo at the display scale into the persistent frame surface — only the
    /// region whose drawing changed when it can (see `RegionRendering`) — and uploads what was drawn.
    private func renderAndUpload() {
        let rendered = frameRenderer.render(window, scale: metrics.scale)
        statistics.renderedFrameCount += 1
        guard let rendered, let surface = frameRenderer.surface else { return }
        statistics.renderedPixelCount += frameRenderer.lastRasterizedPixelCount
        statistics.lastRenderedRect = rendered
        if frameRenderer.lastRenderWasPartial { statistics.partialRenderCount += 1 }
        var changed = rendered
        if texture == nil || textureWidth != surface.width || textureHeight != surface.height {
            guard createTexture(width: surface.width, height: surface.height) else { return }
            // A new texture holds nothing yet.
            changed = PixelRect(x: 0, y: 0, width: surface.width, height: surface.height)
        }
        guard changed.area > 0 else { return }
        upload(surface, in: changed)
        statistics.lastDirtyRect = changed
        statistics.uploadedPixelCount += changed.area
        needsPresent = true
    }

    /// Copies `rect` of the surface into the texture (`SDL_UpdateTexture` with a rectangle; the pitch
    /// is the surface's row, so the rectangle is read in place, without conversion).
    private func upload(_ surface: FrameSurface, in rect: PixelRect) {
        guard let texture else { return }
        var sdlRect = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        let result = surface.withPixels(in: rect) { start in
            SDL_UpdateTexture(texture, &sdlRect, start, Int32(surface.bytesPerRow))
        }
        assert(result == 0, "SDL_UpdateTexture failed: \(Self.sdlError())")
    }

    /// Shows the texture: clear, copy it over the whole output, present.
    private func present() {
        needsPresent = false
        guard texture != nil else { return }
        drawTexture()
        SDL_RenderPresent(renderer)
        statistics.presentedFrameCount += 1
        inputLatency?.framePresented(at: .now)
    }

    private func drawTexture() {
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
    }

    /// Creates the streaming texture. Its format, `SDL_PIXELFORMAT_ARGB8888`, is one native-endian
    /// 32-bit word per pixel with alpha in the top byte — Cairo's ARGB32, the frame surface's layout —
    /// so frames upload without conversion. Blending is off: the frame replaces what was there.
    private func createTexture(width: Int, height: Int) -> Bool {
        discardTexture()
        guard
            let created = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width),
                Int32(height))
        else {
            // Out of texture memory or a size beyond the renderer's limit: keep running without
            // showing frames rather than stopping the app.
            assertionFailure(
                HostError.textureCreationFailed(width: width, height: height, reason: Self.sdlError()).description)
            return false
        }
        SDL_SetTextureBlendMode(created, SDL_BLENDMODE_NONE)
        texture = created
        textureWidth = width
        textureHeight = height
        return true
    }

    /// Destroys the texture; the next frame creates a new one and uploads everything.
    func discardTexture() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        textureWidth = 0
        textureHeight = 0
    }

    /// Reads back what the window shows: draws the current frame on the renderer's output and
    /// reads it with `SDL_RenderReadPixels`, then presents it again (reading must happen before a
    /// present, after which the back buffer is undefined). Renders first if a frame is due.
    ///
    /// - Returns: the output's pixels as RGBA at ``displayScale`` (alpha 255 on opaque outputs).
    /// - Throws: ``HostError/closed`` after ``close()``; ``HostError/readPixelsFailed(reason:)``
    ///   when the renderer cannot read back.
    public func screenshot() throws(HostError) -> Bitmap {
        guard !isClosed else { throw .closed }
        displayIfNeeded()
        var width: Int32 = 0
        var height: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0 else {
            throw .readPixelsFailed(reason: Self.sdlError())
        }
        drawTexture()
        var pixels = [UInt8](repeating: 0, count: 4 * Int(width) * Int(height))
        let result = pixels.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, bytes.baseAddress, 4 * width)
        }
        SDL_RenderPresent(renderer)
        guard result == 0 else { throw .readPixelsFailed(reason: Self.sdlError()) }
        return Bitmap(width: Int(width), height: Int(height), scale: metrics.scale, pixels: pixels)
    }
}
