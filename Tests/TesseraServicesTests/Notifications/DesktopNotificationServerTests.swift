import Foundation
import TesseraServices
import TesseraTesting
import Testing

/// The desktop delivery against a fake notification server on a private session bus
/// (`fake-notifications.py`). libnotify connects with the process environment, so
/// `DBUS_SESSION_BUS_ADDRESS` is set while this test runs and put back afterwards.
@MainActor
@Suite struct DesktopNotificationServerTests {
    struct Report: Decodable {
        struct Notification: Decodable, Equatable {
            var summary: String
            var bodyBytes: Int
            var bodyEnd: String
            var desktopEntry: String?
        }
        var notifications: [Notification]
    }

    func delivered(_ identifier: String, title: String, body: String) -> DeliveredNotification {
        DeliveredNotification(
            date: Date(timeIntervalSince1970: 0),
            request: NotificationRequest(
                identifier: identifier, content: NotificationContent(title: title, body: body),
                trigger: .timeInterval(1)))
    }

    @Test func anOversizedNotificationIsCutAndTheNextStillReachesTheServerWithTheDesktopEntryHint() async throws {
        let server = try PrivateSessionScript.start("fake-notifications.py", arguments: ["2"], limit: .seconds(120))
        defer { server.terminate() }
        let address = try await server.waitForSessionBus()
        let previous = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]
        setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
        defer {
            if let previous {
                setenv("DBUS_SESSION_BUS_ADDRESS", previous, 1)
            } else {
                unsetenv("DBUS_SESSION_BUS_ADDRESS")
            }
        }
        let desktop = try DesktopNotificationDelivery(
            applicationName: "Tessera Tests", applicationID: "dev.tessera.Tests",
            environment: ["DBUS_SESSION_BUS_ADDRESS": address])
        #expect(desktop.serverDescription == "fake-notifications 1.0")
        try desktop.deliver(
            delivered("huge", title: "before\u{0}after", body: String(repeating: "x", count: 150_000_000)))
        try desktop.deliver(delivered("next", title: "Next", body: "still delivered"))
        #expect(await server.waitForExit(timeout: .seconds(30)))
        let line = try #require(server.lastLine, "no report: \(server.lines)")
        let report = try JSONDecoder().decode(Report.self, from: Data(line.utf8))
        #expect(
            report.notifications == [
                .init(summary: "beforeafter", bodyBytes: 65_536, bodyEnd: "…", desktopEntry: "dev.tessera.Tests"),
                .init(summary: "Next", bodyBytes: 15, bodyEnd: "d", desktopEntry: "dev.tessera.Tests"),
            ])
    }
}
