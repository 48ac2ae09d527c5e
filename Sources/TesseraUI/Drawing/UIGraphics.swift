public import Foundation
public import TesseraGraphics

/// The contexts `UIGraphicsGetCurrentContext()` answers from, innermost last, and spare recording
/// contexts for views' `draw(_:)` (reused so that views that draw nothing cost no allocation).
/// Main-actor state, as UIKit's drawing is.
@MainActor
enum GraphicsContextStack {
    static var contexts: [CGContext] = []
    static var spare: [CGContext] = []
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The context drawing goes to now (`UIGraphicsGetCurrentContext()`): inside `UIView.draw(_:)`, one
/// recording the view's content in its bounds space; nil when nothing is drawing.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.contexts.last
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.contexts.append(context)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`; without one
/// it does nothing, as in UIKit.
@MainActor
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.contexts.popLast()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fills `rect` with the current context's fill colour.
@MainActor
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Outlines `rect` one point wide, inside it, with the current context's stroke colour.
@MainActor
public func UIRectFrame(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}
