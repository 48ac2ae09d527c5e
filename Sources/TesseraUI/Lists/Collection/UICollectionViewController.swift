public import Foundation

/// A controller whose view is a collection view, and which is its data source and delegate
/// (`UICollectionViewController`).
///
/// Subclasses override the data source and delegate methods they need, as in UIKit:
/// ```swift
/// final class PhotosViewController: UICollectionViewController {
///     var photos: [UIImage] = []
///     init() {
///         let layout = UICollectionViewFlowLayout()
///         layout.itemSize = CGSize(width: 100, height: 100)
///         super.init(collectionViewLayout: layout)
///     }
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
///     }
///     override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
///         photos.count
///     }
///     override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
///         -> UICollectionViewCell {
///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
///         cell.imageView.image = photos[indexPath.item]
///         return cell
///     }
/// }
/// ```
///
/// Every method has the default the protocols give: no items, every item selectable, and so on.
/// Before the view appears the selected items are deselected (`clearsSelectionOnViewWillAppear`).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the collection view is made with.
    public let collectionViewLayout: UICollectionViewLayout

    /// Whether the selected items are deselected each time the view is about to appear. Default true.
    public var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection view lays its items out with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// The collection view, which is the controller's view. Setting it replaces the view.
    public var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// Makes the collection view, with this controller as its data source and delegate.
    override open func loadView() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = view as? UICollectionView else { return }
        for indexPath in collection.indexPathsForSelectedItems ?? [] {
            collection.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// - Precondition: overridden by any subclass whose collection view has items.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        preconditionFailure("\(type(of: self)) has items but does not override collectionView(_:cellForItemAt:)")
    }
    /// - Precondition: overridden by any subclass whose layout places supplementary views.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        preconditionFailure(
            "the layout asked \(type(of: self)) for a supplementary view of kind \(kind) at \(indexPath), but it does "
                + "not override collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
