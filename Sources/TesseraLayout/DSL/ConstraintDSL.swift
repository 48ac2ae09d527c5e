/// The SnapKit-style DSL of an item (`view.layout`, SnapKit's `view.snp`): attribute targets for
/// other items' constraints, and make/update/remake/remove for the item's own.
///
/// For example:
/// ```swift
/// card.layout.makeConstraints { make in
///     make.top.equalTo(header.layout.bottom).offset(12)
///     make.horizontalEdges.equalToSuperview().inset(16)   // left +16, right −16
/// }
/// ```
/// `makeConstraints` sets `translatesAutoresizingMaskIntoConstraints = false` on a view, as SnapKit.
@preconcurrency @MainActor
public struct ConstraintDSL {
    let item: any LayoutItem

    private func target(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(item: item, attributes: attributes)
    }

    public var left: ConstraintItem { target(.left) }
    public var top: ConstraintItem { target(.top) }
    public var right: ConstraintItem { target(.right) }
    public var bottom: ConstraintItem { target(.bottom) }
    public var leading: ConstraintItem { target(.leading) }
    public var trailing: ConstraintItem { target(.trailing) }
    public var width: ConstraintItem { target(.width) }
    public var height: ConstraintItem { target(.height) }
    public var centerX: ConstraintItem { target(.centerX) }
    public var centerY: ConstraintItem { target(.centerY) }
    public var firstBaseline: ConstraintItem { target(.firstBaseline) }
    public var lastBaseline: ConstraintItem { target(.lastBaseline) }
    public var leftMargin: ConstraintItem { target(.leftMargin) }
    public var rightMargin: ConstraintItem { target(.rightMargin) }
    public var topMargin: ConstraintItem { target(.topMargin) }
    public var bottomMargin: ConstraintItem { target(.bottomMargin) }
    public var leadingMargin: ConstraintItem { target(.leadingMargin) }
    public var trailingMargin: ConstraintItem { target(.trailingMargin) }
    public var centerXWithinMargins: ConstraintItem { target(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintItem { target(.centerYWithinMargins) }
    public var edges: ConstraintItem { target(.edges) }
    public var horizontalEdges: ConstraintItem { target(.horizontalEdges) }
    public var verticalEdges: ConstraintItem { target(.verticalEdges) }
    public var directionalEdges: ConstraintItem { target(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintItem { target(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintItem { target(.directionalVerticalEdges) }
    public var size: ConstraintItem { target(.size) }
    public var center: ConstraintItem { target(.center) }
    public var margins: ConstraintItem { target(.margins) }
    public var directionalMargins: ConstraintItem { target(.directionalMargins) }
    public var centerWithinMargins: ConstraintItem { target(.centerWithinMargins) }

    /// The active constraints this DSL made for the item, in order.
    public var constraints: [ConstraintHandle] { item.existingLayoutNode?.madeConstraints ?? [] }

    /// Makes the constraints of the closure without activating them (activate them later with
    /// `activate()`, e.g. to switch between two layouts).
    public func prepareConstraints(
        file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
    ) -> [ConstraintHandle] {
        if let view = item as? any ViewLayoutItem { view.translatesAutoresizingMaskIntoConstraints = false }
        let maker = ConstraintMaker(item: item, file: file, line: line)
        closure(maker)
        return maker.handles
    }

    /// Makes and activates the constraints of the closure.
    /// - Precondition: lines that relate to the superview (numbers, `…ToSuperview()`) need one.
    @discardableResult
    public func makeConstraints(
        file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
    ) -> [ConstraintHandle] {
        let handles = prepareConstraints(file: file, line: line, closure)
        for handle in handles { handle.activate() }
        return handles
    }

    /// Removes every constraint this DSL made for the item, then makes the closure's.
    @discardableResult
    public func remakeConstraints(
        file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
    ) -> [ConstraintHandle] {
        removeConstraints()
        return makeConstraints(file: file, line: line, closure)
    }

    /// Changes only the constants of constraints this DSL made before: each line must match an
    /// existing one by items, attributes, relation, priority and multiplier (SnapKit's rule).
    /// With no DSL constraints yet it makes them, as SnapKit does.
    /// - Throws: ``ConstraintUpdateError/noMatchingConstraint(_:file:line:)`` naming the first line
    ///   that matched nothing; the lines that matched are updated, nothing is activated.
    public func updateConstraints(
        file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
    ) throws(ConstraintUpdateError) {
        let existing = constraints
        guard !existing.isEmpty else {
            makeConstraints(file: file, line: line, closure)
            return
        }
        var unmatched: [NSLayoutConstraint] = []
        for handle in prepareConstraints(file: file, line: line, closure) {
            for constraint in handle.layoutConstraints {
                let owner = existing.first { made in
                    made.layoutConstraints.contains { ConstraintHandle.matches($0, constraint) }
                }
                guard let owner, let match = owner.layoutConstraints.first(where: { ConstraintHandle.matches($0, constraint) })
                else {
                    unmatched.append(constraint)
                    continue
                }
                match.constant = constraint.constant
            }
        }
        if let first = unmatched.first {
            throw .noMatchingConstraint(first.description, file: file, line: line)
        }
    }

    /// Deactivates every constraint this DSL made for the item (others are never touched).
    public func removeConstraints() {
        for handle in constraints { handle.deactivate() }
    }
}

extension LayoutItem {
    /// The SnapKit-style DSL of this item: `view.layout.makeConstraints { make in … }` and
    /// attribute targets such as `view.layout.bottom`.
    public var layout: ConstraintDSL { ConstraintDSL(item: self) }
}
