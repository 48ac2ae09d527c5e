public import Foundation
public import TesseraGraphics

/// A tappable control with a title, an optional subtitle and an image (`UIButton`).
///
/// Two ways to style it, as in UIKit:
/// - set a `configuration` (plain, tinted, filled, gray, bordered…, or one of the four glass
///   styles), which derives every state's colours from `tintColor`; a `configurationUpdateHandler`
///   can change it whenever the state changes;
/// - or leave it nil and set title, title colour, image and background colour per
///   `UIControl.State` (a state without its own value falls back to `normal`). A `.system`
///   button's title takes the tint; a `.custom` one's (`UIButton()`) is white unless set.
///
/// A tap sends `.touchUpInside` and `.primaryActionTriggered`; with
/// `changesSelectionAsPrimaryAction` it first toggles `isSelected`. A button with a `menu` opens it
/// on a long press, or instead of acting on a tap with `showsMenuAsPrimaryAction`; adding
/// `changesSelectionAsPrimaryAction` makes it a pop-up button, titled with the chosen action:
/// ```swift
/// sortButton.menu = UIMenu(children: ["Name", "Date"].map { title in UIAction(title: title) { _ in sort(by: title) } })
/// sortButton.showsMenuAsPrimaryAction = true
/// sortButton.changesSelectionAsPrimaryAction = true   // titled "Name"; the menu checks it
/// ```
///
/// For example:
/// ```swift
/// let button = UIButton(configuration: .prominentGlass(), primaryAction: UIAction(title: "Continue") { _ in next() })
/// button.isEnabled = false   // draws the disabled appearance
///
/// let close = UIButton(type: .close)
/// let link = UIButton(type: .system)
/// link.setTitle("Forgot password?", for: .normal)
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button (`UIButton.ButtonType`, with iOS's raw values).
    ///
    /// For example:
    /// ```swift
    /// let info = UIButton(type: .infoLight)
    /// let add = UIButton(type: .contactAdd)
    /// ```
    public enum ButtonType: Int, Hashable, Sendable {
        /// No styling: titles are white unless set.
        case custom = 0
        /// Titles and images in the tint colour, faded while highlighted.
        case system = 1
        /// An ⓘ in the tint colour.
        case detailDisclosure = 2
        /// An ⓘ in the tint colour.
        case infoLight = 3
        /// An ⓘ in the tint colour.
        case infoDark = 4
        /// A ⊕ in the tint colour.
        case contactAdd = 5
        /// A grey ⓧ, for closing a card or sheet.
        case close = 7

        /// The old name of `system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// Called when the button's configuration should follow a state change
    /// (`UIButton.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    override var textContentLayout: (any TextContentLayout)? { self }

    /// The kind of button, set when it is made. `UIButton()` is `.custom`.
    public private(set) var buttonType: ButtonType = .custom

    /// The style-driven appearance; nil for the per-state API.
    open var configuration: Configuration? {
        didSet {
            setNeedsUpdateConfiguration()
            contentDidChange()
        }
    }
    /// Runs when the state changes (and when set), before the next layout, so it can change
    /// `configuration` for the new state.
    ///
    /// ```swift
    /// button.configurationUpdateHandler = { button in
    ///     button.configuration?.showsActivityIndicator = button.isSelected
    /// }
    /// ```
    // Final: a `@MainActor` closure member of a `@preconcurrency` class must not be in the vtable
    // (see UIGestureRecognizer's `actions`).
    public final var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the configuration follows state changes (its derived colours do either way; this
    /// decides whether `updateConfiguration()` runs). Default true.
    open var automaticallyUpdatesConfiguration = true
    /// Whether a tap toggles `isSelected` before the actions run; with a `menu`, whether the
    /// button is a pop-up button instead: one of the menu's actions is on (the first that is,
    /// else the first), the title shows it, and choosing another turns that one on and the rest
    /// off. Default false.
    open var changesSelectionAsPrimaryAction = false {
        didSet {
            guard changesSelectionAsPrimaryAction != oldValue else { return }
            updateMenuSelection()
            indicatorDidChange()
        }
    }
    /// The button's menu (see UIButton+Menu.swift): a long press opens it, or a tap with
    /// `showsMenuAsPrimaryAction`. Setting one turns `isContextMenuInteractionEnabled` on;
    /// setting one while the menu is open shows the new one.
    open var menu: UIMenu? {
        didSet {
            isContextMenuInteractionEnabled = menu != nil
            updateMenuSelection()
            menuDidChange()
        }
    }

    override var controlMenu: UIMenu? { menu }

    /// Chosen in the open menu: a pop-up button turns `action` on first, then runs it.
    override func performMenuAction(_ action: UIAction) {
        if changesSelectionAsPrimaryAction { updateMenuSelection(choosing: action) }
        super.performMenuAction(action)
    }
    /// Whether the button shows a hover effect while the pointer is over it (a translucent platter
    /// over its background; see `isHovered`). Default false, as in UIKit.
    open var isPointerInteractionEnabled = false {
        didSet { if isPointerInteractionEnabled != oldValue, isUnderPointer { pointerHoverDidChange() } }
    }

    /// The tint (`tintColor`, inherited) is the colour configurations derive from and the default
    /// title colour of system buttons.
    override open func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    /// Shows the title. Set the title through the button; a classic button draws it in the
    /// label's `font` once code assigns one.
    open var titleLabel: UILabel? { titleContentLabel }
    /// Shows the subtitle of a configuration.
    open var subtitleLabel: UILabel? { subtitleContentLabel }
    /// Shows the image.
    open var imageView: UIImageView? { imageContentView }

    let titleContentLabel = UILabel()
    let subtitleContentLabel = UILabel()
    let imageContentView = UIImageView()
    /// The up–down chevron of a pop-up button (UIButton+Indicator.swift), made when first shown.
    var popUpIndicatorView: UIImageView?
    /// Spins in place of the image while the configuration `showsActivityIndicator`.
    private(set) var activityIndicator: UIActivityIndicatorView?

    private var titles: [UIControl.State: String] = [:]
    private var attributedTitles: [UIControl.State: NSAttributedString] = [:]
    private var titleColors: [UIControl.State: UIColor] = [:]
    private var images: [UIControl.State: UIImage] = [:]
    private var backgroundColors: [UIControl.State: UIColor] = [:]
    private var backgroundImages: [UIControl.State: UIImage] = [:]

    /// Padding around a classic button's content (`contentEdgeInsets`, which UIKit deprecates for
    /// `configuration.contentInsets`); counted in the intrinsic size. A configured button ignores it.
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { contentDidChange() } }
    /// Insets the title's rectangle after layout (`titleEdgeInsets`): positive values shrink it,
    /// negative ones grow it, so `left: 8, right: -8` moves the title 8 points right. Not counted in
    /// the intrinsic size, as in UIKit. A configured button ignores it.
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Insets the image's rectangle after layout (`imageEdgeInsets`), as `titleEdgeInsets` does the
    /// title's.
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Whether code assigned `titleLabel?.font`, which a classic button then draws in instead of
    /// its default style.
    private var hasAssignedTitleFont = false
    /// Set by `setNeedsUpdateConfiguration()`; the next layout runs `updateConfiguration()`.
    private var needsConfigurationUpdate = false
    private var isUpdatingConfiguration = false

    override class var setUpRunningClass: UIView.Type { UIButton.self }

    /// A custom button with `frame`.
    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        defer { runSetUp(after: UIButton.self) }
        accessibilityTraits = .button
        for label in [titleContentLabel, subtitleContentLabel] {
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        imageContentView.contentMode = .center
        imageContentView.isUserInteractionEnabled = false
        addSubview(imageContentView)
        titleContentLabel.fontAssignmentHandler = { [weak self] font in
            self?.hasAssignedTitleFont = font != nil
            self?.contentDidChange()
        }
        contentDidChange()
    }

    /// A button of `buttonType`; the disclosure, add and close types show their symbol.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if let symbol = Self.symbol(for: buttonType) { setImage(symbol, for: .normal) }
        contentDidChange()
    }

    /// A button of `buttonType` that runs `primaryAction` on a tap and shows its title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adopt(primaryAction) }
    }

    /// A custom button with `frame` that runs `primaryAction` on a tap and shows its title and
    /// image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { adopt(primaryAction) }
    }

    /// A configured button that runs `primaryAction` on a tap; the action's title and image fill in
    /// the configuration's where it has none.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        buttonType = .system
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
        setNeedsUpdateConfiguration()  // an initialiser's own assignment runs no observer
        contentDidChange()
    }

    private func adopt(_ action: UIAction) {
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    // MARK: Per-state values

    /// Sets the title shown in `state` (clearing its attributed title).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        attributedTitles[state] = nil
        contentDidChange()
    }

    /// Sets the styled title shown in `state`; it wins over the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state] = title.map { NSAttributedString(attributedString: $0) }
        contentDidChange()
    }

    /// Sets the title colour for `state`; nil removes it, so the state falls back to the normal
    /// state's colour or, without one, the button type's default (the tint for `.system`).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state] = color
        contentDidChange()
    }

    /// Sets the image for `state`; nil falls back to the normal state's image.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        contentDidChange()
    }

    /// Sets the fill behind a classic button in `state` (a Tessera extra; UIKit uses background
    /// images).
    open func setBackgroundColor(_ color: UIColor?, for state: UIControl.State) {
        backgroundColors[state] = color
        contentDidChange()
    }

    /// Sets the image stretched over a classic button's bounds in `state`, over its background
    /// colour; nil falls back to the normal state's image.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state] = image
        contentDidChange()
    }

    /// The background image for `state`, else the normal state's, else nil.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        Self.value(in: backgroundImages, for: state)
    }

    /// The title for `state`, falling back to `normal` (or the configuration's title).
    open func title(for state: UIControl.State) -> String? {
        if let configuration { return configuration.title }
        return Self.value(in: attributedTitles, for: state)?.string ?? Self.value(in: titles, for: state)
    }

    /// The styled title for `state`, falling back to `normal`.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        Self.value(in: attributedTitles, for: state)
    }

    /// The title colour for `state`: set per state (falling back to `normal`), else the type's
    /// default — the tint for system buttons (grey when disabled, faded when highlighted), white
    /// for custom ones.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        if let color = Self.value(in: titleColors, for: state) { return color }
        guard buttonType != .custom else { return .white }
        return systemColor(for: state)
    }

    /// The tint colour as a system button shows it in `state`: greyed when disabled, faded when
    /// highlighted.
    private func systemColor(for state: UIControl.State) -> UIColor {
        if state.contains(.disabled) { return UIColor.systemGray.withAlphaComponent(0.6) }
        return state.contains(.highlighted) ? tintColor.withAlphaComponent(0.4) : tintColor
    }

    /// The image shown in `state`: the configuration's image, else the one set for the state, else the normal one.
    open func image(for state: UIControl.State) -> UIImage? {
        configuration?.image ?? Self.value(in: images, for: state)
    }

    /// The background colour set for `state`, else the normal state's, else nil.
    open func backgroundColor(for state: UIControl.State) -> UIColor? {
        Self.value(in: backgroundColors, for: state)
    }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }
    /// The styled title shown now.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour used now.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The exact state's value, else the state without `highlighted` (so selected+highlighted uses
    /// selected), else `normal`.
    private static func value<Value>(in table: [UIControl.State: Value], for state: UIControl.State) -> Value? {
        table[state] ?? table[state.subtracting(.highlighted)] ?? table[.normal]
    }

    private static func symbol(for type: ButtonType) -> UIImage? {
        let name: String
        switch type {
        case .custom, .system: return nil
        case .detailDisclosure, .infoLight, .infoDark: name = "info_outline"
        case .contactAdd: name = "add_circle_outline"
        case .close: name = "cancel"
        }
        let icon = Icon(named: name) ?? Icon(type == .contactAdd ? .add : type == .close ? .close : .info)
        return UIImage(icon: icon, pointSize: type == .close ? 30 : 22)
    }

    // MARK: Configuration updates

    /// Asks for `updateConfiguration()` before the next layout (UIKit calls it for state changes).
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs `configurationUpdateHandler`. Override to change `configuration` for the state; call
    /// `super`.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    /// Runs a requested configuration update now, once (changes the handler makes do not ask for
    /// another).
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        guard automaticallyUpdatesConfiguration || configurationUpdateHandler != nil else { return }
        isUpdatingConfiguration = true
        updateConfiguration()
        isUpdatingConfiguration = false
        needsConfigurationUpdate = false
    }

    // MARK: Layout and drawing

    override open var intrinsicContentSize: CGSize {
        updateConfigurationIfNeeded()
        return configuredIntrinsicSize
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        updateConfigurationIfNeeded()
        return configuredIntrinsicSize
    }

    override open func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layoutContent()
    }

    override open func draw(in context: inout DisplayList) {
        drawBackground(in: &context)
    }

    // MARK: State

    override open func stateDidChange() {
        super.stateDidChange()
        setNeedsUpdateConfiguration()
        contentDidChange()
    }

    override open func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        contentDidChange()
    }

    /// A tap inside (enabled) opens the menu with `showsMenuAsPrimaryAction`; otherwise it toggles
    /// the selection when `changesSelectionAsPrimaryAction` (and there is no menu), then sends
    /// `.touchUpInside`, then `.primaryActionTriggered`.
    override open func endTracking(inside: Bool) {
        guard inside, isEnabled, !opensMenuOnTap else { return super.endTracking(inside: inside) }
        if changesSelectionAsPrimaryAction, menu == nil { isSelected.toggle() }
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }

    /// The appearance in effect for the current state and traits, when configured.
    var currentAppearance: Configuration.Appearance? {
        configuration?.appearance(for: state, tint: tintColor, userInterfaceStyle: traitCollection.userInterfaceStyle)
    }

    /// Pushes titles, colours and fonts into the subviews for the current state.
    private func contentDidChange() {
        let state = self.state
        let attributedTitle = configuration == nil ? Self.value(in: attributedTitles, for: state) : nil
        if let attributedTitle {
            titleContentLabel.attributedText = attributedTitle
        } else {
            titleContentLabel.text = title(for: state)
        }
        subtitleContentLabel.text = configuration?.subtitle
        imageContentView.image = configuration?.showsActivityIndicator == true ? nil : image(for: state)
        accessibilityLabel = titleContentLabel.text ?? accessibilityLabel
        if let configuration, let appearance = currentAppearance {
            applyConfiguredText(configuration, foreground: appearance.foreground)
            imageContentView.tintColor = appearance.foreground
            updateActivityIndicator(configuration.showsActivityIndicator, color: appearance.foreground)
        } else {
            let color = titleColor(for: state) ?? .white
            if attributedTitle == nil {
                // The default style until code assigns `titleLabel?.font`, as on iOS.
                titleContentLabel.textStyle = hasAssignedTitleFont ? nil : .body
                titleContentLabel.textColor = color
            }
            imageContentView.tintColor = classicImageTint(for: state)
            updateActivityIndicator(false, color: color)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Fonts, colours and alignment of the title and subtitle from a configuration; attributed
    /// titles keep their own attributes over those.
    private func applyConfiguredText(_ configuration: Configuration, foreground: UIColor) {
        let isLeftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let alignment: NSTextAlignment =
            switch configuration.titleAlignment {
            case .leading: isLeftToRight ? .left : .right
            case .automatic, .center: .center
            case .trailing: isLeftToRight ? .right : .left
            }
        let subtitleColor = foreground.withAlphaComponent(foreground.alpha * 0.8)
        for (label, textStyle, color, attributed, lineBreakMode) in [
            (
                titleContentLabel, configuration.titleTextStyle, foreground, configuration.attributedTitle,
                configuration.titleLineBreakMode
            ),
            (
                subtitleContentLabel, configuration.subtitleTextStyle, subtitleColor, configuration.attributedSubtitle,
                configuration.subtitleLineBreakMode
            ),
        ] {
            label.textStyle = textStyle
            label.textColor = color
            label.textAlignment = alignment
            label.lineBreakMode = lineBreakMode
            if let attributed {
                let base = TextAttributes(font: label.effectiveFont, foregroundColor: color)
                label.attributedText = NSAttributedString(attributed.attributedText(default: base))
                label.textAlignment = alignment
            }
        }
    }

    /// The colour icon images take on a classic button: the title colour of a system button, the
    /// tint of a custom one (grey when disabled), grey for the close button.
    private func classicImageTint(for state: UIControl.State) -> UIColor {
        switch buttonType {
        case .close: .secondaryLabel
        case .custom: state.contains(.disabled) ? UIColor.systemGray.withAlphaComponent(0.6) : tintColor
        default: systemColor(for: state)  // the tint, as on iOS, whatever colour the title has
        }
    }

    private func updateActivityIndicator(_ shows: Bool, color: UIColor) {
        if shows {
            let indicator = activityIndicator ?? UIActivityIndicatorView(style: .medium)
            indicator.color = color
            if indicator.superview !== self { addSubview(indicator) }
            indicator.startAnimating()
            activityIndicator = indicator
        } else if let indicator = activityIndicator {
            indicator.stopAnimating()
            indicator.removeFromSuperview()
            activityIndicator = nil
        }
    }
}
