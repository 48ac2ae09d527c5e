import Foundation
import TesseraGraphics

extension UITableView {
    /// The reuse identifier of the table's own title headers and footers.
    static let standardHeaderFooterIdentifier = "Tessera.UITableView.standardHeaderFooter"

    /// Asks the delegate for the header and footer views of sections whose height is measured (the
    /// view decides it), measures them, and takes the views shown so far off screen.
    func prepareSupplementaryViews(sectionCount: Int) {
        removeSupplementaryViews()
        let width = bounds.width
        for section in 0..<sectionCount {
            if requestedHeight(isFooter: false, section: section) == Self.automaticDimension,
                let view = tableDelegate?.tableView(self, viewForHeaderInSection: section)
            {
                preparedHeaderViews[section] = view
                measuredHeaderHeights[section] = view.sizeThatFits(
                    CGSize(width: width, height: .greatestFiniteMagnitude)
                ).height.rounded(.up)
            }
            if requestedHeight(isFooter: true, section: section) == Self.automaticDimension,
                let view = tableDelegate?.tableView(self, viewForFooterInSection: section)
            {
                preparedFooterViews[section] = view
                measuredFooterHeights[section] = view.sizeThatFits(
                    CGSize(width: width, height: .greatestFiniteMagnitude)
                ).height.rounded(.up)
            }
        }
    }

    /// The delegate's (or the table's default) height for a section's header or footer.
    private func requestedHeight(isFooter: Bool, section: Int) -> CGFloat {
        if isFooter { return tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight }
        return tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
    }

    private func title(isFooter: Bool, section: Int) -> String? {
        isFooter
            ? dataSource?.tableView(self, titleForFooterInSection: section)
            : dataSource?.tableView(self, titleForHeaderInSection: section)
    }

    /// A header's or footer's height in points: the delegate's, or — when automatic — the measured
    /// view's, or the standard title's height, or the style's gap between sections.
    func supplementaryHeight(isFooter: Bool, section: Int) -> CGFloat {
        let requested = requestedHeight(isFooter: isFooter, section: section)
        if requested != Self.automaticDimension { return max(0, requested) }
        if let measured = isFooter ? measuredFooterHeights[section] : measuredHeaderHeights[section] { return measured }
        let hasTitle = title(isFooter: isFooter, section: section) != nil
        switch (style, isFooter) {
        case (.plain, _): return hasTitle ? 28 : 0
        case (_, false): return hasTitle ? 44 : (section == 0 ? 18 : 35)
        case (_, true): return hasTitle ? 40 : 0
        }
    }

    /// Shows the headers and footers of the sections in view and takes the others off screen.
    func tileSupplementaryViews() {
        let top = contentOffset.y
        let bottom = contentOffset.y + bounds.height
        let wanted = Set(geometry.sections(inBandFrom: top, to: bottom))
        for isFooter in [false, true] {
            let shown = isFooter ? visibleFooterViews : visibleHeaderViews
            for (section, view) in shown
            where !wanted.contains(section) || frame(isFooter: isFooter, section: section).height == 0 {
                endDisplayingSupplementaryView(view, isFooter: isFooter, section: section)
            }
            for section in wanted.sorted() {
                let frame = frame(isFooter: isFooter, section: section)
                guard frame.height > 0 else { continue }
                if let view = isFooter ? visibleFooterViews[section] : visibleHeaderViews[section] {
                    if view.frame != frame { view.frame = frame }
                    if let standard = view as? UITableViewHeaderFooterView,
                        standard.reuseIdentifier == Self.standardHeaderFooterIdentifier
                    {
                        styleStandardView(standard, isFooter: isFooter, section: section)
                    }
                    continue
                }
                guard let view = makeSupplementaryView(isFooter: isFooter, section: section) else { continue }
                view.frame = frame
                if isFooter { visibleFooterViews[section] = view } else { visibleHeaderViews[section] = view }
                if isFooter {
                    tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
                } else {
                    tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
                }
                addSubview(view)
            }
        }
    }

    private func frame(isFooter: Bool, section: Int) -> CGRect {
        guard geometry.sections.indices.contains(section) else { return .zero }
        return isFooter ? geometry.sections[section].footerFrame : geometry.sections[section].headerFrame
    }

    /// The view for a section's header or footer: the one prepared when measuring, the delegate's,
    /// or a standard title view; nil when the section has none.
    private func makeSupplementaryView(isFooter: Bool, section: Int) -> UIView? {
        if let prepared = isFooter
            ? preparedFooterViews.removeValue(forKey: section) : preparedHeaderViews.removeValue(forKey: section)
        {
            return prepared
        }
        if requestedHeight(isFooter: isFooter, section: section) != Self.automaticDimension {
            let view =
                isFooter
                ? tableDelegate?.tableView(self, viewForFooterInSection: section)
                : tableDelegate?.tableView(self, viewForHeaderInSection: section)
            if let view { return view }
        }
        guard title(isFooter: isFooter, section: section) != nil,
            let view = headerFooterPool.dequeue(identifier: Self.standardHeaderFooterIdentifier)
        else { return nil }
        styleStandardView(view, isFooter: isFooter, section: section)
        return view
    }

    /// Fills a standard header or footer with the section's title in the table's style.
    private func styleStandardView(_ view: UITableViewHeaderFooterView, isFooter: Bool, section: Int) {
        let title = title(isFooter: isFooter, section: section) ?? ""
        view.placement = (style, isFooter)
        guard let label = view.textLabel else { return }
        label.text = style != .plain && !isFooter ? title.uppercased() : title
        label.font = !isFooter && style == .plain ? .systemFont(ofSize: 15, weight: .semibold) : .systemFont(ofSize: 13)
        label.textColor = sectionHeaderTextColor
        label.accessibilityTraits = isFooter ? .staticText : .header
        view.setBackgroundColor(style == .plain && !isFooter ? sectionHeaderBackgroundColor : nil)
    }

    private func endDisplayingSupplementaryView(_ view: UIView, isFooter: Bool, section: Int) {
        if isFooter {
            visibleFooterViews[section] = nil
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        } else {
            visibleHeaderViews[section] = nil
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
        recycle(view)
    }

    /// Queues a header-footer view with a reuse identifier; removes any other view.
    private func recycle(_ view: UIView) {
        if let reusable = view as? UITableViewHeaderFooterView, reusable.reuseIdentifier != nil {
            headerFooterPool.enqueue(reusable)
        } else {
            view.removeFromSuperview()
        }
    }

    /// Takes every header and footer off screen (on reload, and before they are asked for again).
    func removeSupplementaryViews() {
        for (section, view) in visibleHeaderViews {
            endDisplayingSupplementaryView(view, isFooter: false, section: section)
        }
        for (section, view) in visibleFooterViews {
            endDisplayingSupplementaryView(view, isFooter: true, section: section)
        }
        for view in preparedHeaderViews.values where view.superview == nil || view.superview === self { recycle(view) }
        for view in preparedFooterViews.values where view.superview == nil || view.superview === self { recycle(view) }
        preparedHeaderViews.removeAll()
        preparedFooterViews.removeAll()
    }
}
