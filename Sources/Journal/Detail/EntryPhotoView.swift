public import Foundation
public import Tessera

/// An entry's photo as a rounded 4:3 picture, loaded through the image pipeline: a grey panel with
/// a photo icon while loading (or when the file cannot be read), then the picture filling the panel.
///
/// The load starts when the view has a URL and a display scale (in a window) and starts again only
/// when either changes; a new URL cancels the previous load (`ImagePipeline.load(_:into:)`).
@MainActor
public final class EntryPhotoView: UIView {
    /// Shows the picture once it is loaded.
    public let imageView = UIImageView()
    private let placeholderIcon = UIImageView(image: UIImage(icon: Icon(.photo), pointSize: 40))
    private let pipeline: ImagePipeline
    private var loadedRequest: ImageRequest?

    /// Width over height.
    public static let aspectRatio: CGFloat = 4.0 / 3.0
    /// The size photos are decoded at, in points: wide enough for the widest phone column, at the
    /// display's scale. A fixed size keeps one cache entry per photo and scale.
    public static let decodedSize = CGSize(width: 400, height: 300)

    /// The photo file; nil shows nothing (and the owner usually hides the view).
    public var url: URL? { didSet { if url != oldValue { setNeedsLayout() } } }
    /// Called on the main actor when a load finishes: true when the picture is shown.
    public var onLoad: (@MainActor (Bool) -> Void)?

    public init(pipeline: ImagePipeline) {
        self.pipeline = pipeline
        super.init(frame: .zero)
        layer.cornerRadius = 12
        layer.cornerCurve = .continuous
        clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.isUserInteractionEnabled = false
        placeholderIcon.contentMode = .center
        placeholderIcon.isUserInteractionEnabled = false
        addSubview(placeholderIcon)
        addSubview(imageView)
        accessibilityTraits = .image
        accessibilityLabel = "照片 Photo"
    }

    /// The request the view makes for `url` on a display of `scale` pixels per point — tests warm
    /// the cache with it so a snapshot shows the photo at once.
    public static func request(for url: URL, scale: CGFloat) -> ImageRequest {
        ImageRequest(url: url, targetSize: decodedSize, contentMode: .aspectFill, scale: scale)
    }

    override public func themeDidChange() {
        backgroundColor = UIColor(light: UIColor(rgb: 0xE5E5EA), dark: UIColor(rgb: 0x2C2C2E))
        placeholderIcon.tintColor = theme.secondaryLabel
    }

    /// The width offered, and the height that makes it 4:3.
    override public func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: (size.width / Self.aspectRatio).rounded())
    }

    override public func layoutSubviews() {
        imageView.frame = bounds
        placeholderIcon.frame = bounds
        loadIfNeeded()
    }

    /// Starts a load when the URL or the scale changed since the last one.
    private func loadIfNeeded() {
        guard window != nil else { return }
        guard let url else {
            if loadedRequest != nil { pipeline.load(nil, into: imageView) }
            loadedRequest = nil
            placeholderIcon.isHidden = false
            return
        }
        let request = Self.request(for: url, scale: traitCollection.displayScale)
        guard request != loadedRequest else { return }
        loadedRequest = request
        placeholderIcon.isHidden = false
        // `UIImageView` is the pipeline's display target (Tessera's UIImageView+ImagePipeline).
        pipeline.load(request, into: imageView) { [weak self] result in
            let isLoaded = if case .success = result { true } else { false }
            self?.placeholderIcon.isHidden = isLoaded
            self?.onLoad?(isLoaded)
        }
    }
}
