import TesseraCore
import TesseraTesting
import Testing
import UIKit

// A list screen with a search controller in its navigation item, written as iOS code writes one:
// the screen is the results updater and filters its own table.

final class FruitListController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate,
    UISearchControllerDelegate
{
    let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Lemon", "Mango", "Orange", "Pear"]
    var shown: [String] = []
    /// The text each `updateSearchResults(for:)` saw.
    var updates: [String] = []
    /// Every delegate call, in order.
    var calls: [String] = []
    var activeInWillPresent: Bool?
    var activeInWillDismiss: Bool?
    let search: UISearchController

    init(resultsController: UIViewController? = nil) {
        search = UISearchController(searchResultsController: resultsController)
        super.init(style: .plain)
        shown = fruits
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search"
        search.searchBar.delegate = self
        search.delegate = self
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        updates.append(text)
        calls.append("update(\(text))")
        shown = text.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = shown[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBeginEditing") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEndEditing") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        calls.append("textDidChange(\(searchText))")
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        calls.append("searchClicked")
        searchBar.resignFirstResponder()
    }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancelClicked") }
    func willPresentSearchController(_ searchController: UISearchController) {
        calls.append("willPresent")
        activeInWillPresent = searchController.isActive
    }
    func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) {
        calls.append("willDismiss")
        activeInWillDismiss = searchController.isActive
    }
    func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
}

/// A results controller that counts its appearances.
final class FruitResultsController: UIViewController {
    var appearances = 0
    var disappearances = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances += 1
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        disappearances += 1
    }
}

@MainActor
@Suite("UISearchController as iOS code uses it")
struct SearchControllerUIKitTests {
    /// The list in a navigation controller filling an iPhone SE window (375 × 667, a 20-point
    /// status bar).
    func makeList(
        resultsController: UIViewController? = nil, traits: UITraitCollection = UITraitCollection()
    ) -> (FruitListController, UINavigationController, UIWindow, UIDriver) {
        let list = FruitListController(resultsController: resultsController)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(device: .iPhoneSE, traits: traits)
        window.clock = TestClock()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (list, navigation, window, UIDriver(window: window))
    }

    @Test func theSearchBarSitsUnderTheTitleAndTheTableBelowIt() throws {
        let (list, navigation, window, _) = makeList()
        let searchBar = list.search.searchBar
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 375, height: 120))
        #expect(searchBar.superview === navigation.navigationBar)
        #expect(searchBar.convert(searchBar.bounds, to: window) == CGRect(x: 0, y: 64, width: 375, height: 56))
        let field = searchBar.searchTextField
        #expect(field.convert(field.bounds, to: window) == CGRect(x: 16, y: 74, width: 343, height: 36))
        #expect(field.placeholder == "Search")
        // The table starts under the search bar: its first row is not hidden.
        let table = list.tableView!
        #expect(table.convert(table.bounds, to: window).minY == 120)
        let firstRow = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
        #expect(firstRow.minY == 120)
        #expect(table.safeAreaInsets.top == 0)
        #expect(navigation.navigationItemsSearchBarIsShown)
    }

    @Test func typingUpdatesTheTextAndTheResultsAtEveryKeystroke() throws {
        let (list, _, _, driver) = makeList()
        let searchBar = list.search.searchBar
        try driver.type("ap", into: searchBar.searchTextField)
        #expect(searchBar.text == "ap")
        #expect(list.search.isActive)
        #expect(list.updates == ["", "a", "ap"])
        #expect(list.shown == ["Apple", "Apricot", "Grape"])
        try driver.pressKey(.backspace)
        #expect(list.updates == ["", "a", "ap", "a"])
        #expect(list.tableView.numberOfRows(inSection: 0) == 7)
    }

    @Test func theDelegatesHearEachStepInUIKitsOrder() throws {
        let (list, _, _, driver) = makeList()
        try driver.type("b", into: list.search.searchBar.searchTextField)
        #expect(
            list.calls == [
                "didBeginEditing", "willPresent", "update()", "didPresent", "textDidChange(b)", "update(b)",
            ])
        list.calls = []
        try driver.pressKey(.returnKey)
        #expect(list.calls == ["searchClicked", "didEndEditing"])
        #expect(list.search.isActive)  // Search ends editing, not the search
        list.calls = []
        try driver.tap(label: "Cancel")
        #expect(list.calls == ["cancelClicked", "willDismiss", "update()", "didDismiss"])
        // As in UIKit, `isActive` has its new value in the will-present and will-dismiss calls.
        #expect(list.activeInWillPresent == true)
        #expect(list.activeInWillDismiss == false)
    }

    @Test func cancelClearsTheTextAndEndsTheSearch() throws {
        let (list, navigation, _, driver) = makeList()
        let searchBar = list.search.searchBar
        try driver.type("cher", into: searchBar.searchTextField)
        #expect(searchBar.showsCancelButton)
        #expect(list.shown == ["Cherry"])
        try driver.tap(label: "Cancel")
        #expect(!list.search.isActive)
        #expect(searchBar.text == "")
        #expect(!searchBar.searchTextField.isFirstResponder)
        #expect(!searchBar.showsCancelButton)
        #expect(list.updates.last == "")
        #expect(list.shown.count == 10)
        #expect(navigation.navigationBar.frame.height == 120)
    }

    @Test func escapeInTheFieldCancelsTheSearch() throws {
        let (list, _, _, driver) = makeList()
        try driver.type("x", into: list.search.searchBar.searchTextField)
        try driver.pressKey(.escape)
        #expect(!list.search.isActive)
        #expect(list.search.searchBar.text == "")
    }

    @Test func settingIsActiveStartsAndEndsTheSearch() throws {
        let (list, navigation, window, _) = makeList()
        let search = list.search
        search.isActive = true
        window.layoutIfNeeded()
        #expect(search.searchBar.searchTextField.isFirstResponder)
        #expect(search.searchBar.showsCancelButton)
        #expect(list.calls == ["willPresent", "didBeginEditing", "update()", "didPresent"])
        // hidesNavigationBarDuringPresentation: the title row slides away, the search bar goes up.
        #expect(navigation.navigationBar.frame.height == 76)  // 20 + 56
        #expect(list.tableView.convert(list.tableView.bounds, to: window).minY == 76)
        search.isActive = false
        window.layoutIfNeeded()
        #expect(!search.searchBar.searchTextField.isFirstResponder)
        #expect(navigation.navigationBar.frame.height == 120)
        #expect(list.tableView.convert(list.tableView.bounds, to: window).minY == 120)
        #expect(list.calls.suffix(4) == ["willDismiss", "didEndEditing", "update()", "didDismiss"])
    }

    @Test func theSearchBarTakesTheFocusForItsField() throws {
        let (list, _, window, _) = makeList()
        let searchBar = list.search.searchBar
        #expect(searchBar.window === window)
        #expect(searchBar.becomeFirstResponder())
        #expect(searchBar.searchTextField.isFirstResponder)
        #expect(list.search.isActive)
        #expect(searchBar.resignFirstResponder())
        #expect(!searchBar.searchTextField.isFirstResponder)
        #expect(list.search.isActive)  // still searching, as after Search on iOS
    }

    @Test func theResultsControllerShowsOverTheContentWhileThereIsText() throws {
        let results = FruitResultsController()
        let (list, _, window, driver) = makeList(resultsController: results)
        #expect(list.search.searchResultsController === results)
        #expect(results.parent === list.search)
        list.search.isActive = true
        #expect(results.viewIfLoaded?.window == nil)  // empty text: the screen's own content shows
        try driver.type("m", into: list.search.searchBar.searchTextField)
        #expect(results.view.window === window)
        #expect(results.appearances == 1)
        // Over the screen, under the search bar (the title row hidden while searching).
        #expect(results.view.convert(results.view.bounds, to: window) == CGRect(x: 0, y: 76, width: 375, height: 591))
        try driver.pressKey(.backspace)
        #expect(results.view.window == nil)
        #expect(results.disappearances == 1)
        try driver.type("l", into: list.search.searchBar.searchTextField)
        #expect(results.view.window === window)
        try driver.tap(label: "Cancel")
        #expect(results.view.window == nil)
        #expect(results.disappearances == 2)
    }

    @Test func withoutObscuringTheFilteredRowsTakeTaps() throws {
        let (list, _, _, driver) = makeList()
        try driver.type("an", into: list.search.searchBar.searchTextField)
        try driver.tap(label: "Mango")
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(list.search.isActive)
    }

    @Test func anObscuredBackgroundEndsTheSearchWhenTapped() throws {
        let (list, _, window, driver) = makeList()
        list.search.obscuresBackgroundDuringPresentation = true
        list.search.isActive = true
        window.layoutIfNeeded()
        try driver.tap(list.search.view)
        #expect(!list.search.isActive)
    }

    @Test func theDelegateMayRefuseEdits() throws {
        final class DigitsOnly: UISearchBarDelegate {
            func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
                -> Bool
            { text.allSatisfy(\.isNumber) }
        }
        let digits = DigitsOnly()
        let searchBar = UISearchBar(frame: CGRect(x: 0, y: 40, width: 320, height: 56))
        searchBar.delegate = digits
        let window = UIWindow(device: .iPhoneSE)
        window.addSubview(searchBar)
        let driver = UIDriver(window: window)
        try driver.type("a1b2", into: searchBar.searchTextField)
        #expect(searchBar.text == "12")
    }

    @Test func aStandaloneSearchBarHasUIKitsMetricsAndOptions() {
        let searchBar = UISearchBar()
        #expect(searchBar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 56))
        #expect(searchBar.searchBarStyle == .default)
        searchBar.searchBarStyle = .minimal
        #expect(searchBar.searchBarStyle.rawValue == 2)
        searchBar.prompt = "Find a fruit"
        #expect(searchBar.intrinsicContentSize.height > 56)
        searchBar.prompt = nil
        searchBar.scopeButtonTitles = ["All", "Red", "Yellow"]
        #expect(searchBar.intrinsicContentSize.height == 56)  // the scope bar shows only when asked
        searchBar.showsScopeBar = true
        #expect(searchBar.intrinsicContentSize.height == 100)  // 56 + 44
        searchBar.selectedScopeButtonIndex = 2
        #expect(searchBar.selectedScopeButtonIndex == 2)
        searchBar.setShowsCancelButton(true, animated: true)
        #expect(searchBar.showsCancelButton)
        searchBar.autocapitalizationType = .words
        #expect(searchBar.searchTextField.autocapitalizationType == .words)
        #expect(searchBar.searchTextField.returnKeyType == .search)
        let item = UINavigationItem(title: "Fruit")
        #expect(item.searchController == nil)
        #expect(item.hidesSearchBarWhenScrolling)
        #expect(item.preferredSearchBarPlacement == .automatic)
    }

    @Test func aDynamicTypeSizeGrowsAStandaloneBar() {
        let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let large = UIWindow(device: .iPhoneSE)
        large.addSubview(searchBar)
        let atLarge = searchBar.intrinsicContentSize.height
        let huge = UIWindow(
            device: .iPhoneSE, traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
        huge.addSubview(searchBar)
        #expect(atLarge == 56)
        #expect(searchBar.intrinsicContentSize.height > 56)
    }

    @Test func aPushedScreenWithoutSearchGetsTheShorterBarAndPoppingBringsItBack() throws {
        let (list, navigation, window, _) = makeList()
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 64)
        #expect(list.search.searchBar.superview == nil)
        #expect(detail.view.convert(detail.view.bounds, to: window).minY == 64)
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 120)
        #expect(list.search.searchBar.superview === navigation.navigationBar)
    }

    @Test func replacingOrRemovingAnActiveSearchControllerEndsItsSearch() throws {
        let (list, navigation, window, driver) = makeList()
        let old = list.search
        try driver.type("an", into: old.searchBar.searchTextField)
        #expect(old.view.superview != nil)
        let replacement = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = replacement
        window.layoutIfNeeded()
        #expect(!old.isActive)
        #expect(old.viewIfLoaded?.superview == nil)
        #expect(old.searchBar.superview == nil)
        #expect(replacement.searchBar.superview === navigation.navigationBar)
        #expect(list.calls.suffix(2) == ["update()", "didDismiss"])
        replacement.isActive = true
        list.navigationItem.searchController = nil
        window.layoutIfNeeded()
        #expect(!replacement.isActive)
        #expect(replacement.viewIfLoaded?.superview == nil)
        #expect(navigation.navigationBar.frame.height == 64)
        #expect(list.tableView.convert(list.tableView.bounds, to: window).minY == 64)
    }

    @Test func theScopeBarShowsWhileSearchingAndTheDelegateHearsThePick() throws {
        final class ScopeRecorder: UISearchBarDelegate {
            var scopes: [Int] = []
            func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
                scopes.append(selectedScope)
            }
        }
        let (list, navigation, window, driver) = makeList()
        let recorder = ScopeRecorder()
        let searchBar = list.search.searchBar
        searchBar.scopeButtonTitles = ["All", "Red", "Yellow"]
        searchBar.delegate = recorder
        #expect(!searchBar.showsScopeBar)
        list.search.isActive = true
        window.layoutIfNeeded()
        #expect(searchBar.showsScopeBar)
        #expect(navigation.navigationBar.frame.height == 120)  // 20 + 56 + 44: the title row is gone
        let scope = try #require(searchBar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        try driver.selectSegment(2, of: scope)
        #expect(searchBar.selectedScopeButtonIndex == 2)
        #expect(recorder.scopes == [2])
        list.search.isActive = false
        #expect(!searchBar.showsScopeBar)
    }

    @Test func theTitleRowStaysWhenTheSearchDoesNotHideTheBar() throws {
        let (list, navigation, window, _) = makeList()
        list.search.hidesNavigationBarDuringPresentation = false
        list.search.isActive = true
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 120)
        #expect(list.search.searchBar.convert(list.search.searchBar.bounds, to: window).minY == 64)
    }

    @Test func aSearchBarInATableHeaderShowsTheResultsBelowIt() throws {
        let results = FruitResultsController()
        let search = UISearchController(searchResultsController: results)
        let table = UITableView(frame: CGRect(x: 0, y: 20, width: 375, height: 647), style: .plain)
        search.searchBar.frame = CGRect(x: 0, y: 0, width: 375, height: 56)
        table.tableHeaderView = search.searchBar
        let window = UIWindow(device: .iPhoneSE)
        window.addSubview(table)
        window.layoutIfNeeded()
        let driver = UIDriver(window: window)
        #expect(search.searchBar.bounds.height == 56)
        try driver.type("k", into: search.searchBar.searchTextField)
        #expect(search.isActive)
        #expect(results.view.window === window)
        #expect(results.view.convert(results.view.bounds, to: window).minY == 76)
        search.isActive = false
        #expect(results.view.window == nil)
        #expect(search.searchBar.text == "")
    }

    @Test func inTheNavigationBarTheSearchBarKeepsItsSizeAtLargeDynamicTypeSizes() throws {
        let (list, navigation, window, _) = makeList(
            traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 120)  // as the title, the bar's text keeps its size
        #expect(list.search.searchBar.searchTextField.bounds.height == 36)
    }

    @Test func standaloneSearchBarsAtAnAccessibilitySizeLookRight() {
        let withPrompt = UISearchBar()
        withPrompt.prompt = "Library"
        withPrompt.placeholder = "Search books"
        withPrompt.text = "Le Guin"
        withPrompt.showsCancelButton = true
        let minimal = UISearchBar()
        minimal.searchBarStyle = .minimal
        minimal.placeholder = "Search"
        let scoped = UISearchBar()
        scoped.placeholder = "Search"
        scoped.scopeButtonTitles = ["All", "Novels", "Essays"]
        scoped.showsScopeBar = true
        let page = SearchBarsView(bars: [withPrompt, minimal, scoped])
        page.backgroundColor = .systemGroupedBackground
        assertSnapshot(of: page, on: .iPhoneSE, contentSize: .accessibilityLarge)
    }

    @Test func aSearchBarOverATableLooksRight() throws {
        let (_, _, light, _) = makeList()
        assertSnapshot(of: light, named: "light")
        let (dark, _, darkWindow, driver) = makeList(traits: UITraitCollection(userInterfaceStyle: .dark))
        try driver.type("an", into: dark.search.searchBar.searchTextField)
        try driver.settle()
        assertSnapshot(of: darkWindow, named: "dark-searching")
    }
}

/// Search bars stacked from the top at the heights they ask for.
final class SearchBarsView: UIView {
    let bars: [UISearchBar]

    init(bars: [UISearchBar]) {
        self.bars = bars
        super.init(frame: .zero)
        for bar in bars { addSubview(bar) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var top: CGFloat = 20
        for bar in bars {
            let height = bar.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
            bar.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
            top += height + 16
        }
    }
}

extension UINavigationController {
    /// Whether the bar shows the top screen's search bar.
    fileprivate var navigationItemsSearchBarIsShown: Bool {
        topViewController?.navigationItem.searchController?.searchBar.superview === navigationBar
    }
}
