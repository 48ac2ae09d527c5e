import Foundation
import TesseraLayout

extension StackView {
    /// Replaces the stack's constraints with ones for the current arrangement.
    func rebuildArrangement() {
        LayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints.removeAll()
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides.removeAll()

        var made: [LayoutConstraint] = []
        func add(
            _ item: any LayoutItem, _ attribute: LayoutAttribute, _ other: (any LayoutItem)?,
            _ otherAttribute: LayoutAttribute, relation: LayoutRelation = .equal, multiplier: CGFloat = 1,
            constant: CGFloat = 0, priority: LayoutPriority = .required, id identifier: String
        ) {
            let constraint = LayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: other,
                attribute: other == nil ? .notAnAttribute : otherAttribute, multiplier: multiplier, constant: constant,
                file: "StackView", line: 0)
            constraint.priority = priority
            constraint.identifier = identifier
            made.append(constraint)
        }

        let container: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let start: LayoutAttribute = horizontal ? .leading : .top
        let end: LayoutAttribute = horizontal ? .trailing : .bottom
        let length: LayoutAttribute = horizontal ? .width : .height
        let crossStart: LayoutAttribute = horizontal ? .top : .leading
        let crossEnd: LayoutAttribute = horizontal ? .bottom : .trailing
        let crossCenter: LayoutAttribute = horizontal ? .centerY : .centerX
        let crossLength: LayoutAttribute = horizontal ? .height : .width

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
        let gapRelation: LayoutRelation =
            distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
        for (index, pair) in zip(visible, visible.dropFirst()).enumerated() {
            let (previous, next) = pair
            if isBaselineRelativeArrangement, !horizontal {
                add(next, .firstBaseline, previous, .lastBaseline, relation: gapRelation, constant: spacings[index], id: "TSV-spacing")
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
                add(view, length, container, length, multiplier: share, constant: -share * gaps, priority: .almostRequired,
                    id: "TSV-fill-proportionally")
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            var firstGuide: LayoutGuide?
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let guide = LayoutGuide(identifier: "TSV-distributing")
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                let from: LayoutAttribute = centering ? (horizontal ? .centerX : .centerY) : end
                let to: LayoutAttribute = centering ? (horizontal ? .centerX : .centerY) : start
                add(guide, start, previous, from, id: "TSV-distributing-edge")
                add(guide, end, next, to, id: "TSV-distributing-edge")
                add(guide, crossStart, container, crossStart, id: "TSV-distributing-edge")
                add(guide, crossLength, nil, .notAnAttribute, id: "TSV-distributing-edge")
                if let firstGuide {
                    add(guide, length, firstGuide, length, priority: centering ? .almostRequired : .required,
                        id: "TSV-distributing")
                } else {
                    firstGuide = guide
                }
            }
        }

        // Across the axis.
        let baselineAttribute: LayoutAttribute? = horizontal
            ? (alignment == .firstBaseline ? .firstBaseline : alignment == .lastBaseline ? .lastBaseline : nil)
            : nil
        let crossAlignment = !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) ? .fill : alignment
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
        LayoutConstraint.activate(made)
    }
}
