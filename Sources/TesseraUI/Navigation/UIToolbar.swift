public import Foundation
public import TesseraGraphics

/// A bar of buttons along the bottom of a screen (`UIToolbar`): its items left to right, with
/// `UIBarButtonItem.flexibleSpace()` sharing out the width left over and `.fixedSpace(_:)` keeping
/// a set width.
///
/// A navigation controller shows one under its screens when `isToolbarHidden` is false, with the
/// top screen's `toolbarItems`:
/// ```swift
/// navigationController?.isToolbarHidden = false
/// toolbarItems = [UIBarButtonItem(systemItem: .trash), .flexibleSpace(), UIBarButtonItem(systemItem: .compose)]
/// ```
/// The content is `contentHeight` (44) points tall, above the bottom safe-area inset. Colours come
/// from `standardAppearance` (the theme's background and separator by default), buttons take the
/// tint (`tintColor`, else the theme's), an item's own tint wins.
@preconcurrency @MainActor
open class UIToolbar: UIView, BarButtonItemOwner {
    /// Height of the bar's content, in points.
    public static let contentHeight: CGFloat = 44
    /// Space between the bar's edges and the outermost buttons, and between buttons, in points.
    public static let margin: CGFloat = 8

    /// The items, left to right; nil or empty for none.
    public var items: [UIBarButtonItem]? {
        didSet {
            for item in oldValue ?? [] where item.owner === self { item.owner = nil }
            (oldValue ?? []).forgetAppearance(keeping: items ?? [])
            for item in items ?? [] { item.owner = self }
            itemDidChange()
        }
    }

    /// How the bar looks (copied when assigned, as in UIKit): background and hairline along the top.
    public var standardAppearance: UIToolbarAppearance {
        get {
            if let storedStandardAppearance { return storedStandardAppearance }
            let appearance = UIToolbarAppearance()
            storedStandardAppearance = UIBarAppearance.adopt(appearance, replacing: nil, copying: false) {
                [weak self] in self?.setNeedsDisplay()
            }
            return appearance
        }
        set {
            noteAppearanceSet(.standardAppearance)
            storedStandardAppearance = UIBarAppearance.adopt(newValue, replacing: storedStandardAppearance) {
                [weak self] in self?.setNeedsDisplay()
            }
            setNeedsDisplay()
        }
    }
    private var storedStandardAppearance: UIToolbarAppearance?
    /// The background colour of the default and opaque configurations in place of the theme's.
    public var barTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.barTintColor)
            setNeedsDisplay()
        }
    }
    /// Kept and read back: the bar's background is drawn as its appearance says.
    public var isTranslucent = true

    /// The buttons of the items that are not spaces and have no custom view, left to right.
    public private(set) var buttons: [UIButton] = []
    /// Each item with its view: its button or custom view, nil for a space.
    private var laidOutItems: [(item: UIBarButtonItem, view: UIView?)] = []

    /// Sets `items` (at once: the change is not animated).
    public func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    override open func configureViews() {
        // Bar text keeps the default size at every Dynamic Type setting, as in UIKit.
        minimumContentSizeCategory = .large
        maximumContentSizeCategory = .large
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        itemDidChange()
    }

    override open func themeDidChange() {
        itemDidChange()
    }

    /// The width offered, and the content height plus the bottom safe-area inset of the place a
    /// toolbar goes: the bottom of its superview.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.contentHeight + (superview ?? self).safeAreaInsets.bottom)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        // A custom view's size is measured once per pass (by constraints, it is a fitting solve).
        let customSizes = laidOutItems.map {
            ($0.view as? BarCustomViewHolder)?.itemSize(maximumHeight: Self.contentHeight)
        }
        let widths: [CGFloat?] = zip(laidOutItems, customSizes).map {
            width(of: $0.item, customSize: $1, view: $0.view)
        }
        let gaps = Self.margin * CGFloat(laidOutItems.count + 1)
        let fixed = widths.reduce(gaps) { $0 + ($1 ?? 0) }
        let flexibleCount = CGFloat(widths.filter { $0 == nil }.count)
        let flexible = flexibleCount > 0 ? max(0, bounds.width - fixed) / flexibleCount : 0
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = Self.margin
        for ((entry, customSize), width) in zip(zip(laidOutItems, customSizes), widths) {
            let width = width ?? flexible
            if let view = entry.view {
                // A custom view keeps its height, centred in the row; a button fills it.
                let height = customSize?.height ?? Self.contentHeight
                let frame = CGRect(x: x, y: (Self.contentHeight - height) / 2, width: width, height: height)
                view.frame =
                    isRightToLeft
                    ? CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: width, height: height) : frame
            }
            x += width + Self.margin
        }
    }

    /// The width `item` takes (shown by `view`, a custom view of `customSize`), or nil for a
    /// flexible space (a share of what is left).
    private func width(of item: UIBarButtonItem, customSize: CGSize?, view: UIView?) -> CGFloat? {
        if item.space == .flexibleSpace { return nil }
        if item.width > 0 || item.space == .fixedSpace { return item.width }
        if let customSize { return customSize.width }
        let content = view?.intrinsicContentSize.width ?? 0
        return max(Self.contentHeight, content + Self.margin)
    }

    /// The appearance's background and its hairline along the top edge (one pixel thick).
    override open func draw(in context: inout DisplayList) {
        standardAppearance.draw(
            in: bounds, shadowAtTop: true, barTintColor: barTintColor, theme: theme, traits: traitCollection,
            into: &context)
    }

    // Items take appearance proxies each time the toolbar shows them in a window.
    override open func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            (items ?? []).forgetAppearance()
        } else if (items ?? []).contains(where: {
            $0.space == nil && $0.customView == nil && !$0.appearanceState.applied
        }) {
            itemDidChange()
        }
    }

    /// Rebuilds the buttons from `items`.
    func itemDidChange() {
        for view in laidOutItems.compactMap(\.view) where view.superview === self { view.removeFromSuperview() }
        laidOutItems = (items ?? []).map { item in
            guard item.space == nil else { return (item, nil) }
            if let customView = item.customView { return (item, BarCustomViewHolder(customView)) }
            let button = item.makeButton(in: self)
            button.tintColor = item.tintColor ?? explicitTintColor ?? theme.tint
            if item.style == .done { button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold) }
            item.applyTitleAttributes(to: button)
            return (item, button)
        }
        buttons = laidOutItems.compactMap { $0.view as? UIButton }
        laidOutItems.compactMap(\.view).forEach(addSubview)
        setNeedsLayout()
        setNeedsDisplay()
    }
}
