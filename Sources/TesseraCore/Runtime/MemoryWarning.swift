package import Foundation
import Synchronization

/// The low-memory warning every layer's caches follow: UIKit's
/// `UIApplication.didReceiveMemoryWarningNotification`, under the same name, posted by the app.
package enum MemoryWarning {
    package static let notification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// The app whose warnings caches follow (`UIApplication.shared`, which registers itself), so
    /// that an app object made in a test and warned does not empty every cache in the process.
    private static let sharedSender = Mutex<ObjectIdentifier?>(nil)

    /// Makes `sender` the app whose warnings caches follow.
    package static func registerSharedSender(_ sender: AnyObject) {
        sharedSender.withLock { $0 = ObjectIdentifier(sender) }
    }

    /// Whether caches follow a warning posted by `sender`: the shared app's, or one with no sender.
    package static func isFollowed(from sender: Any?) -> Bool {
        guard let sender else { return true }
        let identifier = ObjectIdentifier(sender as AnyObject)
        return sharedSender.withLock { $0 == identifier }
    }
}
