import Testing
import UIKit

// Initialisers written as iOS code writes them: a subclass's own `init()` needs no `override`
// and calls the designated `init(nibName:bundle:)`.

private final class ProfileViewController: UIViewController {
    let name: String

    init() {
        name = "Ada"
        super.init(nibName: nil, bundle: nil)
    }

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class InboxViewController: UITableViewController {
    init() {
        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class SettingsViewController: UIViewController {
    private(set) var initialiserRan = false

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        initialiserRan = true
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class GroupedSettingsViewController: UITableViewController {
    override init(style: UITableView.Style) {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
@Suite("View controller initialisers as iOS code writes them")
struct ViewControllerInitUIKitTests {
    @Test func subclassesDeclareInitWithoutOverride() {
        #expect(ProfileViewController().name == "Ada")
        #expect(ProfileViewController(name: "Grace").name == "Grace")
        #expect(InboxViewController().tableView.style == .grouped)
    }

    @Test func aSubclassOverridingInitNibNameIsMadeWithoutArguments() {
        let settings = SettingsViewController()
        #expect(settings.initialiserRan)
        #expect(settings.title == "Settings")
        #expect(GroupedSettingsViewController().tableView.style == .insetGrouped)
    }

    @Test func systemControllersMakeThemselvesWithoutArguments() {
        #expect(UIViewController().view != nil)
        #expect(UIViewController(nibName: nil, bundle: nil).view != nil)
        #expect(UINavigationController().viewControllers.isEmpty)
        #expect(UINavigationController(nibName: nil, bundle: nil).topViewController == nil)
        #expect(UITableViewController().tableView.style == .plain)
        #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
        #expect(UITabBarController().selectedViewController == nil)
    }
}
