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

    /// The item's left edge (x in points; it stays on the left in right-to-left layouts), as the target of another item's constraint (`make.left.equalTo(view.layout.left)`).
    public var left: ConstraintItem { target(.left) }
    /// The item's top edge (y in points, growing downward), as the target of another item's constraint (`make.top.equalTo(view.layout.top)`).
    public var top: ConstraintItem { target(.top) }
    /// The item's right edge (x in points; it stays on the right in right-to-left layouts), as the target of another item's constraint (`make.right.equalTo(view.layout.right)`).
    public var right: ConstraintItem { target(.right) }
    /// The item's bottom edge (y in points, growing downward), as the target of another item's constraint (`make.bottom.equalTo(view.layout.bottom)`).
    public var bottom: ConstraintItem { target(.bottom) }
    /// The item's leading edge: the left in left-to-right layouts, the right in right-to-left ones, as the target of another item's constraint (`make.leading.equalTo(view.layout.leading)`).
    public var leading: ConstraintItem { target(.leading) }
    /// The item's trailing edge: the right in left-to-right layouts, the left in right-to-left ones, as the target of another item's constraint (`make.trailing.equalTo(view.layout.trailing)`).
    public var trailing: ConstraintItem { target(.trailing) }
    /// The item's width in points, as the target of another item's constraint (`make.width.equalTo(view.layout.width)`).
    public var width: ConstraintItem { target(.width) }
    /// The item's height in points, as the target of another item's constraint (`make.height.equalTo(view.layout.height)`).
    public var height: ConstraintItem { target(.height) }
    /// The item's horizontal centre, as the target of another item's constraint (`make.centerX.equalTo(view.layout.centerX)`).
    public var centerX: ConstraintItem { target(.centerX) }
    /// The item's vertical centre, as the target of another item's constraint (`make.centerY.equalTo(view.layout.centerY)`).
    public var centerY: ConstraintItem { target(.centerY) }
    /// The item's baseline of the first line of text (the bottom edge for an item without text), as the target of another item's constraint (`make.firstBaseline.equalTo(view.layout.firstBaseline)`).
    public var firstBaseline: ConstraintItem { target(.firstBaseline) }
    /// The item's baseline of the last line of text (the bottom edge for an item without text), as the target of another item's constraint (`make.lastBaseline.equalTo(view.layout.lastBaseline)`).
    public var lastBaseline: ConstraintItem { target(.lastBaseline) }
    /// The item's left edge inset by its layout margins, as the target of another item's constraint (`make.leftMargin.equalTo(view.layout.leftMargin)`).
    public var leftMargin: ConstraintItem { target(.leftMargin) }
    /// The item's right edge inset by its layout margins, as the target of another item's constraint (`make.rightMargin.equalTo(view.layout.rightMargin)`).
    public var rightMargin: ConstraintItem { target(.rightMargin) }
    /// The item's top edge inset by its layout margins, as the target of another item's constraint (`make.topMargin.equalTo(view.layout.topMargin)`).
    public var topMargin: ConstraintItem { target(.topMargin) }
    /// The item's bottom edge inset by its layout margins, as the target of another item's constraint (`make.bottomMargin.equalTo(view.layout.bottomMargin)`).
    public var bottomMargin: ConstraintItem { target(.bottomMargin) }
    /// The item's leading edge inset by its layout margins, as the target of another item's constraint (`make.leadingMargin.equalTo(view.layout.leadingMargin)`).
    public var leadingMargin: ConstraintItem { target(.leadingMargin) }
    /// The item's trailing edge inset by its layout margins, as the target of another item's constraint (`make.trailingMargin.equalTo(view.layout.trailingMargin)`).
    public var trailingMargin: ConstraintItem { target(.trailingMargin) }
    /// The item's horizontal centre of the area inside its layout margins, as the target of another item's constraint (`make.centerXWithinMargins.equalTo(view.layout.centerXWithinMargins)`).
    public var centerXWithinMargins: ConstraintItem { target(.centerXWithinMargins) }
    /// The item's vertical centre of the area inside its layout margins, as the target of another item's constraint (`make.centerYWithinMargins.equalTo(view.layout.centerYWithinMargins)`).
    public var centerYWithinMargins: ConstraintItem { target(.centerYWithinMargins) }
    /// The item's top, left, bottom and right edges, as the target of another item's constraint (`make.edges.equalTo(view.layout.edges)`).
    public var edges: ConstraintItem { target(.edges) }
    /// The item's left and right edges, as the target of another item's constraint (`make.horizontalEdges.equalTo(view.layout.horizontalEdges)`).
    public var horizontalEdges: ConstraintItem { target(.horizontalEdges) }
    /// The item's top and bottom edges, as the target of another item's constraint (`make.verticalEdges.equalTo(view.layout.verticalEdges)`).
    public var verticalEdges: ConstraintItem { target(.verticalEdges) }
    /// The item's top, leading, bottom and trailing edges, as the target of another item's constraint (`make.directionalEdges.equalTo(view.layout.directionalEdges)`).
    public var directionalEdges: ConstraintItem { target(.directionalEdges) }
    /// The item's leading and trailing edges, as the target of another item's constraint (`make.directionalHorizontalEdges.equalTo(view.layout.directionalHorizontalEdges)`).
    public var directionalHorizontalEdges: ConstraintItem { target(.directionalHorizontalEdges) }
    /// The item's top and bottom edges (the same as `verticalEdges`), as the target of another item's constraint (`make.directionalVerticalEdges.equalTo(view.layout.directionalVerticalEdges)`).
    public var directionalVerticalEdges: ConstraintItem { target(.directionalVerticalEdges) }
    /// The item's width and height, as the target of another item's constraint (`make.size.equalTo(view.layout.size)`).
    public var size: ConstraintItem { target(.size) }
    /// The item's horizontal and vertical centres, as the target of another item's constraint (`make.center.equalTo(view.layout.center)`).
    public var center: ConstraintItem { target(.center) }
    /// The item's four edges inset by its layout margins, as the target of another item's constraint (`make.margins.equalTo(view.layout.margins)`).
    public var margins: ConstraintItem { target(.margins) }
    /// The item's top, leading, bottom and trailing edges inset by its layout margins, as the target of another item's constraint (`make.directionalMargins.equalTo(view.layout.directionalMargins)`).
    public var directionalMargins: ConstraintItem { target(.directionalMargins) }
    /// The item's centre of the area inside its layout margins, as the target of another item's constraint (`make.centerWithinMargins.equalTo(view.layout.centerWithinMargins)`).
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
                guard let owner,
                    let match = owner.layoutConstraints.first(where: { ConstraintHandle.matches($0, constraint) })
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
