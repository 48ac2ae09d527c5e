/// Boxes a container value so a coder can keep the one it made for the previous row and hand it out
/// again (`KeyedEncodingContainer` and `KeyedDecodingContainer` allocate a box each time they are
/// created; rows of one fetch or save all use the same key type).
final class ContainerHolder<Container> {
    let container: Container

    init(_ container: Container) {
        self.container = container
    }
}
