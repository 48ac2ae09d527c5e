public import Foundation
public import TesseraGraphics

/// Runs a search from a search bar (`UISearchController`): it owns the `searchBar`, keeps the
/// search active while the user searches, asks its `searchResultsUpdater` to update the results
/// and shows `searchResultsController` over the content while there is text to search for.
///
/// Put it in a navigation item, and the navigation bar shows its search bar under the title, the
/// screen laid out below both:
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchResultsUpdater = self
/// search.obscuresBackgroundDuringPresentation = false
/// search.searchBar.placeholder = "Search"
/// navigationItem.searchController = search
/// definesPresentationContext = true
///
/// func updateSearchResults(for searchController: UISearchController) {
///     let text = searchController.searchBar.text ?? ""
///     // filter the table by text
/// }
/// ```
///
/// The search becomes active when the field takes the focus (a tap, Tab) or `isActive` is set to
/// true (which focuses the field); it ends when Cancel is tapped, Escape is pressed in the field,
/// the dimmed content is tapped, or `isActive` is set to false. Becoming active: the delegate's
/// `willPresentSearchController`; Cancel shows (`automaticallyShowsCancelButton`), the scope bar
/// too (`automaticallyShowsScopeBar`), the title row of the navigation bar slides away
/// (`hidesNavigationBarDuringPresentation`) and the content is dimmed
/// (`obscuresBackgroundDuringPresentation`); `updateSearchResults(for:)`; then
/// `didPresentSearchController`. Every change the user makes to the text calls
/// `updateSearchResults(for:)` again. Ending: `willDismissSearchController`; the text is cleared and
/// the field resigns; everything above is undone; `updateSearchResults(for:)` with empty text; then
/// `didDismissSearchController`. `isActive` has its new value from the will-present and
/// will-dismiss calls on.
///
/// While active, the search controller's view lies over the screen below the bar (under the
/// search bar elsewhere): dimmed or clear (touches then reach the content), with the results
/// controller's view filling it while the text is not empty (or `showsSearchResultsController`).
/// Main actor only.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The search bar; put it in a navigation item (`navigationItem.searchController`) or a table
    /// header.
    public let searchBar = UISearchBar()
    /// The controller showing the results over the content, or nil to show them in the content
    /// itself (the updater filters the screen's own table).
    public let searchResultsController: UIViewController?
    /// Told to update the results as the text changes; not retained.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told as the search starts and ends; not retained.
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the content is dimmed while the search is active (taps on it end the search).
    /// Default true.
    open var obscuresBackgroundDuringPresentation = true {
        didSet { presentationView?.obscures = obscuresBackgroundDuringPresentation }
    }
    /// The deprecated name of `obscuresBackgroundDuringPresentation`.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar's title row slides away while the search is active, leaving the
    /// search bar at the top. Default true.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar's Cancel button shows while the search is active. Default true.
    open var automaticallyShowsCancelButton = true
    /// Whether the search bar's scope bar shows while the search is active. Default true.
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows while the search is active even with empty text.
    /// Default false.
    open var showsSearchResultsController = false { didSet { updateResultsVisibility() } }

    /// Backs `isActive`.
    private var active = false
    /// The view lying over the content while active, once loaded.
    var presentationView: SearchPresentationView? { viewIfLoaded as? SearchPresentationView }

    /// A search controller showing its results in `searchResultsController` (nil: in the
    /// presenting screen itself).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        if let searchResultsController { addChild(searchResultsController) }
        searchResultsController?.endMove(toParent: self)
    }

    /// A search controller without a results controller.
    public convenience init() {
        self.init(searchResultsController: nil)
    }

    /// Containers are not screens: nil, so only the screens report `screen_view`.
    override open var trackingName: String? { nil }

    override open func loadView() {
        let view = SearchPresentationView()
        view.obscures = obscuresBackgroundDuringPresentation
        view.onTapOutside = { [weak self] in self?.isActive = false }
        self.view = view
    }

    /// Whether the search is active. Setting it starts the search (focusing the search bar) or
    /// ends it (clearing the text), with the delegate and updater calls described above.
    open var isActive: Bool {
        get { active }
        set { newValue ? activate() : deactivate() }
    }

    // MARK: From the search bar

    /// The field took the focus: the search starts if it was not active.
    func searchBarDidBeginEditing() {
        isActive = true
    }

    /// The user changed the text: the results show or hide and the updater updates them.
    func searchTextDidChange() {
        guard active else { return }
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    // MARK: Starting and ending

    private func activate() {
        guard !active else { return }
        active = true
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, searchBar.scopeButtonTitles?.isEmpty == false { searchBar.showsScopeBar = true }
        showPresentation()
        searchBarPlacementDidChange()
        if !searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.becomeFirstResponder() }
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    /// Ends an active search without telling anyone: its screen was ended (popped or removed).
    func endSearchQuietly() {
        guard active else { return }
        active = false
        hidePresentation()
    }

    private func deactivate() {
        guard active else { return }
        active = false
        delegate?.willDismissSearchController(self)
        searchBar.text = ""
        searchBar.searchTextField.resignFirstResponder()
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar, searchBar.scopeButtonTitles?.isEmpty == false { searchBar.showsScopeBar = false }
        updateResultsVisibility()
        hidePresentation()
        searchBarPlacementDidChange()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }
}
