public import Foundation
import TesseraGraphics

/// The view that shows a `UIListContentConfiguration` (`UIListContentView`): an image column, then
/// the text and the secondary text, stacked or side by side, inside the configuration's margins.
///
/// A cell makes one from its `contentConfiguration` and sizes the row with `sizeThatFits(_:)`;
/// you can also use one on its own:
/// ```swift
/// var content = UIListContentConfiguration.valueCell()
/// content.text = "Version"
/// content.secondaryText = "1.4"
/// let row = UIListContentView(configuration: content)
/// ```
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    override class var setUpRunningClass: UIView.Type { UIListContentView.self }

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        defer { runSetUp(after: UIListContentView.self) }
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        imageView.contentMode = .scaleAspectFit
        apply()
    }

    /// Content views are not decoded from archives here: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The configuration shown.
    /// - Precondition: a new value is a `UIListContentConfiguration`.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                preconditionFailure("UIListContentView shows UIListContentConfiguration, not \(type(of: newValue))")
            }
            guard list != listConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let configuration = listConfiguration
        style(textLabel, configuration.textProperties, text: configuration.text)
        style(secondaryTextLabel, configuration.secondaryTextProperties, text: configuration.secondaryText)
        if configuration.prefersSideBySideTextAndSecondaryText {
            secondaryTextLabel.textAlignment =
                configuration.secondaryTextProperties.alignment == .natural ? .right : secondaryTextLabel.textAlignment
        }
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        if let tint = configuration.imageProperties.tintColor { imageView.tintColor = tint }
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ properties: UIListContentConfiguration.TextProperties, text: String?) {
        label.text = text.map(properties.transformed)
        label.isHidden = text?.isEmpty ?? true
        if let style = properties.textStyle, properties.adjustsFontForContentSizeCategory {
            label.textStyle = style
        } else {
            label.textStyle = nil
            label.font = properties.font
        }
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment =
            switch properties.alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
    }

    // MARK: Layout

    /// Frames of the image and the two labels, and the total height, for a width.
    private func arrangement(forWidth width: CGFloat) -> (
        image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat
    ) {
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var leading = margins.leading
        var imageSize = CGSize.zero
        if let image = configuration.image {
            imageSize = fitted(image.size, within: configuration.imageProperties.maximumSize)
            var column = imageSize.width
            let reserved = configuration.imageProperties.reservedLayoutSize.width
            column = max(
                column, reserved == UIListContentConfiguration.ImageProperties.standardDimension ? 29 : reserved)
            leading += column + configuration.imageToTextPadding
        }
        let available = max(0, width - leading - margins.trailing)
        let hasText = !textLabel.isHidden
        let hasSecondary = !secondaryTextLabel.isHidden
        var textSize = CGSize.zero
        var secondarySize = CGSize.zero
        var secondaryOrigin = CGPoint.zero
        let unlimited = CGFloat.greatestFiniteMagnitude
        if configuration.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary {
            let gap = configuration.textToSecondaryTextHorizontalPadding
            let secondaryWidth = min(
                secondaryTextLabel.sizeThatFits(CGSize(width: available / 2, height: unlimited)).width, available / 2)
            let textWidth = max(0, available - secondaryWidth - gap)
            textSize = CGSize(
                width: textWidth, height: textLabel.sizeThatFits(CGSize(width: textWidth, height: unlimited)).height)
            secondarySize = CGSize(
                width: secondaryWidth,
                height: secondaryTextLabel.sizeThatFits(CGSize(width: secondaryWidth, height: unlimited)).height)
            secondaryOrigin = CGPoint(x: leading + available - secondaryWidth, y: 0)
        } else {
            if hasText {
                textSize = CGSize(
                    width: available, height: textLabel.sizeThatFits(CGSize(width: available, height: unlimited)).height
                )
            }
            if hasSecondary {
                secondarySize = CGSize(
                    width: available,
                    height: secondaryTextLabel.sizeThatFits(CGSize(width: available, height: unlimited)).height)
                secondaryOrigin = CGPoint(
                    x: leading, y: textSize.height + (hasText ? configuration.textToSecondaryTextVerticalPadding : 0))
            }
        }
        let block =
            configuration.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary
            ? max(textSize.height, secondarySize.height)
            : secondaryOrigin.y + secondarySize.height + (hasSecondary ? 0 : textSize.height)
        let content = max(block, imageSize.height)
        let height = max(configuration.minimumHeight, (margins.top + content + margins.bottom).rounded(.up))
        let blockTop = ((height - block) / 2).rounded()
        var text = CGRect(x: leading, y: blockTop, width: textSize.width, height: textSize.height)
        var secondary = CGRect(
            x: secondaryOrigin.x, y: blockTop + secondaryOrigin.y, width: secondarySize.width,
            height: secondarySize.height)
        if configuration.prefersSideBySideTextAndSecondaryText {
            text.origin.y = ((height - textSize.height) / 2).rounded()
            secondary.origin.y = ((height - secondarySize.height) / 2).rounded()
        }
        var image = CGRect(
            x: margins.leading, y: ((height - imageSize.height) / 2).rounded(), width: imageSize.width,
            height: imageSize.height)
        if rightToLeft {
            image.origin.x = width - image.maxX
            text.origin.x = width - text.maxX
            secondary.origin.x = width - secondary.maxX
        }
        return (image, text, secondary, height)
    }

    private func fitted(_ size: CGSize, within maximum: CGSize) -> CGSize {
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let frames = arrangement(forWidth: bounds.width)
        imageView.frame = frames.image
        textLabel.frame = frames.text
        secondaryTextLabel.frame = frames.secondary
    }

    /// The height the content needs at `size.width`, margins included.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrangement(forWidth: size.width).height)
    }
}
