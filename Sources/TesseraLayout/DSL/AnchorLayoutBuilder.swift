public import Foundation
public import TesseraGraphics

/// The DeclarativeLayoutKit-style chain of a view (`AnchorLayoutBuilder`): anchors declared with
/// ``AnchorValue``s, applied by ``build()`` once the view has its superview.
///
/// Start a chain from any view (`label.topAnchor(16)`), keep chaining, then `build()`:
/// ```swift
/// let title = UILabel(text: "Today")
/// card.addSubview(title)
/// title.topAnchor(16.from(header.layout.bottom))
///     .horizontalAnchor(16)             // left +16, right −16 from the superview
///     .heightAnchor(24.orGreater)
///     .build()                          // translatesAutoresizingMaskIntoConstraints = false, activated
/// ```
/// Nothing is made until `build()`, so the chain can be written before the view has a superview
/// (as with `add { }` composition, which adds the view first and builds it then).
@preconcurrency @MainActor
public struct AnchorLayoutBuilder<Item: ViewLayoutItem> {
    /// The view being laid out.
    public let item: Item
    var declarations: [AnchorDeclaration] = []
    var children: [AnchorLayoutComponent] = []
    /// Where the chain started; its constraints report this location in diagnostics.
    let file: String
    let line: Int

    /// A chain for `item` with nothing declared yet; `file` and `line` are reported by diagnostics of
    /// every constraint the chain makes. ``ViewLayoutItem/anchorLayout(file:line:)`` is the usual start.
    public init(_ item: Item, file: String = #fileID, line: Int = #line) {
        self.item = item
        self.file = file
        self.line = line
    }

    func adding(_ declaration: AnchorDeclaration) -> AnchorLayoutBuilder {
        var copy = self
        copy.declarations.append(declaration)
        return copy
    }

    // MARK: Single anchors

    /// `left` (an inset from the superview's left edge; `.from(item)`: spacing from its right edge).
    public func leftAnchor(_ value: some AnchorValueConvertible) -> AnchorLayoutBuilder {
        adding(.anchor(.left, value.anchorValue))
    }
    /// `right` (an inset from the superview's right edge, inward; `.from(item)`: spacing before its left edge).
    public func rightAnchor(_ value: some AnchorValueConvertible) -> AnchorLayoutBuilder {
        adding(.anchor(.right, value.anchorValue))
    }
    /// `top` (an inset from the superview's top; `.from(item)`: spacing below its bottom).
    public func topAnchor(_ value: some AnchorValueConvertible) -> AnchorLayoutBuilder {
        adding(.anchor(.top, value.anchorValue))
    }
    /// `bottom` (an inset from the superview's bottom, inward; `.from(item)`: spacing above its top).
    public func bottomAnchor(_ value: some AnchorValueConvertible) -> AnchorLayoutBuilder {
        adding(.anchor(.bottom, value.anchorValue))
    }
    /// `leading`, following the layout direction.
    public func leadingAnchor(_ value: some AnchorValueConvertible) -> AnchorLayoutBuilder {
        adding(.anchor(.leading, value.anchorValue))
    }
    /// `trailing`, following the layout direction (an inset, inward).
    public func trailingAnchor(_ value: some AnchorValueConvertible) -> AnchorLayoutBuilder {
        adding(.anchor(.trailing, value.anchorValue))
    }
    /// `centerX` with an offset (positive moves right).
    public func centerXAnchor(_ value: some AnchorValueConvertible = 0) -> AnchorLayoutBuilder {
        adding(.anchor(.centerX, value.anchorValue))
    }
    /// `centerY` with an offset (positive moves down).
    public func centerYAnchor(_ value: some AnchorValueConvertible = 0) -> AnchorLayoutBuilder {
        adding(.anchor(.centerY, value.anchorValue))
    }
    /// `width`: a bare number is the width; `.to(item)` is `item.width × multiplier + value`.
    public func widthAnchor(_ value: some AnchorValueConvertible) -> AnchorLayoutBuilder {
        adding(.anchor(.width, value.anchorValue))
    }
    /// `height`: a bare number is the height; `.to(item)` is `item.height × multiplier + value`.
    public func heightAnchor(_ value: some AnchorValueConvertible) -> AnchorLayoutBuilder {
        adding(.anchor(.height, value.anchorValue))
    }

    // MARK: Composite anchors

    /// Width and height.
    public func sizeAnchor(_ size: CGSize, priority: UILayoutPriority = .almostRequired) -> AnchorLayoutBuilder {
        widthAnchor(AnchorValue(size.width).priority(priority)).heightAnchor(
            AnchorValue(size.height).priority(priority))
    }

    /// Width and height both `value`.
    public func sizeAnchor(_ value: some AnchorValueConvertible) -> AnchorLayoutBuilder {
        widthAnchor(value).heightAnchor(value)
    }

    /// Both centres, with the same offset.
    public func centerAnchor(_ value: some AnchorValueConvertible = 0) -> AnchorLayoutBuilder {
        centerXAnchor(value).centerYAnchor(value)
    }

    /// Left and right, each inset by `value` (inward).
    public func horizontalAnchor(_ value: some AnchorValueConvertible) -> AnchorLayoutBuilder {
        leftAnchor(value).rightAnchor(value)
    }

    /// Top and bottom, each inset by `value` (inward).
    public func verticalAnchor(_ value: some AnchorValueConvertible) -> AnchorLayoutBuilder {
        topAnchor(value).bottomAnchor(value)
    }

    /// All four edges inset from the superview by `insets` (inward).
    public func edgeAnchors(insets: UIEdgeInsets = .zero, priority: UILayoutPriority = .almostRequired)
        -> AnchorLayoutBuilder
    {
        topAnchor(AnchorValue(insets.top).priority(priority))
            .leftAnchor(AnchorValue(insets.left).priority(priority))
            .bottomAnchor(AnchorValue(insets.bottom).priority(priority))
            .rightAnchor(AnchorValue(insets.right).priority(priority))
    }

    /// All four edges inset from `target`'s edges by `insets` (inward).
    public func edgeAnchors(
        insets: UIEdgeInsets = .zero, to target: some LayoutItem, priority: UILayoutPriority = .almostRequired
    ) -> AnchorLayoutBuilder {
        topAnchor(AnchorValue(insets.top).to(target).priority(priority))
            .leftAnchor(AnchorValue(insets.left).to(target).priority(priority))
            .bottomAnchor(AnchorValue(insets.bottom).to(target).priority(priority))
            .rightAnchor(AnchorValue(insets.right).to(target).priority(priority))
    }

    /// `width == ratio × height`: the aspect ratio is **width / height** (16/9 for a wide image).
    public func aspectRatioAnchor(_ ratio: CGFloat, priority: UILayoutPriority = .almostRequired) -> AnchorLayoutBuilder
    {
        adding(.aspectRatio(ratio, priority))
    }

    // MARK: Relative placement

    /// Above `view`: `bottom == view.top − space`.
    public func above(of view: some LayoutItem, space: some AnchorValueConvertible = 0) -> AnchorLayoutBuilder {
        bottomAnchor(space.anchorValue.from(view))
    }

    /// Below `view`: `top == view.bottom + space`.
    public func below(of view: some LayoutItem, space: some AnchorValueConvertible = 0) -> AnchorLayoutBuilder {
        topAnchor(space.anchorValue.from(view))
    }

    /// After `view` in reading order: `leading == view.trailing + space`.
    public func after(of view: some LayoutItem, space: some AnchorValueConvertible = 0) -> AnchorLayoutBuilder {
        leadingAnchor(space.anchorValue.from(view))
    }

    /// Before `view` in reading order: `trailing == view.leading − space`.
    public func before(of view: some LayoutItem, space: some AnchorValueConvertible = 0) -> AnchorLayoutBuilder {
        trailingAnchor(space.anchorValue.from(view))
    }

    // MARK: SnapKit lines and composition

    /// Adds SnapKit-style lines, made at `build()` (`$0.top.equalTo(other.layout.bottom).offset(16)`).
    public func layout(
        file: String = #fileID, line: Int = #line, _ closure: @escaping (ConstraintMaker) -> Void
    ) -> AnchorLayoutBuilder {
        adding(.maker(closure, file: file, line: line))
    }

    /// Subviews added to this view and built after it, in order.
    public func add(@AnchorLayoutComposition _ content: () -> [AnchorLayoutComponent]) -> AnchorLayoutBuilder {
        var copy = self
        copy.children += content()
        return copy
    }

    /// Makes and activates the declared constraints (the view first, then the subviews added with
    /// `add`), turning off `translatesAutoresizingMaskIntoConstraints`; returns the view.
    /// - Precondition: anchors that relate to the superview (bare numbers) need one.
    @discardableResult
    public func build() -> Item {
        item.translatesAutoresizingMaskIntoConstraints = false
        for declaration in declarations {
            switch declaration {
            case .maker(let closure, let file, let line):
                item.layout.makeConstraints(file: file, line: line, closure)
            default:
                NSLayoutConstraint.activate(declaration.constraints(for: item, file: file, line: line))
            }
        }
        for child in children {
            item.addLayoutSubview(child.view)
            child.build()
        }
        return item
    }
}
