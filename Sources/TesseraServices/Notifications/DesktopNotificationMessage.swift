import TesseraCore

/// What ``DesktopNotificationDelivery`` sends the notification server for one notification: the
/// summary (title), the body and the `desktop-entry` hint, kept within sizes every server takes.
///
/// A message over the session bus's limit (128 MiB on dbus-daemon) makes the bus close the
/// connection, after which no notification of the process could be sent; long text is of no use in
/// a popup anyway. So the title is cut to ``maximumSummaryByteCount`` and the body to
/// ``maximumBodyByteCount`` bytes of UTF-8, at a character boundary, ending in "…".
struct DesktopNotificationMessage: Hashable, Sendable {
    /// The longest summary sent, in UTF-8 bytes: 1 KiB.
    static let maximumSummaryByteCount = 1024
    /// The longest body sent, in UTF-8 bytes before markup escaping: 64 KiB.
    static let maximumBodyByteCount = 64 * 1024

    /// The notification's title, cut to ``maximumSummaryByteCount``.
    let summary: String
    /// The subtitle and body on separate lines, cut to ``maximumBodyByteCount``, escaped when the
    /// server renders markup.
    let body: String
    /// The app's ID for the `desktop-entry` hint (the name of its `.desktop` file without the
    /// extension), from which desktops take the popup's icon and app name; nil sends no hint.
    let desktopEntry: String?

    /// - Parameters:
    ///   - rendersMarkup: whether the server renders body markup (its `body-markup` capability),
    ///     so `&`, `<`, `>`, `'` and `"` must be escaped.
    ///   - escape: the escaping applied to body text when `rendersMarkup`.
    init(
        content: NotificationContent, rendersMarkup: Bool, desktopEntry: String?,
        escape: (String) -> String
    ) {
        // Cut first, so a huge text is not scanned whole. libnotify takes C strings, which end at
        // the first NUL: NULs are removed, the rest kept.
        summary = content.title.truncated(toUTF8ByteCount: Self.maximumSummaryByteCount).removingNULCharacters
        let text = [content.subtitle, content.body].filter { !$0.isEmpty }.joined(separator: "\n")
        let body = text.truncated(toUTF8ByteCount: Self.maximumBodyByteCount).removingNULCharacters
        self.body = rendersMarkup ? escape(body) : body
        self.desktopEntry = desktopEntry.map(\.removingNULCharacters).flatMap { $0.isEmpty ? nil : $0 }
    }
}

extension String {
    /// The string itself when its UTF-8 form has at most `maximum` bytes; otherwise its longest
    /// prefix of whole characters that fits with "…" (3 bytes) appended.
    func truncated(toUTF8ByteCount maximum: Int) -> String {
        guard utf8.count > maximum else { return self }
        let ellipsis = "…"
        let budget = maximum - ellipsis.utf8.count
        var byteCount = 0
        var end = startIndex
        for character in self {
            byteCount += character.utf8.count
            guard byteCount <= budget else { break }
            end = index(after: end)
        }
        return String(self[..<end]) + ellipsis
    }
}
