public import Foundation
public import TesseraGraphics

/// Shows an image placed by `contentMode` (`UIImageView`).
///
/// Icon images draw in `tintColor`; bitmaps draw their own pixels. Content that overflows the bounds
/// (`scaleAspectFill`, `center`, …) is cropped only when `clipsToBounds` is true, as in UIKit.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// Default `scaleToFill`, as `UIImageView`.
    open var contentMode: UIView.ContentMode = .scaleToFill { didSet { setNeedsDisplay() } }
    /// The colour of template (icon) images.
    open var tintColor: UIColor = .systemBlue { didSet { setNeedsDisplay() } }

    public init(frame: CGRect = .zero, image: UIImage? = nil) {
        super.init(deferringSetUpWithFrame: frame)
        defer { runSetUp() }  // setup hooks after this initialiser's own defaults (UIView+Lifecycle.swift)
        self.image = image
        accessibilityTraits = .image
    }

    /// The image's size in points, or no intrinsic size without an image.
    override open var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    /// Where the image is drawn, in bounds coordinates.
    public var imageRect: CGRect? {
        guard let image else { return nil }
        return contentMode.rect(forContentOfSize: image.size, in: bounds)
    }

    override open func draw(in context: inout DisplayList) {
        guard let image, let rect = imageRect else { return }
        image.draw(in: rect, tint: tintColor.resolved(with: traitCollection), into: &context)
    }
}
