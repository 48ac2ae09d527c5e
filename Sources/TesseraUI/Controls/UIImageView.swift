public import Foundation
public import TesseraGraphics

/// Shows an image placed by `contentMode` (`UIImageView`).
///
/// Template images — symbols (`UIImage(systemName:)`) and images in `.alwaysTemplate` mode — draw
/// in `tintColor`; other images draw their own colours. Symbol images are sized by their
/// configuration with `preferredSymbolConfiguration` applied over it, and a symbol sized by a text
/// style follows the view's content size category. When `isHighlighted` and a `highlightedImage`
/// is set, that image shows instead. Content that overflows the bounds (`scaleAspectFill`,
/// `center`, …) is cropped only when `clipsToBounds` is true, as in UIKit.
///
/// For example:
/// ```swift
/// let icon = UIImageView(image: UIImage(systemName: "star.fill"))
/// icon.tintColor = .systemYellow
/// icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title1)
/// ```
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown (unless highlighted with a `highlightedImage`).
    open var image: UIImage? { didSet { contentDidChange() } }
    /// The image shown while `isHighlighted`; nil shows `image`.
    open var highlightedImage: UIImage? { didSet { if isHighlighted { contentDidChange() } } }
    /// Shows `highlightedImage` instead of `image` when there is one. Default false.
    open var isHighlighted: Bool = false { didSet { if highlightedImage != nil { contentDidChange() } } }
    /// A symbol configuration applied over that of the symbol images shown (point size or text
    /// style, weight, scale); nil for none. Bitmap images ignore it.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { contentDidChange() } }

    // `contentMode` (UIView's, default `scaleToFill`) places the image; `tintColor` colours template
    // images.
    override open func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override class var setUpRunningClass: UIView.Type { UIImageView.self }

    /// An empty image view with `frame`.
    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        defer { runSetUp(after: UIImageView.self) }
        accessibilityTraits = .image
    }

    /// An image view showing `image`, sized to it (its frame is the image's size at the origin).
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        defer { runSetUp(after: UIImageView.self) }
        self.image = image
        accessibilityTraits = .image
    }

    /// An image view showing `image`, or `highlightedImage` while highlighted; sized to `image`.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        defer { runSetUp(after: UIImageView.self) }
        self.image = image
        self.highlightedImage = highlightedImage
        accessibilityTraits = .image
    }

    /// The image being shown: `highlightedImage` while highlighted (when set), else `image`, with
    /// `preferredSymbolConfiguration` applied to a symbol.
    var displayedImage: UIImage? {
        let shown = isHighlighted ? highlightedImage ?? image : image
        guard let shown, let configuration = preferredSymbolConfiguration else { return shown }
        return shown.applyingSymbolConfiguration(configuration) ?? shown
    }

    /// The displayed image's size in points (a symbol's text style resolved in the view's traits).
    private var displayedImageSize: CGSize? {
        displayedImage?.size(compatibleWith: traitCollection)
    }

    /// The image's size in points, or no intrinsic size without an image.
    override open var intrinsicContentSize: CGSize {
        displayedImageSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImageSize ?? .zero
    }

    /// Where the image is drawn, in bounds coordinates.
    public var imageRect: CGRect? {
        guard let size = displayedImageSize else { return nil }
        return contentMode.rect(forContentOfSize: size, in: bounds)
    }

    override open func draw(in context: inout DisplayList) {
        guard let image = displayedImage, let rect = imageRect else { return }
        image.draw(in: rect, tint: tintColor.resolvedColor(with: traitCollection), into: &context)
    }

    /// A symbol sized by a text style changes size with the content size category.
    override open func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory,
            displayedImage?.isSymbolImage == true
        {
            invalidateIntrinsicContentSize()
        }
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
