import CPangoCairo
import Foundation

extension TextEngine {
    /// Draws `text` laid out for `rect.width`, its first line's top at `rect.minY` and lines
    /// aligned within `rect`, with the current Cairo transform, clip and operator.
    ///
    /// Lines are placed exactly where `layout(_:width:style:)` with the same width reports them
    /// (glyph positions do not depend on the transform, so text measured at 1× draws the same at
    /// 2× or 3×). The engine does not clip: text taller than `rect` draws past its bottom.
    /// Dynamic colours resolve for `appearance`.
    ///
    /// - Parameter context: a `cairo_t *`, borrowed for the call; its state is saved and
    ///   restored. Called by the Cairo canvas for display-list text commands.
    func draw(
        _ text: AttributedText, in rect: CGRect, style: ParagraphStyle, appearance: UIUserInterfaceStyle,
        context: OpaquePointer
    ) {
        guard !text.isEmpty, rect.minX.isFinite, rect.minY.isFinite else { return }
        // The cairo_t is borrowed for this synchronous call only. Crossing into the lock as an
        // address keeps the region checker from tying the engine's Pango objects to the caller's
        // context pointer (the C calls below take both).
        let cairoAddress = Int(bitPattern: context)
        let unknownFamilies = state.withLock { state -> [String] in
            guard let context = OpaquePointer(bitPattern: cairoAddress) else { return [] }
            let composed = state.composedForDrawing(
                text, width: Self.normalized(rect.width), style: style, appearance: appearance)
            // Only the lines that reach into the clip: a long text in a scroll view draws a screenful.
            var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
            cairo_clip_extents(context, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
            cairo_save(context)
            for line in composed.text.lines {
                let top = Double(rect.minY + line.rect.minY)
                let height = Double(line.rect.height)
                // A line's glyphs may reach a line height beyond its box (accents, swashes, rise).
                guard top + 2 * height >= clip.y1, top - height <= clip.y2 else { continue }
                cairo_move_to(context, Double(rect.minX + line.rect.minX), Double(rect.minY + line.baseline))
                pango_cairo_show_layout_line(context, line.line)
            }
            cairo_restore(context)
            return state.takeUnreportedFamilies()
        }
        report(unknownFamilies)
    }
}
