import CGio

/// Parsed D-Bus introspection XML: the interfaces exported objects may implement, with their
/// methods', properties' and signals' types (GDBus checks calls against them).
///
/// Parse once and share: parsing is the expensive part.
final class DBusIntrospection: @unchecked Sendable {
    // @unchecked: GDBusNodeInfo is immutable after parsing and reference-counted atomically, so
    // sharing it between threads is safe (GLib documents interface infos as thread-safe to read).

    /// The parsed `GDBusNodeInfo`.
    let node: UnsafeMutablePointer<GDBusNodeInfo>

    /// Parses `xml`.
    /// - Precondition: `xml` is valid introspection XML (it is the program's own constant).
    init(xml: String) {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(xml, &error) else {
            preconditionFailure("invalid D-Bus introspection XML: \(DBusConnection.consume(error))")
        }
        self.node = node
    }

    deinit {
        g_dbus_node_info_unref(node)
    }

    /// The interface called `name`, or nil when the XML does not describe it.
    func interface(named name: String) -> UnsafeMutablePointer<GDBusInterfaceInfo>? {
        g_dbus_node_info_lookup_interface(node, name)
    }

    /// The names of the interfaces described, in order.
    var interfaceNames: [String] {
        var names: [String] = []
        var index = 0
        while let interface = node.pointee.interfaces?[index] {
            names.append(String(cString: interface.pointee.name))
            index += 1
        }
        return names
    }

    /// The methods of the interface called `name`, with their in and out argument types as tuples
    /// ("(ii)", "(s)"); empty for an interface not described.
    func methods(of name: String) -> [(name: String, arguments: String, results: String)] {
        guard let info = interface(named: name) else { return [] }
        func tuple(_ arguments: UnsafeMutablePointer<UnsafeMutablePointer<GDBusArgInfo>?>?) -> String {
            var signature = "("
            var index = 0
            while let argument = arguments?[index] {
                signature += String(cString: argument.pointee.signature)
                index += 1
            }
            return signature + ")"
        }
        var result: [(name: String, arguments: String, results: String)] = []
        var index = 0
        while let method = info.pointee.methods?[index] {
            result.append(
                (String(cString: method.pointee.name), tuple(method.pointee.in_args), tuple(method.pointee.out_args)))
            index += 1
        }
        return result
    }

    /// The interfaces called `names` as the NULL-terminated, referenced array a subtree's
    /// introspect function hands GDBus (which frees it).
    func interfaceArray(named names: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<GDBusInterfaceInfo>?>? {
        let infos: [UnsafeMutablePointer<GDBusInterfaceInfo>?] = names.compactMap { interface(named: $0) }
        return infos.withUnsafeBufferPointer { tessera_gio_interface_info_array($0.baseAddress, guint($0.count)) }
    }
}
