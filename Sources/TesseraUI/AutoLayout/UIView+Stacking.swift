import Foundation
public import TesseraLayout

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Lays out the items left to right (in reading order) in a new container view
/// (DeclarativeLayoutKit's `HStack`); see `StackingLayout` for the rules.
///
/// For example:
/// ```swift
/// let row = HStack {
///     avatar.sizeAnchor(CGSize(width: 40, height: 40))
///         .leadingSpace(12)
///         .verticalAlignment(.center)
///     name.leadingSpace(8).trailingSpace(12)   // 12 + 8 would add up between neighbours
/// }
/// row.backgroundColor = .secondarySystemBackground
/// ```
@preconcurrency @MainActor
public func HStack(
    file: String = #fileID, line: Int = #line, @StackingComposition _ content: () -> [StackingItem]
) -> UIView {
    let container = UIView()
    StackingLayout.apply(content(), in: container, axis: .horizontal, file: file, line: line)
    return container
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Lays out the items top to bottom in a new container view (DeclarativeLayoutKit's `VStack`);
/// see `StackingLayout` for the rules.
@preconcurrency @MainActor
public func VStack(
    file: String = #fileID, line: Int = #line, @StackingComposition _ content: () -> [StackingItem]
) -> UIView {
    let container = UIView()
    StackingLayout.apply(content(), in: container, axis: .vertical, file: file, line: line)
    return container
}

extension UIView {
    /// A view with the listed views (and chains) as subviews, each built after it was added
    /// (DeclarativeLayoutKit's `UIView { … }`).
    public convenience init(@AnchorLayoutComposition _ content: () -> [AnchorLayoutComponent]) {
        self.init(frame: .zero)
        add(content)
    }
}
