public import Foundation
import TesseraGraphics

/// A reusable section header or footer of a `UITableView` (`UITableViewHeaderFooterView`): a
/// `contentView`, a standard `textLabel` (or a `contentConfiguration`) and a background.
///
/// The table makes one for every section title (`tableView(_:titleForHeaderInSection:)`); register
/// your own class with `register(_:forHeaderFooterViewReuseIdentifier:)` and return it from the
/// delegate's `tableView(_:viewForHeaderInSection:)`:
/// ```swift
/// tableView.register(ShelfHeader.self, forHeaderFooterViewReuseIdentifier: "shelf")
///
/// func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
///     let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "shelf") as! ShelfHeader
///     header.textLabel?.text = shelves[section].name
///     return header
/// }
/// ```
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// Holds the view's content.
    public let contentView = UIView()
    /// The identifier the view is reused under; nil for one made without.
    public internal(set) var reuseIdentifier: String?
    /// A view behind the content (nil: none; the table's background shows through).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The configuration that makes the view's content; nil (the default) for none.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredContentView = contentView.hostContent(contentConfiguration, replacing: configuredContentView)
        }
    }

    /// How the table shows this view: its style and whether it is a footer (set on display).
    var placement = (style: UITableView.Style.plain, isFooter: false) { didSet { setNeedsLayout() } }
    private var standardTextLabel: UILabel?
    private var standardDetailTextLabel: UILabel?
    private var configuredContentView: (any UIView & UIContentView)?

    override class var setUpRunningClass: UIView.Type { UITableViewHeaderFooterView.self }

    /// A header or footer that a table reuses under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        defer { runSetUp(after: UITableViewHeaderFooterView.self) }
        addSubview(contentView)
    }

    /// Views are not decoded from archives here: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view without a reuse identifier; a table makes registered views this way, then gives them
    /// their identifier.
    public required convenience override init(frame: CGRect = .zero) {
        self.init(reuseIdentifier: nil)
        if frame != .zero { self.frame = frame }
    }

    /// The title label, made on first access.
    public var textLabel: UILabel? {
        if let standardTextLabel { return standardTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        label.numberOfLines = 1
        label.isUserInteractionEnabled = false
        label.accessibilityTraits = .header
        contentView.addSubview(label)
        standardTextLabel = label
        setNeedsLayout()
        return label
    }

    /// A second label, made on first access.
    public var detailTextLabel: UILabel? {
        if let standardDetailTextLabel { return standardDetailTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        label.isUserInteractionEnabled = false
        contentView.addSubview(label)
        standardDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// A list content configuration for the table's style, with no content.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (placement.style, placement.isFooter) {
        case (.plain, false): .plainHeader()
        case (.plain, true): .plainFooter()
        case (_, false): .groupedHeader()
        case (_, true): .groupedFooter()
        }
    }

    /// Runs before the view is handed out again: reset transient state here (call super).
    open func prepareForReuse() {
        alpha = 1
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        configuredContentView?.frame = contentView.bounds
        guard let label = standardTextLabel else { return }
        // One line of text kept clear of the edge: at the bottom of a header, the top of a footer.
        let horizontal: CGFloat = placement.style == .insetGrouped ? 32 : 16
        let textHeight: CGFloat = 20
        let y = placement.isFooter ? 6 : bounds.height - textHeight - 6
        label.frame = CGRect(x: horizontal, y: y, width: max(0, bounds.width - 2 * horizontal), height: textHeight)
        standardDetailTextLabel?.frame = label.frame.offsetBy(dx: 0, dy: placement.isFooter ? textHeight : -textHeight)
    }

    /// The height the content needs at `size.width` (a content configuration's or the title's).
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        if contentView.hasConstraintLaidContent {
            let fitted = contentView.systemLayoutSizeFitting(
                CGSize(width: size.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return CGSize(width: size.width, height: fitted.height)
        }
        if let configuredContentView {
            return CGSize(width: size.width, height: configuredContentView.sizeThatFits(size).height)
        }
        return CGSize(width: size.width, height: standardTextLabel == nil ? 0 : 32)
    }
}
