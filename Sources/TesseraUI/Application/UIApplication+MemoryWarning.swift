public import Foundation
import TesseraCore

extension UIApplication {
    /// Posted when the system is low on memory, after the delegate and the view controllers were
    /// told. Tessera's image caches (`ImageCache`) empty themselves when `UIApplication.shared`
    /// posts it.
    public static let didReceiveMemoryWarningNotification = MemoryWarning.notification

    /// Tells the app that the system is low on memory, as iOS does: the delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, then ``didReceiveMemoryWarningNotification``, on
    /// which every live view controller's `didReceiveMemoryWarning()` runs (on screen or not, among
    /// the notification's other observers, in no set order).
    ///
    /// A Tessera addition: `TesseraHost` calls it when the desktop warns of low memory (the
    /// desktop portal's memory monitor); tests call it as the Simulator's "Simulate Memory Warning"
    /// is used.
    public func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
    }
}
