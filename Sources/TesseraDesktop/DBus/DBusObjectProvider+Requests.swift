import CGio

/// One method call as a bus delivers it: the object, the interface and method names, and the
/// arguments as serialized GVariant data of `signature` (a tuple type, "(ii)"). Made from outside
/// data, so any field may be wrong.
struct DBusRequest: Hashable, Sendable {
    /// The object's node below the export's root ("7"); nil for the root path itself.
    var node: String?
    var interface: String
    var method: String
    /// The arguments' type; a message's body is a tuple ("()" for none).
    var signature: String
    /// The arguments, serialized in GVariant's format (what `g_variant_get_data` gives).
    var body: [UInt8]
    /// The caller's unique bus name.
    var sender = ":0.0"
}

extension DBusObjectProvider {
    /// Answers `request` as GDBus answers a call to this provider's export: first GDBus's own
    /// checks — an unknown object (`UnknownObject`), interface (`UnknownInterface`) or method
    /// (`UnknownMethod`), arguments that are not the method's types (`InvalidArgs`) — then
    /// ``handle(_:)``; `org.freedesktop.DBus.Properties` `Get`, `GetAll` and `Set` go to the
    /// provider's properties. The body is read as untrusted data: malformed bytes read as zeros and
    /// empty strings, never out of bounds.
    ///
    /// - Complexity: O(body) plus the answer's own cost.
    func reply(to request: DBusRequest, introspection: DBusIntrospection) -> DBusReply {
        let invalid = DBusReply.error(
            name: DBusReply.invalidArgsName, message: "invalid argument type \(request.signature)")
        guard request.signature.hasPrefix("("), g_variant_type_string_is_valid(request.signature) != 0 else {
            return invalid
        }
        let type = g_variant_type_new(request.signature)
        defer { g_variant_type_free(type) }
        // A type with a wildcard ("(*s)", "(?)") is valid but names no value: nothing can be read as it.
        guard g_variant_type_is_definite(type) != 0 else { return invalid }
        // GVariant borrows the bytes (no copy, no notify): everything happens inside this closure.
        let body = request.body.isEmpty ? [0] : request.body
        return body.withUnsafeBytes { bytes in
            guard let variant = g_variant_new_from_data(type, bytes.baseAddress, gsize(request.body.count), 0, nil, nil)
            else { return invalid }
            g_variant_ref_sink(variant)
            defer { g_variant_unref(variant) }
            return reply(
                node: request.node, interface: request.interface, method: request.method, parameters: variant,
                sender: request.sender, introspection: introspection)
        }
    }

    /// Answers a call whose arguments are the tuple `parameters` (a `GVariant`, borrowed), with
    /// GDBus's checks; see ``reply(to:introspection:)``. The export's method handler calls this too.
    func reply(
        node: String?, interface: String, method: String, parameters: OpaquePointer, sender: String,
        introspection: DBusIntrospection
    ) -> DBusReply {
        let signature = String(cString: g_variant_get_type_string(parameters))
        guard let arguments = DBusValue(variant: parameters)?.children else {
            return .error(name: DBusReply.invalidArgsName, message: "unreadable arguments of type \(signature)")
        }
        if interface == DBusReply.propertiesInterface {
            return propertiesReply(method, arguments, signature: signature, node: node, introspection: introspection)
        }
        guard let implemented = interfaces(at: node) else { return .unknownObject(node) }
        guard implemented.contains(interface), let info = introspection.interface(named: interface) else {
            return .error(name: "org.freedesktop.DBus.Error.UnknownInterface", message: "no interface \(interface)")
        }
        guard g_dbus_interface_info_lookup_method(info, method) != nil else {
            return .error(
                name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(method) in \(interface)")
        }
        let expected = introspection.methods(of: interface).first { $0.name == method }?.arguments ?? "()"
        guard signature == expected else {
            return .error(name: DBusReply.invalidArgsName, message: "\(method) takes \(expected), not \(signature)")
        }
        return handle(
            DBusMethodCall(sender: sender, node: node, interface: interface, method: method, arguments: arguments))
    }

    /// `Get(ss)`, `GetAll(s)` and `Set(ssv)` of `org.freedesktop.DBus.Properties`, checked against
    /// the introspection as GDBus checks them.
    private func propertiesReply(
        _ method: String, _ arguments: [DBusValue], signature: String, node: String?, introspection: DBusIntrospection
    ) -> DBusReply {
        let expected = ["Get": "(ss)", "GetAll": "(s)", "Set": "(ssv)"]
        guard let wanted = expected[method] else {
            return .error(
                name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(method) in Properties")
        }
        guard signature == wanted, let interface = arguments.first?.stringValue else {
            return .invalidArguments(method)
        }
        guard let implemented = interfaces(at: node) else { return .unknownObject(node) }
        guard implemented.contains(interface), let info = introspection.interface(named: interface) else {
            return .error(name: DBusReply.invalidArgsName, message: "no interface \(interface)")
        }
        if method == "GetAll" {
            let entries = Self.properties(of: info).compactMap { declared in
                property(declared.name, interface: interface, at: node).map { (declared.name, $0) }
            }
            return .values([.stringDictionary(entries)])
        }
        guard let name = arguments[1].stringValue,
            let declared = Self.properties(of: info).first(where: { $0.name == name })
        else {
            return .error(name: DBusReply.invalidArgsName, message: "no property \(arguments[1]) in \(interface)")
        }
        if method == "Get" {
            guard let value = property(name, interface: interface, at: node) else {
                return .error(name: DBusReply.invalidArgsName, message: "no value for \(name)")
            }
            return .values([.variant(value)])
        }
        guard declared.isWritable, case .variant(let value) = arguments[2], value.signature == declared.signature else {
            return .error(name: DBusReply.invalidArgsName, message: "cannot set \(name) to \(arguments[2].signature)")
        }
        guard setProperty(name, interface: interface, at: node, to: value) else {
            return .error(name: "org.freedesktop.DBus.Error.PropertyReadOnly", message: "cannot set \(name)")
        }
        return .values([])
    }

    /// The properties an interface declares: name, type, and whether clients may write it.
    private static func properties(
        of info: UnsafeMutablePointer<GDBusInterfaceInfo>
    ) -> [(name: String, signature: String, isWritable: Bool)] {
        var result: [(name: String, signature: String, isWritable: Bool)] = []
        var index = 0
        while let property = info.pointee.properties?[index] {
            let isWritable = property.pointee.flags.rawValue & G_DBUS_PROPERTY_INFO_FLAGS_WRITABLE.rawValue != 0
            result.append(
                (String(cString: property.pointee.name), String(cString: property.pointee.signature), isWritable))
            index += 1
        }
        return result
    }
}
