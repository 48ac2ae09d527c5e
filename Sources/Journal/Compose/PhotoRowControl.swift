import Foundation
import Tessera

/// The compose form's photo row ("compose.photo"): "选择照片 Choose photo" with a photo icon and
/// a chevron, or, once a photo is attached, its thumbnail (through the image pipeline), its file
/// name and "更换照片 Change photo". A tap sends `.touchUpInside` (the screen opens the picker).
@MainActor
final class PhotoRowControl: UIControl {
    private let icon = UIImageView(image: UIImage(icon: Icon(.photo), pointSize: 22))
    let thumbnail = UIImageView()
    private let titleLabel = ScaledLabel(ScaledFont(.body))
    private let fileLabel = ScaledLabel(ScaledFont(.footnote))
    private let chevron = UIImageView(image: UIImage(icon: Icon(.chevronRight), pointSize: 22))
    private let pipeline: ImagePipeline
    private var loadedRequest: ImageRequest?

    /// The thumbnail's side, in points.
    static let thumbnailSide: CGFloat = 56

    /// The attached photo; nil shows the "choose" state.
    var url: URL? {
        didSet {
            guard url != oldValue else { return }
            titleLabel.text = url == nil ? "选择照片 Choose photo" : "更换照片 Change photo"
            fileLabel.text = url?.lastPathComponent
            fileLabel.isHidden = url == nil
            thumbnail.isHidden = url == nil
            icon.isHidden = url != nil
            setNeedsLayout()
        }
    }

    init(pipeline: ImagePipeline) {
        self.pipeline = pipeline
        super.init(frame: .zero)
        titleLabel.text = "选择照片 Choose photo"
        fileLabel.isHidden = true
        thumbnail.isHidden = true
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.layer.cornerRadius = 8
        thumbnail.layer.cornerCurve = .continuous
        for view in [icon, chevron] { view.contentMode = .center }
        for view in [icon, thumbnail, titleLabel, fileLabel, chevron] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        accessibilityIdentifier = "compose.photo"
        accessibilityTraits = .button
    }

    /// The request for a thumbnail of `url` on a display of `scale` pixels per point (cropped to a
    /// square) — tests warm the cache with it.
    static func thumbnailRequest(for url: URL, scale: CGFloat) -> ImageRequest {
        let side = CGSize(width: thumbnailSide, height: thumbnailSide)
        return ImageRequest(
            url: url, targetSize: side, contentMode: .aspectFill, scale: scale,
            processors: [.resize(to: side, contentMode: .aspectFill, crop: true)])
    }

    override var accessibilityLabel: String? {
        get { [titleLabel.text, fileLabel.isHidden ? nil : fileLabel.text].compactMap { $0 }.joined(separator: ", ") }
        set { super.accessibilityLabel = newValue }
    }

    override func themeDidChange() { applyColors() }

    override func stateDidChange() {
        super.stateDidChange()
        applyColors()
    }

    private func applyColors() {
        backgroundColor = isHighlighted ? theme.separator.withAlphaComponent(0.25) : .clear
        icon.tintColor = theme.tint
        titleLabel.textColor = JournalPalette.accentText
        fileLabel.textColor = theme.secondaryLabel
        chevron.tintColor = theme.secondaryLabel
        thumbnail.backgroundColor = theme.separator.withAlphaComponent(0.3)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: frames(forWidth: size.width).height)
    }

    override func layoutSubviews() {
        let layout = frames(forWidth: bounds.width)
        icon.frame = layout.leading
        thumbnail.frame = layout.leading
        titleLabel.frame = layout.title
        fileLabel.frame = layout.file
        chevron.frame = layout.chevron
        loadThumbnailIfNeeded()
    }

    private func frames(forWidth width: CGFloat) -> (
        leading: CGRect, title: CGRect, file: CGRect, chevron: CGRect, height: CGFloat
    ) {
        let unlimited = CGFloat.greatestFiniteMagnitude
        let leadingSide: CGFloat = url == nil ? 24 : Self.thumbnailSide
        let textX = leadingSide + 12
        let textWidth = max(0, width - textX - 24 - 8)
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: textWidth, height: unlimited)).height
        let fileHeight =
            fileLabel.isHidden ? 0 : fileLabel.sizeThatFits(CGSize(width: textWidth, height: unlimited)).height
        let textHeight = titleHeight + (fileLabel.isHidden ? 0 : 2 + fileHeight)
        let height = max(44, leadingSide, textHeight)
        let top = ((height - textHeight) / 2).rounded()
        return (
            CGRect(x: 0, y: ((height - leadingSide) / 2).rounded(), width: leadingSide, height: leadingSide),
            CGRect(x: textX, y: top, width: textWidth, height: titleHeight),
            CGRect(x: textX, y: top + titleHeight + 2, width: textWidth, height: fileHeight),
            CGRect(x: width - 24, y: ((height - 24) / 2).rounded(), width: 24, height: 24), height
        )
    }

    private func loadThumbnailIfNeeded() {
        guard window != nil else { return }
        guard let url else {
            if loadedRequest != nil { pipeline.load(nil, into: thumbnail) }
            loadedRequest = nil
            return
        }
        let request = Self.thumbnailRequest(for: url, scale: traitCollection.displayScale)
        guard request != loadedRequest else { return }
        loadedRequest = request
        pipeline.load(request, into: thumbnail)
    }
}
