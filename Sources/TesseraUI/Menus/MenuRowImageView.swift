import Foundation
import TesseraGraphics

/// An image in a menu row, placed by the row's layout direction: on the leading side (a check
/// mark, the back chevron: 16 points, 14 from the edge) or the trailing side (the item's image, a
/// submenu's chevron: 20 points, 16 from the edge). A chevron gives its mirror image for
/// right-to-left rows.
@MainActor
final class MenuRowImageView: UIImageView {
    enum Side {
        case leading
        case trailing
    }

    let side: Side
    private let leftToRightImage: UIImage?
    private let rightToLeftImage: UIImage?

    init(_ image: UIImage?, rightToLeft: UIImage? = nil, side: Side) {
        self.side = side
        leftToRightImage = image
        rightToLeftImage = rightToLeft ?? image
        super.init(image: image)
        contentMode = .scaleAspectFit
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Takes its side of the row (its superview) for the row's layout direction.
    func place() {
        guard let row = superview else { return }
        let isRightToLeft = row.effectiveUserInterfaceLayoutDirection == .rightToLeft
        image = isRightToLeft ? rightToLeftImage : leftToRightImage
        let (size, inset): (CGFloat, CGFloat) = side == .leading ? (16, 14) : (20, 16)
        let isAtLeft = (side == .leading) != isRightToLeft
        frame = CGRect(
            x: isAtLeft ? inset : row.bounds.width - inset - size, y: (row.bounds.height - size) / 2, width: size,
            height: size)
    }
}
