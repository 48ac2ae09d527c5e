import Foundation

/// Where the desktop's D-Bus session bus is.
enum DesktopBus {
    /// `DBUS_SESSION_BUS_ADDRESS`, else `unix:path=$XDG_RUNTIME_DIR/bus` when that socket exists;
    /// nil otherwise (no bus is launched).
    static func sessionAddress(environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        let socket = runtime + "/bus"
        return FileManager.default.fileExists(atPath: socket) ? "unix:path=" + socket : nil
    }
}
