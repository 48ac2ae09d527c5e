public import Foundation
public import TesseraGraphics
import TesseraLayout

/// A view a `UICollectionView` reuses (`UICollectionReusableView`): the base of its cells and of
/// supplementary views such as section headers.
///
/// A collection view makes registered classes with `init(frame:)` (through
/// `init(reuseIdentifier:)`, so a subclass that overrides `init(frame:)` — and, as on iOS,
/// `init?(coder:)` — is made with its own initialiser). `prepareForReuse()` runs before a view
/// shows other content; `apply(_:)` gets the layout's attributes.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under; nil for one made without.
    public internal(set) var reuseIdentifier: String?
    /// The size a self-sizing view is offered, set by the collection view before it asks for
    /// `preferredLayoutAttributesFitting(_:)`.
    var fittingLimit = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    override class var setUpRunningClass: UIView.Type { UICollectionReusableView.self }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        installFrameworkSubviews()
        runSetUp(after: UICollectionReusableView.self)
    }

    /// Adds the views a framework subclass owns (a cell's content view) before the setup hooks run.
    func installFrameworkSubviews() {}

    /// Views are not decoded from archives here: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view a collection view makes for a registered class: `init(frame: .zero)`, then the
    /// identifier.
    public required convenience init(reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Runs before the view is handed out again: reset transient state here (call super).
    open func prepareForReuse() {
        alpha = 1
    }

    /// Takes the layout's attributes (the frame is already set). The default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, for a self-sizing layout: the default keeps the
    /// position and asks `sizeThatFits(_:)` for the size within what the layout offers (the line's
    /// length across, for a flow layout).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let preferred = layoutAttributes.copy()
        let fitted = sizeThatFits(fittingLimit)
        preferred.size = CGSize(
            width: min(fitted.width, fittingLimit.width), height: min(fitted.height, fittingLimit.height))
        return preferred
    }
}

/// An item of a `UICollectionView` (`UICollectionViewCell`): a `contentView` for your subviews,
/// selection and highlight states with optional background views, and reuse.
///
/// The collection view sets `isSelected` and `isHighlighted`; override them (calling super, or
/// with `didSet`) to restyle, or give a `selectedBackgroundView`. A self-sizing flow layout asks
/// `sizeThatFits(_:)` for the cell's size, offering the line's width (vertical scrolling) or height
/// (horizontal) and an unlimited other side; override it, or lay the content view out with
/// constraints (the default then fits them).
///
/// For example:
/// ```swift
/// final class PhotoCell: UICollectionViewCell {
///     let imageView = UIImageView()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         contentView.addSubview(imageView)
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///     override var isSelected: Bool { didSet { contentView.alpha = isSelected ? 0.6 : 1 } }
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Holds the cell's content; always the cell's bounds.
    public let contentView = UIView()
    /// True for selected items.
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// True while a touch is down on the item.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view behind the content while the item is selected or highlighted (nil: none).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            stateDidChange()
        }
    }
    /// The configuration that makes the cell's content; nil (the default) for none.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredContentView = contentView.hostContent(contentConfiguration, replacing: configuredContentView)
        }
    }
    /// Whether the content configuration is updated for the cell's state on every change. Default true.
    open var automaticallyUpdatesContentConfiguration = true
    private var configuredContentView: (any UIView & UIContentView)?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    override func installFrameworkSubviews() {
        addSubview(contentView)
    }

    /// Cells are not decoded from archives here: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    override open func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// The cell's state as configurations see it.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Updates the content configuration for `state`; the default asks the configuration for its
    /// `updated(for:)` when `automaticallyUpdatesContentConfiguration`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateContentConfigurationAutomatically(for: state)
    }

    /// Asks for `updateConfiguration(using:)` with the current state.
    public func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    private func stateDidChange() {
        if let selected = selectedBackgroundView {
            if isSelected || isHighlighted {
                if selected.superview !== self { insertSubview(selected, at: backgroundView == nil ? 0 : 1) }
                selected.frame = bounds
            } else {
                selected.removeFromSuperview()
            }
        }
        if contentConfiguration != nil { setNeedsUpdateConfiguration() }
    }

    /// Draws the hover highlight while the pointer is over a selectable item (UICollectionViewCell+Hover.swift).
    override open func draw(in context: inout DisplayList) {
        super.draw(in: &context)
        drawHoverHighlight(in: &context)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = bounds
        configuredContentView?.frame = contentView.bounds
    }

    /// The cell's preferred size within `size` (points): with constraints in the content view, the
    /// smallest size they allow; with a content configuration, its height at the offered width;
    /// otherwise the current size — never more than `size`.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        var fitted = bounds.size
        if contentView.hasConstraintLaidContent {
            fitted = contentView.systemLayoutSizeFitting(.zero)
        } else if let configuredContentView {
            fitted = configuredContentView.sizeThatFits(size)
        }
        return CGSize(width: min(fitted.width, size.width), height: min(fitted.height, size.height))
    }
}
