import Foundation
import TesseraTesting
import Testing
import UIKit

// Each test sets appearance through classes of its own (or containers of its own), as an app sets
// it for the classes it uses: the values reach every instance that enters a window afterwards,
// so tests running beside these must not see them.
private final class Badge: UIView {}
private final class RoundBadge: UIView {}
private final class PillBadge: UIView {}
private class Tag: UIView {}
private final class WarningTag: Tag {}
private final class BrandNavigationController: UINavigationController {}
private final class SettingsViewController: UIViewController {}
private final class SettingsSwitchScreen: UIViewController {}
private final class ThemedLabelBox: UIView {}
private final class StatusDot: UIView {}
private final class StatusRing: UIView {}
private final class NightLabel: UILabel {}
private final class StatusHalo: UIView {}
private final class CountingLabel: UILabel {
    var colourSets = 0
    override var textColor: UIColor! {
        didSet { colourSets += 1 }
    }
}

/// `appearance()` proxies set as iOS apps set them (usually once, at launch), read back from the
/// views that enter a window afterwards.
@Suite("Appearance proxies as iOS code sets them")
@MainActor
struct AppearanceProxyUIKitTests {
    static let indigo = UIColor(red: 51 / 255, green: 34 / 255, blue: 153 / 255, alpha: 1)
    static let amber = UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1)

    func window(_ style: UIUserInterfaceStyle = .light) -> UIWindow {
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: style))
        window.rootViewController = UIViewController()
        window.layoutIfNeeded()
        return window
    }

    @Test func aClassProxyColoursEveryInstanceThatEntersAWindow() {
        Badge.appearance().backgroundColor = .systemPink
        Badge.appearance().tintColor = Self.indigo
        let window = window()
        let badge = Badge()
        #expect(badge.backgroundColor == nil)  // not yet in a window
        window.rootViewController!.view.addSubview(badge)
        #expect(badge.backgroundColor == .systemPink)
        #expect(badge.tintColor == Self.indigo)
        // Other classes are untouched.
        let plain = UIView()
        window.rootViewController!.view.addSubview(plain)
        #expect(plain.backgroundColor == nil)
        // The proxy reads back what it recorded.
        #expect(Badge.appearance().backgroundColor == .systemPink)
    }

    @Test func whatTheViewSetItselfWins() {
        RoundBadge.appearance().backgroundColor = .systemPink
        let badge = RoundBadge()
        badge.backgroundColor = .systemGreen
        let window = window()
        window.rootViewController!.view.addSubview(badge)
        #expect(badge.backgroundColor == .systemGreen)
        // Views already in a window keep what they show when a proxy changes later.
        RoundBadge.appearance().backgroundColor = .systemTeal
        let other = RoundBadge()
        window.rootViewController!.view.addSubview(other)
        #expect(other.backgroundColor == .systemTeal)
        #expect(badge.backgroundColor == .systemGreen)
        // Removed and added again, a view takes the proxy's values anew, except its own.
        RoundBadge.appearance().tintColor = Self.indigo
        badge.removeFromSuperview()
        other.removeFromSuperview()
        let second = self.window()
        second.rootViewController!.view.addSubview(badge)
        second.rootViewController!.view.addSubview(other)
        #expect(other.window === second)
        #expect(badge.tintColor == Self.indigo && other.tintColor == Self.indigo)
        #expect(badge.backgroundColor == .systemGreen)
    }

    @Test func aSubclassProxyWinsOverItsSuperclassProxy() {
        WarningTag.appearance().backgroundColor = .systemOrange
        Tag.appearance().backgroundColor = .systemGray
        Tag.appearance().tintColor = Self.indigo
        let window = window()
        let tag = Tag()
        let warning = WarningTag()
        window.rootViewController!.view.addSubview(tag)
        window.rootViewController!.view.addSubview(warning)
        #expect(tag.backgroundColor == .systemGray)
        #expect(warning.backgroundColor == .systemOrange)
        #expect(warning.tintColor == Self.indigo)
    }

    @Test func traitProxiesApplyToViewsWithThoseTraits() {
        PillBadge.appearance().backgroundColor = .white
        PillBadge.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).backgroundColor = .black
        let (lightWindow, darkWindow) = (window(.light), window(.dark))
        let light = PillBadge()
        lightWindow.rootViewController!.view.addSubview(light)
        let dark = PillBadge()
        darkWindow.rootViewController!.view.addSubview(dark)
        #expect(light.window === lightWindow && dark.window === darkWindow)
        #expect(light.backgroundColor == .white)
        #expect(dark.backgroundColor == .black)
    }

    @Test func traitProxiesFollowALiveTraitChange() {
        StatusDot.appearance().backgroundColor = .white
        StatusDot.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).backgroundColor = .black
        StatusRing.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .systemPink
        let window = window(.light)
        let dot = StatusDot()
        let ring = StatusRing()
        window.rootViewController!.view.addSubview(dot)
        window.rootViewController!.view.addSubview(ring)
        let ringTint = ring.tintColor
        #expect(dot.backgroundColor == .white)

        window.overrideUserInterfaceStyle = .dark
        #expect(dot.backgroundColor == .black)
        #expect(ring.tintColor == .systemPink)

        // Back to light: the plain proxy's value, and where there is none what the view had.
        window.overrideUserInterfaceStyle = .light
        #expect(dot.backgroundColor == .white)
        #expect(ring.tintColor == ringTint)
        window.overrideUserInterfaceStyle = .dark
        #expect(ring.tintColor == .systemPink)
    }

    @Test func aTintGivenBackStillFollowsTheWindow() {
        StatusHalo.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .systemPink
        let window = window(.dark)
        let halo = StatusHalo()
        window.rootViewController!.view.addSubview(halo)
        #expect(halo.tintColor == .systemPink)
        window.overrideUserInterfaceStyle = .light
        window.tintColor = .systemOrange
        #expect(halo.tintColor == .systemOrange)  // inherited again, not fixed at the old tint

        // Out of the window while the traits change, then back: the dark value does not stay.
        window.overrideUserInterfaceStyle = .dark
        #expect(halo.tintColor == .systemPink)
        halo.removeFromSuperview()
        window.overrideUserInterfaceStyle = .light
        window.rootViewController!.view.addSubview(halo)
        #expect(halo.tintColor == .systemOrange)
    }

    @Test func aTraitChangeThatMatchesNoOtherProxySetsNothing() {
        CountingLabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .systemYellow
        let window = window(.dark)
        let label = CountingLabel()
        window.rootViewController!.view.addSubview(label)
        let sets = label.colourSets
        #expect(label.textColor == .systemYellow)
        window.traitOverrides.horizontalSizeClass = .regular
        window.traitOverrides.preferredContentSizeCategory = .extraLarge
        #expect(label.colourSets == sets)
        window.overrideUserInterfaceStyle = .light
        #expect(label.colourSets > sets)
        #expect(label.textColor == .label)  // the label's default again
    }

    @Test func aLiveTraitChangeKeepsWhatTheViewSetItself() {
        NightLabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .systemYellow
        let window = window(.dark)
        let label = NightLabel()
        window.rootViewController!.view.addSubview(label)
        #expect(label.textColor == .systemYellow)
        label.textColor = .systemGreen
        window.overrideUserInterfaceStyle = .light
        #expect(label.textColor == .systemGreen)
        window.overrideUserInterfaceStyle = .dark
        #expect(label.textColor == .systemGreen)
    }

    @Test func containedProxiesReachOnlyBarsInThoseContainers() throws {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Self.amber
        let brandBars = UINavigationBar.appearance(whenContainedInInstancesOf: [BrandNavigationController.self])
        brandBars.standardAppearance = appearance
        brandBars.tintColor = Self.indigo

        let brand = BrandNavigationController(rootViewController: UIViewController())
        let window = window()
        window.rootViewController = brand
        window.layoutIfNeeded()
        #expect(brand.navigationBar.standardAppearance.backgroundColor == Self.amber)
        #expect(brand.navigationBar.standardAppearance !== appearance)  // copied, as UIKit copies
        #expect(brand.navigationBar.tintColor == Self.indigo)
        // The bar draws it.
        // One pixel per point: the default format takes the key window's scale, and tests running
        // beside this one make their own windows key.
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        let bar = brand.navigationBar
        let point = bar.convert(CGPoint(x: bar.bounds.width * 0.3, y: bar.bounds.height - 3), to: nil)
        let pixel = try #require(image.bitmap).rgba(atX: Int(point.x), y: Int(point.y))
        #expect(Array(pixel.prefix(3)) == [255, 204, 0])

        // A navigation controller of another class keeps the default look.
        let plain = UINavigationController(rootViewController: UIViewController())
        let other = self.window()
        other.rootViewController = plain
        other.layoutIfNeeded()
        #expect(plain.navigationBar.standardAppearance.backgroundColor != Self.amber)
        #expect(plain.navigationBar.tintColor != Self.indigo)
    }

    @Test func containersMayBeViewControllersAndNestedInOrder() {
        let switches = UISwitch.appearance(whenContainedInInstancesOf: [SettingsViewController.self])
        switches.onTintColor = .systemIndigo
        let nested = UISwitch.appearance(
            whenContainedInInstancesOf: [ThemedLabelBox.self, SettingsViewController.self])
        nested.onTintColor = .systemMint

        let settings = SettingsViewController()
        let window = window()
        window.rootViewController = settings
        let direct = UISwitch()
        settings.view.addSubview(direct)
        let box = ThemedLabelBox()
        let inBox = UISwitch()
        box.addSubview(inBox)
        settings.view.addSubview(box)
        #expect(direct.onTintColor == .systemIndigo)
        #expect(inBox.onTintColor == .systemMint)  // the more specific proxy wins

        // The same views under another controller take neither.
        let elsewhere = SettingsSwitchScreen()
        let otherWindow = self.window()
        otherWindow.rootViewController = elsewhere
        let outside = UISwitch()
        elsewhere.view.addSubview(outside)
        #expect(outside.onTintColor == nil)
    }

    @Test func aBarsStandardAppearanceCanBeChangedThroughTheProxy() {
        let bars = UITabBar.appearance(whenContainedInInstancesOf: [BrandTabs.self])
        bars.standardAppearance.backgroundColor = Self.indigo
        bars.standardAppearance.shadowColor = nil
        let tabs = BrandTabs()
        tabs.viewControllers = [UIViewController()]
        let window = window()
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(tabs.tabBar.standardAppearance.backgroundColor == Self.indigo)
        #expect(tabs.tabBar.standardAppearance.shadowColor == nil)
    }
}

private final class BrandTabs: UITabBarController {}

private final class ListCell: UITableViewCell {}

/// Tessera's own defaults (a table's cell background, a window's background) leave room for
/// proxies, as UIKit's do.
@Suite("Appearance proxies over Tessera's defaults")
@MainActor
struct AppearanceProxyDefaultsUIKitTests {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func tableCellsTakeTheProxysBackground() throws {
        ListCell.appearance().backgroundColor = .systemYellow
        let window = UIWindow(device: .iPhoneSE)
        let screen = UIViewController()
        window.rootViewController = screen
        let table = UITableView(frame: screen.view.bounds, style: .plain)
        table.register(ListCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        screen.view.addSubview(table)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.backgroundColor == .systemYellow)
        withExtendedLifetime(rows) {}
    }

    @Test func aWindowTakesItsProxyWhenMade() {
        // Limited to CarPlay windows, which no other test makes.
        let carPlay = UITraitCollection(userInterfaceIdiom: .carPlay)
        UIWindow.appearance(for: carPlay).tintColor = .systemPurple
        UIWindow.appearance(for: carPlay).backgroundColor = .systemGray6
        let window = UIWindow(device: .iPhoneSE, traits: carPlay)
        #expect(window.tintColor == .systemPurple)
        #expect(window.backgroundColor == .systemGray6)
        let phone = UIWindow(device: .iPhoneSE)
        #expect(phone.backgroundColor != .systemGray6)
    }
}

private final class ItemsNavigationController: UINavigationController {}

/// `UIBarButtonItem.appearance()`: tint and title attributes for the items a bar shows.
@Suite("Bar button item appearance as iOS code sets it")
@MainActor
struct BarButtonItemAppearanceUIKitTests {
    func buttons(in view: UIView) -> [UIButton] {
        view.subviews.flatMap { ($0 as? UIButton).map { [$0] } ?? buttons(in: $0) }
    }

    @Test func itemsInTheContainerTakeTheProxysTintAndTitleAttributes() throws {
        let items = UIBarButtonItem.appearance(whenContainedInInstancesOf: [ItemsNavigationController.self])
        items.tintColor = .systemIndigo
        items.setTitleTextAttributes(
            [.foregroundColor: UIColor.systemOrange, .font: UIFont.systemFont(ofSize: 13)], for: .normal)
        #expect(items.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemOrange)

        let screen = UIViewController()
        let add = UIBarButtonItem(title: "Add")
        let own = UIBarButtonItem(title: "Own", tint: .systemRed)
        own.setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .normal)
        screen.navigationItem.rightBarButtonItems = [add, own]
        let navigation = ItemsNavigationController(rootViewController: screen)
        let window = UIWindow(device: .iPhoneSE)
        window.rootViewController = navigation
        window.layoutIfNeeded()

        #expect(add.tintColor == .systemIndigo)
        #expect(own.tintColor == .systemRed)  // set by the app: kept
        #expect(own.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemGreen)
        let bar = navigation.navigationBar
        let addButton = try #require(buttons(in: bar).first { $0.title(for: .normal) == "Add" })
        let ownButton = try #require(buttons(in: bar).first { $0.title(for: .normal) == "Own" })
        #expect(addButton.titleColor(for: .normal) == .systemOrange)
        #expect(addButton.titleLabel?.font.pointSize == 13)
        #expect(ownButton.titleColor(for: .normal) == .systemGreen)

        // Items of other navigation controllers keep their own look.
        let elsewhere = UIViewController()
        let plain = UIBarButtonItem(title: "Plain")
        elsewhere.navigationItem.rightBarButtonItem = plain
        let other = UIWindow(device: .iPhoneSE)
        other.rootViewController = UINavigationController(rootViewController: elsewhere)
        other.layoutIfNeeded()
        #expect(plain.tintColor == nil)
        #expect(plain.titleTextAttributes(for: .normal) == nil)
    }
}

private final class DarkItemsNavigationController: UINavigationController {}

extension BarButtonItemAppearanceUIKitTests {
    /// A navigation controller builds its bar's buttons before it is in a window: trait and
    /// container proxies still reach them once it is.
    @Test func itemsBuiltBeforeTheWindowTakeTraitProxies() {
        UIBarButtonItem.appearance(
            for: UITraitCollection(userInterfaceStyle: .dark),
            whenContainedInInstancesOf: [DarkItemsNavigationController.self]
        ).tintColor = .systemYellow
        let screen = UIViewController()
        let edit = UIBarButtonItem(title: "Edit")
        screen.navigationItem.rightBarButtonItem = edit
        let navigation = DarkItemsNavigationController(rootViewController: screen)
        _ = navigation.view  // the bar builds its buttons now, outside any window
        #expect(edit.tintColor == nil)
        let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(userInterfaceStyle: .dark))
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(edit.tintColor == .systemYellow)
    }
}

private final class ReturningItemsNavigationController: UINavigationController {}

extension BarButtonItemAppearanceUIKitTests {
    /// As views do, bar button items take proxies again each time their bar shows them in a
    /// window: a proxy changed meanwhile reaches an item whose screen comes back, and one whose
    /// bar comes back to a window.
    @Test func itemsTakeProxiesAgainWhenTheirScreenOrBarComesBack() {
        let proxy = UIBarButtonItem.appearance(whenContainedInInstancesOf: [ReturningItemsNavigationController.self])
        proxy.tintColor = .systemIndigo
        let first = UIViewController()
        let share = UIBarButtonItem(title: "Share")
        first.navigationItem.rightBarButtonItem = share
        let navigation = ReturningItemsNavigationController(rootViewController: first)
        let window = UIWindow(device: .iPhoneSE)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(share.tintColor == .systemIndigo)

        navigation.pushViewController(UIViewController(), animated: false)
        window.layoutIfNeeded()
        proxy.tintColor = .systemTeal
        #expect(share.tintColor == .systemIndigo)  // not shown: unchanged
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(share.tintColor == .systemTeal)

        window.rootViewController = UIViewController()
        window.layoutIfNeeded()
        proxy.tintColor = .systemBrown
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(share.tintColor == .systemBrown)

        // Taken off the shown item and put back.
        first.navigationItem.rightBarButtonItems = []
        proxy.tintColor = .systemMint
        first.navigationItem.rightBarButtonItem = share
        window.layoutIfNeeded()
        #expect(share.tintColor == .systemMint)
    }
}

private final class CaptionBox: UIView {}

extension AppearanceProxyDefaultsUIKitTests {
    @Test func labelsInAContainerTakeTheProxysColourAndFont() {
        let captions = UILabel.appearance(whenContainedInInstancesOf: [CaptionBox.self])
        captions.textColor = .systemPurple
        captions.font = .systemFont(ofSize: 11)
        let window = UIWindow(device: .iPhoneSE)
        window.rootViewController = UIViewController()
        let box = CaptionBox()
        let caption = UILabel()
        let own = UILabel()
        own.textColor = .systemRed
        box.addSubview(caption)
        box.addSubview(own)
        let outside = UILabel()
        window.rootViewController!.view.addSubview(box)
        window.rootViewController!.view.addSubview(outside)
        #expect(caption.textColor == .systemPurple && caption.font.pointSize == 11)
        #expect(own.textColor == .systemRed && own.font.pointSize == 11)
        #expect(outside.textColor == .label)
    }
}
