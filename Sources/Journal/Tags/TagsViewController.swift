import Foundation
public import Tessera

/// The Tags tab: a cloud of self-sizing chips, one per tag with its entry count, most used first.
/// Tapping a chip calls `onSelectTag` with the tag (the shell pushes the entries carrying it).
/// The counts are re-read every time the screen appears, so tags of new entries show up.
///
/// Accessibility identifiers: "tags.collection" (the collection view), "tag.<name>" (each chip,
/// e.g. "tag.读书"). Reports the screen as "tags".
///
/// For example:
/// ```swift
/// let tags = TagsViewController(repository: repository) { [weak navigation] tag in
///     navigation?.pushViewController(TaggedEntriesViewController(tag: tag), animated: true)
/// }
/// ```
@MainActor
public final class TagsViewController: UIViewController {
    public let model: TagsViewModel
    public let collectionView: UICollectionView

    private let source: TagsCollectionSource
    /// Called on the main actor with the tapped tag.
    public var onSelectTag: @MainActor (String) -> Void

    /// - Parameters:
    ///   - repository: where the entries (and so the tags) are read from.
    ///   - onSelectTag: called on the main actor with the tapped tag.
    public init(repository: JournalRepository, onSelectTag: @escaping @MainActor (String) -> Void = { _ in }) {
        model = TagsViewModel(repository: repository)
        source = TagsCollectionSource(model: model)
        self.onSelectTag = onSelectTag
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 96, height: TagChipCell.minimumHeight)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 12, left: 16, bottom: 24, right: 16)
        layout.lineAlignment = .leading
        collectionView = TagsCollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
        title = "标签 Tags"
        own(model)
    }

    override public var trackingName: String? { "tags" }

    /// The title in a title view whose text stops growing at 22 points (see
    /// `DynamicTypeLabel.navigationTitle`).
    override public func setUpNavigation() {
        navigationTitleView = DynamicTypeLabel.navigationTitle(title ?? "")
    }

    override public func buildHierarchy() {
        view.addSubview(collectionView)
    }

    override public func configureViews() {
        collectionView.accessibilityIdentifier = "tags.collection"
        collectionView.register(TagChipCell.self, forCellWithReuseIdentifier: TagChipCell.reuseIdentifier)
        collectionView.register(
            TagsHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: TagsHeaderView.reuseIdentifier)
        collectionView.dataSource = source
        collectionView.delegate = source
    }

    override public func makeLayout() {
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override public func setUpEvents() {
        source.onSelect = { [weak self] tag in self?.onSelectTag(tag) }
    }

    override public func bindData() {
        Binding.observe(model, \.tags) { [weak self] _ in self?.collectionView.reloadData() }.store(in: lifetime)
    }

    override public func themeDidChange() {
        view.backgroundColor = theme.groupedBackground
        collectionView.backgroundColor = theme.groupedBackground
    }

    /// Re-reads the counts, so entries added on another tab are counted.
    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        model.reload()
    }
}

/// The tag cloud: re-measures its chips when the text size changes.
@MainActor
final class TagsCollectionView: UICollectionView {
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if let previous, previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            reloadData()
        }
    }
}
