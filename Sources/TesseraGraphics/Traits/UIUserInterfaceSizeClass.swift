/// How much room an axis of the interface has (`UIUserInterfaceSizeClass`, with UIKit's raw values).
///
/// As on iOS: a phone in portrait is `compact` wide and `regular` tall; in landscape it is `compact`
/// tall, and `regular` wide on the large ("Max") phones; a tablet or a Mac window is `regular` both
/// ways. See `UIWindow.traitCollection`.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable, CaseIterable {
    /// Not known yet.
    case unspecified = 0
    /// Limited space: a phone's width in portrait, its height in landscape.
    case compact = 1
    /// Ample space: a tablet's width and height, a phone's height in portrait.
    case regular = 2
}
