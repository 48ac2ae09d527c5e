/// iCalendar content of an item that Tessera does not model (attendees, categories, `X-`
/// properties, other subcomponents), kept as text so that saving an edited item does not lose it.
///
/// Each element is one property or one whole subcomponent as libical writes it (CRLF line ends).
/// The writer parses them back with libical inside a component of the same kind.
struct PreservedContent: Sendable, Hashable {
    var properties: [String] = []
    var components: [String] = []

    var isEmpty: Bool { properties.isEmpty && components.isEmpty }

    /// The preserved property whose text starts with `name` (followed by `;` or `:`), if any.
    func property(named name: String) -> String? {
        properties.first { text in
            let upper = text.uppercased()
            return upper.hasPrefix(name + ":") || upper.hasPrefix(name + ";")
        }
    }

    /// A copy without the properties named `name`.
    func removingProperties(named name: String) -> PreservedContent {
        var copy = self
        copy.properties.removeAll { text in
            let upper = text.uppercased()
            return upper.hasPrefix(name + ":") || upper.hasPrefix(name + ";")
        }
        return copy
    }
}
