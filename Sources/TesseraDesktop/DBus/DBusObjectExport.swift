import CGio

/// One subtree registration of a ``DBusConnection``: the provider (held weakly), the interfaces,
/// and the GDBus tables whose C callbacks forward to the provider on the main actor.
///
/// GDBus holds one retained reference as the registration's user data and releases it when the
/// subtree is unregistered; the tables live as long as this object.
@MainActor
final class DBusObjectExport {
    let rootPath: String
    let introspection: DBusIntrospection
    weak var provider: (any DBusObjectProvider)?
    // nonisolated(unsafe): written only in init; afterwards GDBus reads the tables and deinit frees
    // them once nothing can call through them (the subtree is unregistered before the last release).
    nonisolated(unsafe) let subtreeTable: UnsafeMutablePointer<GDBusSubtreeVTable>
    nonisolated(unsafe) let interfaceTable: UnsafeMutablePointer<GDBusInterfaceVTable>
    /// Method calls as they arrived; those before `answeredCount` are answered.
    private var queuedCalls: [QueuedCall] = []
    private var answeredCount = 0

    init(rootPath: String, introspection: DBusIntrospection, provider: any DBusObjectProvider) {
        self.rootPath = rootPath
        self.introspection = introspection
        self.provider = provider
        subtreeTable = .allocate(capacity: 1)
        subtreeTable.initialize(to: GDBusSubtreeVTable())
        subtreeTable.pointee.enumerate = { _, _, _, _ in tessera_gio_empty_string_array() }
        subtreeTable.pointee.introspect = { _, _, _, node, userData in
            let export = DBusObjectExport.from(userData)
            let node = node.map { String(cString: $0) }
            let names = MainActor.assumeIsolated { export.provider?.interfaces(at: node) }
            return names.flatMap { export.introspection.interfaceArray(named: $0) }
        }
        subtreeTable.pointee.dispatch = { _, _, _, interface, node, outUserData, userData in
            let export = DBusObjectExport.from(userData)
            let node = node.map { String(cString: $0) }
            let interface = interface.map { String(cString: $0) } ?? ""
            let implements = MainActor.assumeIsolated {
                export.provider?.interfaces(at: node)?.contains(interface) ?? false
            }
            guard implements else { return nil }
            outUserData?.pointee = userData
            return UnsafePointer(export.interfaceTable)
        }
        interfaceTable = .allocate(capacity: 1)
        interfaceTable.initialize(to: GDBusInterfaceVTable())
        interfaceTable.pointee.method_call = { _, sender, path, interface, method, parameters, invocation, userData in
            // Queued, answered by `answerQueuedCalls(limit:)`: a client sending thousands of calls at
            // once gets them answered over several turns of the loop, which draws in between.
            guard let invocation, let parameters else { return }
            let export = DBusObjectExport.from(userData)
            let call = QueuedCall(
                invocation: invocation, parameters: parameters, node: export.node(atPath: path),
                interface: interface.map { String(cString: $0) } ?? "",
                method: method.map { String(cString: $0) } ?? "",
                sender: sender.map { String(cString: $0) } ?? "")
            MainActor.assumeIsolated { export.queuedCalls.append(call) }
        }
        interfaceTable.pointee.get_property = { _, _, path, interface, name, error, userData in
            let export = DBusObjectExport.from(userData)
            let node = export.node(atPath: path)
            let interface = interface.map { String(cString: $0) } ?? ""
            let name = name.map { String(cString: $0) } ?? ""
            let value = MainActor.assumeIsolated { export.provider?.property(name, interface: interface, at: node) }
            guard let value else {
                g_set_error_literal(
                    error, g_dbus_error_quark(), gint(G_DBUS_ERROR_UNKNOWN_PROPERTY.rawValue), "no property \(name)")
                return nil
            }
            return value.makeVariant()
        }
        interfaceTable.pointee.set_property = { _, _, path, interface, name, variant, error, userData in
            let export = DBusObjectExport.from(userData)
            let node = export.node(atPath: path)
            let interface = interface.map { String(cString: $0) } ?? ""
            let name = name.map { String(cString: $0) } ?? ""
            guard let variant, let value = DBusValue(variant: variant) else { return 0 }
            let accepted = MainActor.assumeIsolated {
                export.provider?.setProperty(name, interface: interface, at: node, to: value) ?? false
            }
            if !accepted {
                g_set_error_literal(
                    error, g_dbus_error_quark(), gint(G_DBUS_ERROR_PROPERTY_READ_ONLY.rawValue), "cannot set \(name)")
            }
            return accepted ? 1 : 0
        }
    }

    /// Answers up to `limit` of the queued calls, oldest first; returns how many it answered. The
    /// provider's ``DBusObjectProvider/reply(node:interface:method:parameters:sender:introspection:)``
    /// answers each (GDBus's checks, then the provider).
    func answerQueuedCalls(limit: Int) -> Int {
        let count = min(limit, queuedCalls.count - answeredCount)
        guard count > 0 else { return 0 }
        for index in answeredCount..<(answeredCount + count) {
            let call = queuedCalls[index]
            let reply =
                provider?.reply(
                    node: call.node, interface: call.interface, method: call.method, parameters: call.parameters,
                    sender: call.sender, introspection: introspection) ?? .unknownObject(call.node)
            call.send(reply)
        }
        answeredCount += count
        if answeredCount == queuedCalls.count {
            queuedCalls.removeAll(keepingCapacity: true)
            answeredCount = 0
        }
        return count
    }

    /// Calls received and not answered yet.
    var pendingCallCount: Int { queuedCalls.count - answeredCount }

    /// Answers every queued call with `org.freedesktop.DBus.Error.Failed` (the connection is closing).
    func failQueuedCalls() {
        for call in queuedCalls[answeredCount...] {
            call.send(.error(name: "org.freedesktop.DBus.Error.Failed", message: "the application is closing"))
        }
        queuedCalls.removeAll()
        answeredCount = 0
    }

    deinit {
        subtreeTable.deallocate()
        interfaceTable.deallocate()
    }

    /// The node name of `path` below ``rootPath`` ("7"), nil for the root itself.
    nonisolated func node(atPath path: UnsafePointer<gchar>?) -> String? {
        guard let path else { return nil }
        let full = String(cString: path)
        guard full.count > rootPath.count + 1, full.hasPrefix(rootPath + "/") else { return nil }
        return String(full.dropFirst(rootPath.count + 1))
    }

    private nonisolated static func from(_ userData: gpointer?) -> DBusObjectExport {
        Unmanaged<DBusObjectExport>.fromOpaque(userData!).takeUnretainedValue()
    }
}

/// A method call waiting for its answer. It owns the `GDBusMethodInvocation` (GDBus hands the
/// handler its reference), which keeps `parameters` alive; ``send(_:)`` gives the reference back.
private struct QueuedCall {
    let invocation: OpaquePointer
    let parameters: OpaquePointer
    let node: String?
    let interface: String
    let method: String
    let sender: String

    /// Returns `reply` to the caller, consuming the invocation. Call once.
    func send(_ reply: DBusReply) {
        switch reply {
        case .values(let values):
            g_dbus_method_invocation_return_value(invocation, DBusValue.structure(values).makeVariant())
        case .error(let name, let message):
            g_dbus_method_invocation_return_dbus_error(invocation, name, message)
        }
    }
}
