import TesseraCore
import TesseraTesting
import Testing
import UIKit

// Buttons with menus as iOS code makes them: a pop-up sort button, an overflow ("…") button that
// opens its menu on a tap, and a share button whose menu waits for a long press.

final class SortScreen: UIViewController {
    let sortButton = UIButton(configuration: .gray())
    let moreButton = UIButton(type: .system)
    let shareButton = UIButton(type: .system)
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        sortButton.menu = UIMenu(children: ["Name", "Date", "Size"].map(sortAction))
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.changesSelectionAsPrimaryAction = true
        moreButton.setTitle("More", for: .normal)
        moreButton.menu = UIMenu(children: [
            UIAction(title: "Rename") { [weak self] _ in self?.log.append("rename") },
            UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.log.append("delete") },
        ])
        moreButton.showsMenuAsPrimaryAction = true
        moreButton.addAction(UIAction { [weak self] _ in self?.log.append("more tapped") }, for: .touchUpInside)
        moreButton.addAction(
            UIAction { [weak self] _ in self?.log.append("more primary") }, for: .primaryActionTriggered)
        shareButton.setTitle("Share", for: .normal)
        shareButton.addAction(UIAction { [weak self] _ in self?.log.append("share") }, for: .primaryActionTriggered)
        shareButton.menu = UIMenu(children: [
            UIAction(title: "Copy Link") { [weak self] _ in self?.log.append("copy link") }
        ])
        sortButton.frame = CGRect(x: 20, y: 80, width: 160, height: 44)
        moreButton.frame = CGRect(x: 20, y: 300, width: 120, height: 44)
        shareButton.frame = CGRect(x: 200, y: 300, width: 120, height: 44)
        for button in [sortButton, moreButton, shareButton] { view.addSubview(button) }
    }

    private func sortAction(_ title: String) -> UIAction {
        UIAction(title: title) { [weak self] action in
            self?.log.append("sort by \(action.title)")
        }
    }

    var sortStates: [UIMenuElement.State] {
        sortButton.menu?.children.compactMap { ($0 as? UIAction)?.state } ?? []
    }
}

@MainActor
@Suite("UIButton and UIBarButtonItem menus as iOS code uses them")
struct UIButtonMenuUIKitTests {
    func makeScreen(traits: UITraitCollection = UITraitCollection()) -> (SortScreen, UIWindow, UIDriver) {
        let screen = SortScreen()
        let window = UIWindow(device: .iPhoneSE, traits: traits)
        window.clock = TestClock()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (screen, window, UIDriver(window: window))
    }

    @Test func aTapOpensTheMenuInsteadOfSendingActionsAndAChoiceRunsOnce() throws {
        let (screen, _, driver) = makeScreen()
        try driver.tap(screen.moreButton)
        #expect(driver.openMenuTitles == ["Rename", "Delete"])
        #expect(screen.log.isEmpty)
        try driver.chooseMenuItem("Delete")
        #expect(screen.log == ["delete"])
        #expect(driver.openMenuTitles.isEmpty)
        #expect(screen.presentedViewController == nil)
        let delete = try #require(screen.moreButton.menu?.children.last as? UIAction)
        #expect(delete.sender as? UIButton === screen.moreButton)
    }

    @Test func settingAMenuGivesTheButtonItsContextMenuInteraction() {
        let button = UIButton(type: .system)
        #expect(button.contextMenuInteraction == nil)
        #expect(!button.isContextMenuInteractionEnabled)
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        #expect(button.isContextMenuInteractionEnabled)
        let interaction = button.contextMenuInteraction
        #expect(interaction?.view === button)
        #expect(button.interactions.count == 1)
        #expect(interaction?.delegate === button)
        button.menu = nil
        #expect(button.contextMenuInteraction == nil)
        #expect(button.interactions.isEmpty)
    }

    @Test func endingTheButtonDropsItsMenu() {
        let button = UIButton(type: .system)
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        button.invalidate()
        #expect(button.menu == nil)
        #expect(button.contextMenuInteraction == nil)
    }

    @Test func aPopUpButtonShowsAndMovesItsSelection() throws {
        let (screen, _, driver) = makeScreen()
        #expect(screen.sortButton.currentTitle == "Name")
        #expect(screen.sortStates == [.on, .off, .off])
        try driver.tap(screen.sortButton)
        #expect(driver.openMenuTitles == ["Name", "Date", "Size"])
        let items = screen.view.window?.openMenuItems ?? []
        #expect(items.map { $0.accessibilityTraits.contains(.selected) } == [true, false, false])
        try driver.chooseMenuItem("Date")
        #expect(screen.log == ["sort by Date"])
        #expect(screen.sortStates == [.off, .on, .off])
        #expect(screen.sortButton.currentTitle == "Date")
        #expect(screen.sortButton.configuration?.title == "Date")
        #expect(!screen.sortButton.isSelected)
    }

    @Test func aPopUpButtonStartsOnTheActionThatIsOn() {
        let button = UIButton(type: .system)
        button.changesSelectionAsPrimaryAction = true
        button.menu = UIMenu(children: [
            UIAction(title: "Small") { _ in }, UIAction(title: "Large", state: .on) { _ in },
        ])
        #expect(button.currentTitle == "Large")
        #expect(button.menu?.children.compactMap { ($0 as? UIAction)?.state } == [.off, .on])
    }

    @Test func theKeyboardOpensMovesThroughChoosesAndClosesTheMenu() throws {
        let (screen, window, driver) = makeScreen()
        window.focus(screen.sortButton)
        try driver.pressKey(.returnKey)
        #expect(driver.openMenuTitles == ["Name", "Date", "Size"])
        #expect(window.focusedView === window.openMenuItems.first)
        try driver.pressKey(.downArrow)
        try driver.pressKey(.downArrow)
        try driver.pressKey(.returnKey)
        #expect(screen.log == ["sort by Size"])
        #expect(screen.sortButton.currentTitle == "Size")
        #expect(driver.openMenuTitles.isEmpty)

        window.focus(screen.sortButton)
        try driver.pressKey(.space)
        #expect(window.focusedView === window.openMenuItems.last)
        try driver.pressKey(.escape)
        #expect(driver.openMenuTitles.isEmpty)
        #expect(screen.log == ["sort by Size"])
    }

    @Test func aLongPressOpensTheMenuOfAButtonWhoseTapActs() throws {
        let (screen, _, driver) = makeScreen()
        try driver.tap(screen.shareButton)
        #expect(screen.log == ["share"])
        #expect(driver.openMenuTitles.isEmpty)
        try driver.longPress(screen.shareButton)
        #expect(driver.openMenuTitles == ["Copy Link"])
        #expect(screen.log == ["share"])
        #expect(!screen.shareButton.isHighlighted)
        try driver.chooseMenuItem("Copy Link")
        #expect(screen.log == ["share", "copy link"])
    }

    @Test func aSecondaryClickOpensAButtonsMenuToo() throws {
        let (screen, window, driver) = makeScreen()
        window.send(.secondaryClick(CGPoint(x: 100, y: 102)))
        #expect(driver.openMenuTitles == ["Name", "Date", "Size"])
        try driver.chooseMenuItem("Size")
        #expect(screen.sortButton.currentTitle == "Size")
    }

    @Test func aMenuWithoutChildrenOpensNothingAndSendsNothing() throws {
        let (screen, _, driver) = makeScreen()
        screen.moreButton.menu = UIMenu(children: [])
        try driver.tap(screen.moreButton)
        #expect(driver.openMenuTitles.isEmpty)
        #expect(screen.presentedViewController == nil)
        #expect(screen.log.isEmpty)
        let hiddenOnly = UIAction(title: "Hidden", attributes: .hidden) { _ in }
        screen.moreButton.menu = UIMenu(children: [hiddenOnly])
        try driver.tap(screen.moreButton)
        #expect(driver.openMenuTitles.isEmpty)
    }

    @Test func aMenuRebuiltWhileOpenShowsTheNewItems() throws {
        let (screen, _, driver) = makeScreen()
        try driver.tap(screen.moreButton)
        screen.moreButton.menu = UIMenu(children: [
            UIAction(title: "Duplicate") { [weak screen] _ in screen?.log.append("duplicate") },
            UIAction(title: "Move") { [weak screen] _ in screen?.log.append("move") },
            UIAction(title: "Archive") { [weak screen] _ in screen?.log.append("archive") },
        ])
        #expect(driver.openMenuTitles == ["Duplicate", "Move", "Archive"])
        try driver.chooseMenuItem("Move")
        #expect(screen.log == ["move"])

        try driver.tap(screen.moreButton)
        screen.moreButton.menu = UIMenu(children: [])
        #expect(driver.openMenuTitles.isEmpty)
        #expect(screen.presentedViewController == nil)
    }

    @Test func aBarButtonItemWithOnlyAMenuOpensItOnATap() throws {
        let screen = UIViewController()
        var chosen: [String] = []
        let filter = UIBarButtonItem(
            title: "Filter",
            menu: UIMenu(children: [
                UIAction(title: "All") { _ in chosen.append("all") },
                UIAction(title: "Unread") { _ in chosen.append("unread") },
            ]))
        var added = 0
        let add = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { _ in added += 1 },
            menu: UIMenu(children: [UIAction(title: "New Folder") { _ in chosen.append("folder") }]))
        screen.navigationItem.leftBarButtonItem = filter
        screen.navigationItem.rightBarButtonItem = add
        let window = UIWindow(device: .iPhoneSE)
        window.clock = TestClock()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let driver = UIDriver(window: window)

        #expect(filter.menu?.children.count == 2)
        #expect(add.primaryAction != nil)
        try driver.tap(label: "Filter")
        #expect(driver.openMenuTitles == ["All", "Unread"])
        try driver.chooseMenuItem("Unread")
        #expect(chosen == ["unread"])

        try driver.tap(label: "Add")
        #expect(added == 1)
        #expect(driver.openMenuTitles.isEmpty)
        try driver.longPress(driver.find(.label("Add")))
        #expect(driver.openMenuTitles == ["New Folder"])
        try driver.chooseMenuItem("New Folder")
        #expect(chosen == ["unread", "folder"])
        #expect(added == 1)
    }

    @Test func aPopUpButtonShowsAnIndicatorThatTheConfigurationCanTurnOff() {
        let (screen, _, _) = makeScreen()
        let button = screen.sortButton
        #expect(button.configuration?.indicator == .automatic)
        let withIndicator = button.intrinsicContentSize.width
        button.configuration?.indicator = .none
        let without = button.intrinsicContentSize.width
        #expect(withIndicator - without == 20)
        // .automatic needs all three: a menu as the primary action that changes selection.
        button.configuration?.indicator = .automatic
        button.changesSelectionAsPrimaryAction = false
        #expect(button.intrinsicContentSize.width == without)
        button.configuration?.indicator = .popup
        #expect(button.intrinsicContentSize.width == withIndicator)
        // A classic button has no configuration and no indicator.
        let plain = UIButton(type: .system)
        plain.setTitle("A", for: .normal)
        let classic = UIButton(type: .system)
        classic.showsMenuAsPrimaryAction = true
        classic.changesSelectionAsPrimaryAction = true
        classic.menu = UIMenu(children: [UIAction(title: "A") { _ in }])
        #expect(classic.currentTitle == "A")
        #expect(classic.intrinsicContentSize == plain.intrinsicContentSize)
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func anOpenPopUpMenuLooksRight(style: UIUserInterfaceStyle) throws {
        let (screen, window, driver) = makeScreen(traits: UITraitCollection(userInterfaceStyle: style))
        try driver.tap(screen.sortButton)
        try driver.chooseMenuItem("Date")
        try driver.tap(screen.sortButton)
        assertSnapshot(of: window, named: style == .dark ? "dark" : "light")
    }
}
