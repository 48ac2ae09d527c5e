/// Where copy, cut and paste put and take text in one window; `UIPasteboard.general` is the key
/// window's.
///
/// A window starts with an ``InMemoryClipboard``; `TesseraHost` replaces it with the system
/// clipboard while the window is on screen. Text fields read and write `UIWindow.clipboard`.
///
/// For example:
/// ```swift
/// window.clipboard.string = "hello"   // copy
/// window.clipboard.string             // "hello" (paste)
/// window.clipboard.string = nil       // clear: hasString becomes false
/// ```
///
/// Main actor only.
@preconcurrency @MainActor
public protocol Clipboard: AnyObject {
    /// The text on the clipboard, nil when it holds none. Setting nil (or "") clears it.
    var string: String? { get set }
}

extension Clipboard {
    /// True when the clipboard holds non-empty text.
    public var hasString: Bool { !(string ?? "").isEmpty }
}

/// A clipboard private to the process: the default for windows without a host, and for tests.
@preconcurrency @MainActor
public final class InMemoryClipboard: Clipboard {
    /// The stored text; "" is stored as nil, as a system clipboard does.
    public var string: String? {
        didSet { if string == "" { string = nil } }
    }

    /// A clipboard holding `string` (nil: empty).
    public init(string: String? = nil) {
        self.string = string == "" ? nil : string
    }
}
