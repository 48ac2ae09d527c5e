import Foundation
import TesseraLayout

extension UIStackView {
    /// Replaces the stack's constraints with ones for the current arrangement.
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints.removeAll()
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides.removeAll()

        var made: [NSLayoutConstraint] = []
        func add(
            _ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, _ other: (any LayoutItem)?,
            _ otherAttribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation = .equal,
            multiplier: CGFloat = 1,
            constant: CGFloat = 0, priority: UILayoutPriority = .required, id identifier: String
        ) {
            let constraint = NSLayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: other,
                attribute: other == nil ? .notAnAttribute : otherAttribute, multiplier: multiplier, constant: constant,
                file: "UIStackView", line: 0)
            constraint.priority = priority
            constraint.identifier = identifier
            made.append(constraint)
        }

        let container: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width

        let visible = arrangedSubviews.filter { !$0.isHidden }
        for view in arrangedSubviews where view.isHidden {
            add(view, length, nil, .notAnAttribute, id: "TSV-hiding")
            add(view, start, container, start, id: "TSV-hiding")
            add(view, crossStart, container, crossStart, id: "TSV-hiding")
        }

        // Along the axis: ends pinned, neighbours spaced.
        if let first = visible.first, let last = visible.last {
            add(first, start, container, start, id: "TSV-canvas-connection")
            add(container, end, last, end, id: "TSV-canvas-connection")
        }
        let spacings = visible.dropLast().map { view -> CGFloat in
            let custom = customSpacing(after: view)
            return custom == Self.spacingUseDefault ? spacing : custom
        }
        let gapRelation: NSLayoutConstraint.Relation =
            distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
        for (index, pair) in zip(visible, visible.dropFirst()).enumerated() {
            let (previous, next) = pair
            if isBaselineRelativeArrangement, !horizontal {
                add(
                    next, .firstBaseline, previous, .lastBaseline, relation: gapRelation, constant: spacings[index],
                    id: "TSV-spacing")
            } else {
                add(next, start, previous, end, relation: gapRelation, constant: spacings[index], id: "TSV-spacing")
            }
        }

        // Lengths by distribution.
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { add(view, length, visible[0], length, id: "TSV-fill-equally") }
        case .fillProportionally:
            let lengths = visible.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                return max(0, horizontal ? size.width : size.height)
            }
            let total = lengths.reduce(0, +)
            let gaps = spacings.reduce(0, +)
            for (view, intrinsic) in zip(visible, lengths) {
                let share = total > 0 ? intrinsic / total : 1 / CGFloat(visible.count)
                add(
                    view, length, container, length, multiplier: share, constant: -share * gaps,
                    priority: .almostRequired,
                    id: "TSV-fill-proportionally")
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            var firstGuide: UILayoutGuide?
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let guide = UILayoutGuide(identifier: "TSV-distributing")
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                let from: NSLayoutConstraint.Attribute = centering ? (horizontal ? .centerX : .centerY) : end
                let to: NSLayoutConstraint.Attribute = centering ? (horizontal ? .centerX : .centerY) : start
                add(guide, start, previous, from, id: "TSV-distributing-edge")
                add(guide, end, next, to, id: "TSV-distributing-edge")
                add(guide, crossStart, container, crossStart, id: "TSV-distributing-edge")
                add(guide, crossLength, nil, .notAnAttribute, id: "TSV-distributing-edge")
                if let firstGuide {
                    add(
                        guide, length, firstGuide, length, priority: centering ? .almostRequired : .required,
                        id: "TSV-distributing")
                } else {
                    firstGuide = guide
                }
            }
        }

        // Across the axis.
        let baselineAttribute: NSLayoutConstraint.Attribute? =
            horizontal
            ? (alignment == .firstBaseline ? .firstBaseline : alignment == .lastBaseline ? .lastBaseline : nil)
            : nil
        let crossAlignment =
            !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) ? .fill : alignment
        for (index, view) in visible.enumerated() {
            if let baselineAttribute {
                if index > 0 { add(view, baselineAttribute, visible[0], baselineAttribute, id: "TSV-alignment") }
                add(view, crossStart, container, crossStart, relation: .greaterThanOrEqual, id: "TSV-spanning-fit")
                add(view, crossEnd, container, crossEnd, relation: .lessThanOrEqual, id: "TSV-spanning-fit")
                continue
            }
            switch crossAlignment {
            case .fill, .firstBaseline, .lastBaseline:
                add(view, crossStart, container, crossStart, id: "TSV-alignment")
                add(view, crossEnd, container, crossEnd, id: "TSV-alignment")
            case .leading:
                add(view, crossStart, container, crossStart, id: "TSV-alignment")
                add(view, crossEnd, container, crossEnd, relation: .lessThanOrEqual, id: "TSV-spanning-fit")
            case .trailing:
                add(view, crossEnd, container, crossEnd, id: "TSV-alignment")
                add(view, crossStart, container, crossStart, relation: .greaterThanOrEqual, id: "TSV-spanning-fit")
            case .center:
                add(view, crossCenter, container, crossCenter, id: "TSV-alignment")
                add(view, crossStart, container, crossStart, relation: .greaterThanOrEqual, id: "TSV-spanning-fit")
                add(view, crossEnd, container, crossEnd, relation: .lessThanOrEqual, id: "TSV-spanning-fit")
            }
            if crossAlignment != .fill || baselineAttribute != nil {
                add(view, crossLength, nil, .notAnAttribute, priority: 25, id: "TSV-ambiguity-suppression")
            }
        }
        if !visible.isEmpty {
            add(self, crossLength, nil, .notAnAttribute, priority: 49, id: "TSV-canvas-fit")
        }
        arrangementConstraints = made
        NSLayoutConstraint.activate(made)
    }
}
