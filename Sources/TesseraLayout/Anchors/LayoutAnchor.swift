public import Foundation

/// One attribute of one item, typed by its axis (`NSLayoutAnchor`): ``NSLayoutXAxisAnchor``,
/// ``NSLayoutYAxisAnchor`` or ``NSLayoutDimension``.
///
/// Relations take an anchor of the *same* type, so mixing axes does not compile:
/// ```swift
/// title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8)   // ✓
/// title.leadingAnchor.constraint(equalTo: icon.topAnchor)                      // ✗ type error
/// ```
/// Each made constraint is inactive until you activate it, and remembers the file and line it was
/// made on for diagnostics.
@preconcurrency @MainActor
public protocol LayoutAnchor {
    /// The item whose attribute this is.
    var item: any LayoutItem { get }
    /// The attribute.
    var attribute: NSLayoutConstraint.Attribute { get }
}

extension LayoutAnchor {
    /// The anchor as `item.attribute` (e.g. `title.leading`), as diagnostics print it.
    public var description: String { "\(item.layoutDebugName).\(attribute)" }

    /// `self == anchor + constant` (points).
    public func constraint(
        equalTo anchor: Self, constant: CGFloat = 0, file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        relate(.equal, to: anchor, multiplier: 1, constant: constant, file: file, line: line)
    }

    /// `self >= anchor + constant` (points).
    public func constraint(
        greaterThanOrEqualTo anchor: Self, constant: CGFloat = 0, file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: constant, file: file, line: line)
    }

    /// `self <= anchor + constant` (points).
    public func constraint(
        lessThanOrEqualTo anchor: Self, constant: CGFloat = 0, file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, to: anchor, multiplier: 1, constant: constant, file: file, line: line)
    }

    /// `self (relation) anchor + multiplier × the system spacing`.
    func relate(
        _ relation: NSLayoutConstraint.Relation, systemSpacingFrom anchor: Self, multiplier: CGFloat, file: String,
        line: Int
    ) -> NSLayoutConstraint {
        let constraint = relate(relation, to: anchor, multiplier: 1, constant: 0, file: file, line: line)
        constraint.systemSpacingMultiplier = multiplier
        return constraint
    }

    func relate(
        _ relation: NSLayoutConstraint.Relation, to anchor: Self, multiplier: CGFloat, constant: CGFloat, file: String,
        line: Int
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item, attribute: anchor.attribute,
            multiplier: multiplier, constant: constant, file: file, line: line)
    }
}

/// A horizontal position: left, right, leading, trailing or centerX (of the item or its margins).
///
/// For example:
/// ```swift
/// NSLayoutConstraint.activate([
///     title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
///     title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
/// ])
/// ```
public struct NSLayoutXAxisAnchor: LayoutAnchor, @MainActor CustomStringConvertible {
    /// The view or layout guide the position belongs to.
    public let item: any LayoutItem
    /// The horizontal attribute: `.left`, `.right`, `.leading`, `.trailing`, `.centerX` or a margin variant.
    public let attribute: NSLayoutConstraint.Attribute

    init(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        precondition(attribute.axis == .horizontal && !attribute.isDimension, "\(attribute) is not an x-axis position")
        self.item = item
        self.attribute = attribute
    }
}

extension NSLayoutXAxisAnchor {
    /// `self == anchor + multiplier × the system spacing`: this anchor trails `anchor` (lies after
    /// it in the layout direction, for leading and trailing anchors) by the standard 8 points
    /// between views, times `multiplier`. `constant` adds to it.
    public func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat, file: String = #fileID,
        line: Int = #line
    ) -> NSLayoutConstraint {
        relate(.equal, systemSpacingFrom: anchor, multiplier: multiplier, file: file, line: line)
    }

    /// `self >= anchor + multiplier × the system spacing` (see ``constraint(equalToSystemSpacingAfter:multiplier:file:line:)``).
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
        file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, systemSpacingFrom: anchor, multiplier: multiplier, file: file, line: line)
    }

    /// `self <= anchor + multiplier × the system spacing` (see ``constraint(equalToSystemSpacingAfter:multiplier:file:line:)``).
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
        file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, systemSpacingFrom: anchor, multiplier: multiplier, file: file, line: line)
    }
}

/// A vertical position: top, bottom, centerY, or a baseline (of the item or its margins).
///
/// For example:
/// ```swift
/// body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4).isActive = true
/// body.firstBaselineAnchor.constraint(equalTo: icon.centerYAnchor).isActive = true
/// ```
public struct NSLayoutYAxisAnchor: LayoutAnchor, @MainActor CustomStringConvertible {
    /// The view or layout guide the position belongs to.
    public let item: any LayoutItem
    /// The vertical attribute: `.top`, `.bottom`, `.centerY`, a baseline or a margin variant.
    public let attribute: NSLayoutConstraint.Attribute

    init(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        precondition(attribute.axis == .vertical && !attribute.isDimension, "\(attribute) is not a y-axis position")
        self.item = item
        self.attribute = attribute
    }
}

extension NSLayoutYAxisAnchor {
    /// `self == anchor + multiplier × the system spacing`: this anchor lies below `anchor` by the
    /// system spacing times `multiplier` — at a text baseline, the height of a line of that text
    /// (this anchor's, else `anchor`'s), following its font as it changes with Dynamic Type; between
    /// other anchors the standard 8 points. `constant` adds to it.
    public func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat, file: String = #fileID,
        line: Int = #line
    ) -> NSLayoutConstraint {
        relate(.equal, systemSpacingFrom: anchor, multiplier: multiplier, file: file, line: line)
    }

    /// `self >= anchor + multiplier × the system spacing` (see ``constraint(equalToSystemSpacingBelow:multiplier:file:line:)``).
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
        file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, systemSpacingFrom: anchor, multiplier: multiplier, file: file, line: line)
    }

    /// `self <= anchor + multiplier × the system spacing` (see ``constraint(equalToSystemSpacingBelow:multiplier:file:line:)``).
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
        file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, systemSpacingFrom: anchor, multiplier: multiplier, file: file, line: line)
    }
}

/// A size: width or height. Dimensions relate to constants as well as to other dimensions, with a
/// multiplier.
///
/// For example:
/// ```swift
/// NSLayoutConstraint.activate([
///     avatar.widthAnchor.constraint(equalToConstant: 40),
///     avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
/// ])
/// ```
public struct NSLayoutDimension: LayoutAnchor, @MainActor CustomStringConvertible {
    /// The view or layout guide the size belongs to.
    public let item: any LayoutItem
    /// `.width` or `.height`.
    public let attribute: NSLayoutConstraint.Attribute

    init(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        precondition(attribute.isDimension, "\(attribute) is not a dimension")
        self.item = item
        self.attribute = attribute
    }

    /// `self == constant` (points).
    public func constraint(equalToConstant constant: CGFloat, file: String = #fileID, line: Int = #line)
        -> NSLayoutConstraint
    {
        relate(.equal, constant: constant, file: file, line: line)
    }

    /// `self >= constant` (points).
    public func constraint(
        greaterThanOrEqualToConstant constant: CGFloat, file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, constant: constant, file: file, line: line)
    }

    /// `self <= constant` (points).
    public func constraint(
        lessThanOrEqualToConstant constant: CGFloat, file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, constant: constant, file: file, line: line)
    }

    /// `self == anchor × multiplier + constant`.
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
        file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        relate(.equal, to: anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self >= anchor × multiplier + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
        file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, to: anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self <= anchor × multiplier + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
        file: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, to: anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    private func relate(_ relation: NSLayoutConstraint.Relation, constant: CGFloat, file: String, line: Int)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: constant, file: file, line: line)
    }
}
