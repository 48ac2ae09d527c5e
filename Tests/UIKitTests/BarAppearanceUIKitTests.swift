import Foundation
import TesseraTesting
import Testing
import UIKit

/// Bar appearances (`UINavigationBarAppearance`, `UITabBarAppearance`) set as iOS apps set them,
/// checked in the pixels the window draws.
@Suite("Bar appearances as iOS code sets them")
@MainActor
struct BarAppearanceUIKitTests {
    static let indigo = UIColor(red: 51 / 255, green: 34 / 255, blue: 153 / 255, alpha: 1)  // 33 22 99
    static let amber = UIColor(red: 255 / 255, green: 204 / 255, blue: 0, alpha: 1)  // FF CC 00

    /// The window as it draws, one pixel per point.
    func image(of window: UIWindow) -> UIImage {
        window.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
    }

    func rgb(_ image: UIImage, _ point: CGPoint) throws -> [UInt8] {
        Array(try #require(image.bitmap).rgba(atX: Int(point.x), y: Int(point.y)).prefix(3))
    }

    func rgb(_ color: UIColor) -> [UInt8] {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue].map { UInt8(($0 * 255).rounded()) }
    }

    /// A point inside the bar's background, clear of its title and buttons.
    func backgroundPoint(of bar: UIView) -> CGPoint {
        bar.convert(CGPoint(x: bar.bounds.width * 0.3, y: bar.bounds.height - 3), to: nil)
    }

    /// The last row of the bar (where its hairline is), in the window.
    func hairlinePoint(of bar: UINavigationBar) -> CGPoint {
        bar.convert(CGPoint(x: bar.bounds.width * 0.3, y: bar.bounds.height - 0.5), to: nil)
    }

    func navigation(root: UIViewController) -> (UIWindow, UINavigationController) {
        let window = UIWindow(device: .iPhoneSE)
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        return (window, navigation)
    }

    @Test func theStandardAppearanceColoursTheBarAndItsTitle() throws {
        let screen = UIViewController()
        screen.title = "Inbox"
        let (window, navigation) = navigation(root: screen)
        let bar = navigation.navigationBar
        let before = try rgb(image(of: window), hairlinePoint(of: bar))

        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Self.indigo
        appearance.shadowColor = nil
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 20)]
        bar.standardAppearance = appearance

        let drawn = image(of: window)
        #expect(try rgb(drawn, backgroundPoint(of: bar)) == rgb(Self.indigo))
        #expect(try rgb(drawn, hairlinePoint(of: bar)) == rgb(Self.indigo))  // no hairline
        #expect(before != rgb(Self.indigo))
        #expect(bar.titleLabel.textColor == .white)
        #expect(bar.titleLabel.font.pointSize == 20)
    }

    @Test func theBarKeepsACopyAndFollowsChangesToItsOwn() throws {
        let (window, navigation) = navigation(root: UIViewController())
        let bar = navigation.navigationBar
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = Self.indigo
        bar.standardAppearance = appearance
        #expect(bar.standardAppearance !== appearance)

        appearance.backgroundColor = Self.amber  // the caller's object: the bar does not change
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == rgb(Self.indigo))

        bar.standardAppearance.backgroundColor = Self.amber  // the bar's own copy: it does
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == rgb(Self.amber))

        let copy = bar.standardAppearance.copy()
        copy.titleTextAttributes = [.foregroundColor: UIColor.red]
        #expect(bar.standardAppearance.titleTextAttributes.isEmpty)
        #expect(copy.backgroundColor == Self.amber)
        #expect(UINavigationBarAppearance(barAppearance: copy).titleTextAttributes.isEmpty)
        #expect(UINavigationBarAppearance(barAppearance: copy).backgroundColor == Self.amber)
    }

    @Test func aScreensOwnAppearanceWinsWhileItShows() throws {
        let list = UIViewController()
        let (window, navigation) = navigation(root: list)
        let bar = navigation.navigationBar
        bar.standardAppearance.backgroundColor = Self.indigo

        let detail = UIViewController()
        let own = UINavigationBarAppearance()
        own.configureWithOpaqueBackground()
        own.backgroundColor = Self.amber
        detail.navigationItem.standardAppearance = own
        navigation.pushViewController(detail, animated: false)
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == rgb(Self.amber))

        detail.navigationItem.standardAppearance?.backgroundColor = .white
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == [255, 255, 255])

        navigation.popViewController(animated: false)
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == rgb(Self.indigo))
    }

    final class ListController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    @Test func theScrollEdgeAppearanceShowsWhileTheListIsAtItsTop() throws {
        let list = ListController(style: .plain)
        let (window, navigation) = navigation(root: list)
        let bar = navigation.navigationBar
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        edge.backgroundColor = Self.amber
        bar.scrollEdgeAppearance = edge
        bar.standardAppearance.backgroundColor = Self.indigo
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == rgb(Self.amber))

        list.tableView.contentOffset.y += 200
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == rgb(Self.indigo))

        list.tableView.setContentOffset(CGPoint(x: 0, y: -list.tableView.adjustedContentInset.top), animated: false)
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == rgb(Self.amber))

        // A screen without a scroll view is at the edge, as on iOS 15 and later.
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == rgb(Self.amber))
        navigation.popViewController(animated: false)
        list.tableView.contentOffset.y += 200
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == rgb(Self.indigo))

        // A screen that names another scroll view as its content.
        let other = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scroll.contentSize = CGSize(width: 300, height: 2_000)
        other.view.addSubview(UIView())
        other.view.addSubview(scroll)
        other.setContentScrollView(scroll, for: .top)
        navigation.pushViewController(other, animated: false)
        #expect(other.contentScrollView(for: .top) === scroll)
        #expect(navigation.contentScrollView(for: .top) === scroll)
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == rgb(Self.amber))
        scroll.contentOffset.y = 50
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == rgb(Self.indigo))
    }

    @Test func buttonAppearancesColourTheBarButtonTitlesByKind() {
        let list = UIViewController()
        list.title = "Inbox"
        let (_, navigation) = navigation(root: list)
        let bar = navigation.navigationBar
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        bar.standardAppearance = appearance

        let editor = UIViewController()
        let save = UIBarButtonItem(title: "Save", image: nil, primaryAction: nil, menu: nil)
        save.style = .done
        let share = UIBarButtonItem(title: "Share", image: nil, primaryAction: nil, menu: nil)
        editor.navigationItem.rightBarButtonItems = [save, share]
        navigation.pushViewController(editor, animated: false)
        navigation.view.layoutIfNeeded()

        #expect(bar.rightButtons.map { $0.titleColor(for: .normal) } == [.systemRed, .systemGreen])
        #expect(bar.rightButtons.first?.titleLabel?.font == .systemFont(ofSize: 17, weight: .semibold))  // done
        // The back button follows the plain buttons until it has an appearance of its own, and its
        // chevron keeps the bar's tint: the attributes colour titles only.
        let back = bar.leftButtons.first
        #expect(back?.titleColor(for: .normal) == .systemGreen)
        #expect(back?.tintColor != .systemGreen)
        bar.standardAppearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]
        #expect(bar.leftButtons.first?.titleColor(for: .normal) == .clear)
        #expect(bar.leftButtons.first?.tintColor == back?.tintColor)

        share.tintColor = .systemOrange  // an item's own tint wins over the attributes
        #expect(bar.rightButtons.last?.tintColor == .systemOrange)
        #expect(bar.rightButtons.last?.titleColor(for: .normal) == .systemOrange)
    }

    @Test func nestedAppearancesAreCopiedAndConfiguringInPlaceKeepsTheThemesBackground() throws {
        let (window, navigation) = navigation(root: UIViewController())
        let bar = navigation.navigationBar
        let themed = try rgb(image(of: window), backgroundPoint(of: bar))
        bar.standardAppearance.backgroundColor = Self.indigo
        bar.standardAppearance.configureWithOpaqueBackground()  // back to the theme's background
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == themed)

        let buttons = UIBarButtonItemAppearance(style: .plain)
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance = buttons
        appearance.doneButtonAppearance = buttons
        buttons.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
        #expect(appearance.buttonAppearance !== buttons)
        #expect(appearance.buttonAppearance.normal.titleTextAttributes.isEmpty)
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.blue]
        #expect(appearance.doneButtonAppearance.normal.titleTextAttributes.isEmpty)
        #expect(UIBarButtonItemAppearance(style: .done).copy() !== buttons)
        #expect(UIOffset() == .zero)
    }

    @Test func legacyBarPropertiesApplyWhereTheAppearanceIsSilent() throws {
        let screen = UIViewController()
        screen.title = "Inbox"
        let (window, navigation) = navigation(root: screen)
        let bar = navigation.navigationBar
        bar.barTintColor = Self.indigo
        bar.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == rgb(Self.indigo))
        #expect(bar.titleLabel.textColor == .systemYellow)

        bar.standardAppearance.backgroundColor = Self.amber  // the appearance says: it wins
        #expect(try rgb(image(of: window), backgroundPoint(of: bar)) == rgb(Self.amber))
    }

    func tabs() -> (UIWindow, UITabBarController, ListController) {
        let window = UIWindow(device: .iPhoneSE)
        let list = ListController(style: .plain)
        list.tabBarItem = UITabBarItem(title: "List", image: nil, tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
        other.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [list, other]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        return (window, tabs, list)
    }

    @Test func theTabBarAppearanceColoursTheBarAndItsTabs() throws {
        let (window, tabs, _) = tabs()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Self.indigo
        let items = appearance.stackedLayoutAppearance
        items.selected.iconColor = .systemPink
        items.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        items.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
        items.normal.badgeBackgroundColor = .systemBlue
        tabs.tabBar.standardAppearance = appearance

        let bar = tabs.tabBar
        #expect(
            try rgb(image(of: window), bar.convert(CGPoint(x: 2, y: bar.bounds.height - 2), to: nil))
                == rgb(Self.indigo))
        #expect(bar.buttons.map(\.titleLabel.textColor) == [.systemPink, .systemGray])
        #expect(bar.buttons.first?.imageView.tintColor == .systemPink)
        #expect(bar.buttons.last?.imageView.tintColor == .secondaryLabel)  // no icon colour: the bar's
        #expect(bar.buttons.last?.badgeLabel.backgroundColor == .systemBlue)

        tabs.selectedIndex = 1
        #expect(bar.buttons.map(\.titleLabel.textColor) == [.systemGray, .systemPink])
    }

    @Test func theTabBarsScrollEdgeAppearanceShowsAtTheListsBottom() throws {
        let (window, tabs, list) = tabs()
        let bar = tabs.tabBar
        bar.standardAppearance.backgroundColor = Self.indigo
        let edge = UITabBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = Self.amber
        bar.scrollEdgeAppearance = edge
        bar.unselectedItemTintColor = .systemBrown
        let point = bar.convert(CGPoint(x: 2, y: bar.bounds.height - 2), to: nil)
        #expect(try rgb(image(of: window), point) == rgb(Self.indigo))
        #expect(bar.buttons.last?.titleLabel.textColor == .systemBrown)

        let table: UITableView = list.tableView
        table.contentOffset.y = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
        #expect(try rgb(image(of: window), point) == rgb(Self.amber))
        table.contentOffset.y = 0
        #expect(try rgb(image(of: window), point) == rgb(Self.indigo))
    }
}
