public import Foundation
public import TesseraGraphics

/// A tappable control with a title, an optional subtitle and an image (`UIButton`).
///
/// Two ways to style it, as in UIKit:
/// - set a `configuration` (plain, tinted, filled, gray, or one of the four glass styles), which
///   derives every state's colours from `tintColor`;
/// - or leave it nil and set title, title colour, image and background colour per `ControlState`
///   (a state without its own value falls back to `normal`).
///
/// For example:
/// ```swift
/// let button = Button(configuration: .prominentGlass())
/// button.configuration?.title = "Continue"
/// button.isEnabled = false   // draws the disabled appearance
/// ```
@MainActor
open class Button: Control {
    override var textContentLayout: (any TextContentLayout)? { self }

    /// The style-driven appearance; nil for the classic per-state API.
    open var configuration: Configuration? { didSet { contentDidChange() } }
    /// The colour configurations derive from, and the default title colour of classic buttons.
    open var tintColor: Color = .systemBlue { didSet { contentDidChange() } }

    /// Shows the title. Read its properties; set the title through the button.
    public let titleLabel = Label()
    /// Shows the subtitle of a configuration.
    public let subtitleLabel = Label()
    /// Shows the image.
    public let imageView = ImageView()

    private var titles: [ControlState: String] = [:]
    private var titleColors: [ControlState: Color] = [:]
    private var images: [ControlState: Image] = [:]
    private var backgroundColors: [ControlState: Color] = [:]

    public init(frame: CGRect = .zero, configuration: Configuration? = nil) {
        super.init(deferringSetUpWithFrame: frame)
        defer { runSetUp() }  // setup hooks after this initialiser's own defaults (View+Lifecycle.swift)
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

    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state] = title
        contentDidChange()
    }

    public func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColors[state] = color
        contentDidChange()
    }

    public func setImage(_ image: Image?, for state: ControlState) {
        images[state] = image
        contentDidChange()
    }

    public func setBackgroundColor(_ color: Color?, for state: ControlState) {
        backgroundColors[state] = color
        contentDidChange()
    }

    /// The title for `state`, falling back to `normal` (or the configuration's title).
    public func title(for state: ControlState) -> String? {
        configuration?.title ?? Self.value(in: titles, for: state)
    }

    /// The classic title colour for `state`: set per state, else the tint (grey when disabled,
    /// faded when highlighted, as a system button).
    public func titleColor(for state: ControlState) -> Color {
        if let color = Self.value(in: titleColors, for: state) {
            return color
        }
        if state.contains(.disabled) { return Color.systemGray.withAlpha(0.6) }
        return state.contains(.highlighted) ? tintColor.withAlpha(0.4) : tintColor
    }

    public func image(for state: ControlState) -> Image? {
        configuration?.image ?? Self.value(in: images, for: state)
    }

    public func backgroundColor(for state: ControlState) -> Color? {
        Self.value(in: backgroundColors, for: state)
    }

    /// The exact state's value, else the state without `highlighted` (so selected+highlighted uses
    /// selected), else `normal`.
    private static func value<Value>(in table: [ControlState: Value], for state: ControlState) -> Value? {
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

    override open func traitCollectionDidChange(_ previous: TraitCollection?) {
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
            subtitleLabel.textColor = appearance.foreground.withAlpha(appearance.foreground.alpha * 0.8)
            imageView.tintColor = appearance.foreground
            let alignment: TextAlignment =
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
