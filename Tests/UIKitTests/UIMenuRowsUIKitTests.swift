import TesseraCore
import TesseraTesting
import Testing
import UIKit

// Menu rows as iOS draws them: a disabled item's image dimmed, a subtitle under the title, rows
// mirrored right to left, and the arrow keys in a menu long enough to scroll.

@MainActor
@Suite("UIMenu rows: images, subtitles, right to left and arrow keys")
struct UIMenuRowsUIKitTests {
    let shareImage = UIImage(systemName: "square.and.arrow.up")
    let lockImage = UIImage(systemName: "lock")

    func openMenu(
        _ children: [UIMenuElement], traits: UITraitCollection = UITraitCollection()
    ) throws -> (UIWindow, UIDriver) {
        let screen = DocumentMenuScreen()
        let window = UIWindow(device: .iPhoneSE, traits: traits)
        window.clock = TestClock()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        screen.moreButton.menu = UIMenu(children: children)
        let driver = UIDriver(window: window)
        try driver.tap(screen.moreButton)
        return (window, driver)
    }

    func sampleMenu() -> [UIMenuElement] {
        [
            UIAction(title: "Share", image: shareImage, state: .on) { _ in },
            UIAction(title: "Archive", subtitle: "Keeps it out of the list") { _ in },
            UIAction(title: "Locked", image: lockImage, attributes: .disabled) { _ in },
            UIMenu(title: "Move", children: [UIAction(title: "Inbox") { _ in }]),
        ]
    }

    func item(_ title: String, in window: UIWindow) throws -> UIControl {
        try #require(window.openMenuItems.first { $0.accessibilityLabel == title })
    }

    /// The labels anywhere inside `view`.
    func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { subview in
            if let label = subview as? UILabel { [label] } else { labels(in: subview) }
        }
    }

    /// The image view in `row` showing `image`.
    func imageView(showing image: UIImage?, in row: UIView) throws -> UIImageView {
        try #require(row.subviews.compactMap { $0 as? UIImageView }.first { $0.image != nil && $0.image == image })
    }

    @Test func aDisabledItemsImageIsDimmedLikeItsTitle() throws {
        let (window, _) = try openMenu(sampleMenu())
        let share = try imageView(showing: shareImage, in: try item("Share", in: window))
        let lock = try imageView(showing: lockImage, in: try item("Locked", in: window))
        #expect(share.tintColor == .label)
        #expect(lock.tintColor == UIColor.systemGray.withAlphaComponent(0.45))
        #expect(try !item("Locked", in: window).isEnabled)
    }

    @Test func anActionsSubtitleShowsUnderItsTitleInATallerRow() throws {
        let action = UIAction(title: "Archive", subtitle: "Keeps it out of the list", image: lockImage) { _ in }
        #expect(action.subtitle == "Keeps it out of the list")
        #expect(action.image == lockImage)
        #expect(UIAction(title: "Plain") { _ in }.subtitle == nil)
        let (window, _) = try openMenu(sampleMenu())
        let row = try #require(try item("Archive", in: window) as? UIButton)
        let shown = labels(in: row).filter { !$0.isHidden }
        let titleLabel = try #require(shown.first { $0.text == "Archive" })
        let subtitleLabel = try #require(shown.first { $0.text == "Keeps it out of the list" })
        let title = titleLabel.convert(titleLabel.bounds, to: row)
        let subtitle = subtitleLabel.convert(subtitleLabel.bounds, to: row)
        #expect(subtitle.minY >= title.maxY)
        #expect(abs(subtitle.minX - title.minX) < 1)  // both at the leading edge
        #expect(row.bounds.height > (try item("Share", in: window)).bounds.height)
    }

    @Test func rightToLeftRowsMirror() throws {
        let (window, _) = try openMenu(sampleMenu(), traits: UITraitCollection(layoutDirection: .rightToLeft))
        let share = try #require(try item("Share", in: window) as? UIButton)
        let width = share.bounds.width
        let image = try imageView(showing: shareImage, in: share)
        #expect(image.frame == CGRect(x: 16, y: 10, width: 20, height: 20))  // the image on the left
        let check = try #require(share.subviews.compactMap { $0 as? UIImageView }.first { $0.frame.width == 16 })
        #expect(check.frame.minX == width - 30)  // the check mark on the right
        let title = try #require(labels(in: share).first { $0.text == "Share" })
        let titleFrame = title.convert(title.bounds, to: share)
        #expect(titleFrame.maxX > width / 2 && titleFrame.maxX <= width - 40)  // the title at the right
        let archive = try item("Archive", in: window)
        let archiveLabels = labels(in: archive)
        let archiveTitle = try #require(archiveLabels.first { $0.text == "Archive" })
        let subtitle = try #require(archiveLabels.first { $0.text == "Keeps it out of the list" })
        #expect(
            abs(
                archiveTitle.convert(archiveTitle.bounds, to: archive).maxX
                    - subtitle.convert(subtitle.bounds, to: archive).maxX)
                < 1)
        #expect(archiveTitle.textAlignment == .right)
    }

    @Test func leftToRightRowsPutTheCheckMarkLeftAndTheImageRight() throws {
        let (window, _) = try openMenu(sampleMenu())
        let share = try #require(try item("Share", in: window) as? UIButton)
        let image = try imageView(showing: shareImage, in: share)
        #expect(image.frame == CGRect(x: share.bounds.width - 36, y: 10, width: 20, height: 20))
        let check = try #require(share.subviews.compactMap { $0 as? UIImageView }.first { $0.frame.width == 16 })
        #expect(check.frame.minX == 14)
    }

    @Test func arrowKeysInALongMenuMoveTheHighlightAndScrollItIntoView() throws {
        let (window, driver) = try openMenu((0..<200).map { index in UIAction(title: "Item \(index)") { _ in } })
        let items = window.openMenuItems
        #expect(window.focusedView === items[0])
        for _ in 0..<30 { try driver.pressKey(.downArrow) }
        try driver.settle()
        #expect(window.focusedView === items[30])
        let card = try #require(items[30].superview)  // the menu's scroll view
        let visible = card.convert(card.bounds, to: nil)
        #expect(visible.contains(items[30].convert(items[30].bounds, to: nil)))
        try driver.pressKey(.upArrow)
        try driver.settle()
        #expect(window.focusedView === items[29])
        #expect(visible.contains(items[29].convert(items[29].bounds, to: nil)))
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func menuRowsLookRight(direction: UITraitEnvironmentLayoutDirection) throws {
        let (window, _) = try openMenu(sampleMenu(), traits: UITraitCollection(layoutDirection: direction))
        assertSnapshot(of: window, named: direction == .rightToLeft ? "rtl" : "ltr")
    }
}
