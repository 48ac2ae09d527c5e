import Foundation
import TesseraGraphics

extension UICollectionView {
    /// Shows the headers and footers of the sections in view (the data source's views, or the
    /// built-in title header) and recycles the others.
    func tileSupplementaryViews() {
        let (start, end) = geometry.scrollRange(of: bounds)
        let sections = geometry.sections(inScrollRangeFrom: start - Self.tilingMargin, to: end + Self.tilingMargin)
        var wanted: [SupplementaryKey: CGRect] = [:]
        for section in sections {
            let header = geometry.sections[section].headerFrame, footer = geometry.sections[section].footerFrame
            if !header.isEmpty { wanted[SupplementaryKey(kind: .sectionHeader, section: section)] = header }
            if !footer.isEmpty { wanted[SupplementaryKey(kind: .sectionFooter, section: section)] = footer }
        }
        for (key, view) in visibleSupplementaryViews where wanted[key] == nil {
            supplementaryPool.enqueue(view)
            visibleSupplementaryViews[key] = nil
        }
        for (key, frame) in wanted {
            guard let view = visibleSupplementaryViews[key] ?? makeSupplementaryView(for: key) else { continue }
            view.frame = frame
        }
    }

    private func makeSupplementaryView(for key: SupplementaryKey) -> UICollectionReusableView? {
        guard let dataSource, !emptySupplementaryKeys.contains(key) else { return nil }
        let indexPath = IndexPath(item: 0, section: key.section)
        var view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: indexPath)
        if view == nil, key.kind == .sectionHeader, let title = dataSource.collectionView(self, titleForHeaderInSection: key.section) {
            let header = ReusePool.cast(
                supplementaryPool.dequeue(identifier: CollectionViewTitleHeader.identifier, what: "header"),
                to: CollectionViewTitleHeader.self)
            let layout = collectionViewLayout
            let inset = delegate?.collectionView(self, layout: layout, insetForSectionAt: key.section) ?? layout.sectionInset
            header.configure(title: title, leading: max(inset.left, 16), trailing: max(inset.right, 16))
            view = header
        }
        guard let view else {
            emptySupplementaryKeys.insert(key)
            return nil
        }
        visibleSupplementaryViews[key] = view
        addSubview(view)
        return view
    }

    /// Recycles every header and footer (on reload).
    func removeSupplementaryViews() {
        for (_, view) in visibleSupplementaryViews { supplementaryPool.enqueue(view) }
        visibleSupplementaryViews.removeAll()
        emptySupplementaryKeys.removeAll()
    }
}

/// The header a collection view shows for a section title: secondary, semibold 15-point text
/// aligned with the section's items.
@MainActor
final class CollectionViewTitleHeader: UICollectionReusableView {
    static let identifier = "sectionHeader/Tessera.CollectionViewTitleHeader"
    let label = UILabel()
    private var leading: CGFloat = 16
    private var trailing: CGFloat = 16

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.textColor = .secondaryLabel
        label.accessibilityTraits = .header
        label.isUserInteractionEnabled = false
        addSubview(label)
    }

    func configure(title: String, leading: CGFloat, trailing: CGFloat) {
        label.text = title
        (self.leading, self.trailing) = (leading, trailing)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: leading, y: 0, width: max(0, bounds.width - leading - trailing), height: bounds.height)
    }
}
