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
    public static func buildExpression(_ view: View) -> [View] { [view] }
    public static func buildExpression(_ views: [View]) -> [View] { views }
    public static func buildBlock(_ parts: [View]...) -> [View] { parts.flatMap { $0 } }
    public static func buildOptional(_ views: [View]?) -> [View] { views ?? [] }
    public static func buildEither(first views: [View]) -> [View] { views }
    public static func buildEither(second views: [View]) -> [View] { views }
    public static func buildArray(_ parts: [[View]]) -> [View] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ views: [View]) -> [View] { views }
}

extension Chainable where Self: View {
    /// Adds the views `content` lists as subviews, back to front, and returns `self`.
    ///
    /// ```swift
    /// let card = View().addSubviews {
    ///     Label().set(\.text, "标题 Title").assign(to: &titleLabel)
    ///     Button(configuration: .filled()).onTap { [weak self] in self?.save() }
    /// }
    /// ```
    @discardableResult
    public func addSubviews(@SubviewBuilder _ content: () -> [View]) -> Self {
        addSubviews(content())
    }

    /// Adds `views` as subviews, back to front (Aquarius's `addSubviews(views:)`), and returns `self`.
    @discardableResult
    public func addSubviews(_ views: [View]) -> Self {
        for view in views { addSubview(view) }
        return self
    }
}
