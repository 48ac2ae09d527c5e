import Foundation
import Tessera

/// Feeds the tag cloud from the view model and reports the tapped tag.
@MainActor
final class TagsCollectionSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let model: TagsViewModel
    /// Called with the tag whose chip was tapped.
    var onSelect: ((String) -> Void)?

    init(model: TagsViewModel) { self.model = model }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        model.tags.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: TagChipCell.reuseIdentifier, for: indexPath)
            as! TagChipCell
        cell.configure(with: model.tags[indexPath.item])
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: TagsHeaderView.reuseIdentifier, for: indexPath) as! TagsHeaderView
        header.label.text = model.summary
        return header
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        let height = TagsHeaderView.height(
            for: model.summary, width: collectionView.bounds.width,
            category: collectionView.traitCollection.preferredContentSizeCategory)
        return CGSize(width: 0, height: height)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard model.tags.indices.contains(indexPath.item) else { return }
        onSelect?(model.tags[indexPath.item].tag)
    }
}
