public import Foundation

/// The desktop's light or dark preference, from the xdg-desktop-portal's Settings interface
/// (`org.freedesktop.appearance color-scheme`), kept current through its `SettingChanged` signal.
///
/// GNOME, KDE and other desktops publish the preference there (as GTK 4 and Qt read it). Without a
/// portal ``connect(sessionBusAddress:environment:)`` returns nil and nothing changes.
///
/// For example (the window host does this for its window):
/// ```swift
/// if let appearance = try DesktopAppearance.connect() {
///     appearance.onChange = { scheme in window.overrideUserInterfaceStyle = scheme == .dark ? .dark : .light }
///     // in the loop: appearance.dispatchPending()
/// }
/// ```
/// Main actor only.
@MainActor
public final class DesktopAppearance: DesktopPortalClient {
    /// The portal's colour-scheme values (the raw values are the portal's).
    ///
    /// As a trait of the window (what the window host does with it):
    /// ```swift
    /// let style: UIUserInterfaceStyle = switch appearance.colorScheme {
    /// case .dark: .dark
    /// case .light: .light
    /// case .noPreference: .unspecified    // the window's own default
    /// }
    /// ```
    public enum ColorScheme: UInt32, Hashable, Sendable {
        /// The desktop states no preference (or the portal has not answered yet).
        case noPreference = 0
        /// The person prefers dark interfaces.
        case dark = 1
        /// The person prefers light interfaces.
        case light = 2
    }

    /// The current preference; `.noPreference` until the portal answered.
    public private(set) var colorScheme: ColorScheme = .noPreference
    /// Called on the main actor (from ``dispatchPending()``) when the preference changes.
    public var onChange: (@MainActor (ColorScheme) -> Void)?
    static let settingsInterface = "org.freedesktop.portal.Settings"
    static let namespace = "org.freedesktop.appearance"
    static let key = "color-scheme"

    required init(connection: DBusConnection) {
        super.init(connection: connection)
        connection.subscribe(
            sender: nil, interface: Self.settingsInterface, member: "SettingChanged", path: Self.portalPath
        ) { [weak self] _, _, arguments in
            guard arguments.count == 3, arguments[0].stringValue == Self.namespace, arguments[1].stringValue == Self.key
            else { return }
            self?.receive(arguments[2])
        }
        readPreference()
    }

    /// Asks for the preference with `ReadOne` (portal version 2), falling back to the older `Read`,
    /// whose answer is wrapped in one more variant.
    private func readPreference() {
        let arguments: [DBusValue] = [.string(Self.namespace), .string(Self.key)]
        connection.call(
            destination: Self.portalName, path: Self.portalPath, interface: Self.settingsInterface, method: "ReadOne",
            arguments: arguments, autoStart: true
        ) { [weak self] result in
            switch result {
            case .success(let values):
                if let value = values.first { self?.receive(value) }
            case .failure(.callFailed(_, _, "org.freedesktop.DBus.Error.UnknownMethod", _)):
                self?.connection.call(
                    destination: Self.portalName, path: Self.portalPath, interface: Self.settingsInterface,
                    method: "Read", arguments: arguments, autoStart: true
                ) { [weak self] result in
                    if case .success(let values) = result, let value = values.first { self?.receive(value) }
                }
            case .failure:
                return  // no portal, or it does not know the setting: no preference
            }
        }
    }

    /// Takes a `color-scheme` value (a `u` in one or more variants).
    private func receive(_ value: DBusValue) {
        guard let number = value.intValue, let scheme = ColorScheme(rawValue: UInt32(clamping: number)),
            scheme != colorScheme
        else { return }
        colorScheme = scheme
        onChange?(scheme)
    }
}
