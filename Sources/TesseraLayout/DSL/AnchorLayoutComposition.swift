/// A view to add to a superview and build afterwards: made by ``AnchorLayoutComposition`` from a
/// view, a chain or a stacking item.
@preconcurrency @MainActor
public struct AnchorLayoutComponent {
    /// The view added to the superview.
    public let view: any ViewLayoutItem
    let buildAction: () -> Void

    init(view: any ViewLayoutItem, build: @escaping () -> Void) {
        self.view = view
        buildAction = build
    }

    /// Builds the view's declared constraints (after it was added).
    func build() { buildAction() }
}

/// Result-builder composition of subviews (DeclarativeLayoutKit's `add { }`): list views and
/// chains; each is added to the superview in order and then built.
///
/// ```swift
/// profile.add {
///     avatar.sizeAnchor(CGSize(width: 40, height: 40)).leftAnchor(16).verticalAnchor(0)
///     name.leftAnchor(8.from(avatar).priority(.required)).rightAnchor(0).centerYAnchor()
/// }
/// ```
@MainActor
@resultBuilder
public enum AnchorLayoutComposition {
    /// A view placed as a subview with no constraints of its own.
    public static func buildExpression(_ view: some ViewLayoutItem) -> [AnchorLayoutComponent] {
        [AnchorLayoutComponent(view: view, build: {})]
    }

    /// A chain whose view is added as a subview and built after its parent.
    public static func buildExpression<Item>(_ builder: AnchorLayoutBuilder<Item>) -> [AnchorLayoutComponent] {
        [AnchorLayoutComponent(view: builder.item, build: { builder.build() })]
    }

    /// Components made elsewhere, kept in order.
    public static func buildExpression(_ components: [AnchorLayoutComponent]) -> [AnchorLayoutComponent] {
        components
    }

    /// All lines of the block, in order.
    public static func buildBlock(_ parts: [AnchorLayoutComponent]...) -> [AnchorLayoutComponent] {
        parts.flatMap(\.self)
    }

    /// The lines of an `if` without `else`; nothing when the condition is false.
    public static func buildOptional(_ part: [AnchorLayoutComponent]?) -> [AnchorLayoutComponent] { part ?? [] }
    /// The lines of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [AnchorLayoutComponent]) -> [AnchorLayoutComponent] { part }
    /// The lines of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [AnchorLayoutComponent]) -> [AnchorLayoutComponent] { part }
    /// The lines of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[AnchorLayoutComponent]]) -> [AnchorLayoutComponent] {
        parts.flatMap(\.self)
    }
}
