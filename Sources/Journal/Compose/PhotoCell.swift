import Foundation
import Tessera

/// A row of the photo picker: a square thumbnail (through the image pipeline) and the file name.
/// Its identifier is "photoPicker.<file name>".
@MainActor
final class PhotoCell: ItemCell<URL> {
    let thumbnail = UIImageView()
    private let nameLabel = ScaledLabel(ScaledFont(.body))
    private var loadedRequest: ImageRequest?
    /// Set by the picker before `configure(with:)`.
    var pipeline: ImagePipeline?

    static let thumbnailSide: CGFloat = 56
    private static let padding = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.layer.cornerRadius = 8
        thumbnail.layer.cornerCurve = .continuous
        thumbnail.isUserInteractionEnabled = false
        nameLabel.isUserInteractionEnabled = false
        nameLabel.lineBreakMode = .byCharWrapping
        contentView.addSubview(thumbnail)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func configure(with url: URL) {
        super.configure(with: url)
        nameLabel.text = url.lastPathComponent
        accessibilityIdentifier = "photoPicker.\(url.lastPathComponent)"
        accessibilityLabel = url.lastPathComponent
        accessibilityTraits = .button
        loadedRequest = nil
        setNeedsLayout()
    }

    override func themeDidChange() {
        nameLabel.textColor = theme.label
        thumbnail.backgroundColor = theme.separator.withAlphaComponent(0.3)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height(forWidth: size.width))
    }

    /// The row's height at `width` points.
    private func height(forWidth width: CGFloat) -> CGFloat {
        let textWidth = max(0, width - Self.padding.left - Self.thumbnailSide - 12 - Self.padding.right)
        let text = nameLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        return max(Self.thumbnailSide, text) + Self.padding.top + Self.padding.bottom
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        thumbnail.frame = CGRect(
            x: Self.padding.left, y: ((bounds.height - Self.thumbnailSide) / 2).rounded(),
            width: Self.thumbnailSide, height: Self.thumbnailSide)
        let textX = thumbnail.frame.maxX + 12
        let textWidth = max(0, bounds.width - textX - Self.padding.right)
        let text = nameLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        nameLabel.frame = CGRect(x: textX, y: ((bounds.height - text) / 2).rounded(), width: textWidth, height: text)
        loadThumbnailIfNeeded()
    }

    /// Loads the item's thumbnail once the cell is in a window (whose scale it needs); a reused
    /// cell's new load replaces the old one.
    private func loadThumbnailIfNeeded() {
        guard window != nil, let url = item, let pipeline else { return }
        let request = PhotoRowControl.thumbnailRequest(for: url, scale: traitCollection.displayScale)
        guard request != loadedRequest else { return }
        loadedRequest = request
        pipeline.load(request, into: thumbnail)
    }
}
