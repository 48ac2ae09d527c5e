import Foundation

/// The navigation controller's root view: the bar across the top (as tall as its content — the title
/// row and any search bar — plus the top safe-area inset) and, under it, the content view holding
/// the screens (and an active search controller's view, framed as a screen).
///
/// The content view fills the whole container and clips; each screen gets the frame it has at rest
/// — below the bar, or the whole view for a screen that hides the bar — so a screen keeps its size
/// while the bar comes or goes with another screen. While the bar is hidden (or sliding away) it
/// sits above the top edge.
@MainActor
final class NavigationContainerView: UIView {
    let bar: UINavigationBar
    let contentView: UIView
    /// The toolbar along the bottom, shown while `toolbarIsHidden` is false.
    let toolbar: UIToolbar
    var toolbarIsHidden = true {
        didSet {
            toolbar.isHidden = toolbarIsHidden
            setNeedsLayout()
        }
    }
    /// The bar's target state: true while it is hidden or sliding out.
    var barIsHiding = false
    /// True while a transition moves the bar sideways with a screen: it keeps its place at the top
    /// even when `barIsHiding`, until the transition lands.
    var barRidesTransition = false
    /// Screens mid-transition that keep the frame they had at rest: their bar state (hidden or not).
    var pinnedScreens: [ObjectIdentifier: Bool] = [:]

    init(bar: UINavigationBar, toolbar: UIToolbar, contentView: UIView) {
        self.bar = bar
        self.toolbar = toolbar
        self.contentView = contentView
        super.init(frame: .zero)
        addSubview(contentView)
        addSubview(bar)
        addSubview(toolbar)
        toolbar.isHidden = toolbarIsHidden
        contentView.clipsToBounds = true
    }

    /// The toolbar's height when shown: its content plus the bottom safe-area inset; 0 when hidden.
    var toolbarHeight: CGFloat { toolbarIsHidden ? 0 : UIToolbar.contentHeight + safeAreaInsets.bottom }

    /// The bar's height: its content (the title row and any search bar) plus the top safe-area inset.
    var barHeight: CGFloat { bar.preferredContentHeight + safeAreaInsets.top }

    /// Where a screen sits, in the content view: below the bar, or everywhere when it hides the bar.
    func screenFrame(barHidden: Bool) -> CGRect {
        let top = barHidden ? 0 : barHeight
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top - toolbarHeight))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The bar's own inset depends on where it sits; while it is hidden above the edge, use ours.
        let barHeight = self.barHeight
        let barUp = barIsHiding && !barRidesTransition
        bar.frame = CGRect(x: 0, y: barUp ? -barHeight : 0, width: bounds.width, height: barHeight)
        let toolbarHeight = self.toolbarHeight
        toolbar.frame = CGRect(x: 0, y: bounds.height - toolbarHeight, width: bounds.width, height: toolbarHeight)
        contentView.frame = bounds
        for screen in contentView.subviews {
            screen.frame = screenFrame(barHidden: pinnedScreens[ObjectIdentifier(screen)] ?? barIsHiding)
        }
    }
}

/// A navigation bar that shows the title of the automatic back button next to its chevron.
@MainActor
final class NavigationControllerBar: UINavigationBar {
    /// The back button item of the item shown, if it has one.
    weak var backItem: UIBarButtonItem?

    override func reloadItem() {
        super.reloadItem()
        guard let backItem, let index = item?.leftBarButtonItems.firstIndex(where: { $0 === backItem }),
            let view = leftItemView(at: index)
        else { return }
        if item?.hidesBackButton == true {
            removeLeftItemView(at: index)
        } else {
            (view as? UIButton)?.setTitle(backItem.title?.isEmpty == false ? backItem.title : nil, for: .normal)
        }
    }
}
