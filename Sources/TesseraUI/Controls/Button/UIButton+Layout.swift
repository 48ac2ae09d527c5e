import Foundation
import TesseraGraphics
import TesseraLayout

extension UIButton {
    /// Padding around the content: the configuration's, or a classic button's `contentEdgeInsets`;
    /// the pop-up indicator's room is added at the trailing edge.
    var contentInsets: UIEdgeInsets {
        var insets =
            configuration.map { $0.contentInsets.resolved(for: effectiveUserInterfaceLayoutDirection) }
            ?? contentEdgeInsets
        if effectiveUserInterfaceLayoutDirection == .leftToRight {
            insets.right += popUpIndicatorWidth
        } else {
            insets.left += popUpIndicatorWidth
        }
        return insets
    }

    /// Sizes of the visible parts, in points (zero for a missing part).
    private var partSizes: (image: CGSize, title: CGSize, subtitle: CGSize) {
        let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let indicator = activityIndicator.map { CGSize(width: $0.style.side, height: $0.style.side) }
        let image = indicator ?? imageContentView.image?.size ?? .zero
        let title = titleContentLabel.text?.isEmpty == false ? titleContentLabel.sizeThatFits(unlimited) : .zero
        let subtitle =
            subtitleContentLabel.text?.isEmpty == false ? subtitleContentLabel.sizeThatFits(unlimited) : .zero
        return (image, title, subtitle)
    }

    private var imagePlacement: NSDirectionalRectEdge { configuration?.resolvedImagePlacement ?? .leading }
    private var imagePadding: CGFloat { configuration?.imagePadding ?? 6 }

    /// Title over subtitle, in points.
    private func textBlockSize(title: CGSize, subtitle: CGSize) -> CGSize {
        let gap = title.height > 0 && subtitle.height > 0 ? configuration?.titlePadding ?? 2 : 0
        return CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
    }

    /// The image, text block and gap arranged per `imagePlacement`, with the text no wider than
    /// `maximumWidth` points leaves room for (truncated titles rather than overflowing ones).
    private func arrangement(maximumWidth: CGFloat) -> (
        image: CGSize, text: CGSize, gap: CGFloat, content: CGSize, titleHeight: CGFloat, subtitleHeight: CGFloat
    ) {
        let parts = partSizes
        var text = textBlockSize(title: parts.title, subtitle: parts.subtitle)
        let gap = parts.image.width > 0 && text.width > 0 ? imagePadding : 0
        if imagePlacement == .top || imagePlacement == .bottom {
            text.width = min(text.width, max(0, maximumWidth))
            let content = CGSize(
                width: max(parts.image.width, text.width), height: parts.image.height + gap + text.height)
            return (parts.image, text, gap, content, parts.title.height, parts.subtitle.height)
        }
        text.width = min(text.width, max(0, maximumWidth - parts.image.width - gap))
        let content = CGSize(width: parts.image.width + gap + text.width, height: max(parts.image.height, text.height))
        return (parts.image, text, gap, content, parts.title.height, parts.subtitle.height)
    }

    /// Content plus insets, rounded up to whole points.
    var configuredIntrinsicSize: CGSize {
        let content = arrangement(maximumWidth: .greatestFiniteMagnitude).content
        let insets = contentInsets
        return CGSize(
            width: (content.width + insets.horizontal).rounded(.up),
            height: (content.height + insets.vertical).rounded(.up))
    }

    /// The title's and subtitle's text baselines as `layoutContent()` places them, for Auto Layout
    /// (`UIButton`'s first and last baselines are its title label's): both sit at a fraction of
    /// the button's height (a half for centred content, 0 at the top, 1 at the bottom) plus a
    /// constant. The first baseline is the title's first line; the last is the subtitle's last
    /// line when there is a subtitle, else the title's last line. Nil without a title (the engine
    /// then uses the bottom edge, as for views without text).
    var contentBaselines: LayoutBaselines? {
        guard titleContentLabel.text?.isEmpty == false, let title = titleContentLabel.baselines(forWidth: nil) else {
            return nil
        }
        let (image, text, gap, content, titleHeight, subtitleHeight) = arrangement(
            maximumWidth: .greatestFiniteMagnitude)
        let insets = contentInsets
        // Offsets from the reference line at `fraction` of the height (see layoutContent()).
        let (fraction, contentTop): (CGFloat, CGFloat) =
            switch contentVerticalAlignment {
            case .top: (0, insets.top)
            case .bottom: (1, -insets.bottom - content.height)
            case .center, .fill: (0.5, (insets.top - insets.bottom) / 2 - content.height / 2)
            }
        let textTop: CGFloat =
            switch imagePlacement {
            case .top: contentTop + image.height + gap
            case .bottom: contentTop
            default: contentTop + (content.height - text.height) / 2
            }
        // A label's baseline offsets are from its own middle (UILabel+AutoLayout.swift).
        let titleMiddle = textTop + titleHeight / 2
        var last = LayoutBaseline(heightFraction: fraction, offset: titleMiddle + title.last.offset)
        if subtitleHeight > 0, let subtitle = subtitleContentLabel.baselines(forWidth: nil) {
            let subtitleMiddle = textTop + text.height - subtitleHeight / 2
            last = LayoutBaseline(heightFraction: fraction, offset: subtitleMiddle + subtitle.last.offset)
        }
        return LayoutBaselines(
            first: LayoutBaseline(heightFraction: fraction, offset: titleMiddle + title.first.offset), last: last)
    }

    /// Where the content's top-left corner goes in `area`, per the content alignments (`fill`
    /// centres: button content does not stretch).
    private func contentOrigin(in area: CGRect, content: CGSize) -> CGPoint {
        let x: CGFloat =
            switch effectiveContentHorizontalAlignment {
            case .left: area.minX
            case .right: area.maxX - content.width
            default: area.midX - content.width / 2
            }
        let y: CGFloat =
            switch contentVerticalAlignment {
            case .top: area.minY
            case .bottom: area.maxY - content.height
            case .center, .fill: area.midY - content.height / 2
            }
        return CGPoint(x: x, y: y)
    }

    /// Places image, title and subtitle per the configuration (or the classic leading image) and
    /// the content alignments. The configuration's corner belongs to its background
    /// (`backgroundShape`); the view's own corner radius stays the caller's.
    func layoutContent() {
        let area = bounds.inset(by: contentInsets)
        let (image, text, gap, content, titleHeight, subtitleHeight) = arrangement(maximumWidth: area.width)
        let origin = contentOrigin(in: area, content: content)
        let leadingIsLeft = effectiveUserInterfaceLayoutDirection == .leftToRight

        var imageFrame = CGRect(origin: .zero, size: image)
        var textFrame = CGRect(origin: .zero, size: text)
        if imagePlacement == .top || imagePlacement == .bottom {
            imageFrame.origin.x = origin.x + (content.width - image.width) / 2
            textFrame.origin.x = origin.x + (content.width - text.width) / 2
            imageFrame.origin.y = imagePlacement == .top ? origin.y : origin.y + text.height + gap
            textFrame.origin.y = imagePlacement == .top ? origin.y + image.height + gap : origin.y
        } else {
            let imageFirst = (imagePlacement == .leading) == leadingIsLeft
            imageFrame.origin.x = imageFirst ? origin.x : origin.x + text.width + gap
            textFrame.origin.x = imageFirst ? origin.x + image.width + gap : origin.x
            imageFrame.origin.y = origin.y + (content.height - image.height) / 2
            textFrame.origin.y = origin.y + (content.height - text.height) / 2
        }
        if configuration == nil {
            imageFrame = imageFrame.inset(by: imageEdgeInsets)
            textFrame = textFrame.inset(by: titleEdgeInsets)
        }
        let pixelFrame = imageFrame.integralToPixels(scale: traitCollection.displayScale)
        imageContentView.frame = pixelFrame
        activityIndicator?.frame = pixelFrame
        titleContentLabel.frame = CGRect(
            x: textFrame.minX, y: textFrame.minY, width: textFrame.width, height: titleHeight)
        subtitleContentLabel.frame = CGRect(
            x: textFrame.minX, y: textFrame.maxY - subtitleHeight, width: textFrame.width, height: subtitleHeight)
        layoutPopUpIndicator()
    }

    /// The configured background's outline: the bounds rounded by the configuration's corner
    /// (`cornerStyle`, clamped to half the shorter side), on the view's masked corners.
    var backgroundShape: Path {
        guard let configuration else { return shapePath }
        return shapePath(in: bounds, cornerRadius: configuration.cornerRadius(forHeight: bounds.height))
    }

    /// The state's shadow, background, glass sheen and edges of a configured button, or the
    /// per-state background colour of a classic one.
    func drawBackground(in context: inout DisplayList) {
        guard let appearance = currentAppearance else {
            if let color = backgroundColor(for: state) {
                context.fill(shapePath, color: color.resolvedColor(with: traitCollection))
            }
            if let image = backgroundImage(for: state) {
                image.draw(in: bounds, tint: tintColor.resolvedColor(with: traitCollection), into: &context)
            }
            drawHoverEffect(in: &context)
            return
        }
        let shape = backgroundShape
        if let shadow = appearance.shadow { context.drawShadow(of: shape, shadow: shadow) }
        if let background = appearance.background {
            context.fill(shape, with: background.mapped(toHeight: bounds.height, top: bounds.minY))
        }
        if let sheen = appearance.sheen {
            let gloss = LinearGradient(
                stops: [.init(color: sheen, location: 0), .init(color: sheen.withAlphaComponent(0), location: 0.5)],
                start: CGPoint(x: 0, y: bounds.minY), end: CGPoint(x: 0, y: bounds.maxY))
            context.fill(shape, with: .linearGradient(gloss))
        }
        drawHoverEffect(in: &context)
        let edges: [(color: UIColor?, width: CGFloat)] = [
            (appearance.border, 1), (appearance.stroke?.color, appearance.stroke?.width ?? 0),
        ]
        for (color, width) in edges {
            guard let color, width > 0 else { continue }
            // Centred on the outline and clipped to the shape: drawn inside, at twice the width.
            context.save()
            context.clip(to: shape)
            context.stroke(shape, with: .color(color), style: StrokeStyle(lineWidth: width * 2))
            context.restore()
        }
    }
}

extension Paint {
    /// A gradient laid out over a unit-height box, stretched to `height` points starting at `top`.
    func mapped(toHeight height: CGFloat, top: CGFloat) -> Paint {
        guard case .linearGradient(var gradient) = self else { return self }
        gradient.start = CGPoint(x: gradient.start.x, y: top + gradient.start.y * height)
        gradient.end = CGPoint(x: gradient.end.x, y: top + gradient.end.y * height)
        return .linearGradient(gradient)
    }
}

extension CGRect {
    /// The rectangle with its origin rounded to whole device pixels at `scale` (size kept).
    func integralToPixels(scale: CGFloat) -> CGRect {
        let scale = max(scale, 1)
        return CGRect(
            x: (minX * scale).rounded() / scale, y: (minY * scale).rounded() / scale, width: width, height: height)
    }
}
