public import Foundation

/// The app's side of assistive technologies (`UIAccessibility`): notifications an app posts when
/// its screen changes or it has something to say, and whether a screen reader is running.
///
/// On Linux the window host's AT-SPI bridge (TesseraDesktop) carries the notifications to screen
/// readers such as Orca and keeps `isVoiceOverRunning` current; without a bridge posting does
/// nothing and `isVoiceOverRunning` is false.
///
/// For example, after saving:
/// ```swift
/// UIAccessibility.post(notification: .announcement, argument: "Entry saved")
/// UIAccessibility.post(notification: .screenChanged, argument: detailView.titleLabel)
/// if UIAccessibility.isVoiceOverRunning { banner.dismissesAutomatically = false }
/// ```
@preconcurrency @MainActor
public enum UIAccessibility {
    /// What changed, for `post(notification:argument:)` (UIKit's raw values).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument (a view, an element, or a `String` to read) is where
        /// reading starts — nil for the first element.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument is the element to move to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Read the argument (a `String`) aloud.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll view scrolled a page; the argument (a `String`) describes where it is.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posted on `NotificationCenter.default` when `isVoiceOverRunning` changes.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// True while a screen reader is running (on Linux: the desktop's accessibility bus reports
    /// one, e.g. Orca) and a host's bridge is connected to it.
    public static var isVoiceOverRunning: Bool { screenReaderIsRunning }

    /// Tells assistive technologies about `notification`; see `Notification` for what `argument`
    /// may be. Without a connected bridge nothing happens.
    public static func post(notification: Notification, argument: Any?) {
        for observer in observers.values { observer(notification, argument) }
    }

    // MARK: For bridges (TesseraDesktop)

    /// Receives every posted notification until the returned token is passed to
    /// `removePostObserver(_:)`.
    package static func addPostObserver(_ observer: @escaping @MainActor (Notification, Any?) -> Void) -> Int {
        nextObserverToken += 1
        observers[nextObserverToken] = observer
        return nextObserverToken
    }

    package static func removePostObserver(_ token: Int) {
        observers[token] = nil
    }

    /// Sets `isVoiceOverRunning`, posting `voiceOverStatusDidChangeNotification` when it changes.
    package static func setScreenReaderRunning(_ isRunning: Bool) {
        guard isRunning != screenReaderIsRunning else { return }
        screenReaderIsRunning = isRunning
        NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
    }

    private static var screenReaderIsRunning = false
    private static var observers: [Int: @MainActor (Notification, Any?) -> Void] = [:]
    private static var nextObserverToken = 0
}
