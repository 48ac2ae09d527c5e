import Foundation

/// The trait collection code is running "in" (`UITraitCollection.current`): dynamic colours, system
/// fonts and named images that are not given traits resolve against it.
///
/// It is per thread, as in UIKit. Views make their own traits current while Tessera calls their
/// `layoutSubviews()`, `draw(in:)` and `traitCollectionDidChange(_:)`; `performAsCurrent(_:)`
/// does the same for any block. A thread that has set none sees `UITraitCollection.application`:
/// the traits of an iPhone 15 in portrait with the default appearance and text size (the screen
/// `UIScreen.main` falls back to). Unlike UIKit's, this fallback does not follow the key window, so
/// that code running outside any view gives the same result whatever windows exist.
///
/// For example:
/// ```swift
/// UITraitCollection(preferredContentSizeCategory: .extraLarge).performAsCurrent {
///     UIFont.preferredFont(forTextStyle: .body).pointSize   // 19
/// }
/// ```
extension UITraitCollection {
    /// The current thread's trait collection. Setting it changes it for this thread only until it
    /// is set again (prefer `performAsCurrent(_:)`, which restores the previous value).
    public static var current: UITraitCollection {
        get { CurrentTraitStorage.value ?? application }
        set { CurrentTraitStorage.value = newValue }
    }

    /// Runs `actions` with this collection as `UITraitCollection.current` on this thread, then
    /// restores the previous one (also when `actions` throws).
    public func performAsCurrent<Failure: Error>(_ actions: () throws(Failure) -> Void) throws(Failure) {
        let previous = CurrentTraitStorage.value
        CurrentTraitStorage.value = self
        defer { CurrentTraitStorage.value = previous }
        try actions()
    }

    /// What `current` is on a thread that has set none: an iPhone 15 in portrait with the default
    /// appearance and text size (light, Large, scale 3, left to right, compact width, regular
    /// height, phone). Fully specified.
    public static let application = UITraitCollection(
        userInterfaceStyle: .light, preferredContentSizeCategory: .large, displayScale: 3,
        layoutDirection: .leftToRight, horizontalSizeClass: .compact, verticalSizeClass: .regular,
        userInterfaceIdiom: .phone)
}

/// One trait collection per thread, in a POSIX thread-specific slot holding a retained box (released
/// when the thread ends or the value is replaced). Only the owning thread reads or writes its slot.
private enum CurrentTraitStorage {
    final class Box: Sendable {
        let traits: UITraitCollection
        init(_ traits: UITraitCollection) { self.traits = traits }
    }

    static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        precondition(status == 0, "pthread_key_create failed (\(status)): no slot for UITraitCollection.current")
        return key
    }()

    static var value: UITraitCollection? {
        get {
            guard let pointer = pthread_getspecific(key) else { return nil }
            return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue().traits
        }
        set {
            let old = pthread_getspecific(key)
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained(Box($0)).toOpaque() })
            if let old { Unmanaged<Box>.fromOpaque(old).release() }
        }
    }
}
