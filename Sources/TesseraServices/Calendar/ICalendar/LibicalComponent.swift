import CLibical

/// Owns one libical component tree (`icalcomponent`) and frees it when released, unless the tree
/// was handed to a parent with ``add(to:)`` (the parent then frees it).
///
/// Lives for one read, write or query and never crosses threads; libical objects are not shared.
final class LibicalComponent {
    let pointer: OpaquePointer
    private var isOwned = true

    /// Takes ownership of a root component (one with no parent).
    init(adopting pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// A new, empty component of `kind`.
    convenience init(kind: icalcomponent_kind) {
        self.init(adopting: icalcomponent_new(kind))
    }

    deinit {
        if isOwned { icalcomponent_free(pointer) }
    }

    /// Moves the tree under `parent`; from now on `parent` frees it.
    func add(to parent: LibicalComponent) {
        precondition(isOwned, "a libical component can be added to one parent only")
        icalcomponent_add_component(parent.pointer, pointer)
        isOwned = false
    }

    /// The tree as iCalendar text (CRLF line ends, folded at 75 octets).
    var icalendarText: String {
        guard let text = icalcomponent_as_ical_string_r(pointer) else { return "" }
        defer { icalmemory_free_buffer(text) }
        return String(cString: text)
    }
}

/// Iteration over the children of a libical component. The pointers belong to the component.
enum LibicalChildren {
    /// The direct subcomponents of `component` of `kind` (`ICAL_ANY_COMPONENT` for all), in file order.
    static func components(of component: OpaquePointer, kind: icalcomponent_kind) -> [OpaquePointer] {
        collect(first: icalcomponent_get_first_component(component, kind)) {
            icalcomponent_get_next_component(component, kind)
        }
    }

    /// The properties of `component` of `kind` (`ICAL_ANY_PROPERTY` for all), in file order.
    static func properties(of component: OpaquePointer, kind: icalproperty_kind) -> [OpaquePointer] {
        collect(first: icalcomponent_get_first_property(component, kind)) {
            icalcomponent_get_next_property(component, kind)
        }
    }

    /// Walks one of libical's internal iterators: `first`, then `next()` until it gives nil.
    private static func collect(first: OpaquePointer?, next: () -> OpaquePointer?) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var current = first
        while let item = current {
            result.append(item)
            current = next()
        }
        return result
    }

    /// A C string from libical as a Swift string; `nil` stays `nil`.
    static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// The text of one property as it would be written, e.g. `ATTENDEE;CN=Bob:mailto:bob@example.com`
    /// followed by CRLF.
    static func text(of property: OpaquePointer) -> String {
        guard let text = icalproperty_as_ical_string_r(property) else { return "" }
        defer { icalmemory_free_buffer(text) }
        return String(cString: text)
    }

    /// The name of a property (`DTSTART`, `X-WR-CALNAME`). Avoids `icalproperty_get_property_name`,
    /// which parks its result in libical's per-thread ring of temporary buffers.
    static func name(of property: OpaquePointer) -> String {
        guard let name = icalproperty_get_property_name_r(property) else { return "" }
        defer { icalmemory_free_buffer(name) }
        return String(cString: name)
    }

    /// The `TZID` parameter of a property, if any.
    static func timeZoneIdentifier(of property: OpaquePointer) -> String? {
        guard let parameter = icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER) else { return nil }
        return string(icalparameter_get_tzid(parameter))
    }
}
