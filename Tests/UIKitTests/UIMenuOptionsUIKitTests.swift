import TesseraCore
import TesseraTesting
import Testing
import UIKit

// A document's "…" menu as iOS code builds it: an inline sort section with single selection, a
// submenu, an item that keeps the menu open, a disabled item and a destructive one.

final class DocumentMenuScreen: UIViewController {
    let moreButton = UIButton(type: .system)
    var log: [String] = []
    var isFavourite = false
    private(set) lazy var sortActions = ["Name", "Date"].map { title in
        UIAction(title: title, state: title == "Name" ? .on : .off) { [weak self] _ in self?.log.append("sort \(title)")
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        moreButton.setTitle("More", for: .normal)
        moreButton.showsMenuAsPrimaryAction = true
        moreButton.menu = makeMenu()
        moreButton.addAction(UIAction { [weak self] _ in self?.log.append("more tapped") }, for: .touchUpInside)
        moreButton.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
        view.addSubview(moreButton)
    }

    func makeMenu() -> UIMenu {
        UIMenu(children: [
            UIMenu(title: "Sort By", options: [.displayInline, .singleSelection], children: sortActions),
            UIMenu(
                title: "Share",
                children: [
                    UIAction(title: "Copy Link") { [weak self] _ in self?.log.append("copy link") },
                    UIAction(title: "Mail") { [weak self] _ in self?.log.append("mail") },
                ]),
            UIAction(title: "Favourite", attributes: .keepsMenuPresented) { [weak self] action in
                guard let self else { return }
                isFavourite.toggle()
                action.state = isFavourite ? .on : .off
                log.append("favourite")
            },
            UIAction(title: "Locked", attributes: .disabled) { [weak self] _ in self?.log.append("locked") },
            UIAction(title: "Hidden", attributes: .hidden) { [weak self] _ in self?.log.append("hidden") },
            UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.log.append("delete") },
        ])
    }
}

@MainActor
@Suite("UIMenu options, element attributes and submenus as iOS code uses them")
struct UIMenuOptionsUIKitTests {
    func makeScreen(traits: UITraitCollection = UITraitCollection()) -> (DocumentMenuScreen, UIWindow, UIDriver) {
        let screen = DocumentMenuScreen()
        let window = UIWindow(device: .iPhoneSE, traits: traits)
        window.clock = TestClock()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (screen, window, UIDriver(window: window))
    }

    func item(_ title: String, in window: UIWindow) -> UIControl? {
        window.openMenuItems.first { $0.accessibilityLabel == title }
    }

    @Test func aPrimaryActionMenuOpensOnTouchDownAndStaysOpenWhenTheTouchLifts() {
        let (screen, window, driver) = makeScreen()
        let centre = CGPoint(x: 80, y: 102)
        window.send(.pointerDown(centre))
        window.layoutIfNeeded()
        #expect(driver.openMenuTitles == ["Name", "Date", "Share", "Favourite", "Locked", "Delete"])
        window.send(.pointerUp(centre))
        window.layoutIfNeeded()
        #expect(!driver.openMenuTitles.isEmpty)
        #expect(screen.log.isEmpty)
        #expect(!screen.moreButton.isHighlighted)
    }

    @Test func aSingleSelectionSectionMovesItsCheckMark() throws {
        let (screen, window, driver) = makeScreen()
        try driver.tap(screen.moreButton)
        #expect(item("Name", in: window)?.accessibilityTraits.contains(.selected) == true)
        try driver.chooseMenuItem("Date")
        #expect(screen.log == ["sort Date"])
        #expect(screen.sortActions.map(\.state) == [.off, .on])
        try driver.tap(screen.moreButton)
        #expect(item("Date", in: window)?.accessibilityTraits.contains(.selected) == true)
        #expect(item("Name", in: window)?.accessibilityTraits.contains(.selected) == false)
        #expect(window.focusedView === item("Date", in: window))
    }

    @Test func aMenuWithoutSingleSelectionLeavesStatesToTheApp() throws {
        let one = UIAction(title: "One", state: .on) { _ in }
        let two = UIAction(title: "Two") { _ in }
        let menu = UIMenu(children: [one, two])
        #expect(menu.options.isEmpty)
        let (screen, _, driver) = makeScreen()
        screen.moreButton.menu = menu
        try driver.tap(screen.moreButton)
        try driver.chooseMenuItem("Two")
        #expect([one.state, two.state] == [.on, .off])
    }

    @Test func disabledItemsCannotBeChosenAndHiddenOnesDoNotShow() throws {
        let (screen, window, driver) = makeScreen()
        try driver.tap(screen.moreButton)
        #expect(!driver.openMenuTitles.contains("Hidden"))
        let locked = try #require(item("Locked", in: window))
        #expect(!locked.isEnabled)
        #expect(locked.accessibilityTraits.contains(.notEnabled))
        #expect(throws: UIDriverError.self) { try driver.chooseMenuItem("Locked") }
        #expect(screen.log.isEmpty)
        let delete = try #require(item("Delete", in: window) as? UIButton)
        #expect(delete.configuration?.baseForegroundColor == .systemRed)
    }

    @Test func anItemThatKeepsTheMenuPresentedRunsAndShowsItsNewState() throws {
        let (screen, window, driver) = makeScreen()
        try driver.tap(screen.moreButton)
        try driver.chooseMenuItem("Favourite")
        #expect(screen.log == ["favourite"])
        #expect(driver.openMenuTitles == ["Name", "Date", "Share", "Favourite", "Locked", "Delete"])
        #expect(item("Favourite", in: window)?.accessibilityTraits.contains(.selected) == true)
        #expect(window.focusedView === item("Favourite", in: window))
        try driver.chooseMenuItem("Favourite")
        #expect(screen.log == ["favourite", "favourite"])
        #expect(item("Favourite", in: window)?.accessibilityTraits.contains(.selected) == false)
        try driver.chooseMenuItem("Delete")
        #expect(driver.openMenuTitles.isEmpty)
    }

    @Test func aSubmenuOpensInPlaceWithABackRow() throws {
        let (screen, window, driver) = makeScreen()
        try driver.tap(screen.moreButton)
        #expect(item("Share", in: window)?.accessibilityHint == "Opens a submenu")
        try driver.chooseMenuItem("Share")
        #expect(driver.openMenuTitles == ["Share", "Copy Link", "Mail"])
        #expect(item("Share", in: window)?.accessibilityTraits.contains(.header) == true)
        #expect(window.focusedView === item("Copy Link", in: window))
        try driver.chooseMenuItem("Share")  // the back row
        #expect(driver.openMenuTitles == ["Name", "Date", "Share", "Favourite", "Locked", "Delete"])
        #expect(window.focusedView === item("Share", in: window))
        try driver.chooseMenuItem("Share")
        try driver.chooseMenuItem("Mail")
        #expect(screen.log == ["mail"])
        #expect(driver.openMenuTitles.isEmpty)
        let mail = try #require((screen.moreButton.menu?.children[1] as? UIMenu)?.children.last as? UIAction)
        #expect(mail.sender as? UIButton === screen.moreButton)
    }

    @Test func theKeyboardOpensAndLeavesSubmenus() throws {
        let (screen, window, driver) = makeScreen()
        window.focus(screen.moreButton)
        try driver.pressKey(.returnKey)
        #expect(window.focusedView === item("Name", in: window))
        try driver.pressKey(.downArrow)
        try driver.pressKey(.downArrow)
        #expect(window.focusedView === item("Share", in: window))
        try driver.pressKey(.rightArrow)
        #expect(driver.openMenuTitles == ["Share", "Copy Link", "Mail"])
        try driver.pressKey(.leftArrow)
        #expect(window.focusedView === item("Share", in: window))
        try driver.pressKey(.returnKey)
        #expect(driver.openMenuTitles == ["Share", "Copy Link", "Mail"])
        try driver.pressKey(.escape)  // back to the top, still open
        #expect(driver.openMenuTitles.first == "Name")
        try driver.pressKey(.escape)
        #expect(driver.openMenuTitles.isEmpty)
        #expect(screen.log.isEmpty)
    }

    @Test func emptyInlineSectionsAndSubmenusShowNothing() throws {
        let (screen, _, driver) = makeScreen()
        screen.moreButton.menu = UIMenu(children: [
            UIMenu(title: "Empty", options: .displayInline, children: []),
            UIMenu(title: "Nothing", children: [UIAction(title: "Gone", attributes: .hidden) { _ in }]),
            UIMenu(title: "Inline", options: .displayInline, children: [UIAction(title: "Only") { _ in }]),
        ])
        try driver.tap(screen.moreButton)
        #expect(driver.openMenuTitles == ["Only"])
        try driver.pressKey(.escape)
        screen.moreButton.menu = UIMenu(children: [UIMenu(title: "Empty", children: [])])
        try driver.tap(screen.moreButton)
        #expect(driver.openMenuTitles.isEmpty)
        #expect(screen.presentedViewController == nil)
    }

    @Test func aThousandItemsOpenScrollAndChooseTheLast() throws {
        let (screen, window, driver) = makeScreen()
        var chosen: [Int] = []
        screen.moreButton.menu = UIMenu(
            options: .singleSelection,
            children: (0..<1000).map { index in UIAction(title: "Item \(index)") { _ in chosen.append(index) } })
        try driver.tap(screen.moreButton)
        #expect(driver.openMenuTitles.count == 1000)
        let last = try #require(window.openMenuItems.last)
        try driver.pressKey(.upArrow)  // round to the last
        #expect(window.focusedView === last)
        let frame = last.convert(last.bounds, to: nil)
        #expect(window.bounds.contains(frame))
        try driver.pressKey(.returnKey)
        #expect(chosen == [999])
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func aMenuWithASectionASubmenuAndADestructiveItemLooksRight(style: UIUserInterfaceStyle) throws {
        let (screen, window, driver) = makeScreen(traits: UITraitCollection(userInterfaceStyle: style))
        try driver.tap(screen.moreButton)
        assertSnapshot(of: window, named: style == .dark ? "dark" : "light")
    }
}
