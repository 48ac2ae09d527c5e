import Foundation
import Tessera

/// Lets the image pipeline show bitmaps in an `ImageView` (`ImagePipeline.load(_:into:options:)`
/// needs an `ImageDisplaying` target): each bitmap becomes the view's image, nil clears it, and
/// `onDisplay` runs after every change (to hide a placeholder, say).
///
/// The pipeline keys loads by the target's identity, so the owner keeps one target per image view
/// for as long as the view lives. The view is held weakly.
@MainActor
final class ImageViewTarget: ImageDisplaying {
    private(set) weak var imageView: ImageView?
    /// Called with the bitmap just shown (nil when cleared).
    var onDisplay: (@MainActor (Bitmap?) -> Void)?

    init(_ imageView: ImageView) {
        self.imageView = imageView
    }

    func display(_ image: Bitmap?) {
        imageView?.image = image.map(Image.init(bitmap:))
        onDisplay?(image)
    }
}
