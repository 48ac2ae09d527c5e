public import Foundation
import TesseraGraphics
public import TesseraLayout

/// The guide behind `UIView.readableContentGuide`: the layout margins, narrowed to a readable line
/// length and centred in them.
final class ReadableContentGuide: UILayoutGuide {
    /// The readable width at the default text size (Large), iOS's.
    static let defaultReadableWidth: CGFloat = 672

    private var widthLimit: NSLayoutConstraint?

    /// The readable width for a text size: 672 points at Large, scaled with the body text's point
    /// size at other sizes (Tessera's rule; iOS publishes only the Large figure).
    static func readableWidth(for category: UIContentSizeCategory) -> CGFloat {
        let body = UIFont.TextStyle.body
        return (defaultReadableWidth * body.pointSize(for: category) / body.defaultPointSize).rounded()
    }

    /// Adds the guide to `view`: as tall as its margins, centred in them, as wide as they are up to
    /// the readable width.
    func attach(to view: UIView) {
        view.addLayoutGuide(self)
        let margins = view.layoutMarginsGuide
        let fill = widthAnchor.constraint(equalTo: margins.widthAnchor)
        fill.priority = UILayoutPriority(999)
        let limit = widthAnchor.constraint(
            lessThanOrEqualToConstant: Self.readableWidth(for: view.traitCollection.preferredContentSizeCategory))
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: margins.topAnchor),
            bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            fill, limit,
        ])
        widthLimit = limit
    }

    /// Follows the owning view's text size.
    func textSizeDidChange(to category: UIContentSizeCategory) {
        widthLimit?.constant = Self.readableWidth(for: category)
    }
}

extension UIView {
    /// The part of the layout margins where lines of text stay readable
    /// (`readableContentGuide`): the margins' full height, centred in them, and as wide as they are
    /// up to a readable width — 672 points at the default text size, following Dynamic Type. On a
    /// phone it is the margins; on a wide window the text column stays narrow. Made on first use.
    public var readableContentGuide: UILayoutGuide {
        if let guide = lifecycle.readableContentGuide { return guide }
        let guide = ReadableContentGuide()
        guide.identifier = "readableContent"
        lifecycle.readableContentGuide = guide
        guide.attach(to: self)
        return guide
    }
}
