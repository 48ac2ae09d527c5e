public import Foundation
public import TesseraGraphics

/// The DeclarativeLayoutKit-style chains start from any view: each method returns an
/// ``AnchorLayoutBuilder`` to continue; call `build()` at the end. See ``AnchorValue`` for the rules.
/// The chain's constraints report the line where it started in diagnostics.
extension ViewLayoutItem {
    /// A chain with nothing declared yet.
    public func anchorLayout(file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        AnchorLayoutBuilder(self, file: file, line: line)
    }

    /// Starts a chain on this view with `leftAnchor`: `left` (an inset from the superview's left edge; `.from(item)`: spacing from its right edge).
    public func leftAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line)
        -> AnchorLayoutBuilder<Self>
    {
        anchorLayout(file: file, line: line).leftAnchor(value)
    }

    /// Starts a chain on this view with `rightAnchor`: `right` (an inset from the superview's right edge, inward; `.from(item)`: spacing before its left edge).
    public func rightAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line)
        -> AnchorLayoutBuilder<Self>
    {
        anchorLayout(file: file, line: line).rightAnchor(value)
    }

    /// Starts a chain on this view with `topAnchor`: `top` (an inset from the superview's top; `.from(item)`: spacing below its bottom).
    public func topAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line)
        -> AnchorLayoutBuilder<Self>
    {
        anchorLayout(file: file, line: line).topAnchor(value)
    }

    /// Starts a chain on this view with `bottomAnchor`: `bottom` (an inset from the superview's bottom, inward; `.from(item)`: spacing above its top).
    public func bottomAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line)
        -> AnchorLayoutBuilder<Self>
    {
        anchorLayout(file: file, line: line).bottomAnchor(value)
    }

    /// Starts a chain on this view with `leadingAnchor`: `leading`, following the layout direction.
    public func leadingAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line)
        -> AnchorLayoutBuilder<Self>
    {
        anchorLayout(file: file, line: line).leadingAnchor(value)
    }

    /// Starts a chain on this view with `trailingAnchor`: `trailing`, following the layout direction (an inset, inward).
    public func trailingAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line)
        -> AnchorLayoutBuilder<Self>
    {
        anchorLayout(file: file, line: line).trailingAnchor(value)
    }

    /// Starts a chain on this view with `centerXAnchor`: `centerX` with an offset (positive moves right).
    public func centerXAnchor(_ value: some AnchorValueConvertible = 0, file: String = #fileID, line: Int = #line)
        -> AnchorLayoutBuilder<Self>
    {
        anchorLayout(file: file, line: line).centerXAnchor(value)
    }

    /// Starts a chain on this view with `centerYAnchor`: `centerY` with an offset (positive moves down).
    public func centerYAnchor(_ value: some AnchorValueConvertible = 0, file: String = #fileID, line: Int = #line)
        -> AnchorLayoutBuilder<Self>
    {
        anchorLayout(file: file, line: line).centerYAnchor(value)
    }

    /// Starts a chain on this view with `widthAnchor`: `width`: a bare number is the width; `.to(item)` is `item.width × multiplier + value`.
    public func widthAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line)
        -> AnchorLayoutBuilder<Self>
    {
        anchorLayout(file: file, line: line).widthAnchor(value)
    }

    /// Starts a chain on this view with `heightAnchor`: `height`: a bare number is the height; `.to(item)` is `item.height × multiplier + value`.
    public func heightAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line)
        -> AnchorLayoutBuilder<Self>
    {
        anchorLayout(file: file, line: line).heightAnchor(value)
    }

    /// Starts a chain on this view with `sizeAnchor`: width and height.
    public func sizeAnchor(
        _ size: CGSize, priority: UILayoutPriority = .almostRequired, file: String = #fileID, line: Int = #line
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).sizeAnchor(size, priority: priority)
    }

    /// Starts a chain on this view with `sizeAnchor`: width and height.
    public func sizeAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line)
        -> AnchorLayoutBuilder<Self>
    {
        anchorLayout(file: file, line: line).sizeAnchor(value)
    }

    /// Starts a chain on this view with `centerAnchor`: both centres, with the same offset.
    public func centerAnchor(_ value: some AnchorValueConvertible = 0, file: String = #fileID, line: Int = #line)
        -> AnchorLayoutBuilder<Self>
    {
        anchorLayout(file: file, line: line).centerAnchor(value)
    }

    /// Starts a chain on this view with `horizontalAnchor`: left and right, each inset by `value` (inward).
    public func horizontalAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line)
        -> AnchorLayoutBuilder<Self>
    {
        anchorLayout(file: file, line: line).horizontalAnchor(value)
    }

    /// Starts a chain on this view with `verticalAnchor`: top and bottom, each inset by `value` (inward).
    public func verticalAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line)
        -> AnchorLayoutBuilder<Self>
    {
        anchorLayout(file: file, line: line).verticalAnchor(value)
    }

    /// Starts a chain on this view with `edgeAnchors`: all four edges inset from the superview by `insets` (inward).
    public func edgeAnchors(
        insets: UIEdgeInsets = .zero, priority: UILayoutPriority = .almostRequired, file: String = #fileID,
        line: Int = #line
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).edgeAnchors(insets: insets, priority: priority)
    }

    /// Starts a chain on this view with `edgeAnchors`: all four edges inset from the superview by `insets` (inward).
    public func edgeAnchors(
        insets: UIEdgeInsets = .zero, to target: some LayoutItem, priority: UILayoutPriority = .almostRequired,
        file: String = #fileID, line: Int = #line
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).edgeAnchors(insets: insets, to: target, priority: priority)
    }

    /// `width == ratio × height` (the ratio is width / height).
    public func aspectRatioAnchor(
        _ ratio: CGFloat, priority: UILayoutPriority = .almostRequired, file: String = #fileID, line: Int = #line
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).aspectRatioAnchor(ratio, priority: priority)
    }

    /// Starts a chain on this view with `above`: above `view`: `bottom == view.top − space`.
    public func above(
        of view: some LayoutItem, space: some AnchorValueConvertible = 0, file: String = #fileID, line: Int = #line
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).above(of: view, space: space)
    }

    /// Starts a chain on this view with `below`: below `view`: `top == view.bottom + space`.
    public func below(
        of view: some LayoutItem, space: some AnchorValueConvertible = 0, file: String = #fileID, line: Int = #line
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).below(of: view, space: space)
    }

    /// Starts a chain on this view with `after`: after `view` in reading order: `leading == view.trailing + space`.
    public func after(
        of view: some LayoutItem, space: some AnchorValueConvertible = 0, file: String = #fileID, line: Int = #line
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).after(of: view, space: space)
    }

    /// Starts a chain on this view with `before`: before `view` in reading order: `trailing == view.leading − space`.
    public func before(
        of view: some LayoutItem, space: some AnchorValueConvertible = 0, file: String = #fileID, line: Int = #line
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).before(of: view, space: space)
    }

    /// Starts a chain on this view with `layout`: adds SnapKit-style lines, made at `build()` (`$0.top.equalTo(other.layout.bottom).offset(16)`).
    public func layout(
        file: String = #fileID, line: Int = #line, _ closure: @escaping (ConstraintMaker) -> Void
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).layout(file: file, line: line, closure)
    }

    /// Adds the listed views (and chains) as subviews now and builds each right after adding it;
    /// returns this view to keep configuring (DeclarativeLayoutKit's `add` on a plain view).
    @discardableResult
    public func add(@AnchorLayoutComposition _ content: () -> [AnchorLayoutComponent]) -> Self {
        for component in content() {
            addLayoutSubview(component.view)
            component.build()
        }
        return self
    }
}
