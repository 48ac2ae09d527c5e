import Foundation
import Testing
import UIKit

// Memory warnings as iOS code handles them: the app delegate, every view controller and observers
// of the notification.

private final class Log {
    var entries: [String] = []
}

private final class CacheHoldingController: UIViewController {
    let name: String
    let log: Log
    var cache: [String: Data] = ["thumbnail": Data(count: 1024)]

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        cache.removeAll()
        log.entries.append(name)
    }
}

private final class MemoryAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let log: Log
    init(log: Log) { self.log = log }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log.entries.append("delegate") }
}

@Suite("Memory warnings")
@MainActor
struct MemoryWarningUIKitTests {
    @Test func theDelegateEveryLiveControllerAndObserversAreTold() throws {
        let log = Log()
        let application = UIApplication()
        let delegate = MemoryAppDelegate(log: log)
        application.delegate = delegate

        let first = CacheHoldingController("first", log: log)
        let second = CacheHoldingController("second", log: log)
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        let other = CacheHoldingController("other tab", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let sheet = CacheHoldingController("sheet", log: log)
        tabs.present(sheet, animated: false)
        let aside = CacheHoldingController("aside", log: log)  // in no window, still told
        do { _ = CacheHoldingController("released", log: log) }  // gone: not told

        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: application, queue: nil
        ) { _ in MainActor.assumeIsolated { log.entries.append("notification") } }
        defer { NotificationCenter.default.removeObserver(observer) }

        application.receiveMemoryWarning()
        // The delegate first; then the notification's observers, in no set order (as in Foundation).
        #expect(log.entries.first == "delegate")
        #expect(Set(log.entries.dropFirst()) == ["first", "second", "other tab", "sheet", "aside", "notification"])
        #expect(log.entries.count == 7)  // each once
        #expect(first.cache.isEmpty && second.cache.isEmpty && other.cache.isEmpty && sheet.cache.isEmpty)
        #expect(aside.cache.isEmpty)
    }
}
