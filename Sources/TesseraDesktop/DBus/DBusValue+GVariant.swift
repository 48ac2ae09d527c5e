import CGio

extension DBusValue {
    /// A new floating `GVariant` holding the value (GLib sinks it where it is used).
    func makeVariant() -> OpaquePointer {
        switch self {
        case .boolean(let value): return g_variant_new_boolean(value ? 1 : 0)
        case .byte(let value): return g_variant_new_byte(value)
        case .int16(let value): return g_variant_new_int16(value)
        case .uint16(let value): return g_variant_new_uint16(value)
        case .int32(let value): return g_variant_new_int32(value)
        case .uint32(let value): return g_variant_new_uint32(value)
        case .int64(let value): return g_variant_new_int64(gint64(value))
        case .uint64(let value): return g_variant_new_uint64(guint64(value))
        case .double(let value): return g_variant_new_double(value)
        case .string(let value): return g_variant_new_string(value)
        case .objectPath(let value): return g_variant_new_object_path(value)
        case .signature(let value): return g_variant_new_signature(value)
        case .variant(let inner): return g_variant_new_variant(inner.makeVariant())
        case .array(let elementSignature, let elements):
            let type = g_variant_type_new(elementSignature)
            defer { g_variant_type_free(type) }
            let children: [OpaquePointer?] = elements.map { $0.makeVariant() }
            return children.withUnsafeBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count)) }
        case .dictionaryEntry(let key, let value):
            return g_variant_new_dict_entry(key.makeVariant(), value.makeVariant())
        case .structure(let fields):
            let children: [OpaquePointer?] = fields.map { $0.makeVariant() }
            return children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
        }
    }

    /// The value of a `GVariant` (not consumed); nil for types D-Bus does not carry (maybe types).
    init?(variant: OpaquePointer) {
        let type = String(cString: g_variant_get_type_string(variant))
        switch type.first {
        case "b": self = .boolean(g_variant_get_boolean(variant) != 0)
        case "y": self = .byte(g_variant_get_byte(variant))
        case "n": self = .int16(g_variant_get_int16(variant))
        case "q": self = .uint16(g_variant_get_uint16(variant))
        case "i", "h": self = .int32(g_variant_get_int32(variant))
        case "u": self = .uint32(g_variant_get_uint32(variant))
        case "x": self = .int64(Int64(g_variant_get_int64(variant)))
        case "t": self = .uint64(UInt64(g_variant_get_uint64(variant)))
        case "d": self = .double(g_variant_get_double(variant))
        case "s": self = .string(String(cString: g_variant_get_string(variant, nil)))
        case "o": self = .objectPath(String(cString: g_variant_get_string(variant, nil)))
        case "g": self = .signature(String(cString: g_variant_get_string(variant, nil)))
        case "v":
            let inner = g_variant_get_variant(variant)!
            defer { g_variant_unref(inner) }
            guard let value = DBusValue(variant: inner) else { return nil }
            self = .variant(value)
        case "a":
            guard let elements = Self.children(of: variant) else { return nil }
            self = .array(elementSignature: String(type.dropFirst()), elements)
        case "{":
            guard let fields = Self.children(of: variant), fields.count == 2 else { return nil }
            self = .dictionaryEntry(key: fields[0], value: fields[1])
        case "(":
            guard let fields = Self.children(of: variant) else { return nil }
            self = .structure(fields)
        default:
            return nil
        }
    }

    private static func children(of variant: OpaquePointer) -> [DBusValue]? {
        var result: [DBusValue] = []
        let count = Int(g_variant_n_children(variant))
        result.reserveCapacity(count)
        for index in 0..<gsize(count) {
            let child = g_variant_get_child_value(variant, index)!
            defer { g_variant_unref(child) }
            guard let value = DBusValue(variant: child) else { return nil }
            result.append(value)
        }
        return result
    }
}
