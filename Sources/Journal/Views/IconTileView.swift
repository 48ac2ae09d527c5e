import Foundation
import Tessera

/// A white glyph centred on a coloured tile with continuous rounded corners (7 points): the icons
/// of the Settings rows and of the in-app notification banner. The tile takes whatever frame its
/// owner gives it; the glyph fills it, drawn at its own point size.
@MainActor
final class IconTileView: UIView {
    private let glyphView = UIImageView()

    init() {
        super.init(frame: .zero)
        layer.cornerRadius = 7
        layer.cornerCurve = .continuous
        glyphView.tintColor = .white
        glyphView.contentMode = .center
        addSubview(glyphView)
    }

    /// Shows `icon` at `pointSize` points on a tile of `background`.
    func show(_ icon: Icon, pointSize: CGFloat, on background: UIColor) {
        backgroundColor = background
        glyphView.image = UIImage(icon: icon, pointSize: pointSize)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        glyphView.frame = bounds
    }
}
