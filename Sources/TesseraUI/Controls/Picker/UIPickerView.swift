public import Foundation
public import TesseraGraphics

/// Spinning-wheel columns of rows (`UIPickerView`), drawn as iOS 14 and later draw them: the
/// selected rows sit in a rounded grey band across the middle, and rows further from it fade.
///
/// The `dataSource` says how many components (columns) there are and how many rows each has; the
/// `delegate` gives each row a title, an attributed title or a view, and may size the components.
/// The picker asks them when it first lays out and again on `reloadAllComponents()` or
/// `reloadComponent(_:)`.
///
/// A component is a scroll view: a vertical drag or the mouse wheel moves it, and it settles on
/// the row nearest to where it would stop; tapping a row above or below the band scrolls to that
/// row. When the component settles on a row other than the selected one, that row becomes
/// selected and the delegate hears `pickerView(_:didSelectRow:inComponent:)` once. Each component
/// takes keyboard focus (Up and Down select the previous and next row) and is an adjustable
/// accessibility element whose value is its selected row's title. `selectRow(_:inComponent:animated:)`
/// selects from code without telling the delegate, as in UIKit.
///
/// For example:
/// ```swift
/// final class Sizes: UIPickerViewDataSource, UIPickerViewDelegate {
///     let sizes = ["S", "M", "L", "XL"]
///     func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
///     func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
///     func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
///         sizes[row]
///     }
/// }
/// let sizes = Sizes()
/// let picker = UIPickerView()
/// picker.dataSource = sizes
/// picker.delegate = sizes
/// picker.selectRow(2, inComponent: 0, animated: false)
/// picker.selectedRow(inComponent: 0)   // 2
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The height the picker prefers (UIKit's 216 points); its width is the space it is given
    /// (320 points when nothing sizes it).
    public static let preferredSize = CGSize(width: 320, height: 216)
    /// The row height when the delegate gives none, in points.
    public static let defaultRowHeight: CGFloat = 32

    /// Says how many components and rows there are. Setting it reloads every component at the
    /// next layout.
    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { invalidateComponents() } }
    /// Gives rows their titles or views and hears the user's selections. Setting it reloads every
    /// component at the next layout.
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { invalidateComponents() } }

    /// The components, one scroll view each, loaded from the data source.
    var componentViews: [PickerComponentView] = []
    private var componentsAreLoaded = false

    override public init(frame: CGRect = .zero) {
        super.init(frame: frame)
        if frame.size == .zero { self.frame.size = Self.preferredSize }
    }

    /// The number of components, as the data source last said (0 without one).
    open var numberOfComponents: Int {
        loadComponentsIfNeeded()
        return componentViews.count
    }

    /// The number of rows in `component`, as the data source last said (0 for no such component).
    open func numberOfRows(inComponent component: Int) -> Int {
        componentView(component)?.rowCount ?? 0
    }

    /// The size of `component`'s rows: its width and row height (zero for no such component).
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let view = componentView(component) else { return .zero }
        return CGSize(width: componentWidth(component), height: view.rowHeight)
    }

    /// The view showing `row` of `component`, or nil when that row is not on screen.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        componentView(component)?.visibleRowViews[row]
    }

    /// Asks the data source and delegate again for every component, keeping each selection where
    /// it still fits (a selection past a component's new last row moves to that row).
    open func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        let previous = componentViews
        for view in previous.dropFirst(count) { view.removeFromSuperview() }
        componentViews = (0..<count).map { index in
            if index < previous.count { return previous[index] }
            let view = PickerComponentView(picker: self, component: index)
            addSubview(view)
            return view
        }
        componentsAreLoaded = true
        for view in componentViews { view.reload() }
        setNeedsLayout()
    }

    /// Asks the data source and delegate again for `component`'s rows, keeping its selection where
    /// it still fits.
    open func reloadComponent(_ component: Int) {
        guard let view = componentView(component) else { return }
        view.reload()
        setNeedsLayout()
    }

    /// Selects `row` of `component` and scrolls it into the band (over 0.3 s when `animated`). The
    /// delegate is not told. A row past either end selects the first or last row.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        componentView(component)?.select(row, animated: animated)
    }

    /// The selected row of `component`; -1 when it has no rows (or there is no such component).
    open func selectedRow(inComponent component: Int) -> Int {
        componentView(component)?.selectedRow ?? -1
    }

    // MARK: Accessibility

    /// The components, each an adjustable element, unless set otherwise.
    override open var accessibilityElements: [Any]? {
        get {
            if let elements = super.accessibilityElements { return elements }
            loadComponentsIfNeeded()
            return componentViews
        }
        set { super.accessibilityElements = newValue }
    }

    // MARK: Size, layout and drawing

    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.preferredSize.height)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : Self.preferredSize.width, height: Self.preferredSize.height)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        loadComponentsIfNeeded()
        layOutComponents()
    }

    override open func draw(in context: inout DisplayList) {
        drawSelectionBand(in: &context)
    }

    // MARK: Components

    /// The component view at `index`, loading the components first; nil when out of range.
    package func componentView(_ index: Int) -> PickerComponentView? {
        loadComponentsIfNeeded()
        return componentViews.indices.contains(index) ? componentViews[index] : nil
    }

    private func loadComponentsIfNeeded() {
        if !componentsAreLoaded { reloadAllComponents() }
    }

    private func invalidateComponents() {
        componentsAreLoaded = false
        setNeedsLayout()
    }

    /// Tells the delegate the user settled `component` on `row`.
    func userDidSelect(_ row: Int, inComponent component: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
