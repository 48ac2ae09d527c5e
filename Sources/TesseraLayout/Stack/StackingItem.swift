/// How an item of an `HStack`/`VStack` sits on the cross axis (DeclarativeLayoutKit's alignment):
/// in an `HStack` `leading` is the top and `trailing` the bottom; in a `VStack` they are the
/// leading and trailing edges (following the layout direction). Insets are ``AnchorValue``s, so
/// `.leading(8.orGreater)` works.
///
/// For example:
/// ```swift
/// let row = HStack {
///     icon.verticalAlignment(.center)
///     text.verticalAlignment(.fill(inset: 8))
/// }
/// ```
public enum StackingAlignment {
    /// Centred; kept inside the stack.
    case center
    /// Stretched between both cross edges, inset by the same value on each side.
    case fill(inset: AnchorValue = 0)
    /// Against the leading cross edge (HStack: top), inset; kept inside the stack.
    case leading(AnchorValue = 0)
    /// Against the trailing cross edge (HStack: bottom), inset; kept inside the stack.
    case trailing(AnchorValue = 0)
    /// Both cross edges with their own insets.
    case custom(leading: AnchorValue, trailing: AnchorValue)

    /// In an `HStack`: against the top (`leading`).
    public static func top(_ inset: AnchorValue = 0) -> StackingAlignment { .leading(inset) }
    /// In an `HStack`: against the bottom (`trailing`).
    public static func bottom(_ inset: AnchorValue = 0) -> StackingAlignment { .trailing(inset) }
    /// In an `HStack`: both edges (`custom`).
    public static func custom(top: AnchorValue, bottom: AnchorValue) -> StackingAlignment {
        .custom(leading: top, trailing: bottom)
    }
}

/// A view (or chain) in an `HStack`/`VStack`, with the space before and after it and its cross-axis
/// alignment. Made by the `…Space` and `…Alignment` modifiers; chain anchors first, then these.
///
/// Spaces are in points (``AnchorValue``s: relations and priorities apply); the spaces of two
/// neighbours add up: `a.trailingSpace(4)` then `b.leadingSpace(8)` puts 12 points between them.
///
/// For example:
/// ```swift
/// let column = VStack {
///     title.topSpace(16).horizontalAlignment(.fill(inset: 16))
///     subtitle.topSpace(4).horizontalAlignment(.leading(16))
/// }
/// ```
@preconcurrency @MainActor
public struct StackingItem {
    let component: AnchorLayoutComponent
    var leadingSpace: AnchorValue?
    var trailingSpace: AnchorValue?
    var topSpace: AnchorValue?
    var bottomSpace: AnchorValue?
    var verticalAlignment: StackingAlignment?
    var horizontalAlignment: StackingAlignment?

    init(_ component: AnchorLayoutComponent) {
        self.component = component
    }

    private func with(_ change: (inout StackingItem) -> Void) -> StackingItem {
        var copy = self
        change(&copy)
        return copy
    }

    /// Space before the item in an `HStack` (reading order).
    public func leadingSpace(_ space: some AnchorValueConvertible) -> StackingItem {
        with { $0.leadingSpace = space.anchorValue }
    }
    /// Space after the item in an `HStack` (reading order).
    public func trailingSpace(_ space: some AnchorValueConvertible) -> StackingItem {
        with { $0.trailingSpace = space.anchorValue }
    }
    /// DeclarativeLayoutKit's name for `leadingSpace` (the left in left-to-right layouts).
    public func leftSpace(_ space: some AnchorValueConvertible) -> StackingItem { leadingSpace(space) }
    /// DeclarativeLayoutKit's name for `trailingSpace` (the right in left-to-right layouts).
    public func rightSpace(_ space: some AnchorValueConvertible) -> StackingItem { trailingSpace(space) }
    /// Space above the item in a `VStack`.
    public func topSpace(_ space: some AnchorValueConvertible) -> StackingItem {
        with { $0.topSpace = space.anchorValue }
    }
    /// Space below the item in a `VStack`.
    public func bottomSpace(_ space: some AnchorValueConvertible) -> StackingItem {
        with { $0.bottomSpace = space.anchorValue }
    }
    /// The item's alignment on the vertical (cross) axis of an `HStack`.
    public func verticalAlignment(_ alignment: StackingAlignment) -> StackingItem {
        with { $0.verticalAlignment = alignment }
    }
    /// The item's alignment on the horizontal (cross) axis of a `VStack`.
    public func horizontalAlignment(_ alignment: StackingAlignment) -> StackingItem {
        with { $0.horizontalAlignment = alignment }
    }
}

/// The stacking modifiers start from views and chains too.
public protocol StackingItemConvertible {
    /// The item a stack places: a view, a chain's view (built with the stack) or a configured item.
    @MainActor var stackingItem: StackingItem { get }
}

extension StackingItem: StackingItemConvertible {
    /// The item itself.
    public var stackingItem: StackingItem { self }
}

extension AnchorLayoutBuilder: StackingItemConvertible {
    /// The chain's view as a stack item; the chain is built when the stack is built.
    public var stackingItem: StackingItem {
        StackingItem(AnchorLayoutComponent(view: item, build: { self.build() }))
    }
}

extension StackingItemConvertible {
    /// Space before the item on the leading side in an `HStack` (points); returns the item with it set.
    @MainActor public func leadingSpace(_ space: some AnchorValueConvertible) -> StackingItem {
        stackingItem.leadingSpace(space)
    }
    /// Space after the item on the trailing side in an `HStack` (points); returns the item with it set.
    @MainActor public func trailingSpace(_ space: some AnchorValueConvertible) -> StackingItem {
        stackingItem.trailingSpace(space)
    }
    /// The same as `leadingSpace(_:)` (DeclarativeLayoutKit's name).
    @MainActor public func leftSpace(_ space: some AnchorValueConvertible) -> StackingItem {
        stackingItem.leadingSpace(space)
    }
    /// The same as `trailingSpace(_:)` (DeclarativeLayoutKit's name).
    @MainActor public func rightSpace(_ space: some AnchorValueConvertible) -> StackingItem {
        stackingItem.trailingSpace(space)
    }
    /// Space above the item in a `VStack` (points); returns the item with it set.
    @MainActor public func topSpace(_ space: some AnchorValueConvertible) -> StackingItem {
        stackingItem.topSpace(space)
    }
    /// Space below the item in a `VStack` (points); returns the item with it set.
    @MainActor public func bottomSpace(_ space: some AnchorValueConvertible) -> StackingItem {
        stackingItem.bottomSpace(space)
    }
    /// The item's alignment on the vertical (cross) axis of an `HStack`; returns the item with it set.
    @MainActor public func verticalAlignment(_ alignment: StackingAlignment) -> StackingItem {
        stackingItem.verticalAlignment(alignment)
    }
    /// The item's alignment on the horizontal (cross) axis of a `VStack`; returns the item with it set.
    @MainActor public func horizontalAlignment(_ alignment: StackingAlignment) -> StackingItem {
        stackingItem.horizontalAlignment(alignment)
    }
}

extension ViewLayoutItem {
    /// This view as an item of a stack, to set spaces and alignment.
    public var stackingItem: StackingItem { StackingItem(AnchorLayoutComponent(view: self, build: {})) }
    /// Space before the item on the leading side in an `HStack`; returns the item with it set.
    public func leadingSpace(_ space: some AnchorValueConvertible) -> StackingItem { stackingItem.leadingSpace(space) }
    /// Space after the item on the trailing side in an `HStack`; returns the item with it set.
    public func trailingSpace(_ space: some AnchorValueConvertible) -> StackingItem {
        stackingItem.trailingSpace(space)
    }
    /// The same as `leadingSpace(_:)` (DeclarativeLayoutKit's name).
    public func leftSpace(_ space: some AnchorValueConvertible) -> StackingItem { stackingItem.leadingSpace(space) }
    /// The same as `trailingSpace(_:)` (DeclarativeLayoutKit's name).
    public func rightSpace(_ space: some AnchorValueConvertible) -> StackingItem { stackingItem.trailingSpace(space) }
    /// Space above the item in a `VStack`; returns the item with it set.
    public func topSpace(_ space: some AnchorValueConvertible) -> StackingItem { stackingItem.topSpace(space) }
    /// Space below the item in a `VStack`; returns the item with it set.
    public func bottomSpace(_ space: some AnchorValueConvertible) -> StackingItem { stackingItem.bottomSpace(space) }
    /// The item's alignment on the vertical (cross) axis of an `HStack`; returns the item with it set.
    public func verticalAlignment(_ alignment: StackingAlignment) -> StackingItem {
        stackingItem.verticalAlignment(alignment)
    }
    /// The item's alignment on the horizontal (cross) axis of a `VStack`; returns the item with it set.
    public func horizontalAlignment(_ alignment: StackingAlignment) -> StackingItem {
        stackingItem.horizontalAlignment(alignment)
    }
}

/// Result-builder collection of stack items: views, chains and stacking items, in order.
@MainActor
@resultBuilder
public enum StackingComposition {
    /// A view as a stack item with no spaces or alignment of its own.
    public static func buildExpression(_ view: some ViewLayoutItem) -> [StackingItem] { [view.stackingItem] }
    /// A chain or stacking item, built when the stack is built.
    public static func buildExpression(_ item: some StackingItemConvertible) -> [StackingItem] { [item.stackingItem] }
    /// Items made elsewhere, kept in order.
    /// A chain or stacking item, built when the stack is built.
    public static func buildExpression(_ items: [StackingItem]) -> [StackingItem] { items }
    /// All items of the block, in order.
    public static func buildBlock(_ parts: [StackingItem]...) -> [StackingItem] { parts.flatMap(\.self) }
    /// The items of an `if` without `else`; nothing when the condition is false.
    public static func buildOptional(_ part: [StackingItem]?) -> [StackingItem] { part ?? [] }
    /// The items of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [StackingItem]) -> [StackingItem] { part }
    /// The items of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [StackingItem]) -> [StackingItem] { part }
    /// The items of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[StackingItem]]) -> [StackingItem] { parts.flatMap(\.self) }
}
