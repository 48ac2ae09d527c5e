public import Foundation
public import TesseraGraphics

/// A tappable control with a title, an optional subtitle and an image (`UIButton`).
///
/// Two ways to style it, as in UIKit:
/// - set a `configuration` (plain, tinted, filled, gray, or one of the four glass styles), which
///   derives every state's colours from `tintColor`;
/// - or leave it nil and set title, title colour, image and background colour per `UIControl.State`
///   (a state without its own value falls back to `normal`).
///
/// For example:
/// ```swift
/// let button = UIButton(configuration: .prominentGlass())
/// button.configuration?.title = "Continue"
/// button.isEnabled = false   // draws the disabled appearance
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
    override var textContentLayout: (any TextContentLayout)? { self }

    /// The style-driven appearance; nil for the classic per-state API.
    open var configuration: Configuration? { didSet { contentDidChange() } }
    /// The colour configurations derive from, and the default title colour of classic buttons.
    open var tintColor: UIColor = .systemBlue { didSet { contentDidChange() } }

    /// Shows the title. Read its properties; set the title through the button.
    public let titleLabel = UILabel()
    /// Shows the subtitle of a configuration.
    public let subtitleLabel = UILabel()
    /// Shows the image.
    public let imageView = UIImageView()

    private var titles: [UIControl.State: String] = [:]
    private var titleColors: [UIControl.State: UIColor] = [:]
    private var images: [UIControl.State: UIImage] = [:]
    private var backgroundColors: [UIControl.State: UIColor] = [:]

    public init(frame: CGRect = .zero, configuration: Configuration? = nil) {
        super.init(deferringSetUpWithFrame: frame)
        defer { runSetUp() }  // setup hooks after this initialiser's own defaults (UIView+Lifecycle.swift)
        self.configuration = configuration
        accessibilityTraits = .button
        for label in [titleLabel, subtitleLabel] {
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        imageView.contentMode = .center
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
        contentDidChange()
    }

    // MARK: Per-state values

    public func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        contentDidChange()
    }

    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state] = color
        contentDidChange()
    }

    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        contentDidChange()
    }

    public func setBackgroundColor(_ color: UIColor?, for state: UIControl.State) {
        backgroundColors[state] = color
        contentDidChange()
    }

    /// The title for `state`, falling back to `normal` (or the configuration's title).
    public func title(for state: UIControl.State) -> String? {
        configuration?.title ?? Self.value(in: titles, for: state)
    }

    /// The classic title colour for `state`: set per state, else the tint (grey when disabled,
    /// faded when highlighted, as a system button).
    public func titleColor(for state: UIControl.State) -> UIColor {
        if let color = Self.value(in: titleColors, for: state) {
            return color
        }
        if state.contains(.disabled) { return UIColor.systemGray.withAlphaComponent(0.6) }
        return state.contains(.highlighted) ? tintColor.withAlphaComponent(0.4) : tintColor
    }

    public func image(for state: UIControl.State) -> UIImage? {
        configuration?.image ?? Self.value(in: images, for: state)
    }

    public func backgroundColor(for state: UIControl.State) -> UIColor? {
        Self.value(in: backgroundColors, for: state)
    }

    /// The exact state's value, else the state without `highlighted` (so selected+highlighted uses
    /// selected), else `normal`.
    private static func value<Value>(in table: [UIControl.State: Value], for state: UIControl.State) -> Value? {
        table[state] ?? table[state.subtracting(.highlighted)] ?? table[.normal]
    }

    // MARK: Layout and drawing

    override open var intrinsicContentSize: CGSize { configuredIntrinsicSize }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { configuredIntrinsicSize }

    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    override open func draw(in context: inout DisplayList) {
        drawBackground(in: &context)
    }

    // MARK: State

    override open func stateDidChange() {
        super.stateDidChange()
        contentDidChange()
    }

    override open func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        contentDidChange()
    }

    /// The appearance in effect for the current state and traits, when configured.
    var currentAppearance: Configuration.Appearance? {
        configuration?.appearance(for: state, tint: tintColor, userInterfaceStyle: traitCollection.userInterfaceStyle)
    }

    /// Pushes titles, colours and fonts into the subviews for the current state.
    private func contentDidChange() {
        let state = self.state
        titleLabel.text = title(for: state)
        subtitleLabel.text = configuration?.subtitle
        imageView.image = image(for: state)
        accessibilityLabel = titleLabel.text ?? accessibilityLabel
        if let configuration, let appearance = currentAppearance {
            titleLabel.textStyle = configuration.titleTextStyle
            subtitleLabel.textStyle = configuration.subtitleTextStyle
            titleLabel.textColor = appearance.foreground
            subtitleLabel.textColor = appearance.foreground.withAlphaComponent(appearance.foreground.alpha * 0.8)
            imageView.tintColor = appearance.foreground
            let alignment: NSTextAlignment =
                switch configuration.titleAlignment {
                case .leading: .left
                case .center: .center
                case .trailing: .right
                }
            titleLabel.textAlignment = alignment
            subtitleLabel.textAlignment = alignment
            shadow = appearance.shadow
        } else {
            titleLabel.textStyle = .body
            titleLabel.textColor = titleColor(for: state)
            imageView.tintColor = titleColor(for: state)
            shadow = nil
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }
}
