/// Boxes a keyed container so a coder can keep the one it made for the previous row and hand it out
/// again: rows of one fetch or save all use the same key type, and making a container allocates a
/// box and looks up the generic metadata of three types.
final class ContainerHolder<Container> {
    let container: Container

    init(_ container: Container) {
        self.container = container
    }

    /// A copy of the container.
    ///
    /// Never inlined: this method copies with the type information of its holder object, while
    /// code generic over the key type would first look up the metadata of
    /// `KeyedDecodingContainer<Key>` at run time, which costs about as much as decoding two
    /// columns.
    @inline(never)
    func copy() -> Container {
        container
    }
}

/// The container a coder handed out last, for its key type (see ``ContainerHolder``).
///
/// Callers ask ``holds(_:)`` and then call ``decodingContainer(_:)`` or ``encodingContainer(_:)``,
/// or make a new container in a separate function: code that names `KeyedDecodingContainer<Key>`
/// on the path that runs for every row pays the metadata lookup this cache exists to avoid.
struct ContainerCache {
    private var holder: AnyObject?
    private var keyType: ObjectIdentifier?

    /// Whether the cached container is for keys of type `Key`.
    @inline(__always)
    func holds<Key: CodingKey>(_ key: Key.Type) -> Bool {
        keyType == ObjectIdentifier(Key.self)
    }

    /// The cached decoding container. Only after ``holds(_:)`` answered `true` for `Key`.
    @inline(never)
    func decodingContainer<Key: CodingKey>(_ key: Key.Type) -> KeyedDecodingContainer<Key> {
        unsafeDowncast(holder!, to: ContainerHolder<KeyedDecodingContainer<Key>>.self).copy()
    }

    /// The cached encoding container. Only after ``holds(_:)`` answered `true` for `Key`.
    @inline(never)
    func encodingContainer<Key: CodingKey>(_ key: Key.Type) -> KeyedEncodingContainer<Key> {
        unsafeDowncast(holder!, to: ContainerHolder<KeyedEncodingContainer<Key>>.self).copy()
    }

    /// Keeps `container`, made for keys of type `Key`.
    mutating func keep<Key: CodingKey, Container>(_ container: Container, for key: Key.Type) {
        holder = ContainerHolder(container)
        keyType = ObjectIdentifier(Key.self)
    }
}
