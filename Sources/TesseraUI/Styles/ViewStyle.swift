/// A reusable bundle of property settings for views of type `Target`: a value, so styles are
/// named, passed around and combined instead of subclassing (DeclarativeLayoutKit's `ViewStyle`).
///
/// Styles compose in order and **a later style wins** where two set the same property. Conditions
/// go through the result builder:
/// ```swift
/// extension ViewStyle where Target: UIView {
///     static func card(radius: CGFloat = 12) -> ViewStyle {
///         ViewStyle { view in
///             view.backgroundColor = view.theme.secondaryGroupedBackground
///             view.layer.cornerRadius = radius
///             view.layer.cornerCurve = .continuous
///         }
///     }
/// }
///
/// let style = ViewStyle<UIButton>.compose {
///     ViewStyle.card()
///     if isPrimary { ViewStyle.tint(.tint) } else { ViewStyle.tint(.secondaryLabel) }
///     ViewStyle.set(\.isEnabled, canSave)
/// }
/// saveButton.apply(style)
/// entryCard.applyThemed(.card())    // re-applied whenever the theme or traits change
/// ```
/// In a builder, name the type on each line (`ViewStyle.tint(…)`, the generic parameter is
/// inferred): a line starting with `.` would continue the expression on the line above.
/// Define styles as generic static functions (`static func card<…>` inside
/// `extension ViewStyle where Target: UIView`) so they fit every subclass; a style made for `UIView`
/// itself is used on a subclass with `narrowed()`.
public struct ViewStyle<Target: AnyObject>: Sendable {
    private let body: @MainActor (Target) -> Void

    /// A style that runs `body` on the target.
    public init(_ body: @escaping @MainActor (Target) -> Void) {
        self.body = body
    }

    /// A style that does nothing.
    public static var empty: ViewStyle { ViewStyle { _ in } }

    /// A style made of `content`'s styles, applied in order (later wins); `if`, `if … else`,
    /// optionals and `for` loops are allowed.
    public static func compose(@ViewStyleBuilder<Target> _ content: () -> ViewStyle) -> ViewStyle {
        content()
    }

    /// Applies the style's settings to `target`.
    @MainActor
    public func apply(to target: Target) {
        body(target)
    }

    /// This style, then `other` (whose settings win).
    public func then(_ other: ViewStyle) -> ViewStyle {
        ViewStyle { target in
            self.apply(to: target)
            other.apply(to: target)
        }
    }

    /// `styles` in order; later ones win.
    public static func combined(_ styles: [ViewStyle]) -> ViewStyle {
        ViewStyle { target in
            for style in styles { style.apply(to: target) }
        }
    }

    /// This style when `condition` is true, else `empty`.
    public func when(_ condition: Bool) -> ViewStyle {
        condition ? self : .empty
    }

    /// The same settings for a subclass of `Target`.
    public func narrowed<Subclass: AnyObject>(to type: Subclass.Type = Subclass.self) -> ViewStyle<Subclass>
    where Target == UIView, Subclass: UIView {
        ViewStyle<Subclass> { target in self.apply(to: target) }
    }
}

/// Builds a `ViewStyle` from a list of styles, with conditions and loops; see `ViewStyle.compose`.
@resultBuilder
public enum ViewStyleBuilder<Target: AnyObject> {
    public static func buildExpression(_ style: ViewStyle<Target>) -> ViewStyle<Target> { style }
    public static func buildBlock(_ styles: ViewStyle<Target>...) -> ViewStyle<Target> { .combined(styles) }
    public static func buildOptional(_ style: ViewStyle<Target>?) -> ViewStyle<Target> { style ?? .empty }
    public static func buildEither(first style: ViewStyle<Target>) -> ViewStyle<Target> { style }
    public static func buildEither(second style: ViewStyle<Target>) -> ViewStyle<Target> { style }
    public static func buildArray(_ styles: [ViewStyle<Target>]) -> ViewStyle<Target> { .combined(styles) }
    public static func buildLimitedAvailability(_ style: ViewStyle<Target>) -> ViewStyle<Target> { style }
}
