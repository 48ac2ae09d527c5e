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

    /// Renders the frame with Cairo at the display scale — only the region whose drawing changed
    /// when it can (see `RegionRendering`) — and uploads the changed rectangle.
    private func renderAndUpload() {
        let list = window.makeDisplayListForDisplay()
        let size = window.bounds.size
        let appearance = window.traitCollection.userInterfaceStyle
        let result = RegionRendering.render(
            list, size: size, scale: metrics.scale, appearance: appearance,
            previous: rendersDirtyRegionsOnly ? previousRender : nil)
        previousRender = result.frame
        let frame = result.frame.bitmap
        statistics.renderedFrameCount += 1
        statistics.renderedPixelCount += result.renderedRect.area
        statistics.lastRenderedRect = result.renderedRect
        if result.isPartial { statistics.partialRenderCount += 1 }
        guard frame.width > 0, frame.height > 0 else { return }
        if texture == nil || textureWidth != frame.width || textureHeight != frame.height {
            guard createTexture(width: frame.width, height: frame.height) else { return }
            lastFrame = nil  // a new texture holds nothing yet
        }
        guard let dirty = DirtyRegion.changedRect(from: lastFrame, to: frame) else { return }
        upload(frame, in: dirty)
        lastFrame = frame
        statistics.lastDirtyRect = dirty
        statistics.uploadedPixelCount += dirty.area
        needsPresent = true
    }

    /// Copies `rect` of `frame` into the texture (`SDL_UpdateTexture` with a rectangle; the pitch
    /// is the whole frame's row, so the rectangle is read in place).
    private func upload(_ frame: Bitmap, in rect: PixelRect) {
        guard let texture else { return }
        var sdlRect = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        frame.pixels.withUnsafeBytes { bytes in
            let start = bytes.baseAddress! + 4 * (rect.y * frame.width + rect.x)
            let result = SDL_UpdateTexture(texture, &sdlRect, start, Int32(4 * frame.width))
            assert(result == 0, "SDL_UpdateTexture failed: \(Self.sdlError())")
        }
    }

    /// Shows the texture: clear, copy it over the whole output, present.
    private func present() {
        needsPresent = false
        guard texture != nil else { return }
        drawTexture()
        SDL_RenderPresent(renderer)
        statistics.presentedFrameCount += 1
    }

    private func drawTexture() {
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
    }

    /// Creates the streaming texture. Its format, `SDL_PIXELFORMAT_RGBA32`, names the byte order
    /// red, green, blue, alpha on every machine — the order of `Bitmap.pixels` — so frames upload
    /// without conversion. Blending is off: the frame replaces what was there.
    private func createTexture(width: Int, height: Int) -> Bool {
        discardTexture()
        guard
            let created = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width),
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
        lastFrame = nil
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
