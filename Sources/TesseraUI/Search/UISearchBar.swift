public import Foundation
public import TesseraGraphics

/// A bar with a search field (`UISearchBar`): a rounded `UISearchTextField` with a magnifying
/// glass, an optional Cancel button at its trailing side, an optional prompt above and an optional
/// scope bar (a segmented control) below.
///
/// The bar is `preferredHeight` (56) points tall — the field 36, centred — plus the prompt and the
/// scope bar when they show; at larger Dynamic Type sizes the field and the bar grow with the text
/// (in a navigation bar the text keeps the default size, as the bar's title does). Editing is the
/// text field's: the bar tells its `delegate` (`UISearchBarDelegate`) of each step, and its
/// `UISearchController`, if it has one, updates the search.
///
/// ```swift
/// let searchBar = UISearchBar()
/// searchBar.placeholder = "Search"
/// searchBar.delegate = self
/// searchBar.showsCancelButton = true
/// tableView.tableHeaderView = searchBar
/// ```
///
/// `searchBarStyle` picks the background: `.default` and `.prominent` fill the bar with
/// `barTintColor` (else the system background), `.minimal` draws none; in a navigation bar the
/// bar's own background shows. The Cancel button, the caret and the selected scope take
/// `tintColor`. `becomeFirstResponder()` and `resignFirstResponder()` act on the field.
/// Main actor only.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
    /// The look of the bar's background (`UISearchBar.Style`, with iOS's raw values).
    public enum Style: UInt, Hashable, Sendable {
        /// `default` (filled, as `prominent`), `prominent` (filled), `minimal` (no background).
        case `default` = 0
        case prominent = 1
        case minimal = 2
    }

    /// The bar's height without prompt or scope bar at the default text size, in points.
    public static let preferredHeight: CGFloat = 56
    /// The field's height at the default text size, in points.
    public static let fieldHeight: CGFloat = 36

    /// The search field. Its `delegate` is free for the app; the bar hears of editing on its own.
    public let searchTextField = UISearchTextField()
    /// Asked and told about editing, Search, Cancel and scope changes; not retained.
    open weak var delegate: (any UISearchBarDelegate)?

    /// The search controller that owns the bar, if any.
    weak var searchController: UISearchController?
    /// True while a navigation bar shows the bar: no background of its own, wider margins.
    var isInNavigationBar = false {
        didSet { if isInNavigationBar != oldValue { barAppearanceDidChange() } }
    }

    let cancelButton = UIButton(type: .system)
    let promptLabel = UILabel()
    let scopeBar = UISegmentedControl()

    /// A bar with an empty field.
    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    // MARK: Text

    /// The field's text ("" when empty). Setting it in code tells neither the delegate nor the
    /// results updater, as in UIKit; an active search controller shows or hides its results for it.
    open var text: String? {
        get { searchTextField.text }
        set {
            searchTextField.text = newValue
            searchController?.updateResultsVisibility()
        }
    }

    /// Grey text the field shows while empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text shown centred above the field; nil (the default) shows none.
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            barHeightDidChange()
        }
    }

    // MARK: Cancel

    /// Whether the Cancel button shows at the trailing side of the field. Default false.
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the Cancel button, the field sliding to make room when `animated`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard cancelButton.isHidden == showsCancelButton else { return }
        cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
        guard animated, window != nil else { return }
        UIView.animate(withDuration: UINavigationController.hideShowBarDuration) { self.layoutIfNeeded() }
    }

    /// Whether Escape in the field cancels: while Cancel shows or a search is active.
    var cancelsOnEscape: Bool { showsCancelButton || searchController?.isActive == true }

    // MARK: Scope

    /// The titles of the scope bar's segments; nil (the default) for no scope bar.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.segments = (scopeButtonTitles ?? []).map { UISegmentedControl.Segment(title: $0) }
            scopeBar.selectedSegmentIndex = scopeBar.segments.isEmpty ? UISegmentedControl.noSegment : 0
            barHeightDidChange()
        }
    }

    /// The selected scope (0 by default). Setting it tells nobody.
    open var selectedScopeButtonIndex: Int {
        get { max(0, scopeBar.selectedSegmentIndex) }
        set {
            guard scopeBar.segments.indices.contains(newValue) else { return }
            scopeBar.selectedSegmentIndex = newValue
        }
    }

    /// Whether the scope bar shows under the field (when there are scope titles). Default false.
    open var showsScopeBar = false { didSet { barHeightDidChange() } }

    /// Whether the scope bar is on screen: `showsScopeBar` and titles to show.
    var isScopeBarShown: Bool { showsScopeBar && !scopeBar.segments.isEmpty }

    // MARK: Appearance

    /// The background look; default `.default`.
    open var searchBarStyle: Style = .default { didSet { barAppearanceDidChange() } }
    /// The background of a `.default` or `.prominent` bar; nil for the system background.
    open var barTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.barTintColor)
            barAppearanceDidChange()
        }
    }
    /// Kept and read back (bars here are opaque). Default true.
    open var isTranslucent = true

    // MARK: Text input traits (the field's)

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }

    // MARK: Set-up

    override open func buildHierarchy() {
        for view in [promptLabel, searchTextField, cancelButton, scopeBar] as [UIView] { addSubview(view) }
    }

    override open func configureViews() {
        searchTextField.searchBar = self
        searchTextField.addAction(
            UIAction { [weak self] _ in self?.searchButtonClicked() }, for: .primaryActionTriggered)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelButtonClicked() }, for: .touchUpInside)
        promptLabel.textAlignment = .center
        promptLabel.textColor = .secondaryLabel
        promptLabel.font = .preferredFont(forTextStyle: .footnote)
        promptLabel.adjustsFontForContentSizeCategory = true
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeDidChange() }, for: .valueChanged)
    }

    /// The field takes or gives up the focus in the bar's place.
    override var firstResponderProxy: UIView? { searchTextField }

    // MARK: Layout and drawing (UISearchBar+Layout.swift, UISearchBar+Drawing.swift)

    /// No preferred width; as tall as the prompt, field row and scope bar.
    override open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    /// The width offered; the bar's height.
    override open func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    override open func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        guard previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        barHeightDidChange()
    }

    override open func draw(in context: inout DisplayList) { drawBackground(in: &context) }

    override open func themeDidChange() { setNeedsDisplay() }

    // MARK: Events from the field and buttons

    func textDidChange() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchTextDidChange()
    }

    func textDidBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    func textDidEndEditing() {
        delegate?.searchBarTextDidEndEditing(self)
    }

    func searchButtonClicked() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// Cancel (the button, or Escape): the delegate hears of it, then an owning search controller
    /// ends its search.
    func cancelButtonClicked() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.isActive = false
    }

    private func scopeDidChange() {
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
    }
}
