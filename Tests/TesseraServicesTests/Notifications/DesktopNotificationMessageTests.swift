import Testing

@testable import TesseraServices

/// What the desktop delivery sends the notification server, built without a server.
@Suite struct DesktopNotificationMessageTests {
    func message(
        _ content: NotificationContent, rendersMarkup: Bool = false, desktopEntry: String? = "dev.tessera.Journal"
    ) -> DesktopNotificationMessage {
        DesktopNotificationMessage(
            content: content, rendersMarkup: rendersMarkup, desktopEntry: desktopEntry, escape: { "<\($0)>" })
    }

    @Test func theSubtitleIsTheBodysFirstLineAndTheAppIDIsTheDesktopEntryHint() {
        let sent = message(NotificationContent(title: "Journal", subtitle: "Today", body: "Write"))
        #expect(sent.summary == "Journal" && sent.body == "Today\nWrite")
        #expect(sent.desktopEntry == "dev.tessera.Journal")
        #expect(message(NotificationContent(title: "t"), desktopEntry: nil).desktopEntry == nil)
        #expect(message(NotificationContent(title: "t"), desktopEntry: "").desktopEntry == nil)
        #expect(message(NotificationContent(title: "t", body: "a & b"), rendersMarkup: true).body == "<a & b>")
    }

    @Test func anOversizedTitleAndBodyAreCutAtACharacterBoundaryWithAnEllipsis() {
        let huge = String(repeating: "x", count: 1_000_000)
        let sent = message(NotificationContent(title: String(repeating: "é", count: 600), body: huge))
        #expect(sent.summary.utf8.count <= DesktopNotificationMessage.maximumSummaryByteCount)
        #expect(sent.summary == String(repeating: "é", count: 510) + "…")  // 1020 + 3 bytes
        #expect(sent.body.utf8.count == DesktopNotificationMessage.maximumBodyByteCount)
        #expect(sent.body.hasSuffix("x…"))
    }

    @Test func truncationKeepsWholeCharactersAndShortTextUnchanged() {
        #expect("abc".truncated(toUTF8ByteCount: 3) == "abc")
        #expect("abcd".truncated(toUTF8ByteCount: 3) == "…")
        // 14 bytes; the flag is one character of 8 bytes.
        #expect("ab🇫🇷cdef".truncated(toUTF8ByteCount: 12) == "ab…")
        #expect("ab🇫🇷cdef".truncated(toUTF8ByteCount: 13) == "ab🇫🇷…")
    }
}

extension DesktopNotificationMessageTests {
    @Test func nulCharactersAreRemovedAndTheTextAfterThemKept() {
        let sent = message(NotificationContent(title: "before\u{0}after", subtitle: "\u{0}", body: "a\u{0}b\u{0}"))
        #expect(sent.summary == "beforeafter")
        #expect(sent.body == "\nab")  // the subtitle's line stays, empty
    }
}
