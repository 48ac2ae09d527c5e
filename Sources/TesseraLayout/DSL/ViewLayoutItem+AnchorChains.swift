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

    public func leftAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).leftAnchor(value)
    }

    public func rightAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).rightAnchor(value)
    }

    public func topAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).topAnchor(value)
    }

    public func bottomAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).bottomAnchor(value)
    }

    public func leadingAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).leadingAnchor(value)
    }

    public func trailingAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).trailingAnchor(value)
    }

    public func centerXAnchor(_ value: some AnchorValueConvertible = 0, file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).centerXAnchor(value)
    }

    public func centerYAnchor(_ value: some AnchorValueConvertible = 0, file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).centerYAnchor(value)
    }

    public func widthAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).widthAnchor(value)
    }

    public func heightAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).heightAnchor(value)
    }

    public func sizeAnchor(
        _ size: CGSize, priority: UILayoutPriority = .almostRequired, file: String = #fileID, line: Int = #line
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).sizeAnchor(size, priority: priority)
    }

    public func sizeAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).sizeAnchor(value)
    }

    public func centerAnchor(_ value: some AnchorValueConvertible = 0, file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).centerAnchor(value)
    }

    public func horizontalAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).horizontalAnchor(value)
    }

    public func verticalAnchor(_ value: some AnchorValueConvertible, file: String = #fileID, line: Int = #line) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).verticalAnchor(value)
    }

    public func edgeAnchors(
        insets: UIEdgeInsets = .zero, priority: UILayoutPriority = .almostRequired, file: String = #fileID, line: Int = #line
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).edgeAnchors(insets: insets, priority: priority)
    }

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

    public func above(
        of view: some LayoutItem, space: some AnchorValueConvertible = 0, file: String = #fileID, line: Int = #line
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).above(of: view, space: space)
    }

    public func below(
        of view: some LayoutItem, space: some AnchorValueConvertible = 0, file: String = #fileID, line: Int = #line
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).below(of: view, space: space)
    }

    public func after(
        of view: some LayoutItem, space: some AnchorValueConvertible = 0, file: String = #fileID, line: Int = #line
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).after(of: view, space: space)
    }

    public func before(
        of view: some LayoutItem, space: some AnchorValueConvertible = 0, file: String = #fileID, line: Int = #line
    ) -> AnchorLayoutBuilder<Self> {
        anchorLayout(file: file, line: line).before(of: view, space: space)
    }

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
