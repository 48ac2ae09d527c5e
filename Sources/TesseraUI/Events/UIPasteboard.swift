public import Foundation

/// The app's pasteboard (`UIPasteboard.general`): the key window's ``Clipboard`` — the desktop's
/// clipboard while a `WindowHost` shows the window — so what code copies here a text field pastes,
/// and the reverse. Before any window is key it is a clipboard private to the process.
///
/// It holds one item of text. Setting `strings` or `urls` keeps the first; a URL is kept as its
/// absolute string, and text reads back as a `url` when it is one with a scheme.
///
/// For example:
/// ```swift
/// UIPasteboard.general.string = "hello"
/// UIPasteboard.general.hasStrings   // true
/// UIPasteboard.general.changeCount  // one more than before
/// ```
///
/// Not provided: images, colours, named and unique pasteboards, item providers.
@preconcurrency @MainActor
open class UIPasteboard {
    /// The pasteboard copy and paste use.
    public static let general = UIPasteboard(name: .general)

    /// The pasteboard's name.
    public let name: Name

    /// Holds the text while no window is key.
    private let processClipboard = InMemoryClipboard()

    private init(name: Name) {
        self.name = name
    }

    private var clipboard: any Clipboard { UIWindow.current?.clipboard ?? processClipboard }

    /// How many times this app changed the contents through the pasteboard.
    public private(set) var changeCount = 0

    /// The text, nil when there is none. Setting nil (or "") empties the pasteboard.
    open var string: String? {
        get { clipboard.string }
        set {
            clipboard.string = newValue
            changeCount += 1
        }
    }

    /// The text as a one-item array, nil when there is none. Setting keeps the first string.
    open var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// The text as a URL when it is one with a scheme (`https://…`, `file:///…`, `mailto:…`).
    open var url: URL? {
        get {
            guard let string, let url = URL(string: string), url.scheme != nil else { return nil }
            return url
        }
        set { string = newValue?.absoluteString }
    }

    /// ``url`` as a one-item array. Setting keeps the first URL.
    open var urls: [URL]? {
        get { url.map { [$0] } }
        set { url = newValue?.first }
    }

    /// Whether there is text.
    open var hasStrings: Bool { clipboard.hasString }

    /// Whether the text is a URL (see ``url``).
    open var hasURLs: Bool { url != nil }

    /// 1 when there is text, otherwise 0.
    open var numberOfItems: Int { hasStrings ? 1 : 0 }

    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The general pasteboard, for copy and paste.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }
}
