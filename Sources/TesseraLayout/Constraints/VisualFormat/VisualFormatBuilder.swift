import Foundation

/// Turns a parsed ``VisualFormat`` into constraints between the named views.
@MainActor
struct VisualFormatBuilder {
    let format: VisualFormat
    let text: String
    let options: NSLayoutConstraint.FormatOptions
    private var constraints: [NSLayoutConstraint] = []

    init(format: VisualFormat, text: String, options: NSLayoutConstraint.FormatOptions) {
        self.format = format
        self.text = text
        self.options = options
    }

    /// The standard space between two views (`[a]-[b]`), in points.
    static let standardSpacing: CGFloat = 8

    /// One end of a space: an item and the edge of it the space starts or ends at.
    private typealias Edge = (item: any LayoutItem, attribute: NSLayoutConstraint.Attribute)

    mutating func build(views names: [String: Any]) throws(NSLayoutConstraint.VisualFormatError) -> [NSLayoutConstraint]
    {
        let views = try format.views.map { view throws(NSLayoutConstraint.VisualFormatError) in
            try resolve(view.name, in: names, at: view.offset)
        }
        let (start, end) = try edges()
        let reversed = start == .right  // right to left: the later item lies left of the earlier one
        for (view, parsed) in zip(views, format.views) {
            for predicate in parsed.predicates {
                let other = try predicate.object.viewName.map { name throws(NSLayoutConstraint.VisualFormatError) in
                    try resolve(name, in: names, at: parsed.offset)
                }
                add(
                    view, sizeAttribute, predicate.relation, other, other == nil ? .notAnAttribute : sizeAttribute,
                    predicate.constantValue, predicate.priority)
            }
        }
        let alignments = views.count > 1 ? try alignments() : []  // checked once, used for each neighbour pair
        for index in views.indices.dropLast() {
            let earlier: Edge = (views[index], baselineSpacing ? .lastBaseline : end)
            let later: Edge = (views[index + 1], baselineSpacing ? .firstBaseline : start)
            space(
                format.connections[index], from: earlier, to: later, reversed: reversed,
                standard: Self.standardSpacing)
            for attribute in alignments {
                add(views[index], attribute, .equal, views[index + 1], attribute, 0, nil)
            }
        }
        if format.fromSuperview != nil || format.toSuperview != nil {
            guard let superview = views[0].parentLayoutView else {
                throw failure(
                    "the format uses '|' but '\(format.views[0].name)' has no superview", at: format.views[0].offset)
            }
            // The standard space to the superview is its layout margin, as in UIKit since iOS 8.
            if let link = format.fromSuperview {
                let edge = link == .standard ? start.withinMargins : start
                space(link, from: (superview, edge), to: (views[0], start), reversed: reversed, standard: 0)
            }
            if let link = format.toSuperview, let last = views.last {
                let edge = link == .standard ? end.withinMargins : end
                space(link, from: (last, end), to: (superview, edge), reversed: reversed, standard: 0)
            }
        }
        return constraints
    }

    // MARK: Pieces

    private var sizeAttribute: NSLayoutConstraint.Attribute {
        format.orientation == .horizontal ? .width : .height
    }

    private var baselineSpacing: Bool {
        format.orientation == .vertical && options.contains(.spacingBaselineToBaseline)
    }

    /// The edges a space runs from (the end of one item) and to (the start of the next).
    private func edges() throws(NSLayoutConstraint.VisualFormatError) -> (
        start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute
    ) {
        guard format.orientation == .horizontal else { return (.top, .bottom) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right)
        case .directionRightToLeft: return (.right, .left)
        case []: return (.leading, .trailing)
        default: throw failure("the direction options name more than one direction")
        }
    }

    /// The attributes the options align neighbouring views by; each must lie across the format's
    /// orientation.
    private func alignments() throws(NSLayoutConstraint.VisualFormatError) -> [NSLayoutConstraint.Attribute] {
        let all: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        let across: NSLayoutConstraint.Axis = format.orientation == .horizontal ? .vertical : .horizontal
        var attributes: [NSLayoutConstraint.Attribute] = []
        for (option, attribute) in all where options.contains(option) {
            guard attribute.axis == across else {
                throw failure("the option aligning by \(attribute) does not apply to a format along that axis")
            }
            attributes.append(attribute)
        }
        return attributes
    }

    private func resolve(_ name: String, in views: [String: Any], at offset: Int) throws(NSLayoutConstraint
        .VisualFormatError) -> any ViewLayoutItem
    {
        guard let value = views[name] else {
            throw failure("no view named '\(name)' in the views dictionary", at: offset)
        }
        guard let view = value as? any ViewLayoutItem else { throw failure("'\(name)' is not a view", at: offset) }
        return view
    }

    /// The constraints of `link` between `earlier`'s end and `later`'s start: `later − earlier`
    /// relates to the space, or `earlier − later` when the format runs right to left.
    private mutating func space(
        _ link: VisualFormat.Connection, from earlier: Edge, to later: Edge, reversed: Bool, standard: CGFloat
    ) {
        let predicates: [VisualFormat.Predicate] =
            switch link {
            case .flush: [VisualFormat.Predicate(object: .constant(0))]
            case .standard: [VisualFormat.Predicate(object: .constant(standard))]
            case .predicates(let list): list
            }
        for predicate in predicates {
            if reversed {
                add(
                    earlier.item, earlier.attribute, predicate.relation, later.item, later.attribute,
                    predicate.constantValue, predicate.priority)
            } else {
                add(
                    later.item, later.attribute, predicate.relation, earlier.item, earlier.attribute,
                    predicate.constantValue, predicate.priority)
            }
        }
    }

    private mutating func add(
        _ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ other: (any LayoutItem)?, _ otherAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
        _ priority: Float?
    ) {
        let constraint = NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            constant: constant)
        if let priority { constraint.priority = UILayoutPriority(rawValue: priority) }
        constraints.append(constraint)
    }

    /// An error at `offset` in the format (0: about the whole format, as the options).
    private func failure(_ reason: String, at offset: Int = 0) -> NSLayoutConstraint.VisualFormatError {
        NSLayoutConstraint.VisualFormatError(reason: reason, format: text, offset: offset)
    }
}

extension NSLayoutConstraint.Attribute {
    /// The same edge inset by the layout margins (`leading` → `leadingMargin`).
    fileprivate var withinMargins: NSLayoutConstraint.Attribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: self
        }
    }
}

extension VisualFormat.Object {
    var viewName: String? {
        if case .view(let name) = self { return name }
        return nil
    }
}

extension VisualFormat.Predicate {
    /// The constant of a constant predicate; 0 for one that relates to a view.
    var constantValue: CGFloat {
        if case .constant(let value) = object { return value }
        return 0
    }
}
