import Foundation
import TesseraGraphics

extension UIView {
    /// Records the view's own content: Tessera's `draw(in:)`, then the iOS-style `draw(_:)` with a
    /// current `CGContext` in bounds space. What `draw(_:)` records is wrapped in its own graphics
    /// state, so its transforms and clips end with it; a view that draws nothing adds no commands.
    func drawContent(into context: inout DisplayList) {
        draw(in: &context)
        let recorder = GraphicsContextStack.spare.popLast() ?? CGContext()
        let depth = GraphicsContextStack.contexts.count
        UIGraphicsPushContext(recorder)
        draw(bounds)
        // Contexts `draw(_:)` pushed and did not pop end with it.
        GraphicsContextStack.contexts.removeSubrange(depth...)
        let recorded = recorder.finishRecording()
        if !recorded.isEmpty {
            context.save()
            context.append(recorded)
            context.restore()
        }
        GraphicsContextStack.spare.append(recorder)
    }
}
