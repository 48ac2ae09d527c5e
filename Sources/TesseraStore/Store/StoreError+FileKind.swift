extension StoreError {
    /// What a path names when it is not a regular file (see ``StoreError/notARegularFile(path:kind:)``).
    ///
    /// ```swift
    /// catch .notARegularFile(let path, .directory) { print("\(path) is a folder; choose a file name inside it") }
    /// ```
    public enum FileKind: Sendable, Hashable, CustomStringConvertible {
        case directory
        /// A FIFO (`mkfifo`).
        case namedPipe
        /// A Unix domain socket.
        case socket
        /// A character device, such as `/dev/zero` or a terminal.
        case characterDevice
        case blockDevice
        /// Any other kind the system reports.
        case other

        public var description: String {
            switch self {
            case .directory: "directory"
            case .namedPipe: "named pipe"
            case .socket: "socket"
            case .characterDevice: "character device"
            case .blockDevice: "block device"
            case .other: "special file"
            }
        }
    }
}
