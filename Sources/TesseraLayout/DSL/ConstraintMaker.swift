public import Foundation
public import TesseraGraphics

/// Collects the lines of a `makeConstraints` closure (SnapKit's `ConstraintMaker`). Start each line
/// with the attributes (`make.top`, `make.edges`, `make.left.right`), then a relation.
///
/// For example:
/// ```swift
/// avatar.layout.makeConstraints { make in
///     make.size.equalTo(CGSize(width: 40, height: 40))
///     make.leading.top.equalToSuperview().inset(16)
/// }
/// ```
@preconcurrency @MainActor
public final class ConstraintMaker {
    let item: any LayoutItem
    let file: String
    let line: Int
    private(set) var descriptions: [ConstraintDescription] = []

    init(item: any LayoutItem, file: String, line: Int) {
        self.item = item
        self.file = file
        self.line = line
    }

    private func start(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes, file: file, line: line)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    /// Starts a line constraining the item's left edge (x in points; it stays on the left in right-to-left layouts).
    public var left: ConstraintMakerExtendable { start(.left) }
    /// Starts a line constraining the item's top edge (y in points, growing downward).
    public var top: ConstraintMakerExtendable { start(.top) }
    /// Starts a line constraining the item's right edge (x in points; it stays on the right in right-to-left layouts).
    public var right: ConstraintMakerExtendable { start(.right) }
    /// Starts a line constraining the item's bottom edge (y in points, growing downward).
    public var bottom: ConstraintMakerExtendable { start(.bottom) }
    /// Starts a line constraining the item's leading edge: the left in left-to-right layouts, the right in right-to-left ones.
    public var leading: ConstraintMakerExtendable { start(.leading) }
    /// Starts a line constraining the item's trailing edge: the right in left-to-right layouts, the left in right-to-left ones.
    public var trailing: ConstraintMakerExtendable { start(.trailing) }
    /// Starts a line constraining the item's width in points.
    public var width: ConstraintMakerExtendable { start(.width) }
    /// Starts a line constraining the item's height in points.
    public var height: ConstraintMakerExtendable { start(.height) }
    /// Starts a line constraining the item's horizontal centre.
    public var centerX: ConstraintMakerExtendable { start(.centerX) }
    /// Starts a line constraining the item's vertical centre.
    public var centerY: ConstraintMakerExtendable { start(.centerY) }
    /// Starts a line constraining the item's baseline of the first line of text (the bottom edge for an item without text).
    public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }
    /// Starts a line constraining the item's baseline of the last line of text (the bottom edge for an item without text).
    public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }
    /// Starts a line constraining the item's left edge inset by its layout margins.
    public var leftMargin: ConstraintMakerExtendable { start(.leftMargin) }
    /// Starts a line constraining the item's right edge inset by its layout margins.
    public var rightMargin: ConstraintMakerExtendable { start(.rightMargin) }
    /// Starts a line constraining the item's top edge inset by its layout margins.
    public var topMargin: ConstraintMakerExtendable { start(.topMargin) }
    /// Starts a line constraining the item's bottom edge inset by its layout margins.
    public var bottomMargin: ConstraintMakerExtendable { start(.bottomMargin) }
    /// Starts a line constraining the item's leading edge inset by its layout margins.
    public var leadingMargin: ConstraintMakerExtendable { start(.leadingMargin) }
    /// Starts a line constraining the item's trailing edge inset by its layout margins.
    public var trailingMargin: ConstraintMakerExtendable { start(.trailingMargin) }
    /// Starts a line constraining the item's horizontal centre of the area inside its layout margins.
    public var centerXWithinMargins: ConstraintMakerExtendable { start(.centerXWithinMargins) }
    /// Starts a line constraining the item's vertical centre of the area inside its layout margins.
    public var centerYWithinMargins: ConstraintMakerExtendable { start(.centerYWithinMargins) }
    /// top, left, bottom, right.
    public var edges: ConstraintMakerExtendable { start(.edges) }
    /// left, right.
    public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }
    /// top, bottom.
    public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }
    /// top, leading, bottom, trailing.
    public var directionalEdges: ConstraintMakerExtendable { start(.directionalEdges) }
    /// leading, trailing.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { start(.directionalHorizontalEdges) }
    /// top, bottom (as `verticalEdges`).
    public var directionalVerticalEdges: ConstraintMakerExtendable { start(.directionalVerticalEdges) }
    /// width, height.
    public var size: ConstraintMakerExtendable { start(.size) }
    /// centerX, centerY.
    public var center: ConstraintMakerExtendable { start(.center) }
    /// The four margin edges (pairs with `edges` of a target).
    public var margins: ConstraintMakerExtendable { start(.margins) }
    /// The four directional margin edges (pairs with `directionalEdges` of a target).
    public var directionalMargins: ConstraintMakerExtendable { start(.directionalMargins) }
    /// The centre within the margins.
    public var centerWithinMargins: ConstraintMakerExtendable { start(.centerWithinMargins) }

    /// The handles of the finished lines, in order (lines without a relation are skipped).
    var handles: [ConstraintHandle] { descriptions.compactMap(\.handle) }
}

/// A line of the DSL after its attributes: add more attributes (`.left.top`) or relate it.
///
/// For example:
/// ```swift
/// banner.layout.makeConstraints { make in
///     make.left.right.top.equalToSuperview()   // three attributes, one relation
///     make.height.equalTo(56)
/// }
/// ```
@preconcurrency @MainActor
public final class ConstraintMakerExtendable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    private func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }

    /// Adds the item's left edge (x in points; it stays on the left in right-to-left layouts) to this line; the relation then constrains each attribute of the line.
    public var left: ConstraintMakerExtendable { adding(.left) }
    /// Adds the item's top edge (y in points, growing downward) to this line; the relation then constrains each attribute of the line.
    public var top: ConstraintMakerExtendable { adding(.top) }
    /// Adds the item's right edge (x in points; it stays on the right in right-to-left layouts) to this line; the relation then constrains each attribute of the line.
    public var right: ConstraintMakerExtendable { adding(.right) }
    /// Adds the item's bottom edge (y in points, growing downward) to this line; the relation then constrains each attribute of the line.
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    /// Adds the item's leading edge: the left in left-to-right layouts, the right in right-to-left ones to this line; the relation then constrains each attribute of the line.
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    /// Adds the item's trailing edge: the right in left-to-right layouts, the left in right-to-left ones to this line; the relation then constrains each attribute of the line.
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    /// Adds the item's width in points to this line; the relation then constrains each attribute of the line.
    public var width: ConstraintMakerExtendable { adding(.width) }
    /// Adds the item's height in points to this line; the relation then constrains each attribute of the line.
    public var height: ConstraintMakerExtendable { adding(.height) }
    /// Adds the item's horizontal centre to this line; the relation then constrains each attribute of the line.
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    /// Adds the item's vertical centre to this line; the relation then constrains each attribute of the line.
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    /// Adds the item's baseline of the first line of text (the bottom edge for an item without text) to this line; the relation then constrains each attribute of the line.
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }
    /// Adds the item's baseline of the last line of text (the bottom edge for an item without text) to this line; the relation then constrains each attribute of the line.
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    /// Adds the item's top, left, bottom and right edges to this line; the relation then constrains each attribute of the line.
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    /// Adds the item's width and height to this line; the relation then constrains each attribute of the line.
    public var size: ConstraintMakerExtendable { adding(.size) }
    /// Adds the item's horizontal and vertical centres to this line; the relation then constrains each attribute of the line.
    public var center: ConstraintMakerExtendable { adding(.center) }

    // MARK: Relations

    /// `attribute == target`: a number, size, point, insets, `other.layout.attribute` or an anchor.
    /// A number relates to the superview's same attribute, except for width and height (a constant).
    @discardableResult
    public func equalTo(_ target: some ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relate(.equal, target.constraintTarget)
    }

    /// `attribute == item.attribute` for a view or guide.
    @discardableResult
    public func equalTo(_ item: some LayoutItem) -> ConstraintMakerEditable {
        relate(.equal, ConstraintTarget(constant: nil, item: item, attributes: nil))
    }

    /// `attribute <= target`, with the same targets as `equalTo(_:)`.
    @discardableResult
    public func lessThanOrEqualTo(_ target: some ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, target.constraintTarget)
    }

    /// `attribute <= item.attribute` for a view or guide.
    @discardableResult
    public func lessThanOrEqualTo(_ item: some LayoutItem) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, ConstraintTarget(constant: nil, item: item, attributes: nil))
    }

    /// `attribute >= target`, with the same targets as `equalTo(_:)`.
    @discardableResult
    public func greaterThanOrEqualTo(_ target: some ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, target.constraintTarget)
    }

    /// `attribute >= item.attribute` for a view or guide.
    @discardableResult
    public func greaterThanOrEqualTo(_ item: some LayoutItem) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, ConstraintTarget(constant: nil, item: item, attributes: nil))
    }

    /// `attribute == superview.attribute`.
    /// - Precondition: the item has a superview (a guide: an owning view).
    @discardableResult
    public func equalToSuperview() -> ConstraintMakerEditable {
        relate(.equal, superviewTarget())
    }

    /// `attribute <= superview.attribute`.
    /// - Precondition: the item has a superview (a guide: an owning view).
    @discardableResult
    public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, superviewTarget())
    }

    /// `attribute >= superview.attribute`.
    /// - Precondition: the item has a superview (a guide: an owning view).
    @discardableResult
    public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, superviewTarget())
    }

    /// `attribute == closure(superview)`, e.g. `equalToSuperview { $0.safeAreaLayoutGuide }`.
    @discardableResult
    public func equalToSuperview(_ closure: (any ViewLayoutItem) -> some LayoutItem) -> ConstraintMakerEditable {
        guard case let superview? = superviewTarget().item as? any ViewLayoutItem else { preconditionFailure() }
        return relate(.equal, ConstraintTarget(constant: nil, item: closure(superview), attributes: nil))
    }

    private func superviewTarget() -> ConstraintTarget {
        guard let superview = description.item.parentLayoutView else {
            preconditionFailure(
                "\(description.item.layoutDebugName) has no superview (\(description.file):\(description.line)): "
                    + "add it to a view before relating it to its superview")
        }
        return ConstraintTarget(constant: nil, item: superview, attributes: nil)
    }

    private func relate(_ relation: NSLayoutConstraint.Relation, _ target: ConstraintTarget) -> ConstraintMakerEditable
    {
        description.relation = relation
        description.targetItem = target.item
        description.targetAttributes = target.attributes
        if let constant = target.constant { description.constant = constant }
        return ConstraintMakerEditable(description)
    }
}

/// A related line of the DSL: set its constant, multiplier, priority and label.
///
/// For example:
/// ```swift
/// card.layout.makeConstraints { make in
///     make.edges.equalToSuperview().inset(16).priority(.defaultHigh).labeled("card edges")
///     make.width.equalTo(header.layout.width).multipliedBy(0.5)
/// }
/// ```
@preconcurrency @MainActor
public final class ConstraintMakerEditable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    /// A raw constant, the same on every attribute: `make.top.equalTo(header.layout.bottom).offset(8)`.
    @discardableResult
    public func offset(_ amount: CGFloat) -> ConstraintMakerEditable {
        description.constant = .value(amount)
        return self
    }

    /// An inset with SnapKit's signs: + on left/top, − on right/bottom, `(left − right) / 2` on
    /// centres, `−(left + right)` on sizes — a positive inset moves every edge inward.
    @discardableResult
    public func inset(_ amount: CGFloat) -> ConstraintMakerEditable {
        description.constant = .insets(UIEdgeInsets(all: amount))
        return self
    }

    /// Per-edge insets with SnapKit's signs.
    @discardableResult
    public func inset(_ insets: UIEdgeInsets) -> ConstraintMakerEditable {
        description.constant = .insets(insets)
        return self
    }

    /// Directional insets: leading/trailing follow the layout direction.
    @discardableResult
    public func inset(_ insets: NSDirectionalEdgeInsets) -> ConstraintMakerEditable {
        description.constant = .directionalInsets(insets)
        return self
    }

    /// Multiplies the target attribute.
    @discardableResult
    public func multipliedBy(_ multiplier: CGFloat) -> ConstraintMakerEditable {
        description.multiplier = multiplier
        return self
    }

    /// Divides the target attribute. - Precondition: `divisor` is not zero.
    @discardableResult
    public func dividedBy(_ divisor: CGFloat) -> ConstraintMakerEditable {
        precondition(divisor != 0, "dividedBy(0) in \(description.file):\(description.line)")
        description.multiplier = 1 / divisor
        return self
    }

    /// The priority, 1…1000 (`.required`, `.high`, `.medium`, `.low` or a number).
    @discardableResult
    public func priority(_ priority: UILayoutPriority) -> ConstraintMakerEditable {
        description.priority = priority
        return self
    }

    /// A name for diagnostics, set as each constraint's `identifier`.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerEditable {
        description.label = label
        return self
    }

    /// The handle of this line (made now), to keep for later updates.
    public var constraint: ConstraintHandle {
        guard let handle = description.handle else { preconditionFailure("A DSL line without a relation") }
        return handle
    }
}
