/// AT-SPI2's D-Bus names (at-spi2-core's `xml/` describes them).
enum ATSPI {
    static let accessible = "org.a11y.atspi.Accessible"
    static let application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component"
    static let action = "org.a11y.atspi.Action"
    static let value = "org.a11y.atspi.Value"
    static let text = "org.a11y.atspi.Text"
    static let editableText = "org.a11y.atspi.EditableText"
    static let cache = "org.a11y.atspi.Cache"
    static let socket = "org.a11y.atspi.Socket"
    static let objectEvents = "org.a11y.atspi.Event.Object"
    static let windowEvents = "org.a11y.atspi.Event.Window"
    static let focusEvents = "org.a11y.atspi.Event.Focus"

    /// Where accessible objects live: `<objectRoot>/root` is the application, `<objectRoot>/<id>` the others.
    static let objectRoot = "/org/a11y/atspi/accessible"
    static let applicationPath = "/org/a11y/atspi/accessible/root"
    static let cachePath = "/org/a11y/atspi/cache"
    /// The path of "no object".
    static let nullPath = "/org/a11y/atspi/null"

    /// The registry (on the accessibility bus), whose Socket embeds applications in the desktop.
    static let registryName = "org.a11y.atspi.Registry"

    /// The bus launcher (on the session bus): where the accessibility bus is, and whether a screen
    /// reader runs.
    static let busLauncherName = "org.a11y.Bus"
    static let busLauncherPath = "/org/a11y/bus"
    static let busLauncherInterface = "org.a11y.Bus"
    static let statusInterface = "org.a11y.Status"

    /// AT-SPI's coordinate types (`AtspiCoordType`).
    enum CoordinateType: UInt32 {
        case screen = 0
        case window = 1
        case parent = 2
    }
}
