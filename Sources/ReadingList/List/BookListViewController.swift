import UIKit

/// The reading list: one self-sizing row per book from a diffable data source; tapping a row pushes its
/// detail, the add button presents the form, the sort menu orders the rows.
public final class BookListViewController: UIViewController, UITableViewDelegate {
    private enum Section: Hashable {
        case books
    }

    /// How the rows are ordered.
    private enum SortOrder: CaseIterable {
        case added, title, author

        var title: String {
            switch self {
            case .added: "Date Added"
            case .title: "Title"
            case .author: "Author"
            }
        }

        func sorted(_ books: [Book]) -> [Book] {
            switch self {
            case .added: books
            case .title: books.sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
            case .author: books.sorted { $0.author.localizedStandardCompare($1.author) == .orderedAscending }
            }
        }
    }

    private let shelf: BookShelf
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var dataSource: UITableViewDiffableDataSource<Section, Book.ID>!
    private var observation: UUID?
    private var sortOrder = SortOrder.added

    public init(shelf: BookShelf) {
        self.shelf = shelf
        super.init(nibName: nil, bundle: nil)
        title = "Reading List"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in self?.showAddBook() })
        navigationItem.rightBarButtonItem?.accessibilityIdentifier = "addBook"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Sort", image: nil, primaryAction: nil, menu: makeSortMenu())

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(BookCell.self, forCellReuseIdentifier: BookCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 88
        tableView.delegate = self
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        dataSource = UITableViewDiffableDataSource<Section, Book.ID>(tableView: tableView) {
            [weak self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: BookCell.reuseIdentifier, for: indexPath)
            if let cell = cell as? BookCell, let book = self?.shelf.book(withID: id) {
                cell.configure(with: book)
            }
            return cell
        }
        applySnapshot(animatingDifferences: false)
        observation = shelf.addObserver { [weak self] _ in self?.applySnapshot(animatingDifferences: true) }
    }

    /// One choice per order; the menu keeps the chosen one checked.
    private func makeSortMenu() -> UIMenu {
        let choices = SortOrder.allCases.map { order in
            UIAction(title: order.title, state: order == sortOrder ? .on : .off) { [weak self] _ in
                self?.sortOrder = order
                self?.applySnapshot(animatingDifferences: true)
            }
        }
        return UIMenu(title: "Sort By", options: .singleSelection, children: choices)
    }

    private func applySnapshot(animatingDifferences: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Book.ID>()
        snapshot.appendSections([.books])
        snapshot.appendItems(sortOrder.sorted(shelf.books).map(\.id), toSection: .books)
        snapshot.reconfigureItems(snapshot.itemIdentifiers)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        navigationController?.pushViewController(BookDetailViewController(shelf: shelf, bookID: id), animated: true)
    }

    /// Presents the form for a new book in its own navigation controller.
    public func showAddBook() {
        let form = AddBookViewController { [weak self] book in
            self?.shelf.add(book)
        }
        present(UINavigationController(rootViewController: form), animated: true)
    }
}
