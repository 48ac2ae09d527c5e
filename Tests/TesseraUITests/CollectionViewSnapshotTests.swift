import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
@Suite struct CollectionViewSnapshotTests {
    @Test func tagCloudLight() {
        let (collection, model) = TagCloudFixture.make()
        withExtendedLifetime(model) { _ = assertSnapshot(of: collection, appearance: .light) }
    }

    @Test func tagCloudDark() {
        let (collection, model) = TagCloudFixture.make()
        withExtendedLifetime(model) { _ = assertSnapshot(of: collection, appearance: .dark) }
    }
}

/// A journal's tag cloud: self-sizing chips with counts, in two titled sections, one chip selected.
@MainActor
enum TagCloudFixture {
    struct Tag {
        var name: String
        var count: Int
    }

    final class TagChipCell: ItemCollectionCell<Tag> {
        let nameLabel = UILabel()
        let countLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.cornerRadius = 16
            nameLabel.font = .systemFont(ofSize: 15, weight: .medium)
            countLabel.font = .systemFont(ofSize: 12, weight: .semibold)
            countLabel.textAlignment = .center
            countLabel.layer.cornerRadius = 10
            countLabel.clipsToBounds = true
            contentView.addSubview(nameLabel)
            contentView.addSubview(countLabel)
            updateStateAppearance()
        }

        required init?(coder: NSCoder) { nil }

        override var isSelected: Bool { didSet { updateStateAppearance() } }
        override var isHighlighted: Bool { didSet { updateStateAppearance() } }

        override func configure(with item: Tag) {
            super.configure(with: item)
            nameLabel.text = item.name
            countLabel.text = "\(item.count)"
            setNeedsLayout()
        }

        func updateStateAppearance() {
            let active = isSelected || isHighlighted
            backgroundColor = active ? .systemBlue : UIColor.systemBlue.withAlphaComponent(0.12)
            nameLabel.textColor = active ? .white : .systemBlue
            countLabel.textColor = active ? .systemBlue : .white
            countLabel.backgroundColor = active ? .white : .systemBlue
        }

        private var countWidth: CGFloat {
            max(20, countLabel.sizeThatFits(CGSize(width: UILabel.unlimitedWidth, height: 20)).width + 12)
        }

        override func sizeThatFits(_ size: CGSize) -> CGSize {
            let name = nameLabel.sizeThatFits(CGSize(width: UILabel.unlimitedWidth, height: 32)).width
            return CGSize(width: min(size.width, 14 + name + 8 + countWidth + 6), height: 32)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let count = countWidth
            countLabel.frame = CGRect(x: bounds.width - 6 - count, y: 6, width: count, height: 20)
            nameLabel.frame = CGRect(x: 14, y: 0, width: max(0, countLabel.frame.minX - 8 - 14), height: bounds.height)
        }
    }

    /// A section's title in secondary, semibold 15-point text aligned with the chips.
    final class TitleHeader: UICollectionReusableView {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textColor = .secondaryLabel
            label.accessibilityTraits = .header
            label.isUserInteractionEnabled = false
            addSubview(label)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height)
        }
    }

    final class Model: UICollectionViewDataSource {
        let sections: [(title: String, tags: [Tag])] = [
            (
                "Moods",
                [
                    Tag(name: "calm", count: 24), Tag(name: "grateful", count: 17), Tag(name: "tired", count: 9),
                    Tag(name: "开心", count: 31), Tag(name: "anxious", count: 4), Tag(name: "inspired", count: 12),
                ]
            ),
            (
                "Places",
                [
                    Tag(name: "home", count: 52), Tag(name: "the river path", count: 8), Tag(name: "咖啡馆", count: 15),
                    Tag(name: "office", count: 27), Tag(name: "grandma's kitchen", count: 3),
                ]
            ),
        ]

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            sections[section].tags.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(TagChipCell.self, for: indexPath)
            cell.configure(with: sections[indexPath.section].tags[indexPath.item])
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let header =
                collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleHeader
            header.label.text = sections[indexPath.section].title
            return header
        }
    }

    /// The collection holds its data source weakly: callers keep the model alive.
    static func make() -> (UICollectionView, Model) {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 80, height: 32)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 4, left: 16, bottom: 16, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 36)
        layout.lineAlignment = .leading
        let model = Model()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 300), collectionViewLayout: layout)
        collection.register(TagChipCell.self)
        collection.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "title")
        collection.dataSource = model
        collection.layoutIfNeeded()
        collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        return (collection, model)
    }
}
