import Foundation

/// The navigation controller's root view: the bar across the top (as tall as its content plus the
/// top safe-area inset), the content view filling the rest, and the screens filling the content.
/// While the bar is hidden (or sliding away) it sits above the top edge and the content fills the view.
@MainActor
final class NavigationContainerView: UIView {
    let bar: UINavigationBar
    let contentView: UIView
    /// The bar's target state: true while it is hidden or sliding out.
    var barIsHiding = false

    init(bar: UINavigationBar, contentView: UIView) {
        self.bar = bar
        self.contentView = contentView
        super.init(frame: .zero)
        addSubview(contentView)
        addSubview(bar)
        contentView.clipsToBounds = true
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The bar's own inset depends on where it sits; while it is hidden above the edge, use ours.
        let barHeight = UINavigationBar.contentHeight + safeAreaInsets.top
        bar.frame = CGRect(x: 0, y: barIsHiding ? -barHeight : 0, width: bounds.width, height: barHeight)
        let contentTop = barIsHiding ? 0 : barHeight
        contentView.frame = CGRect(x: 0, y: contentTop, width: bounds.width, height: max(0, bounds.height - contentTop))
        for screen in contentView.subviews { screen.frame = contentView.bounds }
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
              index < leftButtons.count else { return }
        leftButtons[index].setTitle(backItem.title, for: .normal)
    }
}
