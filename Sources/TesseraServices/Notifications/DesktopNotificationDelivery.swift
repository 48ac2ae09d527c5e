import CLibnotify
import Foundation

/// Delivers notifications through the desktop's notification server (the freedesktop.org
/// Desktop Notifications service on the D-Bus session bus — GNOME Shell, KDE Plasma, dunst, mako…)
/// with libnotify.
///
/// Creating one checks, in order, that a session bus is announced (`DBUS_SESSION_BUS_ADDRESS`),
/// that `notify_init` succeeds and that a server answers `GetServerInformation`; any failure throws,
/// so a machine without a desktop falls back to ``InAppNotificationDelivery`` (see
/// ``NotificationDelivery/automatic(applicationName:applicationID:inApp:environment:logger:)``).
///
/// Each request identifier keeps one libnotify notification: delivering the same identifier again
/// updates the popup in place, ``withdraw(identifiers:)`` closes it. The body is
/// the content's subtitle and body on separate lines, escaped for servers that render markup. The
/// title is cut to 1 KiB and the body to 64 KiB of UTF-8, at a character boundary ending in "…": a
/// message over the session bus's limit would make the bus close the connection. NUL characters are
/// removed from both (libnotify takes C strings, which would end at the first; the rest is kept). With an
/// ``applicationID`` every notification carries the `desktop-entry` hint.
///
/// When the server reports clicks (its "actions" capability), each popup carries a default action:
/// a click on it reaches the center as an opened notification (``LocalNotificationCenterDelegate``'s
/// `notificationCenter(_:didReceive:)`). While popups are up, GLib's default main context is run five
/// times a second on the main actor to hear those clicks and the server closing popups.
///
/// Main actor. The D-Bus calls are synchronous and usually take well under a millisecond; libnotify
/// needs no GLib main loop for sending.
@MainActor
public final class DesktopNotificationDelivery: NotificationDelivering {
    /// The name libnotify announces to the server (shown by some servers as the sender).
    public let applicationName: String
    /// The app's ID in reverse-DNS form ("dev.tessera.Journal"), sent as every notification's
    /// `desktop-entry` hint so the desktop shows the icon and name of the app's
    /// `<applicationID>.desktop` entry; nil sends no hint.
    public let applicationID: String?
    /// The server's name and version, as it reported them (e.g. "gnome-shell 46.0").
    public let serverDescription: String

    private let serverRendersMarkup: Bool
    /// Whether the server reports clicks (the "actions" capability); popups then carry a default action.
    private let serverTakesActions: Bool
    private var shown: [String: LibnotifyNotification] = [:]
    private var activationHandler: (@MainActor (String) -> Void)?
    /// Delivers the server's signals (clicks, closes) while popups are up.
    private var signalPump: Task<Void, Never>?

    /// The process environment, the default for the `environment` parameters.
    public nonisolated static var processEnvironment: [String: String] { ProcessInfo.processInfo.environment }

    /// Connects to the desktop's notification server.
    ///
    /// - Parameters:
    ///   - applicationID: the app's ID for the `desktop-entry` hint (see ``applicationID``).
    ///   - environment: where to look for `DBUS_SESSION_BUS_ADDRESS` (tests pass their own;
    ///     libnotify itself always connects with the process environment).
    /// - Throws: ``NotificationDeliveryError/sessionBusUnavailable`` when the variable is missing or
    ///   empty, ``NotificationDeliveryError/initializationFailed(applicationName:)`` when `notify_init`
    ///   fails, ``NotificationDeliveryError/serverUnavailable(reason:)`` when no server answers.
    public init(
        applicationName: String, applicationID: String? = nil, environment: [String: String] = processEnvironment
    ) throws(NotificationDeliveryError) {
        guard let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else {
            throw .sessionBusUnavailable
        }
        guard notify_init(applicationName) != 0 else {
            throw .initializationFailed(applicationName: applicationName)
        }
        var name: UnsafeMutablePointer<CChar>?
        var vendor: UnsafeMutablePointer<CChar>?
        var version: UnsafeMutablePointer<CChar>?
        var specVersion: UnsafeMutablePointer<CChar>?
        let answered = notify_get_server_info(&name, &vendor, &version, &specVersion) != 0
        defer { for text in [name, vendor, version, specVersion] { g_free(text) } }
        guard answered, let name else {
            throw .serverUnavailable(reason: "no notification server answered on the session bus at \(address)")
        }
        self.applicationName = applicationName
        self.applicationID = applicationID
        self.serverDescription = [String(cString: name), version.map { String(cString: $0) }]
            .compactMap { $0 }.joined(separator: " ")
        let capabilities = Self.serverCapabilities()
        self.serverRendersMarkup = capabilities.contains("body-markup")
        self.serverTakesActions = capabilities.contains("actions")
    }

    isolated deinit {
        signalPump?.cancel()
    }

    public func setActivationHandler(_ handler: @escaping @MainActor (String) -> Void) {
        activationHandler = handler
    }

    /// - Throws: ``NotificationDeliveryError/showFailed(identifier:reason:)`` with the D-Bus error.
    public func deliver(_ notification: DeliveredNotification) throws(NotificationDeliveryError) {
        let message = DesktopNotificationMessage(
            content: notification.request.content, rendersMarkup: serverRendersMarkup, desktopEntry: applicationID,
            escape: Self.escapingMarkup)
        let identifier = notification.request.identifier
        let handle: LibnotifyNotification
        if let existing = shown[identifier] {
            existing.update(message)
            handle = existing
        } else {
            handle = LibnotifyNotification(message)
            // Weak: the GObject keeps this closure until it is finalised, which the handle's deinit
            // does — a strong capture would keep every notification and its GObject forever.
            handle.onClose { [weak self, weak handle] in
                guard let handle else { return }
                self?.closed(identifier, handle)
            }
            if serverTakesActions {
                handle.onOpen { [weak self] in self?.activationHandler?(identifier) }
            }
        }
        if let failure = handle.show() {
            throw .showFailed(identifier: identifier, reason: failure)
        }
        shown[identifier] = handle
        startSignalPump()
    }

    /// The server closed the popup (it expired, the user dismissed or clicked it).
    private func closed(_ identifier: String, _ handle: LibnotifyNotification) {
        if shown[identifier] === handle { shown[identifier] = nil }
    }

    /// libnotify hears the server on GLib's default main context, which nothing else in a Tessera
    /// app runs: while popups are up, it is run without blocking five times a second on the main
    /// actor, so their clicks and closes arrive. It stops when the last popup is gone.
    private func startSignalPump() {
        guard signalPump == nil else { return }
        // The task holds the delivery only while it pumps, never across the sleep, so a delivery
        // the app lets go of is freed even with popups up.
        signalPump = Task { @MainActor [weak self] in
            while !Task.isCancelled, self?.pumpSignals() == true {
                try? await Task.sleep(for: .milliseconds(200))
            }
            self?.signalPump = nil
        }
    }

    /// Delivers what the server sent; whether popups are still up.
    private func pumpSignals() -> Bool {
        while g_main_context_iteration(nil, 0) != 0 {}
        return !shown.isEmpty
    }

    /// Closes the desktop popups shown for these request identifiers; unknown identifiers are ignored.
    /// Main actor.
    public func withdraw(identifiers: Set<String>) {
        for identifier in identifiers {
            shown.removeValue(forKey: identifier)?.close()
        }
    }

    /// The server's capability strings (`GetCapabilities`), e.g. "body", "body-markup", "actions".
    private static func serverCapabilities() -> Set<String> {
        var capabilities: Set<String> = []
        let list = notify_get_server_caps()
        var node = list
        while let current = node {
            if let text = current.pointee.data {
                capabilities.insert(String(cString: text.assumingMemoryBound(to: CChar.self)))
            }
            node = current.pointee.next
        }
        g_list_free_full(list) { g_free($0) }
        return capabilities
    }

    /// `text` with `&`, `<`, `>`, `'` and `"` escaped (GLib's `g_markup_escape_text`).
    private static func escapingMarkup(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return text }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}

/// Owns one libnotify `NotifyNotification` (a GObject): created in `init`, unreferenced in `deinit`.
private final class LibnotifyNotification {
    private let pointer: UnsafeMutablePointer<NotifyNotification>

    init(_ message: DesktopNotificationMessage) {
        guard let pointer = notify_notification_new(message.summary, message.body, nil) else {
            preconditionFailure("notify_notification_new returned NULL (out of memory)")
        }
        self.pointer = pointer
        setHints(message)
    }

    deinit {
        g_object_unref(pointer)
    }

    func update(_ message: DesktopNotificationMessage) {
        _ = notify_notification_update(pointer, message.summary, message.body, nil)
        setHints(message)
    }

    /// The `desktop-entry` hint, when the message names the app.
    private func setHints(_ message: DesktopNotificationMessage) {
        if let desktopEntry = message.desktopEntry {
            notify_notification_set_hint_string(pointer, "desktop-entry", desktopEntry)
        }
    }

    /// Shows or re-shows the popup; the D-Bus error message on failure, `nil` on success.
    func show() -> String? {
        var error: UnsafeMutablePointer<GError>?
        if notify_notification_show(pointer, &error) != 0 { return nil }
        let message = error.map { String(cString: $0.pointee.message) } ?? "notify_notification_show failed"
        if let error { g_error_free(error) }
        return message
    }

    /// Adds the default action ("Open": a click on the popup body); `handler` runs on each click.
    @MainActor
    func onOpen(_ handler: @escaping @MainActor () -> Void) {
        let callback: NotifyActionCallback = { _, _, data in SignalHandler.run(data) }
        notify_notification_add_action(
            pointer, "default", "Open", callback, SignalHandler.retained(handler), SignalHandler.release)
    }

    /// `handler` runs when the server reports the popup closed.
    @MainActor
    func onClose(_ handler: @escaping @MainActor () -> Void) {
        let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            SignalHandler.run(data)
        }
        g_signal_connect_data(
            pointer, "closed", unsafeBitCast(callback, to: GCallback.self), SignalHandler.retained(handler),
            { data, _ in SignalHandler.release(data) }, GConnectFlags(rawValue: 0))
    }

    /// Closes the popup; failures (the server already closed it) are ignored.
    func close() {
        var error: UnsafeMutablePointer<GError>?
        _ = notify_notification_close(pointer, &error)
        if let error { g_error_free(error) }
    }
}

/// A Swift closure handed to GLib as callback data: retained while GLib holds it, released by
/// GLib's destroy notification. GLib calls back on the thread running its default main context,
/// which in a Tessera app is only ever the main thread (the delivery's signal pump), so the closure
/// runs on the main actor.
@MainActor
private final class SignalHandler {
    let run: () -> Void

    private init(_ run: @escaping () -> Void) {
        self.run = run
    }

    static func retained(_ run: @escaping @MainActor () -> Void) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(SignalHandler(run)).toOpaque()
    }

    nonisolated static let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
        guard let data else { return }
        let address = Int(bitPattern: data)
        MainActor.assumeIsolated { handler(at: address).release() }
    }

    nonisolated static func run(_ data: UnsafeMutableRawPointer?) {
        guard let data else { return }
        let address = Int(bitPattern: data)
        MainActor.assumeIsolated { handler(at: address).takeUnretainedValue().run() }
    }

    private static func handler(at address: Int) -> Unmanaged<SignalHandler> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
    }
}
