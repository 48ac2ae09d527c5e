import Foundation

/// The navigation controller's root view: the bar across the top (as tall as its content plus the
/// top safe-area inset), the content view filling the rest, and the screens filling the content.
@MainActor
final class NavigationContainerView: View {
    let bar: NavigationBar
    let contentView: View

    init(bar: NavigationBar, contentView: View) {
        self.bar = bar
        self.contentView = contentView
        super.init(frame: .zero)
        addSubview(contentView)
        addSubview(bar)
        contentView.clipsToBounds = true
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let barHeight = bar.sizeThatFits(bounds.size).height
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barHeight)
        contentView.frame = CGRect(x: 0, y: barHeight, width: bounds.width, height: max(0, bounds.height - barHeight))
        for screen in contentView.subviews { screen.frame = contentView.bounds }
    }
}

/// A navigation bar that shows the title of the automatic back button next to its chevron.
@MainActor
final class NavigationControllerBar: NavigationBar {
    /// The back button item of the item shown, if it has one.
    weak var backItem: BarButtonItem?

    override func reloadItem() {
        super.reloadItem()
        guard let backItem, let index = item?.leftBarButtonItems.firstIndex(where: { $0 === backItem }),
              index < leftButtons.count else { return }
        leftButtons[index].setTitle(backItem.title, for: .normal)
    }
}
