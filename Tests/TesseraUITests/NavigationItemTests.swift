import Foundation
import TesseraGraphics
import TesseraTesting
import Testing

@testable import TesseraUI

@MainActor
final class ComposeScreen: UIViewController {
    var log: [String] = []

    override func setUpNavigation() {
        title = "日记 Journal"
        setLeftBarButton(title: "编辑 Edit") { [weak self] in self?.log.append("edit") }
        setRightBarButton(
            image: UIImage(icon: Icon(.add), pointSize: 24), tint: .systemOrange, accessibilityLabel: "New entry"
        ) {
            [weak self] in self?.log.append("compose")
        }
    }
}

@MainActor
@Suite struct NavigationItemTests {
    func bar(for item: UINavigationItem, width: CGFloat = 375, in window: UIWindow? = nil) -> UINavigationBar {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: width, height: UINavigationBar.contentHeight))
        bar.item = item
        window?.addSubview(bar)
        bar.layoutIfNeeded()
        return bar
    }

    @Test func controllerHelpersFillTheNavigationItem() {
        let screen = ComposeScreen()
        _ = screen.view
        let item = screen.navigationItem
        #expect(item.title == "日记 Journal")
        #expect(item.leftBarButtonItem?.title == "编辑 Edit")
        #expect(item.leftBarButtonItem?.tintColor == nil)
        #expect(item.rightBarButtonItem?.image == UIImage(icon: Icon(.add), pointSize: 24))
        #expect(item.rightBarButtonItem?.tintColor == .systemOrange)
        #expect(item.rightBarButtonItem?.accessibilityLabel == "New entry")
        item.rightBarButtonItem?.performAction()
        item.leftBarButtonItem?.performAction()
        #expect(screen.log == ["compose", "edit"])
    }

    @Test func barShowsTheItemAndTapsRunTheClosures() {
        let window = UIWindow(device: .iPhoneSE)
        let screen = ComposeScreen()
        _ = screen.view
        let bar = bar(for: screen.navigationItem, in: window)
        #expect(bar.titleLabel.text == "日记 Journal")
        #expect(bar.leftButtons.count == 1)
        #expect(bar.rightButtons.count == 1)
        #expect(bar.leftButtons[0].title(for: .normal) == "编辑 Edit")
        #expect(bar.leftButtons[0].tintColor == .systemBlue)
        #expect(bar.rightButtons[0].tintColor == .systemOrange)
        #expect(bar.rightButtons[0].accessibilityLabel == "New entry")
        let target = bar.rightButtons[0]
        let point = target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: window)
        window.send(.pointerDown(point))
        window.send(.pointerUp(point))
        #expect(screen.log == ["compose"])
    }

    @Test func buttonsAreAtLeastATouchTargetAndSitAtTheEdges() {
        let item = UINavigationItem(title: "Title")
        item.leftBarButtonItems = [UIBarButtonItem(title: "A"), UIBarButtonItem(title: "Longer title")]
        item.rightBarButtonItem = UIBarButtonItem(image: UIImage(icon: Icon(.share), pointSize: 22))
        let bar = bar(for: item)
        for button in bar.leftButtons + bar.rightButtons {
            #expect(button.frame.width >= 44)
            #expect(button.frame.height == 44)
        }
        #expect(bar.leftButtons[0].frame.minX == UINavigationBar.margin)
        #expect(bar.leftButtons[1].frame.minX == bar.leftButtons[0].frame.maxX + UINavigationBar.margin)
        #expect(bar.rightButtons[0].frame.maxX == 375 - UINavigationBar.margin)
        // The title is centred on the bar, clear of the wider side's buttons.
        #expect(bar.titleLabel.frame.midX == 187.5)
        #expect(bar.titleLabel.frame.minX >= bar.leftButtons[1].frame.maxX)
    }

    @Test func barFollowsChangesToItsItem() {
        let item = UINavigationItem(title: "First")
        let bar = bar(for: item)
        item.title = "Second"
        #expect(bar.titleLabel.text == "Second")
        let done = UIBarButtonItem(title: "Done")
        item.rightBarButtonItem = done
        #expect(bar.rightButtons.first?.title(for: .normal) == "Done")
        done.isEnabled = false
        #expect(bar.rightButtons.first?.isEnabled == false)
        done.tintColor = .systemGreen
        #expect(bar.rightButtons.first?.tintColor == .systemGreen)
        item.rightBarButtonItem = nil
        #expect(bar.rightButtons.isEmpty)
        let avatar = AvatarView(name: "Lin Yue")
        avatar.frame.size = CGSize(width: 32, height: 32)
        item.titleView = avatar
        bar.layoutIfNeeded()
        #expect(avatar.superview === bar)
        #expect(bar.titleLabel.isHidden)
        #expect(avatar.frame.midX == 187.5)
        item.titleView = nil
        #expect(avatar.superview == nil)
        #expect(!bar.titleLabel.isHidden)
    }

    @Test func disabledItemsIgnoreTaps() {
        var runs = 0
        let item = UIBarButtonItem(title: "Send") { runs += 1 }
        item.isEnabled = false
        item.performAction()
        item.isEnabled = true
        item.performAction()
        #expect(runs == 1)
    }

    @Test func aBarShowsOneItemAtATime() {
        let first = UINavigationItem(title: "1")
        let second = UINavigationItem(title: "2")
        let bar = bar(for: first)
        bar.item = second
        first.title = "changed"
        #expect(bar.titleLabel.text == "2")
    }

    @Test func titleViewAndTitleSettersOnTheController() {
        let controller = UIViewController()
        controller.title = "Settings"
        controller.navigationTitleView = UILabel(text: "Custom")
        #expect(controller.navigationItem.title == "Settings")
        #expect((controller.navigationItem.titleView as? UILabel)?.text == "Custom")
        controller.setLeftBarButton(image: UIImage(icon: Icon(.close), pointSize: 22)) {}
        controller.setRightBarButton(title: "Save") {}
        #expect(controller.navigationItem.leftBarButtonItem?.image != nil)
        #expect(controller.navigationItem.rightBarButtonItem?.title == "Save")
    }

    @Test func endingTheControllerDropsBarButtonClosures() {
        weak var weakScreen: ComposeScreen?
        let item: UINavigationItem
        do {
            let screen = ComposeScreen()
            _ = screen.view
            item = screen.navigationItem
            weakScreen = screen
            screen.invalidate()
        }
        #expect(weakScreen == nil)
        #expect(item.leftBarButtonItem?.action == nil)
    }

    @Test func barHeightIncludesTheTopSafeArea() {
        let window = UIWindow(device: .iPhone15)
        let bar = UINavigationBar()
        window.addSubview(bar)
        #expect(bar.sizeThatFits(.zero).height == UINavigationBar.contentHeight + window.safeAreaInsets.top)
    }

    func snapshotBar() -> UINavigationBar {
        let item = UINavigationItem(title: "日记 Journal")
        item.leftBarButtonItem = UIBarButtonItem(title: "编辑 Edit")
        item.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(icon: Icon(.add), pointSize: 24), accessibilityLabel: "New"),
            UIBarButtonItem(
                image: UIImage(icon: Icon(.search), pointSize: 24), tint: .systemOrange, accessibilityLabel: "Search"),
        ]
        return bar(for: item)
    }

    @Test func navigationBarLight() {
        assertSnapshot(of: snapshotBar(), appearance: .light)
    }

    @Test func navigationBarDark() {
        assertSnapshot(of: snapshotBar(), appearance: .dark)
    }
}
