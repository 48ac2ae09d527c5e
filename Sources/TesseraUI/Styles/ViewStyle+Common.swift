public import Foundation
public import TesseraGraphics

/// Styles every view takes. Colour roles (`ColorRole`) are looked up in the view's theme when the
/// style is applied, so apply them with `applyThemed(_:)` (or again in `themeDidChange()`).
extension ViewStyle where Target: UIView {
    /// Sets any writable property: `.set(\.clipsToBounds, true)`. Main actor only, as key paths
    /// and values of view properties are not `Sendable`.
    @MainActor
    public static func set<Value>(_ keyPath: ReferenceWritableKeyPath<Target, Value>, _ value: Value) -> ViewStyle {
        ViewStyle { $0[keyPath: keyPath] = value }
    }

    /// A fixed background colour (nil for none).
    public static func backgroundColor(_ color: UIColor?) -> ViewStyle {
        ViewStyle { $0.backgroundColor = color }
    }

    /// The theme's colour for `role` as background.
    public static func background(_ role: ColorRole) -> ViewStyle {
        ViewStyle { $0.backgroundColor = $0.theme.color(role) }
    }

    /// Rounded corners of `radius` points.
    public static func cornerRadius(_ radius: CGFloat, curve: CALayerCornerCurve = .circular) -> ViewStyle {
        ViewStyle { view in
            view.layer.cornerRadius = radius
            view.layer.cornerCurve = curve
        }
    }

    /// A border `width` points wide in a fixed colour.
    public static func border(width: CGFloat, color: UIColor) -> ViewStyle {
        ViewStyle { view in
            view.layer.borderWidth = width
            view.layer.borderColor = color.cgColor
        }
    }

    /// A border `width` points wide in the theme's colour for `role`.
    public static func border(width: CGFloat, role: ColorRole) -> ViewStyle {
        ViewStyle { view in
            view.layer.borderWidth = width
            view.layer.borderColor = view.theme.color(role).cgColor
        }
    }

    /// A shadow (nil for none), set as the layer's shadow properties: `shadowColor` the colour (its
    /// alpha kept), `shadowOpacity` 1, `shadowOffset` the offset and `shadowRadius` half the blur
    /// radius (`Shadow` uses the CSS blur radius, twice Core Animation's).
    public static func shadow(_ shadow: Shadow?) -> ViewStyle {
        ViewStyle { $0.layer.setShadow(shadow) }
    }

    /// Opacity 0…1.
    public static func alpha(_ alpha: CGFloat) -> ViewStyle {
        ViewStyle { $0.alpha = alpha }
    }

    /// A card: the theme's `secondaryGroupedBackground`, continuous corners of `radius` points and
    /// a soft shadow (8% black, 2 points down, 8 points blur).
    public static func card(radius: CGFloat = 12) -> ViewStyle {
        ViewStyle { view in
            view.backgroundColor = view.theme.secondaryGroupedBackground
            view.layer.cornerRadius = radius
            view.layer.cornerCurve = .continuous
            view.layer.setShadow(
                Shadow(color: UIColor(white: 0, alpha: 0.08), offset: CGSize(width: 0, height: 2), blurRadius: 8))
        }
    }
}

extension ViewStyle where Target: UILabel {
    /// A fixed text colour.
    public static func textColor(_ color: UIColor) -> ViewStyle {
        ViewStyle { $0.textColor = color }
    }

    /// The theme's colour for `role` as text colour.
    public static func textColor(_ role: ColorRole) -> ViewStyle {
        ViewStyle { $0.textColor = $0.theme.color(role) }
    }

    /// The theme's typography for `role`: the label follows Dynamic Type by its `textStyle` when
    /// the typography is a plain text style, else gets the font for its current content size
    /// category (kept current when applied with `applyThemed(_:)`).
    public static func typography(_ role: TypographyRole) -> ViewStyle {
        ViewStyle { label in
            let typography = label.theme.typography(for: role)
            if typography.isPlainTextStyle {
                label.textStyle = typography.textStyle
            } else {
                label.textStyle = nil
                label.font = typography.font(for: label.traitCollection.preferredContentSizeCategory)
            }
        }
    }

    /// A fixed font (clears `textStyle`).
    public static func font(_ font: UIFont) -> ViewStyle {
        ViewStyle { label in
            label.textStyle = nil
            label.font = font
        }
    }

    /// Alignment and line count (0 for as many as needed).
    public static func text(alignment: NSTextAlignment = .natural, lines: Int = 1) -> ViewStyle {
        ViewStyle { label in
            label.textAlignment = alignment
            label.numberOfLines = lines
        }
    }
}

extension ViewStyle where Target: UIButton {
    /// A fixed tint.
    public static func tint(_ color: UIColor) -> ViewStyle {
        ViewStyle { $0.tintColor = color }
    }

    /// The theme's colour for `role` as tint.
    public static func tint(_ role: ColorRole) -> ViewStyle {
        ViewStyle { $0.tintColor = $0.theme.color(role) }
    }

    /// A button configuration (plain, tinted, filled, gray, glass…), keeping its title and image
    /// if the new configuration has none.
    public static func configuration(_ configuration: UIButton.Configuration) -> ViewStyle {
        ViewStyle { button in
            var configuration = configuration
            configuration.title = configuration.title ?? button.configuration?.title
            configuration.image = configuration.image ?? button.configuration?.image
            button.configuration = configuration
        }
    }
}

extension ViewStyle where Target: UIImageView {
    /// The theme's colour for `role` as the tint of icon images.
    public static func tint(_ role: ColorRole) -> ViewStyle {
        ViewStyle { $0.tintColor = $0.theme.color(role) }
    }

    public static func contentMode(_ mode: UIView.ContentMode) -> ViewStyle {
        ViewStyle { $0.contentMode = mode }
    }
}
