import TesseraTesting
import Testing
import UIKit

// Written as for iOS: controllers that subclass UITableViewController and
// UICollectionViewController and override the data source and delegate methods they need.

/// A table controller written as iOS code writes one: overrides only.
@MainActor
private final class FruitTableController: UITableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]
    var selected: [IndexPath] = []
    var scrolls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

private final class NumberCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A collection controller written as iOS code writes one.
@MainActor
private final class NumberGridController: UICollectionViewController {
    var selected: [IndexPath] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        super.init(collectionViewLayout: layout)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath) as! NumberCell
        cell.label.text = "\(indexPath.item)"
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor
@Suite("UITableViewController and UICollectionViewController as iOS code uses them")
struct ListViewControllerUIKitTests {

    @Test func aTableControllerIsItsTablesDataSourceAndDelegateThroughItsOverrides() throws {
        let controller = FruitTableController(style: .insetGrouped)
        let window = UIWindow(device: .iPhoneSE)
        window.rootViewController = controller
        window.layoutIfNeeded()
        let table = try #require(controller.tableView)
        #expect(controller.view === table && table.style == .insetGrouped)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
        #expect(table.visibleCells.map(\.frame.height) == [60, 60, 60])
        try UIDriver(window: window).tapRow(at: IndexPath(row: 1, section: 0), in: table)
        #expect(controller.selected == [IndexPath(row: 1, section: 0)])
        table.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        #expect(controller.scrolls > 0)
        #expect(UITableViewController().tableView.style == .plain)
    }

    /// Coming back to a table controller deselects its rows, unless `clearsSelectionOnViewWillAppear`
    /// is turned off.
    @Test(arguments: [true, false])
    func theSelectionClearsWhenTheTableAppearsAgain(clears: Bool) throws {
        let controller = FruitTableController()
        controller.clearsSelectionOnViewWillAppear = clears
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(device: .iPhoneSE)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let row = IndexPath(row: 2, section: 0)
        controller.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        #expect(controller.tableView.indexPathsForSelectedRows == (clears ? nil : [row]))
        withExtendedLifetime(window) {}
    }

    @Test func aCollectionControllerShowsAndSelectsItemsThroughItsOverrides() throws {
        let controller = NumberGridController()
        let window = UIWindow(device: .iPhoneSE)
        window.rootViewController = controller
        window.layoutIfNeeded()
        let collection = try #require(controller.collectionView)
        #expect(controller.view === collection && collection.collectionViewLayout === controller.collectionViewLayout)
        #expect(collection.visibleCells.count == 6)
        let frame = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame)
        try UIDriver(window: window).tap(collection, at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(controller.selected == [IndexPath(item: 4, section: 0)])
    }

    @Test func listControllersAreFreedWhenTheirScreenGoes() throws {
        weak var table: FruitTableController?
        weak var grid: NumberGridController?
        do {
            let window = UIWindow(device: .iPhoneSE)
            for _ in 0..<3 {
                let tableController = FruitTableController()
                let gridController = NumberGridController()
                (table, grid) = (tableController, gridController)
                window.rootViewController = UINavigationController(rootViewController: tableController)
                window.layoutIfNeeded()
                window.rootViewController = gridController
                window.layoutIfNeeded()
                window.rootViewController = nil
            }
        }
        #expect(table == nil)
        #expect(grid == nil)
    }

    @Test func aTableOrCollectionViewHoldsItsDelegateWeakly() {
        final class Listener: NSObject, UITableViewDelegate, UICollectionViewDelegateFlowLayout {}
        let tableView = UITableView(frame: .zero, style: .plain)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        weak var listener: Listener?
        do {
            let made = Listener()
            listener = made
            tableView.delegate = made
            collectionView.delegate = made
        }
        #expect(listener == nil)
        #expect(tableView.delegate == nil)
        #expect(collectionView.delegate == nil)
    }
}
