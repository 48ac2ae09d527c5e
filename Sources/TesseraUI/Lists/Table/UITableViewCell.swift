public import Foundation
public import TesseraGraphics
import TesseraLayout

/// A row of a `UITableView` (`UITableViewCell`): a `contentView` for your subviews, the standard
/// labels of its `CellStyle` (or a `contentConfiguration`), an accessory, selection and highlight
/// states, and reuse.
///
/// A table makes registered cells with `init(style: .default, reuseIdentifier:)` — through
/// `init(frame:)`, so a subclass that overrides `init(style:reuseIdentifier:)` (and, as on iOS,
/// `init?(coder:)`) is made with its own initialiser. `prepareForReuse()` runs before a cell shows
/// another row. A self-sizing row (`UITableView.automaticDimension`) gets the height from
/// `sizeThatFits(_:)`: by default the constraints of the content view's subviews, else the content
/// configuration or the standard labels.
///
/// For example, a cell of the classic kind, and one of the modern kind:
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "value", for: indexPath)
/// cell.textLabel?.text = "Font size"
/// cell.detailTextLabel?.text = "17 pt"
/// cell.accessoryType = .disclosureIndicator
///
/// var content = cell.defaultContentConfiguration()
/// content.text = book.title
/// content.secondaryText = book.author
/// content.image = UIImage(systemName: "book")
/// cell.contentConfiguration = content
/// ```
///
/// Differences from UIKit: no reordering or editing controls are drawn in editing mode (the state
/// is kept and passed to the cell), and `backgroundConfiguration` does not exist.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// Which standard labels the cell has and how they are placed (`UITableViewCell.CellStyle`).
    ///
    /// For example:
    /// ```swift
    /// let cell = UITableViewCell(style: .value1, reuseIdentifier: "setting")
    /// ```
    public enum CellStyle: Int, Hashable, Sendable {
        /// A title label (and an image view) on the leading side.
        case `default` = 0
        /// A title on the leading side and a secondary-coloured detail on the trailing side.
        case value1 = 1
        /// A small accent-coloured title in a fixed column, then the detail.
        case value2 = 2
        /// A title with a smaller detail below it.
        case subtitle = 3
    }

    /// The standard accessory at the trailing edge (`UITableViewCell.AccessoryType`).
    ///
    /// For example:
    /// ```swift
    /// cell.accessoryType = isChosen ? .checkmark : .none
    /// ```
    public enum AccessoryType: Int, Hashable, Sendable {
        /// No accessory.
        case none = 0
        /// A chevron: the row leads somewhere.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A check mark in the tint colour.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How selection shows (`UITableViewCell.SelectionStyle`).
    ///
    /// For example, a row that only shows information:
    /// ```swift
    /// cell.selectionStyle = .none
    /// ```
    public enum SelectionStyle: Int, Hashable, Sendable {
        /// Selection changes `isSelected` but shows nothing.
        case none = 0
        /// The selection colour (grey since iOS 7, as in UIKit).
        case blue = 1
        /// A grey selection background.
        case gray = 2
        /// The system selection colour (grey).
        case `default` = 3
    }

    /// What editing a row does (`UITableViewCell.EditingStyle`).
    ///
    /// For example, rows that can be swiped to delete except the first:
    /// ```swift
    /// func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    ///     indexPath.row == 0 ? .none : .delete
    /// }
    /// ```
    public enum EditingStyle: Int, Hashable, Sendable {
        /// The row cannot be deleted or inserted.
        case none = 0
        /// The row offers a Delete action.
        case delete = 1
        /// The row offers an insert control.
        case insert = 2
    }

    /// Whether a table draws lines between rows (`UITableViewCell.SeparatorStyle`).
    ///
    /// For example:
    /// ```swift
    /// tableView.separatorStyle = .none
    /// ```
    public enum SeparatorStyle: Int, Hashable, Sendable {
        /// No lines between rows.
        case none = 0
        /// A thin line between rows.
        case singleLine = 1
    }

    /// The layout of the standard labels.
    let cellStyle: CellStyle
    /// Holds the cell's content; inset from the trailing edge by the accessory.
    public let contentView = UIView()
    /// The identifier the cell is reused under; nil for a cell made without one.
    public internal(set) var reuseIdentifier: String?

    /// A view behind the content (nil: the background colour shows).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    /// The view behind the content while the row is selected or highlighted; by default a system
    /// grey one (unless `selectionStyle` is `.none`). Set nil for none.
    open var selectedBackgroundView: UIView? {
        get {
            if selectedBackgroundViewStorage == nil, !hasCustomSelectedBackgroundView {
                let view = UIView()
                view.backgroundColor = UIColor(light: UIColor(rgb: 0xD1D1D6), dark: UIColor(rgb: 0x3A3A3C))
                selectedBackgroundViewStorage = view
            }
            return selectedBackgroundViewStorage
        }
        set {
            selectedBackgroundViewStorage?.removeFromSuperview()
            selectedBackgroundViewStorage = newValue
            hasCustomSelectedBackgroundView = true
            updateSelectionAppearance()
        }
    }
    private var selectedBackgroundViewStorage: UIView?
    private var hasCustomSelectedBackgroundView = false

    /// How selection shows. Default `.default`.
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionAppearance() } }
    /// The standard accessory; ignored while `accessoryView` is set.
    open var accessoryType: AccessoryType = .none {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// A view at the trailing edge, vertically centred, instead of `accessoryType`.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// The insets of the line under the row, in points (left and right are used). Nil until set:
    /// the table's `separatorInset` applies.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? tableSeparatorInset }
        set {
            customSeparatorInset = newValue
            setNeedsDisplay()
        }
    }
    var customSeparatorInset: UIEdgeInsets?
    /// The table's default separator inset, set when the row is shown.
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// True while the row is selected. Setting it calls `setSelected(_:animated:)` without animation.
    open var isSelected: Bool {
        get { isSelectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    private var isSelectedStorage = false
    /// True while a touch is down on the row. Setting it calls `setHighlighted(_:animated:)`.
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    private var isHighlightedStorage = false
    /// True while the table is in editing mode.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var isEditingStorage = false

    /// Content made from `contentConfiguration`, filling the content view.
    var configuredContentView: (any UIView & UIContentView)?
    /// The configuration that makes the cell's content (a `UIListContentConfiguration`, usually);
    /// setting it replaces the standard labels' role. Nil (the default) for none.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredContentView = contentView.hostContent(contentConfiguration, replacing: configuredContentView)
        }
    }
    /// Whether the content configuration is updated for the cell's state on every change. Default true.
    open var automaticallyUpdatesContentConfiguration = true

    /// True while the row is expanded (see `UITableView.expandRow(at:animated:)`); measured cells can
    /// report a taller size when expanded.
    open var isExpanded = false { didSet { if isExpanded != oldValue { setNeedsLayout() } } }

    /// The line under the row, set by the table (nil: none).
    var separatorColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Horizontal distance of the swipe-actions reveal, in points (negative reveals trailing actions).
    var swipeOffset: CGFloat = 0 {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// Whether the app set `backgroundColor` (the table then leaves it alone).
    var hasOwnBackgroundColor = false
    /// The standard labels and image, once asked for.
    var standardTextLabel: UILabel?
    var standardDetailTextLabel: UILabel?
    var standardImageView: UIImageView?

    override class var setUpRunningClass: UIView.Type { UITableViewCell.self }

    /// A cell of `style` that a table reuses under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        defer { runSetUp(after: UITableViewCell.self) }
        clipsToBounds = true
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        addSubview(contentView)
    }

    /// Cells are not decoded from archives here: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A `.default` cell without a reuse identifier; a table makes registered cells this way, then
    /// gives them their identifier.
    public required convenience override init(frame: CGRect = .zero) {
        self.init(style: .default, reuseIdentifier: nil)
        if frame != .zero { self.frame = frame }
    }

    override open var backgroundColor: UIColor? {
        didSet { hasOwnBackgroundColor = true }
    }

    /// Sets the background the table gives cells that did not set their own.
    func applyTableBackground(_ color: UIColor?) {
        guard !hasOwnBackgroundColor, backgroundColor != color else { return }
        // The storage, not the property: a default the table gives is not the app's own colour
        // (and leaves room for `UITableViewCell.appearance().backgroundColor`).
        setBackgroundColor(color)
    }

    /// Runs before the cell is handed out for another row: reset transient state here (call super).
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
        swipeOffset = 0
        isExpanded = false
        alpha = 1
    }

    /// Selects or deselects the row's look (the table calls this; subclasses may override to
    /// restyle, calling super).
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != isSelectedStorage else { return }
        isSelectedStorage = selected
        stateDidChange()
    }

    /// Highlights the row while a touch is down (the table calls this).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != isHighlightedStorage else { return }
        isHighlightedStorage = highlighted
        stateDidChange()
    }

    /// Enters or leaves editing mode (the table calls this for the rows on screen).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditingStorage else { return }
        isEditingStorage = editing
        stateDidChange()
        setNeedsLayout()
    }

    /// The cell's state as configurations see it.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isExpanded = isExpanded
        state.isSwiped = swipeOffset != 0
        return state
    }

    /// Updates the content configuration for `state`; the default asks the configuration for its
    /// `updated(for:)` when `automaticallyUpdatesContentConfiguration`. Override to restyle.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateContentConfigurationAutomatically(for: state)
    }

    /// Asks for `updateConfiguration(using:)` with the current state.
    public func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    private func stateDidChange() {
        updateSelectionAppearance()
        if contentConfiguration != nil { setNeedsUpdateConfiguration() }
    }

    func updateSelectionAppearance() {
        let showsSelection = (isSelected || isHighlighted) && selectionStyle != .none
        guard showsSelection, let selected = selectedBackgroundView else {
            selectedBackgroundViewStorage?.removeFromSuperview()
            return
        }
        if selected.superview !== self {
            insertSubview(selected, at: backgroundView?.superview === self ? 1 : 0)
            selected.frame = bounds
        }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let trailing = accessoryWidth
        contentView.frame = CGRect(x: swipeOffset, y: 0, width: max(0, bounds.width - trailing), height: bounds.height)
        if let backgroundView {
            if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
            backgroundView.frame = bounds
        }
        selectedBackgroundViewStorage?.frame = bounds
        if let accessoryView {
            let size = accessoryView.frame.size
            accessoryView.frame = CGRect(
                x: bounds.width - 16 - size.width + swipeOffset, y: ((bounds.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
        }
        configuredContentView?.frame = contentView.bounds
        layoutStandardViews()
    }

    /// The width the accessory takes from the content view, in points.
    var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.frame.width + 16 }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator, .checkmark, .detailButton: return 32
        case .detailDisclosureButton: return 56
        }
    }

    override open func draw(in context: inout DisplayList) {
        drawHoverHighlight(in: &context)
        if let separatorColor {
            let inset = separatorInset
            let thickness = 1 / max(1, traitCollection.displayScale)
            context.fill(
                .rect(
                    CGRect(
                        x: inset.left, y: bounds.height - thickness, width: bounds.width - inset.left - inset.right,
                        height: thickness)),
                color: separatorColor.resolvedColor(with: traitCollection))
        }
        guard accessoryView == nil else { return }
        let style = ParagraphStyle(alignment: .center, lineBreakMode: .byClipping, numberOfLines: 1)
        func icon(_ name: Icon.Name, _ color: UIColor, trailing: CGFloat) {
            let text = Icon(name).attributedText(size: 20, color: color.resolvedColor(with: traitCollection))
            context.drawText(
                text, in: CGRect(x: bounds.width - trailing + swipeOffset, y: bounds.midY - 10, width: 20, height: 20),
                style: style)
        }
        switch accessoryType {
        case .none: break
        case .disclosureIndicator: icon(.chevronRight, .tertiaryLabel, trailing: 30)
        case .checkmark: icon(.check, .systemBlue, trailing: 30)
        case .detailButton: icon(.info, .systemBlue, trailing: 30)
        case .detailDisclosureButton:
            icon(.info, .systemBlue, trailing: 54)
            icon(.chevronRight, .tertiaryLabel, trailing: 30)
        }
    }

    /// Where an info accessory button sits, in the cell's bounds (nil without one).
    var detailButtonRect: CGRect? {
        guard accessoryView == nil else { return nil }
        switch accessoryType {
        case .detailButton: return CGRect(x: bounds.width - 40 + swipeOffset, y: 0, width: 40, height: bounds.height)
        case .detailDisclosureButton:
            return CGRect(x: bounds.width - 64 + swipeOffset, y: 0, width: 34, height: bounds.height)
        default: return nil
        }
    }

    /// The size the row wants within `size` (its width is the row's): with constraints in the
    /// content view, the height they need at that width; else the content configuration's or the
    /// standard labels' height (at least 44 points).
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let contentWidth = max(0, size.width - accessoryWidth)
        if contentView.hasConstraintLaidContent {
            let fitted = contentView.systemLayoutSizeFitting(
                CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return CGSize(width: size.width, height: max(fitted.height, 0))
        }
        if let configuredContentView {
            let fitted = configuredContentView.sizeThatFits(
                CGSize(width: contentWidth, height: .greatestFiniteMagnitude))
            return CGSize(width: size.width, height: max(44, fitted.height))
        }
        return CGSize(width: size.width, height: standardContentHeight(forWidth: contentWidth))
    }
}
