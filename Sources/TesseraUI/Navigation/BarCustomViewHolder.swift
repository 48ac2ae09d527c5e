import Foundation
import TesseraGraphics
import TesseraLayout

/// Holds a bar button item's custom view in a navigation bar or toolbar, as UIKit's bars wrap
/// them: the bar places the holder, and the holder keeps the view centred in it — by its frame, or
/// by constraints when the view is placed by constraints (`translatesAutoresizingMaskIntoConstraints`
/// false) and sized by its own.
@MainActor
final class BarCustomViewHolder: UIView {
    let customView: UIView

    init(_ customView: UIView) {
        self.customView = customView
        super.init(frame: .zero)
        addSubview(customView)
        if !customView.translatesAutoresizingMaskIntoConstraints {
            NSLayoutConstraint.activate([
                customView.centerXAnchor.constraint(equalTo: centerXAnchor),
                customView.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
        }
    }

    /// The size the view takes in a bar row `maximumHeight` tall: what its constraints give it,
    /// else its frame's size (its fitting size while that is empty), at most the row's height.
    func itemSize(maximumHeight: CGFloat) -> CGSize {
        let size: CGSize
        if customView.translatesAutoresizingMaskIntoConstraints {
            if customView.bounds.size == .zero {
                customView.frame.size = customView.sizeThatFits(CGSize(width: 0, height: maximumHeight))
            }
            size = customView.bounds.size
        } else {
            size = customView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        }
        return CGSize(width: max(0, size.width), height: min(max(0, size.height), maximumHeight))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if customView.translatesAutoresizingMaskIntoConstraints {
            customView.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }
}
