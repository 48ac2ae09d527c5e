import TesseraTesting
import Testing
import UIKit

// Written as for iOS: a model, a cell that builds its views in `init(style:reuseIdentifier:)`, a
// classic data source and delegate, a diffable list and a list-content-configuration list.

private struct Book: Hashable {
    let id: Int
    var title: String
    var author: String
}

private final class BookCell: UITableViewCell {
    static let reuseIdentifier = "BookCell"
    let titleLabel = UILabel()
    let authorLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.numberOfLines = 0
        authorLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [titleLabel, authorLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

private final class BooksDataSource: UITableViewDataSource {
    var books: [Book]
    init(books: [Book]) { self.books = books }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard
            let cell = tableView.dequeueReusableCell(withIdentifier: BookCell.reuseIdentifier, for: indexPath)
                as? BookCell
        else {
            fatalError("BookCell is not registered")
        }
        let book = books[indexPath.row]
        cell.titleLabel.text = book.title
        cell.authorLabel.text = book.author
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Reading"
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete {
            books.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
}

private final class SelectionRecorder: UITableViewDelegate {
    var selected: [IndexPath] = []
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        selected.append(indexPath)
    }
}

/// A diffable data source that titles its sections, by overriding as on iOS.
private final class ShelfDataSource: UITableViewDiffableDataSource<String, Int> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

private let library = [
    Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
    Book(id: 2, title: "Kindred", author: "Octavia E. Butler"),
    Book(id: 3, title: "A Wizard of Earthsea", author: "Ursula K. Le Guin"),
    Book(id: 4, title: "Piranesi", author: "Susanna Clarke"),
]

@MainActor
@Suite("UITableView as iOS code uses it")
struct TableViewUIKitTests {
    @Test func aClassicDataSourceFillsSelfSizingRows() throws {
        let dataSource = BooksDataSource(books: library)
        let delegate = SelectionRecorder()
        let window = UIWindow(device: .iPhone15)  // Tessera's window for a device (iOS: the scene's window)
        let tableView = UITableView(frame: window.bounds, style: .insetGrouped)
        tableView.register(BookCell.self, forCellReuseIdentifier: BookCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
        tableView.dataSource = dataSource
        tableView.delegate = delegate
        window.addSubview(tableView)
        window.layoutIfNeeded()

        #expect(tableView.numberOfSections == 1)
        #expect(tableView.numberOfRows(inSection: 0) == 4)
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? BookCell)
        #expect(cell.titleLabel.text == "Kindred")
        #expect(cell.reuseIdentifier == BookCell.reuseIdentifier)
        let row = tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(row.height > 44)  // two lines of text inside 11-point margins
        #expect(tableView.headerView(forSection: 0)?.textLabel?.text == "READING")
        #expect(tableView.indexPath(for: cell) == IndexPath(row: 1, section: 0))
        #expect(tableView.indexPathForRow(at: CGPoint(x: row.midX, y: row.midY)) == IndexPath(row: 1, section: 0))

        tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        tableView.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(tableView.indexPathsForSelectedRows == nil)

        tableView.revealSwipeActions(forRowAt: IndexPath(row: 0, section: 0))
        #expect(tableView.revealedSwipeActionTitles == ["Delete"])
        dataSource.books.remove(at: 0)
        tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect((tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? BookCell)?.titleLabel.text == "Kindred")
    }

    @Test func aDiffableListAppliesSnapshots() throws {
        var shelf = library
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "book")
        let dataSource = ShelfDataSource(tableView: tableView) { tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = shelf.first { $0.id == id }?.title
            cell.contentConfiguration = content
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["Le Guin", "Others"])
        snapshot.appendItems([1, 3], toSection: "Le Guin")
        snapshot.appendItems([2, 4], toSection: "Others")
        dataSource.apply(snapshot, animatingDifferences: false)
        tableView.layoutIfNeeded()
        #expect(tableView.headerView(forSection: 1)?.textLabel?.text == "Others")
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == 3)

        shelf[3].title = "Piranesi (paperback)"
        var next = dataSource.snapshot()
        next.deleteItems([2])
        next.moveItem(4, beforeItem: 1)
        next.reconfigureItems([4])
        dataSource.apply(next, animatingDifferences: false)
        #expect(dataSource.indexPath(for: 4) == IndexPath(row: 0, section: 0))
        #expect(tableView.numberOfRows(inSection: 1) == 0)
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Piranesi (paperback)")
    }

    @Test func aListOfContentConfigurationsLooksRight() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 360), style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            let book = library[id]
            var content =
                id % 2 == 0 ? UIListContentConfiguration.subtitleCell() : UIListContentConfiguration.valueCell()
            content.text = book.title
            content.secondaryText = id % 2 == 0 ? book.author : "\(id * 20 + 40)%"
            content.imageProperties.tintColor = .systemOrange
            cell.contentConfiguration = content
            cell.accessoryType = id == 0 ? .checkmark : .disclosureIndicator
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2, 3])
        dataSource.apply(snapshot, animatingDifferences: false)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.layoutIfNeeded()
        assertSnapshot(of: tableView, appearance: .light)
        assertSnapshot(of: tableView, appearance: .dark)
    }
}
