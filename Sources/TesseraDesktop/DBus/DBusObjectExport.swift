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
            let implements = MainActor.assumeIsolated { export.provider?.interfaces(at: node)?.contains(interface) ?? false }
            guard implements else { return nil }
            outUserData?.pointee = userData
            return UnsafePointer(export.interfaceTable)
        }
        interfaceTable = .allocate(capacity: 1)
        interfaceTable.initialize(to: GDBusInterfaceVTable())
        interfaceTable.pointee.method_call = { _, sender, path, interface, method, parameters, invocation, userData in
            let export = DBusObjectExport.from(userData)
            let node = export.node(atPath: path)
            let interface = interface.map { String(cString: $0) } ?? ""
            let method = method.map { String(cString: $0) } ?? ""
            let sender = sender.map { String(cString: $0) } ?? ""
            // GDBus has checked the call; the provider's reply(…) checks again, so calls made
            // without a bus (tests, the fuzzer) take the same path.
            let reply = MainActor.assumeIsolated {
                guard let provider = export.provider, let parameters else { return DBusReply.unknownObject(node) }
                return provider.reply(
                    node: node, interface: interface, method: method, parameters: parameters, sender: sender,
                    introspection: export.introspection)
            }
            switch reply {
            case .values(let values):
                g_dbus_method_invocation_return_value(invocation, DBusValue.structure(values).makeVariant())
            case .error(let name, let message):
                g_dbus_method_invocation_return_dbus_error(invocation, name, message)
            }
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
