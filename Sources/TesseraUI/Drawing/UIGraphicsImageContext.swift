public import Foundation
public import TesseraGraphics

/// The image contexts of `UIGraphicsBeginImageContextWithOptions(_:_:_:)`, innermost last.
@MainActor
private var imageContexts: [UIGraphicsImageRendererContext] = []

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Starts drawing an image of `size` points (the older API; `UIGraphicsImageRenderer` is the
/// current one): the new context becomes `UIGraphicsGetCurrentContext()` until
/// `UIGraphicsEndImageContext()`.
///
/// - Parameters:
///   - opaque: no transparency: what is not drawn is black.
///   - scale: pixels per point; 0 takes the main screen's.
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let format = UIGraphicsImageRendererFormat()
    if scale != 0 { format.scale = scale }
    format.opaque = opaque
    let context = UIGraphicsImageRendererContext(format: format.copy(bounds: CGRect(origin: .zero, size: size)))
    imageContexts.append(context)
    UIGraphicsPushContext(context.cgContext)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The image drawn so far in the innermost image context, when it is the current context; nil
/// otherwise, or when its size has no pixels.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = imageContexts.last, UIGraphicsGetCurrentContext() === context.cgContext else { return nil }
    let image = context.currentImage
    return image.size == .zero ? nil : image
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Ends the innermost image context; without one it does nothing.
@MainActor
public func UIGraphicsEndImageContext() {
    guard let context = imageContexts.popLast() else { return }
    if UIGraphicsGetCurrentContext() === context.cgContext { UIGraphicsPopContext() }
}
