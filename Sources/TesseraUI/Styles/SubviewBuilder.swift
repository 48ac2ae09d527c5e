/// Builds a list of subviews from statements: views, arrays of views, `if`, `if … else` and `for`.
///
/// ```swift
/// header.addSubviews {
///     titleLabel
///     if showsDate { dateLabel }
///     for tag in tags { TagChipView(tag: tag) }
/// }
/// ```
@resultBuilder
public enum SubviewBuilder {
    /// One view.
    public static func buildExpression(_ view: UIView) -> [UIView] { [view] }
    /// Views made elsewhere, in order.
    public static func buildExpression(_ views: [UIView]) -> [UIView] { views }
    /// All views of the block, in order.
    public static func buildBlock(_ parts: [UIView]...) -> [UIView] { parts.flatMap { $0 } }
    /// The views of an `if` without `else`; none when the condition is false.
    public static func buildOptional(_ views: [UIView]?) -> [UIView] { views ?? [] }
    /// The views of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first views: [UIView]) -> [UIView] { views }
    /// The views of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second views: [UIView]) -> [UIView] { views }
    /// The views of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[UIView]]) -> [UIView] { parts.flatMap { $0 } }
    /// The views inside an `if #available` check.
    public static func buildLimitedAvailability(_ views: [UIView]) -> [UIView] { views }
}

extension Chainable where Self: UIView {
    /// Adds the views `content` lists as subviews, back to front, and returns `self`.
    ///
    /// ```swift
    /// let card = UIView().addSubviews {
    ///     UILabel().set(\.text, "标题 Title").assign(to: &titleLabel)
    ///     UIButton(configuration: .filled()).onTap { [weak self] in self?.save() }
    /// }
    /// ```
    @discardableResult
    public func addSubviews(@SubviewBuilder _ content: () -> [UIView]) -> Self {
        addSubviews(content())
    }

    /// Adds `views` as subviews, back to front (Aquarius's `addSubviews(views:)`), and returns `self`.
    @discardableResult
    public func addSubviews(_ views: [UIView]) -> Self {
        for view in views { addSubview(view) }
        return self
    }
}
