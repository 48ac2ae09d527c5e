public import Foundation

/// The desktop's low-memory warnings, from the xdg-desktop-portal's memory monitor
/// (`org.freedesktop.portal.MemoryMonitor`, which relays the system's low-memory-monitor as GLib's
/// `GMemoryMonitor` reads it).
///
/// Without a portal, or with one that has no memory monitor, ``connect(sessionBusAddress:environment:)``
/// still returns a monitor that never warns.
///
/// For example (the window host does this for its app):
/// ```swift
/// if let memory = try DesktopMemoryMonitor.connect() {
///     memory.onLowMemoryWarning = { _ in UIApplication.shared.receiveMemoryWarning() }
///     // in the loop: memory.dispatchPending()
/// }
/// ```
/// Main actor only.
@MainActor
public final class DesktopMemoryMonitor: DesktopPortalClient {
    /// How low memory is, as the portal says (its raw values, `GMemoryMonitorWarningLevel`'s).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Memory is low: free caches that are cheap to rebuild.
        public static let low = Level(rawValue: 50)
        /// Memory is getting scarce: free what the app can do without.
        public static let medium = Level(rawValue: 100)
        /// The system is about to stop processes.
        public static let critical = Level(rawValue: 255)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Called on the main actor (from ``dispatchPending()``) for each warning.
    public var onLowMemoryWarning: (@MainActor (Level) -> Void)?
    /// The warnings received so far.
    public private(set) var warningCount = 0
    /// Whether the desktop portal has a memory monitor: nil until it answered.
    public private(set) var isAvailable: Bool?

    static let interface = "org.freedesktop.portal.MemoryMonitor"

    required init(connection: DBusConnection) {
        super.init(connection: connection)
        connection.subscribe(
            sender: nil, interface: Self.interface, member: "LowMemoryWarning", path: Self.portalPath
        ) { [weak self] _, _, arguments in
            guard let number = arguments.first?.intValue, let level = UInt8(exactly: number) else { return }
            self?.receive(Level(rawValue: level))
        }
        // Reading the interface's version starts a portal that is not running yet (it only sends
        // warnings while it runs) and tells whether it has a memory monitor.
        connection.call(
            destination: Self.portalName, path: Self.portalPath,
            interface: "org.freedesktop.DBus.Properties", method: "Get",
            arguments: [.string(Self.interface), .string("version")], autoStart: true
        ) { [weak self] result in
            if case .success = result { self?.isAvailable = true } else { self?.isAvailable = false }
        }
    }

    private func receive(_ level: Level) {
        warningCount += 1
        onLowMemoryWarning?(level)
    }
}
