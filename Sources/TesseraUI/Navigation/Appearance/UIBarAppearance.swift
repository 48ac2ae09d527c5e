public import Foundation
public import TesseraGraphics

/// How a bar's background and shadow look (`UIBarAppearance`), the part shared by
/// ``UINavigationBarAppearance`` and ``UITabBarAppearance``.
///
/// A new appearance has the default background. Bars copy an appearance when it is assigned, as in
/// UIKit; changing the bar's own copy (`bar.standardAppearance.backgroundColor = …`) updates the bar.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.shadowColor = nil                     // no hairline
/// navigationController.navigationBar.standardAppearance = appearance
/// ```
///
/// The screens sit beside bars, not under them, so there is nothing to blur: a `backgroundEffect`
/// without a `backgroundColor` draws the theme's background, as does the opaque configuration until
/// `backgroundColor` is set. The default and opaque configurations draw their shadow (a hairline
/// along the edge the bar meets its screen) in the theme's separator colour until `shadowColor` is set.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The blur behind the bar; drawn as the theme's background when there is no `backgroundColor`.
    public var backgroundEffect: UIBlurEffect? { didSet { changed() } }
    /// The bar's background colour, drawn over the effect; nil for none.
    public var backgroundColor: UIColor? {
        didSet {
            usesThemeBackground = false
            changed()
        }
    }
    /// An image drawn over the background colour, placed by `backgroundImageContentMode`.
    public var backgroundImage: UIImage? { didSet { changed() } }
    /// How `backgroundImage` fills the bar (default `.scaleToFill`).
    public var backgroundImageContentMode: UIView.ContentMode = .scaleToFill { didSet { changed() } }
    /// The colour of the bar's hairline; nil (or clear) for none.
    public var shadowColor: UIColor? {
        didSet {
            usesThemeShadow = false
            changed()
        }
    }
    /// An image drawn in place of the hairline, at its own height, stretched along the edge and
    /// tinted with `shadowColor` when it is a template image.
    public var shadowImage: UIImage? { didSet { changed() } }

    /// Whether the background is drawn in the theme's background colour (the default and opaque
    /// configurations, until `backgroundColor` is set).
    private(set) var usesThemeBackground = true
    /// Whether the hairline is drawn in the theme's separator colour.
    private(set) var usesThemeShadow = true
    /// Called after any change, by the bar holding this appearance.
    final var didChange: (@MainActor () -> Void)?
    /// Set while a `configure…` method runs: it reports one change when done.
    private var isConfiguring = false

    /// An appearance with the default background: the bar's standard material and hairline.
    public required init() {
        configureWithDefaultBackground()
    }

    /// An appearance with `barAppearance`'s background and shadow (and nothing of a subclass's).
    public init(barAppearance: UIBarAppearance) {
        copyBackground(from: barAppearance)
    }

    /// A copy, including the properties of ``UINavigationBarAppearance`` and ``UITabBarAppearance``
    /// (not those an app's own subclass adds); changing it leaves this one as it is.
    open func copy() -> Self {
        let copy = Self()
        copy.copyAppearance(from: self)
        return copy
    }

    /// The system material with a hairline (the default).
    open func configureWithDefaultBackground() {
        configuring {
            backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
            backgroundColor = nil
            backgroundImage = nil
            shadowColor = .separator
            shadowImage = nil
            usesThemeBackground = true
            usesThemeShadow = true
        }
    }

    /// An opaque background in the system (the theme's) background colour, with a hairline.
    open func configureWithOpaqueBackground() {
        configuring {
            backgroundEffect = nil
            backgroundColor = .systemBackground
            backgroundImage = nil
            shadowColor = .separator
            shadowImage = nil
            usesThemeBackground = true
            usesThemeShadow = true
        }
    }

    /// No background and no hairline: what is behind the bar shows through.
    open func configureWithTransparentBackground() {
        configuring {
            backgroundEffect = nil
            backgroundColor = nil
            backgroundImage = nil
            shadowColor = nil
            shadowImage = nil
        }
    }

    /// Takes every property of `other` that this class has; subclasses add their own.
    func copyAppearance(from other: UIBarAppearance) {
        copyBackground(from: other)
    }

    private func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
        usesThemeBackground = other.usesThemeBackground
        usesThemeShadow = other.usesThemeShadow
    }

    func changed() {
        if !isConfiguring { didChange?() }
    }

    /// Runs `body`, then reports one change.
    func configuring(_ body: () -> Void) {
        let outer = isConfiguring
        isConfiguring = true
        body()
        isConfiguring = outer
        changed()
    }

    /// `new` copied (unless `copying` is false) and set to call `onChange` after each change, with
    /// `old` no longer calling it: what a bar or item keeps of an appearance assigned to it.
    static func adopt<Appearance: UIBarAppearance>(
        _ new: Appearance?, replacing old: Appearance?, copying: Bool = true,
        onChange: @escaping @MainActor () -> Void
    ) -> Appearance? {
        old?.didChange = nil
        let adopted = copying ? new?.copy() : new
        adopted?.didChange = onChange
        return adopted
    }
}

extension UIBarAppearance {
    /// The background colour drawn, given the theme's and a legacy `barTintColor` (which stands in
    /// for the theme's colour in the default and opaque configurations); nil for none.
    func resolvedBackgroundColor(theme: any Theme, barTintColor: UIColor?) -> UIColor? {
        if usesThemeBackground { return barTintColor ?? theme.background }
        return backgroundColor ?? (backgroundEffect != nil ? theme.background : nil)
    }

    /// The hairline's colour, given the theme's; nil for none.
    func resolvedShadowColor(theme: any Theme) -> UIColor? {
        usesThemeShadow ? theme.separator : shadowColor
    }

    /// Draws the background colour and image and the hairline (along the bottom edge, or the top
    /// when `shadowAtTop`) into `context`, for a bar of `bounds`.
    func draw(
        in bounds: CGRect, shadowAtTop: Bool, barTintColor: UIColor?, theme: any Theme, traits: UITraitCollection,
        into context: inout DisplayList
    ) {
        if let background = resolvedBackgroundColor(theme: theme, barTintColor: barTintColor) {
            context.fill(.rect(bounds), color: background.resolvedColor(with: traits))
        }
        if let backgroundImage {
            let rect = backgroundImageContentMode.rect(forContentOfSize: backgroundImage.size, in: bounds)
            context.save()
            context.clip(to: .rect(bounds))
            backgroundImage.draw(in: rect, tint: .label.resolvedColor(with: traits), into: &context)
            context.restore()
        }
        let color = resolvedShadowColor(theme: theme)?.resolvedColor(with: traits)
        if let shadowImage {
            let height = shadowImage.size.height
            let rect = CGRect(x: 0, y: shadowAtTop ? 0 : bounds.height - height, width: bounds.width, height: height)
            shadowImage.draw(in: rect, tint: color ?? .label.resolvedColor(with: traits), into: &context)
        } else if let color {
            let thickness = 1 / max(traits.displayScale, 1)
            let rect = CGRect(
                x: 0, y: shadowAtTop ? 0 : bounds.height - thickness, width: bounds.width, height: thickness)
            context.fill(.rect(rect), color: color)
        }
    }
}
