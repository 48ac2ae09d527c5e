import CGio
import Foundation

/// A connection to a D-Bus message bus (GDBus), used from the main actor: calls out, signals out,
/// exported objects and signal subscriptions in.
///
/// Everything that arrives — method calls to exported objects, replies to asynchronous calls,
/// subscribed signals — is handled on the connection's own GLib main context, which only
/// ``dispatchPending(limit:)`` runs: the owner calls it from its loop on the main thread (the window
/// host does, every turn), so handlers run on the main actor between frames. ``setWakeHandler(_:)``
/// tells the owner, from GDBus's I/O thread, that a message arrived, so a sleeping loop can wake.
///
/// For example, asking the session bus where the accessibility bus is:
/// ```swift
/// let session = try DBusConnection(address: "unix:path=/run/user/1000/bus")
/// let reply = try session.call(
///     destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", method: "GetAddress")
/// reply.first?.stringValue   // "unix:path=/run/user/1000/at-spi/bus_0,guid=…"
/// ```
@MainActor
final class DBusConnection {
    /// The bus's address, as given.
    let address: String
    /// The name the bus gave this connection (":1.42").
    let uniqueName: String
    /// True after ``close()``.
    private(set) var isClosed = false

    /// The `GDBusConnection`.
    let connection: OpaquePointer
    /// The `GMainContext` every callback of this connection runs on.
    let context: OpaquePointer
    private var subtreeIDs: [UInt32] = []
    /// The exports, whose queued calls ``dispatchPending(limit:callLimit:)`` answers.
    private var exports: [DBusObjectExport] = []
    private var subscriptionIDs: [UInt32] = []
    private var filterID: UInt32?

    /// Opens a message-bus connection to `address` (a D-Bus address string) and says Hello.
    ///
    /// - Throws: ``DBusError/connectionFailed(address:reason:)`` when nothing listens there or the
    ///   bus refuses the connection.
    init(address: String) throws(DBusError) {
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(
            rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            throw .connectionFailed(address: address, reason: Self.consume(error))
        }
        g_dbus_connection_set_exit_on_close(connection, 0)
        self.address = address
        self.connection = connection
        self.uniqueName = String(cString: g_dbus_connection_get_unique_name(connection))
        self.context = g_main_context_new()
    }

    isolated deinit {
        close()
    }

    /// Unexports everything, drops subscriptions, closes the connection and releases GLib's
    /// objects. Idempotent.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        for export in exports { export.failQueuedCalls() }
        exports = []
        for id in subscriptionIDs { g_dbus_connection_signal_unsubscribe(connection, id) }
        for id in subtreeIDs { g_dbus_connection_unregister_subtree(connection, id) }
        if let filterID { g_dbus_connection_remove_filter(connection, filterID) }
        subscriptionIDs = []
        subtreeIDs = []
        filterID = nil
        g_dbus_connection_close_sync(connection, nil, nil)
        // Let GDBus release what it still holds for us (subscription data is freed on this context).
        dispatchPending(limit: 1000)
        tessera_gio_unref(UnsafeMutableRawPointer(connection))
        g_main_context_unref(context)
    }

    // MARK: Running

    /// The most method calls ``dispatchPending(limit:callLimit:)`` answers by default.
    static let callsPerDispatch = 64

    /// Runs up to `limit` rounds of pending callbacks (replies, signals; incoming calls join a
    /// queue), then answers up to `callLimit` queued calls, oldest first, on the main actor. Returns
    /// how many rounds ran plus how many calls were answered. Does not wait. Calls beyond
    /// `callLimit` wait for the next dispatch (``hasPendingCalls``), so a flood of calls is answered
    /// over several turns of the owner's loop instead of stalling it.
    @discardableResult
    func dispatchPending(limit: Int = 256, callLimit: Int = callsPerDispatch) -> Int {
        var count = 0
        while count < limit, g_main_context_iteration(context, 0) != 0 { count += 1 }
        var answered = 0
        for export in exports where answered < callLimit {
            answered += export.answerQueuedCalls(limit: callLimit - answered)
        }
        return count + answered
    }

    /// Whether calls arrived that are not answered yet.
    var hasPendingCalls: Bool { exports.contains { $0.pendingCallCount > 0 } }

    /// Calls `wake` on GDBus's I/O thread whenever a message arrives for this connection, before it
    /// is dispatched; a sleeping loop wakes and calls ``dispatchPending(limit:)``. Replaces the
    /// previous handler.
    func setWakeHandler(_ wake: @escaping @Sendable () -> Void) {
        if let filterID { g_dbus_connection_remove_filter(connection, filterID) }
        let box = Unmanaged.passRetained(WakeBox(wake)).toOpaque()
        filterID = g_dbus_connection_add_filter(connection, wakeFilter, box, releaseWakeBox)
    }

    // MARK: Calls

    /// Calls `method` and waits up to `timeout` for the reply's values. Incoming calls are not
    /// answered meanwhile: use it only towards peers that do not call back (the bus itself, the
    /// bus launcher, the desktop portal).
    ///
    /// - Throws: ``DBusError/callFailed(destination:method:name:reason:)`` with the peer's error
    ///   name, or GLib's when it did not answer.
    func call(
        destination: String, path: String, interface: String, method: String, arguments: [DBusValue] = [],
        timeout: Duration = .seconds(5)
    ) throws(DBusError) -> [DBusValue] {
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            connection, destination, path, interface, method, DBusValue.structure(arguments).makeVariant(), nil,
            G_DBUS_CALL_FLAGS_NO_AUTO_START, Self.milliseconds(timeout), nil, &error)
        guard let reply else {
            let name = Self.remoteErrorName(error)
            throw .callFailed(destination: destination, method: method, name: name, reason: Self.consume(error))
        }
        defer { g_variant_unref(reply) }
        return DBusValue(variant: reply)?.children ?? []
    }

    /// Calls `method` without waiting; `completion` runs on the main actor from
    /// ``dispatchPending(limit:)`` with the reply's values or the failure. With `autoStart` the bus
    /// starts a service that is installed but not running.
    func call(
        destination: String, path: String, interface: String, method: String, arguments: [DBusValue] = [],
        timeout: Duration = .seconds(5), autoStart: Bool = false,
        completion: @escaping @MainActor (Result<[DBusValue], DBusError>) -> Void
    ) {
        let pending = Unmanaged.passRetained(
            PendingCall(destination: destination, method: method, completion: completion))
        g_main_context_push_thread_default(context)
        defer { g_main_context_pop_thread_default(context) }
        g_dbus_connection_call(
            connection, destination, path, interface, method, DBusValue.structure(arguments).makeVariant(), nil,
            autoStart ? G_DBUS_CALL_FLAGS_NONE : G_DBUS_CALL_FLAGS_NO_AUTO_START, Self.milliseconds(timeout), nil,
            { source, result, userData in
                let pending = Unmanaged<PendingCall>.fromOpaque(userData!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                let outcome: Result<[DBusValue], DBusError>
                if let reply {
                    outcome = .success(DBusValue(variant: reply)?.children ?? [])
                    g_variant_unref(reply)
                } else {
                    let name = DBusConnection.remoteErrorName(error)
                    outcome = .failure(
                        .callFailed(
                            destination: pending.destination, method: pending.method, name: name,
                            reason: DBusConnection.consume(error)))
                }
                MainActor.assumeIsolated { pending.completion(outcome) }
            }, pending.toOpaque())
    }

    // MARK: Signals

    /// Emits a signal from `path` to every peer that listens for it.
    func emitSignal(path: String, interface: String, name: String, arguments: [DBusValue]) {
        guard !isClosed else { return }
        var error: UnsafeMutablePointer<GError>?
        if g_dbus_connection_emit_signal(
            connection, nil, path, interface, name, DBusValue.structure(arguments).makeVariant(), &error) == 0
        {
            _ = Self.consume(error)  // only a closed connection refuses; nothing to tell anyone
        }
    }

    /// Calls `handler` (on the main actor, from ``dispatchPending(limit:)``) with the arguments of
    /// every signal matching the non-nil filters, until ``close()``.
    func subscribe(
        sender: String?, interface: String?, member: String?, path: String?,
        handler: @escaping @MainActor (_ member: String, _ path: String, _ arguments: [DBusValue]) -> Void
    ) {
        let subscription = Unmanaged.passRetained(SignalSubscription(handler))
        g_main_context_push_thread_default(context)
        defer { g_main_context_pop_thread_default(context) }
        let id = g_dbus_connection_signal_subscribe(
            connection, sender, interface, member, path, nil, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, path, _, member, parameters, userData in
                let subscription = Unmanaged<SignalSubscription>.fromOpaque(userData!).takeUnretainedValue()
                let arguments = parameters.flatMap { DBusValue(variant: $0)?.children } ?? []
                let member = member.map { String(cString: $0) } ?? ""
                let path = path.map { String(cString: $0) } ?? ""
                MainActor.assumeIsolated { subscription.handler(member, path, arguments) }
            }, subscription.toOpaque(),
            { userData in if let userData { Unmanaged<SignalSubscription>.fromOpaque(userData).release() } })
        subscriptionIDs.append(id)
    }

    // MARK: Exported objects

    /// Exports the objects `provider` describes under `path` (the path itself and every path below
    /// it); their interfaces come from `introspection` (D-Bus introspection XML). GDBus answers
    /// `org.freedesktop.DBus.Properties`, `Introspectable` and `Peer` from the provider's answers.
    ///
    /// - Throws: ``DBusError/registrationFailed(path:reason:)``.
    func export(at path: String, introspection: DBusIntrospection, provider: any DBusObjectProvider) throws(DBusError) {
        let export = DBusObjectExport(rootPath: path, introspection: introspection, provider: provider)
        let box = Unmanaged.passRetained(export)
        var error: UnsafeMutablePointer<GError>?
        g_main_context_push_thread_default(context)
        let id = g_dbus_connection_register_subtree(
            connection, path, export.subtreeTable, G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES, box.toOpaque(),
            { userData in if let userData { Unmanaged<DBusObjectExport>.fromOpaque(userData).release() } }, &error)
        g_main_context_pop_thread_default(context)
        guard id != 0 else {
            box.release()
            throw .registrationFailed(path: path, reason: Self.consume(error))
        }
        subtreeIDs.append(id)
        exports.append(export)
    }

    // MARK: Helpers

    /// GLib's message of `error` (freed), or "unknown error".
    nonisolated static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }

    /// The D-Bus error name a peer replied with ("org.freedesktop.DBus.Error.ServiceUnknown"), or
    /// "local" for GLib's own errors (timeouts, closed connections).
    nonisolated static func remoteErrorName(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error, let name = g_dbus_error_get_remote_error(error) else { return "local" }
        defer { g_free(name) }
        return String(cString: name)
    }

    nonisolated static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }
}

// The filter runs on GDBus's I/O thread: global functions, not closures written inside this
// main-actor class (Swift would check that they run on the main actor).

/// Wakes the owner for every incoming message and passes the message on unchanged.
private func wakeFilter(
    _ connection: OpaquePointer?, _ message: OpaquePointer?, _ incoming: gboolean, _ userData: gpointer?
) -> OpaquePointer? {
    if incoming != 0, let userData { Unmanaged<WakeBox>.fromOpaque(userData).takeUnretainedValue().wake() }
    return message
}

private func releaseWakeBox(_ userData: gpointer?) {
    if let userData { Unmanaged<WakeBox>.fromOpaque(userData).release() }
}

/// What the I/O thread's message filter calls.
private final class WakeBox: Sendable {
    let wake: @Sendable () -> Void
    init(_ wake: @escaping @Sendable () -> Void) { self.wake = wake }
}

/// An asynchronous call's completion, alive until its reply is handled.
@MainActor
private final class PendingCall {
    let destination: String
    let method: String
    let completion: @MainActor (Result<[DBusValue], DBusError>) -> Void
    init(destination: String, method: String, completion: @escaping @MainActor (Result<[DBusValue], DBusError>) -> Void)
    {
        self.destination = destination
        self.method = method
        self.completion = completion
    }
}

/// A signal handler, alive until its subscription ends.
@MainActor
private final class SignalSubscription {
    let handler: @MainActor (String, String, [DBusValue]) -> Void
    init(_ handler: @escaping @MainActor (String, String, [DBusValue]) -> Void) { self.handler = handler }
}
