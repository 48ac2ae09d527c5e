import Foundation
import Testing
import UIKit

@Suite("UIContentSizeCategory.didChangeNotification")
@MainActor
struct ContentSizeCategoryNotificationUIKitTests {
    private final class Received {
        var categories: [UIContentSizeCategory] = []
    }

    @Test func aChangeOfTheKeyWindowsTextSizeIsPosted() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let received = Received()
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared, queue: nil
        ) { notification in
            let category = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            MainActor.assumeIsolated { received.categories.append(category ?? .unspecified) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        window.windowTraits = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        #expect(received.categories == [.extraExtraLarge])
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)

        // The same size again, another trait, or a window that is not key: nothing is posted.
        window.windowTraits = UITraitCollection(traitsFrom: [
            window.windowTraits, UITraitCollection(userInterfaceStyle: .dark),
        ])
        other.windowTraits = UITraitCollection(preferredContentSizeCategory: .small)
        #expect(received.categories == [.extraExtraLarge])

        window.windowTraits = UITraitCollection(preferredContentSizeCategory: .large)
        window.windowTraits = UITraitCollection(userInterfaceStyle: .dark)  // unspecified: still Large, no post
        #expect(received.categories == [.extraExtraLarge, .large])
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    }
}
